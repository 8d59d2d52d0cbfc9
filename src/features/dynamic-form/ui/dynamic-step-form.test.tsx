/** DynamicStepForm over the Mexican v3 configuration (contract/fixtures/mx-prestaluz.ts). */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '#shared/i18n/i18n-provider.tsx';
import type { DynamicStepPath, ServerFieldError } from '#contract/dynamic-form.ts';
import { mxPrestaluzConfig } from '#contract/fixtures/index.ts';
import type { Locale } from '#markets/matrix.ts';
import { axeViolations } from '#test/axe.ts';
import { createTestI18n } from '#test/i18n.ts';
import { createDynamicFormState } from '#features/funnel/form-model/state.ts';
import type { Answers } from '#features/funnel/form-model/types.ts';
import { options, type VNode } from 'preact';
import { StepLayout } from '#shared/ui/step-layout.tsx';
import { DynamicStepForm, type DynamicStepFormProps } from './dynamic-step-form.tsx';

const translations = { en: createTestI18n('en'), mx: createTestI18n('mx') };

/** Answers that make every conditional page of the fixture relevant. */
const EVERYTHING: Answers = {
  'incomeDetails.incomeSource': 'employment',
  'otherDetails.housingTenure': 'rent',
  'otherDetails.vehicleOwnership': true,
};

function pageOf(path: DynamicStepPath, answers: Answers = EVERYTHING, errors: ServerFieldError[] = []) {
  const page = createDynamicFormState(mxPrestaluzConfig, answers).pages.find(
    (candidate) => candidate.path === path,
  );
  if (!page) throw new Error(`${path} is not shown for these answers`);
  return { ...page, errors };
}

function renderStep(props: Partial<DynamicStepFormProps> & { path: DynamicStepPath; locale?: 'en' | 'mx' }) {
  const { path, locale = 'en' satisfies Locale, ...rest } = props;
  const handlers = { onSubmit: vi.fn(), onBack: vi.fn(), onDraftChange: vi.fn() };
  const view = render(
    <I18nProvider i18n={translations[locale]}>
      <DynamicStepForm
        page={pageOf(path)}
        config={mxPrestaluzConfig}
        answers={EVERYTHING}
        {...handlers}
        {...rest}
      />
    </I18nProvider>,
  );
  return { ...view, ...handlers, user: userEvent.setup() };
}

const CURP_FIELD = 'Personal identification number';
/** The element that has focus, if it is an HTML element (toContainElement takes no other). */
const focused = () => (document.activeElement instanceof HTMLElement ? document.activeElement : null);

async function fillPersonalDetails(user: ReturnType<typeof userEvent.setup>, curp: string) {
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Wenceslao');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Borja');
  await user.click(screen.getByRole('radio', { name: 'Male' }));
  await user.type(screen.getByRole('textbox', { name: 'Date of birth' }), '20/08/1931');
  await user.type(screen.getByRole('textbox', { name: CURP_FIELD }), curp);
}

/**
 * How many times the step's layout (heading, fields, buttons) has rendered since the call: Preact's render hook,
 * `options.__r` (its `_render`, mangled in the build), which preact/hooks and preact/debug use too.
 */
function layoutRenders(): () => number {
  // The hook is Preact's own, kept out of its public types under its mangled name.
  const hooks = options as typeof options & { __r?: (vnode: VNode) => void };
  const previous = hooks.__r;
  let count = 0;
  hooks.__r = (vnode) => {
    if (vnode.type === StepLayout) count += 1;
    previous?.(vnode);
  };
  onTestFinished(() => {
    hooks.__r = previous;
  });
  return () => count;
}

