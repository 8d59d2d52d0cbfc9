/**
 * Issue 13: the employer's name offers the employer directory's names (an ARIA combobox), the email address offers a
 * fix for a misspelt domain on blur, and neither lookup ever stops the applicant when it fails.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '#shared/i18n/i18n-provider.tsx';
import type { DynamicStepPath } from '#contract/dynamic-form.ts';
import { mxPrestaluzConfig } from '#contract/fixtures/index.ts';
import type { Locale } from '#markets/matrix.ts';
import { axeViolations } from '#test/axe.ts';
import { createTestI18n } from '#test/i18n.ts';
import { createDynamicFormState } from '#features/funnel/form-model/state.ts';
import type { Answers } from '#features/funnel/form-model/types.ts';
import { DynamicStepForm } from './dynamic-step-form.tsx';
import {
  ReferenceLookupsContext,
  type CheckEmail,
  type LookupCompanies,
} from '../field-types/shared/reference-lookups.ts';

const EMPLOYED: Answers = { 'incomeDetails.incomeSource': 'employment' };
const translations: Partial<Record<Locale, ReturnType<typeof createTestI18n>>> = {};
const i18nFor = (locale: Locale) => (translations[locale] ??= createTestI18n(locale));

function renderPage(
  path: DynamicStepPath,
  lookups: { lookupCompanies?: LookupCompanies; checkEmail?: CheckEmail },
  locale: Locale = 'en',
) {
  const page = createDynamicFormState(mxPrestaluzConfig, EMPLOYED).pages.find((p) => p.path === path);
  if (!page) throw new Error(`no ${path} page`);
  const onSubmit = vi.fn();
  const view = render(
    <I18nProvider i18n={i18nFor(locale)}>
      <ReferenceLookupsContext value={lookups}>
        <DynamicStepForm
          page={page}
          config={mxPrestaluzConfig}
          answers={EMPLOYED}
          onSubmit={onSubmit}
          onBack={vi.fn()}
        />
      </ReferenceLookupsContext>
    </I18nProvider>,
  );
  return { ...view, onSubmit, user: userEvent.setup() };
}

const EMPLOYERS = [
  'Grupo Bimbo S.A.B. de C.V.',
  'Grupo Elektra S.A.B. de C.V.',
  'Grupo Industrial del Valle',
];
const employerName = () => screen.getByRole('combobox', { name: "Employer's name" });

describe("the employer's name", () => {
  it('offers the lookup’s names from 3 characters, debounced, and takes one with the keyboard', async () => {
    const lookup = vi.fn<LookupCompanies>(async (name) =>
      EMPLOYERS.filter((employer) => employer.toLowerCase().includes(name.toLowerCase())),
    );
    const { user, container } = renderPage('employment-details', { lookupCompanies: lookup });
    const input = await screen.findByRole('combobox', { name: "Employer's name" });
    await user.type(input, 'Gr');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(lookup).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.type(input, 'upo');
    const list = await screen.findByRole('listbox', { name: 'Suggested employers' });
    // One request for what was typed once the typing paused, not one per keystroke.
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(lookup.mock.calls[0]?.[0]).toBe('Grupo');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', list.id);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(EMPLOYERS);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: EMPLOYERS[1] });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', second.id);
    expect(input).toHaveFocus();
    expect(await axeViolations(container)).toEqual([]);

    await user.keyboard('{Enter}');
    expect(input).toHaveValue(EMPLOYERS[1]);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps free text: Escape closes the list and a name not listed is submitted as typed', async () => {
    const { user, onSubmit } = renderPage('employment-details', { lookupCompanies: async () => EMPLOYERS });
    const input = await screen.findByRole('combobox', { name: "Employer's name" });
    await user.type(input, 'Taquería Don Pepe');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveValue('Taquería Don Pepe');
    await user.type(screen.getByRole('textbox', { name: 'Job title' }), 'Cocinero');
    await user.click(screen.getByRole('button', { name: 'Check my answers' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ 'employer.name': 'Taquería Don Pepe' }),
      ),
    );
  });

  it('takes a name with a click', async () => {
    const { user } = renderPage('employment-details', { lookupCompanies: async () => EMPLOYERS });
    await user.type(await screen.findByRole('combobox'), 'grupo');
    await user.click(await screen.findByRole('option', { name: EMPLOYERS[0] }));
    expect(employerName()).toHaveValue(EMPLOYERS[0]);
    expect(employerName()).toHaveFocus();
  });

  it.each<[string, LookupCompanies]>([
    ['fails', async () => null],
    ['throws', async () => Promise.reject(new Error('offline'))],
  ])('a lookup that %s offers nothing and the step still goes on', async (_how, lookup) => {
    const lookupCompanies = vi.fn<LookupCompanies>(lookup);
    const { user, onSubmit } = renderPage('employment-details', { lookupCompanies });
    await user.type(await screen.findByRole('combobox'), 'Grupo Bimbo');
    await waitFor(() => expect(lookupCompanies).toHaveBeenCalled());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Job title' }), 'Chofer');
    await user.click(screen.getByRole('button', { name: 'Check my answers' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ 'employer.name': 'Grupo Bimbo' })),
    );
  });

  it('is a plain text field where the app provides no lookup', async () => {
    renderPage('employment-details', {});
    expect(screen.getByRole('textbox', { name: "Employer's name" })).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});

const email = () => screen.getByRole('textbox', { name: 'Email address' });

describe('the email address', () => {
  it('on leaving the field, offers the fix of a misspelt domain and applies it with one button', async () => {
    const checkEmail = vi.fn<CheckEmail>(async (address) =>
      address === 'ana@gmial.com' ? { suggestion: 'ana@gmail.com' } : {},
    );
    const { user, container } = renderPage('initial-details', { checkEmail });
    await user.type(email(), 'ana@gmial.com');
    expect(checkEmail).not.toHaveBeenCalled(); // never while typing
    await user.tab();
    const apply = await screen.findByRole('button', { name: 'Use ana@gmail.com' });
    expect(screen.getByRole('status')).toHaveTextContent('Did you mean ana@gmail.com?');
    expect(checkEmail).toHaveBeenCalledTimes(1);
    expect(await axeViolations(container)).toEqual([]);

    await user.click(apply);
    expect(email()).toHaveValue('ana@gmail.com');
    expect(email()).toHaveFocus();
    expect(screen.queryByRole('button', { name: /Use / })).not.toBeInTheDocument();
    // The fixed address is checked again when the applicant leaves it, and has nothing more to offer.
    await user.tab();
    await waitFor(() => expect(checkEmail).toHaveBeenCalledTimes(2));
    expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument();
  });

  it('keeps what the applicant typed when they ignore the suggestion, and hides it once they edit', async () => {
    const { user } = renderPage('initial-details', {
      checkEmail: async () => ({ suggestion: 'ana@gmail.com' }),
    });
    await user.type(email(), 'ana@gmial.com');
    await user.tab();
    await screen.findByText('Did you mean ana@gmail.com?');
    expect(email()).toHaveValue('ana@gmial.com');
    await user.type(email(), 'x');
    expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument();
  });

  it('asks nothing for text that is not an address yet', async () => {
    const checkEmail = vi.fn<CheckEmail>(async () => ({}));
    const { user } = renderPage('initial-details', { checkEmail });
    await user.type(email(), 'ana@');
    await user.tab();
    expect(checkEmail).not.toHaveBeenCalled();
  });

  it.each<[string, CheckEmail]>([
    ['fails', async () => null],
    ['throws', async () => Promise.reject(new Error('offline'))],
  ])('a check that %s shows nothing and blocks nothing', async (_how, check) => {
    const checkEmail = vi.fn<CheckEmail>(check);
    const { user } = renderPage('initial-details', { checkEmail });
    await user.type(email(), 'ana@gmial.com');
    await user.tab();
    await waitFor(() => expect(checkEmail).toHaveBeenCalled());
    expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument();
    expect(email()).toHaveValue('ana@gmial.com');
    expect(email()).not.toHaveAttribute('aria-invalid');
  });

  it('gives up on a check that does not answer within 4 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let aborted = false;
      const checkEmail = vi.fn<CheckEmail>(
        (_address, signal) =>
          new Promise((resolve) => {
            signal.addEventListener('abort', () => {
              aborted = true;
              resolve({ suggestion: 'too-late@gmail.com' });
            });
          }),
      );
      const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
      renderPage('initial-details', { checkEmail });
      await user.type(email(), 'ana@gmial.com');
      await user.tab();
      await waitFor(() => expect(checkEmail).toHaveBeenCalled());
      await act(async () => {
        await vi.advanceTimersByTimeAsync(4000);
      });
      expect(aborted).toBe(true);
      expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it.each(['es', 'pl', 'de', 'vn'] as const)('says it in the applicant’s language (%s)', async (locale) => {
    const { user } = renderPage(
      'initial-details',
      { checkEmail: async () => ({ suggestion: 'ana@gmail.com' }) },
      locale,
    );
    await user.type(
      screen.getByRole('textbox', {
        name: i18nFor(locale).t('fields.contactDetails.email.label', { ns: 'fields' }),
      }),
      'ana@gmial.com',
    );
    await user.tab();
    const text = i18nFor(locale).t('form.emailCheck.suggestion', { ns: 'fields', email: 'ana@gmail.com' });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(text).not.toBe('Did you mean ana@gmail.com?');
  });
});
