/**
 * Check your answers in the dynamic (v3) funnel of this build (the test build's market): the last page leads to the
 * review, a Change link opens its page and comes back once it is sent again, Send moves to checking. And in every
 * dynamic variant's configuration the review shows each page with an answer for each question, in its language.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '#shared/i18n/i18n-provider.tsx';
import { MemoryRouter } from '#shared/routing/router.tsx';
import { Route } from '#shared/routing/routes.tsx';
import { describe, expect, it } from 'vitest';
import { dynamicFormFixtures } from '#contract/fixtures/index.ts';
import { sampleAnswersFor } from '#contract/fixtures/sample-answers.ts';
import { PAGE_VARIANTS } from '#contract/page-variants.ts';
import { buildPages } from '#features/funnel/form-model/build-pages.ts';
import type { Answers } from '#features/funnel/form-model/types.ts';
import { createProgressStore } from '#features/funnel/progress-store.ts';
import { COUNTRY_PROFILES } from '#markets/countries.ts';
import { market } from '#markets/market.ts';
import { jsonResponse, type FakeHandler } from '#shared/api/testing/fake-fetch.ts';
import { fakeClient, LEAD_ID, leadSaved } from '#shared/api/testing/fixtures.ts';
import { memorySafeStorage } from '#shared/lib/storage/memory-storage.ts';
import { createTestI18n } from '#test/i18n.ts';
import { rulesOf } from '#test/rules.ts';
import { DynamicEntryRoute, DynamicStepRoute } from '../dynamic/dynamic-step-route.tsx';
import { CheckYourAnswers } from './check-your-answers.tsx';
import DynamicReviewRoute from './dynamic-review-route.tsx';
import { renderApplication } from '../testing/application-harness.tsx';

const CONFIG = dynamicFormFixtures[`${market.target.country}/${market.target.product}`];
if (!CONFIG) throw new Error('the test build has no v3 configuration');
const i18n = createTestI18n('en');

const handler: FakeHandler = (call) => {
  if (call.url.includes('/datapoints')) return jsonResponse(CONFIG);
  if (call.url.includes('/policy')) return jsonResponse({ policies: [] });
  // The employer's name looks its company up as it is shown: none found.
  if (call.url.includes('/company/')) return jsonResponse({ companies: [] });
  if (call.url.includes('/postcode')) return jsonResponse({ postcodes: [] });
  return jsonResponse(leadSaved, call.method === 'POST' ? 201 : 200);
};

/** The sample applicant with a valid amount and period: every page answered. */
function sampleAnswers(): Answers {
  if (!CONFIG) return {};
  const find = (name: string) =>
    CONFIG.forms.flatMap((form) => form.dataPoints).find((point) => point.name === name);
  return {
    ...sampleAnswersFor(CONFIG),
    amount: find('amount')?.min ?? market.loan.amount.default,
    period: find('period')?.min ?? market.loan.term.default,
  };
}

function renderDynamic(path: string, { allSent = true }: { allSent?: boolean } = {}) {
  if (!CONFIG) throw new Error('no configuration');
  const { client, calls } = fakeClient(handler);
  const store = createProgressStore({ storage: memorySafeStorage().storage });
  const answers = sampleAnswers();
  const pages = buildPages(CONFIG, answers);
  const submitted = (allSent ? pages : pages.slice(0, -1)).map((page) => page.path);
  store.getState().storeLeadId({ id: LEAD_ID });
  store.getState().setDynamicPages({ answers, submitted, serverErrors: [] });
  renderApplication({
    i18n,
    client,
    store,
    path,
    routes: (
      <>
        <Route index element={<DynamicEntryRoute />} />
        <Route path="check-your-answers" element={<DynamicReviewRoute />} />
        <Route path="checking" element={<h1>Checking your application</h1>} />
        <Route path=":stepPath" element={<DynamicStepRoute />} />
      </>
    ),
  });
  return { calls, store, pages, user: userEvent.setup() };
}