describe('DynamicStepForm', () => {
  it("draws a page once as it mounts: react-hook-form readying its form renders the form's state, not the fields", () => {
    const renders = layoutRenders();
    renderStep({ path: 'personal-details' });
    expect(screen.getByRole('textbox', { name: 'First name' })).toBeInTheDocument();
    expect(renders()).toBe(1);
  });

  it("draws a page's errors with the texts it already showed from memory: only new ones are worked out", async () => {
    const i18n = translations.en;
    const asked: string[] = [];
    // `translate` is the translator's private step that works a text out: spied on to count what memory spares.
    const working = i18n as unknown as { translate(key: string, options?: unknown): string };
    const translate = working.translate.bind(i18n);
    vi.spyOn(working, 'translate').mockImplementation((key: string, options?: unknown) => {
      asked.push(JSON.stringify([key, options]));
      return translate(key, options);
    });
    const { user } = renderStep({ path: 'personal-details' });
    await screen.findByRole('textbox', { name: 'First name' });
    const atMount = new Set(asked);
    asked.length = 0;
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('alert');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAttribute('aria-invalid', 'true');
    expect(asked.filter((call) => atMount.has(call))).toEqual([]);
  });

  it("works the form's texts out while the applicant reads: the next page works out none without options", async () => {
    const i18n = createTestI18n('en');
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) =>
      setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 50 }), 0),
    );
    vi.stubGlobal('cancelIdleCallback', (id: number) => clearTimeout(id));
    const step = (path: DynamicStepPath) => (
      <I18nProvider i18n={i18n}>
        <DynamicStepForm
          page={pageOf(path)}
          config={mxPrestaluzConfig}
          answers={EVERYTHING}
          onSubmit={vi.fn()}
          onBack={vi.fn()}
        />
      </I18nProvider>
    );
    const view = render(step('personal-details'));
    await screen.findByRole('textbox', { name: 'First name' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const plain: string[] = [];
    // `translate` is the translator's private step that works a text out: spied on to count what memory spares.
    const working = i18n as unknown as { translate(key: string, options?: Record<string, unknown>): string };
    const translate = working.translate.bind(i18n);
    vi.spyOn(working, 'translate').mockImplementation((key: string, options?: Record<string, unknown>) => {
      const named = Object.entries(options ?? {}).filter(([name]) => name !== 'ns');
      if (named.every(([, value]) => value === undefined)) plain.push(key);
      return translate(key, options);
    });
    view.rerender(step('address-information'));
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('About you');
    expect(plain).toEqual([]);
  });

  it('shows the step title, its place in the sequence and goes back to the previous form', async () => {
    const { user, onBack } = renderStep({ path: 'personal-details' });
    expect(screen.getByRole('heading', { level: 1, name: 'About you' })).toHaveFocus();
    expect(screen.getByText('Step 3 of 25')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledWith('initial-details');
  });

  it('after a reload, an identifier it no longer holds says why it is empty, tied to the field, until typed', async () => {
    const { user } = renderStep({ path: 'personal-details', identifiersToRetype: ['personalCode'] });
    const curp = screen.getByRole('textbox', { name: CURP_FIELD });
    const note = 'We do not keep this on your device for your security: please type it again.';
    expect(curp).toHaveAccessibleDescription(expect.stringContaining(note));
    expect(screen.getByRole('textbox', { name: 'First name' })).not.toHaveAccessibleDescription(
      expect.stringContaining(note),
    );
    await user.type(curp, 'B');
    expect(screen.queryByText(note, { exact: false })).not.toBeInTheDocument();
  });

  it('submits valid values by dotted name, parsed', async () => {
    const { user, onSubmit } = renderStep({ path: 'personal-details' });
    await fillPersonalDetails(user, 'boxw310820hnerxn09');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        'personalDetails.firstName': 'Wenceslao',
        'personalDetails.middleName': undefined,
        'personalDetails.lastName': 'Borja',
        'personalDetails.secondLastName': undefined,
        'personalDetails.gender': 'male',
        'personalDetails.dateOfBirth': '1931-08-20',
        'personalDetails.personalCode': 'BOXW310820HNERXN09',
      }),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows an invalid CURP at the field and in a focused summary whose link focuses the field', async () => {
    const { user, onSubmit } = renderStep({ path: 'personal-details' });
    await fillPersonalDetails(user, 'BOXW310820HNERXN0');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('heading', { name: 'There is a problem' })).toBeInTheDocument();
    const message = 'Enter all 18 characters of your CURP, as shown on your INE.';
    const curp = screen.getByRole('textbox', { name: CURP_FIELD });
    expect(curp).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(curp).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(summary).getByRole('link', { name: message }));
    expect(curp).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();

    // Fixing it clears the message as the applicant types, without pulling focus away.
    await user.type(curp, '9');
    expect(curp).toHaveFocus();
    expect(curp).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('checks the CURP against the date of birth given on the same page', async () => {
    const { user } = renderStep({ path: 'personal-details' });
    await fillPersonalDetails(user, 'BOXW310820HNERXN09');
    const birth = screen.getByRole('textbox', { name: 'Date of birth' });
    await user.clear(birth);
    await user.type(birth, '21/08/1931');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('link', { name: 'Your CURP does not match your date of birth. Check both.' }),
    ).toBeInTheDocument();
  });

  it('says in Mexican Spanish how to fix the CURP', async () => {
    const { user } = renderStep({ path: 'personal-details', locale: 'mx' });
    await user.type(screen.getByRole('textbox', { name: 'CURP' }), 'BOXW3108');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'Hay un problema' })).toBeInTheDocument();
    expect(
      within(summary).getByRole('link', {
        name: 'Escribe los 18 caracteres de tu CURP, como aparece en tu INE.',
      }),
    ).toBeInTheDocument();
    expect(within(summary).getAllByRole('link', { name: 'Llena este campo para continuar.' })).toHaveLength(
      4,
    );
  });

  it('shows the server errors of this page like client errors, and drops one once its field changes', async () => {
    const errors: ServerFieldError[] = [
      { fieldName: 'incomeDetails.iban', message: 'identifiers.clabe.checkDigit' },
      { fieldName: '', message: 'We could not check your bank account right now.' },
    ];
    const { user } = renderStep({ path: 'clabe', page: pageOf('clabe', EVERYTHING, errors) });
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    const message = 'This CLABE is not valid: a digit is mistyped. Copy it again from your banking app.';
    const clabe = screen.getByRole('textbox', { name: 'Bank account number (IBAN)' });
    expect(clabe).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(within(summary).getByText('We could not check your bank account right now.')).toBeInTheDocument();
    await user.click(within(summary).getByRole('link', { name: message }));
    expect(clabe).toHaveFocus();
    await user.type(clabe, '0');
    expect(clabe).not.toHaveAccessibleDescription(expect.stringContaining(message));
    expect(within(summary).queryByRole('link', { name: message })).not.toBeInTheDocument();
  });

  it('asks a question that depends on an answer on the same page only when it applies', async () => {
    const { user, onSubmit } = renderStep({ path: 'vehicle-ownership', answers: {} });
    const ownership = screen.getByRole('group', { name: 'Do you own a car or motorbike?' });
    expect(screen.queryByRole('textbox', { name: 'Licence plate' })).not.toBeInTheDocument();
    await user.click(within(ownership).getByRole('radio', { name: 'Yes' }));
    const plate = screen.getByRole('textbox', { name: 'Licence plate' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('link', { name: 'Fill in this field to continue.' })).toBeInTheDocument();
    await user.type(plate, 'abc-123-d');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenLastCalledWith({
        'otherDetails.vehicleOwnership': true,
        'otherDetails.vehicleLicensePlateNumber': 'ABC-123-D',
      }),
    );
    await user.click(within(ownership).getByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('textbox', { name: 'Licence plate' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenLastCalledWith({ 'otherDetails.vehicleOwnership': false }),
    );
  });

  it('starts from the answers and the draft, and reports what is typed as a draft after a pause', async () => {
    const { user, onDraftChange } = renderStep({
      path: 'monthly-income',
      answers: { ...EVERYTHING, 'incomeDetails.monthlyIncome': 18500.5 },
    });
    const income = screen.getByRole('textbox', { name: 'Monthly net income' });
    expect(income).toHaveValue('18,500.50');
    await user.clear(income);
    await user.type(income, '21000');
    expect(onDraftChange).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(onDraftChange).toHaveBeenCalledWith({ 'incomeDetails.monthlyIncome': '21000' }),
    );
    expect(onDraftChange).toHaveBeenCalledOnce();
  });

  it('checks the step after the press has had its frame, not inside the press (issue 16, INP)', async () => {
    renderStep({ path: 'personal-details' });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // Everything the press started without waiting for a task: the checks used to finish here.
    await act(async () => {
      for (let turn = 0; turn < 50; turn++) await Promise.resolve();
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveFocus();
  });

  it('sends the step once for presses made within the same frame (a double tap)', async () => {
    const { user, onSubmit } = renderStep({ path: 'personal-details' });
    await fillPersonalDetails(user, 'boxw310820hnerxn09');
    const next = screen.getByRole('button', { name: 'Continue' });
    fireEvent.click(next);
    fireEvent.click(next);
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('prefers the draft over the saved answer', () => {
    renderStep({
      path: 'monthly-income',
      answers: { ...EVERYTHING, 'incomeDetails.monthlyIncome': 18500 },
      draft: { 'incomeDetails.monthlyIncome': '19 000' },
    });
    expect(screen.getByRole('textbox', { name: 'Monthly net income' })).toHaveValue('19 000');
  });

  it('opens a modal step as a dialog over the previous page, keeps focus inside and goes back on Escape', async () => {
    const { user, onBack, container } = renderStep({ path: 'is-politically-exposed' });
    const dialog = screen.getByRole('dialog', { name: 'Public office' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByText('Your home')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Public office' })).toHaveFocus();
    for (let press = 0; press < 6; press += 1) {
      await user.tab();
      expect(dialog).toContainElement(focused());
    }
    for (let press = 0; press < 6; press += 1) {
      await user.tab({ shift: true });
      expect(dialog).toContainElement(focused());
    }
    expect(await axeViolations(container)).toEqual([]);
    await user.keyboard('{Escape}');
    expect(onBack).toHaveBeenCalledWith('housing-tenure');
  });

  it('passes axe on every step of the Mexican configuration', async () => {
    const paths = createDynamicFormState(mxPrestaluzConfig, EVERYTHING).pages.map((page) => page.path);
    expect(paths).toHaveLength(25);
    for (const path of paths) {
      const { container, unmount } = renderStep({ path });
      expect({ path, violations: await axeViolations(container) }).toEqual({ path, violations: [] });
      unmount();
    }
  });
});
