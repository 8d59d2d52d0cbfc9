/**
 * Every route of spec section 2, in both kinds of application page (classic steps and v3 forms), shows its screen
 * or leads to where the applicant's progress is, never to /404; only an unknown path reaches /404
 * (docs/adr/0014-routes-in-every-variant.md). The whole application page renders over a fake lead API, for a
 * new applicant (no lead yet), so every guarded route shows the way a bookmark or a shared link would.
 */
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { I18nProvider } from '#shared/i18n/i18n-provider.tsx';
import { MemoryRouter, useLocation } from '#shared/routing/router.tsx';
import { dynamicFormFixtures, mxPrestaluzConfig } from '#contract/fixtures/index.ts';
import type { ApplicationPageKind } from '#contract/page-variants.ts';
import { AttributionProvider } from '#features/attribution/attribution-context.tsx';
import { bootAttribution } from '#features/attribution/boot.ts';
import { market } from '#markets/market.ts';
import { createFakeFetch, jsonResponse, type RecordedCall } from '#shared/api/testing/fake-fetch.ts';
import { captureLogs } from '#shared/api/testing/log-capture.ts';
import { memorySafeStorage } from '#shared/lib/storage/memory-storage.ts';
import { createTestI18n } from '#test/i18n.ts';
import ClassicApplicationPage from './classic-application-page.tsx';
import DynamicApplicationPage from './dynamic-application-page.tsx';
import { classicPathsForDynamicPage, otherPathsForClassicPage } from './other-kind-step-paths.tsx';
import { SPEC_ROUTES } from './spec-routes.ts';

const PAGES: Record<ApplicationPageKind, ComponentType> = {
  classic: ClassicApplicationPage,
  dynamic: DynamicApplicationPage,
};

const CONFIG = dynamicFormFixtures[`${market.target.country}/${market.target.product}`] ?? mxPrestaluzConfig;

/** The lead API of a new applicant: the v3 configuration and no policies; any lead it is asked for is unknown. */
function answer(call: RecordedCall): Response {
  if (call.url.includes('/v3/test/datapoints')) return jsonResponse(CONFIG);
  if (call.url.includes('/policies')) return jsonResponse({ policies: [] });
  return jsonResponse({ message: 'Not found' }, 404);
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

async function renderAt(kind: ApplicationPageKind, path: string) {
  vi.stubGlobal('fetch', createFakeFetch(answer).fetch);
  captureLogs();
  const attribution = bootAttribution({
    url: `https://apply.test/application-frontend${path}`,
    now: () => new Date('2026-05-01T10:00:00.000Z'),
    storage: memorySafeStorage().storage,
    randomUUID: () => '9d7c2f4e-1b3a-4c5d-8e6f-7a8b9c0d1e2f',
  });
  const Page = PAGES[kind];
  render(
    <I18nProvider i18n={createTestI18n('en')}>
      <AttributionProvider value={attribution}>
        <MemoryRouter initialEntries={[path]}>
          <Page />
          <Where />
        </MemoryRouter>
      </AttributionProvider>
    </I18nProvider>,
  );
  // A screen has settled once its page heading shows (redirects and loading come first).
  await screen.findByRole('heading', { level: 1 }, { timeout: 5_000 });
  return screen.getByTestId('where').textContent;
}

afterEach(() => vi.unstubAllGlobals());

describe.each(['classic', 'dynamic'] as const)('every spec route in a %s application page', (kind) => {
  it.each(SPEC_ROUTES)('%s shows its screen or leads to the applicant’s step, never /404', async (path) => {
    const where = await renderAt(kind, path);
    expect(where).not.toBe('/404');
    expect(screen.queryByTestId('not-found-page')).toBeNull();
  });

  it.each(['/no-such-page', '/loan-information/extra', '/initial-detail'])(
    'an unknown path (%s) shows the not-found page',
    async (path) => {
      await renderAt(kind, path);
      expect(screen.getByTestId('not-found-page')).toBeInTheDocument();
    },
  );
});

describe('the step paths of the other page kind', () => {
  it.each([
    { kind: 'dynamic' as const, path: '/loan-information', lands: `/${CONFIG.firstPage}` },
    { kind: 'dynamic' as const, path: '/reference-information', lands: `/${CONFIG.firstPage}` },
    { kind: 'classic' as const, path: '/initial-details', lands: '/personal-details' },
    { kind: 'classic' as const, path: '/address-information', lands: '/personal-details' },
  ])(
    '$path in a $kind page leads a new applicant to the first step, $lands',
    async ({ kind, path, lands }) => {
      expect(await renderAt(kind, path)).toBe(lands);
    },
  );

  it('in a dynamic page: the classic step routes that are no v3 form', () => {
    expect(classicPathsForDynamicPage().sort()).toEqual(
      [
        'contact-details',
        'income-details',
        'loan-information',
        'other-information',
        'reference-information',
      ].sort(),
    );
  });

  it('in a classic page: every v3 form path that is neither its own step nor an after-offer route', () => {
    const own = ['loan-information', 'personal-details', 'contact-details', 'employment-details'];
    const other = otherPathsForClassicPage(own);
    expect(other).toEqual(
      expect.arrayContaining(['initial-details', 'address-information', 'income-details']),
    );
    expect(other).not.toEqual(expect.arrayContaining(['personal-details']));
    expect(other).not.toContain('reference-details');
    expect(other).not.toContain('loan-information');
  });
});