const where = () => screen.getByTestId('where').textContent;
/** A save and a route change come first: on two busy cores that takes longer than findBy's default second. */
const reviewHeading = () =>
  screen.findByRole('heading', { level: 1, name: 'Check your answers before sending' }, { timeout: 5_000 });
const stepTitle = (path: string) => i18n.t(`fields:steps.${path}.title`);

describe('check your answers, dynamic (v3) forms', () => {
  it('the last page leads to the review, not to checking', async () => {
    const { user, store, pages } = renderDynamic(`/${CONFIG.forms.at(-1)?.path ?? ''}`, { allSent: false });
    const last = pages.at(-1);
    expect(
      await screen.findByRole('heading', { level: 1, name: stepTitle(last?.path ?? '') }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check my answers' }));
    // Focus moves in the effect after the heading is drawn: on two busy cores that can be a frame later.
    const heading = await reviewHeading();
    await waitFor(() => expect(heading).toHaveFocus());
    expect(store.getState().progressState).toBe(0);
  });

  it('a Change link opens the page; sent again, it comes back to the review; Send moves to checking', async () => {
    const { user, store, pages, calls } = renderDynamic('/check-your-answers');
    await reviewHeading();
    expect(screen.getAllByRole('link', { name: /^Change / })).toHaveLength(pages.length);
    const first = pages[0];
    if (!first) throw new Error('no pages');
    const title = stepTitle(first.path);
    const change = within(screen.getByRole('region', { name: title })).getByRole('link', {
      name: `Change ${title}`,
    });
    expect(change).toHaveAttribute('href', `/${first.path}?returnTo=review`);
    await user.click(change);
    const opened = await screen.findByRole('heading', { level: 1, name: title });
    await waitFor(() => expect(opened).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await reviewHeading()).toBeInTheDocument();
    expect(where()).toBe('/check-your-answers');
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Send my application' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Checking your application' }),
    ).toBeInTheDocument();
    expect(store.getState().progressState).toBe(6);
  });

  it('opens the application at the review once every page is sent (a reload, a resumed lead)', async () => {
    renderDynamic('/');
    expect(await reviewHeading()).toBeInTheDocument();
    expect(where()).toBe('/check-your-answers');
  });

  it('sends an applicant who has not sent every page to the page not sent yet', async () => {
    const { pages } = renderDynamic('/check-your-answers', { allSent: false });
    await waitFor(() => expect(where()).toBe(`/${pages.at(-1)?.path ?? ''}`));
  });
});

const dynamicVariants = PAGE_VARIANTS.filter((variant) => variant.applicationPage === 'dynamic');

describe('check your answers in every dynamic variant', () => {
  it.each(dynamicVariants.map((variant) => [`${variant.country}/${variant.product}`, variant] as const))(
    '%s shows every page with an answer to each question, in its language, identifiers masked',
    (key, variant) => {
      const config = dynamicFormFixtures[key];
      if (!config) throw new Error(`no configuration for ${key}`);
      const answers: Answers = { ...sampleAnswersFor(config), amount: 1000, period: 6 };
      const pages = buildPages(config, answers);
      render(
        <I18nProvider i18n={createTestI18n(COUNTRY_PROFILES[variant.country].locale)}>
          <MemoryRouter>
            <CheckYourAnswers
              pages={pages}
              answers={answers}
              onSend={() => undefined}
              rules={rulesOf(variant.country, variant.product)}
            />
          </MemoryRouter>
        </I18nProvider>,
      );
      // One region per page, and the review itself.
      expect(screen.getAllByRole('region')).toHaveLength(pages.length + 1);
      for (const page of pages)
        for (const point of page.dataPoints) {
          const shown = screen.getByTestId(`answer-${point.name}`).textContent ?? '';
          expect(shown, point.name).toMatch(/\S/);
          // No untranslated key and no raw value of a choice or a boolean.
          expect(shown, point.name).not.toMatch(/^(fields\.|review:|true$|false$)/);
        }
      const code = answers['personalDetails.personalCode'];
      if (typeof code === 'string')
        expect(screen.getByTestId('answer-personalDetails.personalCode')).not.toHaveTextContent(code);
    },
  );
});
