/** One test per field type: label, autocomplete, the message at the field and in the summary, keyboard use. */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { I18nProvider } from '#shared/i18n/i18n-provider.tsx';
import type { DataPointDefinition, DynamicFormConfig } from '#contract/dynamic-form.ts';
import { axeViolations } from '#test/axe.ts';
import { createTestI18n } from '#test/i18n.ts';
import type { FieldType } from '../field-types/index.ts';
import { FIELD_REGISTRY } from '../field-registry.ts';
import { createDynamicFormState } from '#features/funnel/form-model/state.ts';
import { DynamicStepForm } from './dynamic-step-form.tsx';

const i18n = createTestI18n('en');

function renderField(dataPoint: DataPointDefinition) {
  const config: DynamicFormConfig = {
    version: 3,
    country: 'mx',
    product: 'prestaluz',
    firstPage: 'monthly-income',
    forms: [{ path: 'monthly-income', type: 'dynamic', context: 'income', dataPoints: [dataPoint] }],
  };
  const [page] = createDynamicFormState(config).pages;
  if (!page) throw new Error('the configuration has a page');
  const onSubmit = vi.fn();
  const view = render(
    <I18nProvider i18n={i18n}>
      <DynamicStepForm page={page} config={config} answers={{}} onSubmit={onSubmit} onBack={vi.fn()} />
    </I18nProvider>,
  );
  return { ...view, onSubmit };
}

interface Case {
  type: FieldType;
  dataPoint: DataPointDefinition;
  label: string;
  /** What finds the control by role and name. */
  control: () => HTMLElement;
  autocomplete?: string;
  /** Keyboard input that is wrong, and the message it gets (none: leave it empty). */
  wrong?: (user: UserEvent, control: HTMLElement) => Promise<void>;
  message: string;
  right: (user: UserEvent, control: HTMLElement) => Promise<void>;
  submitted: unknown;
}

const typeInto = (text: string) => async (user: UserEvent, control: HTMLElement) => {
  await user.clear(control);
  await user.type(control, text);
};
const textbox = (name: string) => () => screen.getByRole('textbox', { name });

const CASES: Case[] = [
  {
    type: 'text',
    dataPoint: { name: 'personalDetails.firstName', required: true },
    label: 'First name',
    control: textbox('First name'),
    autocomplete: 'given-name',
    wrong: typeInto('Ana3'),
    message: 'Use letters only; spaces, hyphens and apostrophes are allowed between words.',
    right: typeInto('Ana María'),
    submitted: 'Ana María',
  },
  {
    type: 'number',
    dataPoint: { name: 'otherDetails.numberOfDependants', required: true },
    label: 'How many people depend on you financially?',
    control: textbox('How many people depend on you financially?'),
    wrong: typeInto('25'),
    message: 'Enter 20 or less.',
    right: typeInto('2'),
    submitted: 2,
  },
  {
    type: 'money',
    dataPoint: { name: 'expenses.monthlyExpenses', required: true },
    label: 'Monthly living expenses',
    control: textbox('Monthly living expenses'),
    wrong: typeInto('a lot'),
    message: 'Enter the amount in numbers, for example 2500, with no more than 2 decimal places.',
    right: typeInto('2,500.50'),
    submitted: 2500.5,
  },
  {
    type: 'date',
    dataPoint: { name: 'personalDetails.dateOfBirth', required: true },
    label: 'Date of birth',
    control: textbox('Date of birth'),
    autocomplete: 'bday',
    wrong: typeInto('31/02/1990'),
    message: 'Enter a real date as DD/MM/YYYY, for example 07/03/1990.',
    right: typeInto('07/03/1990'),
    submitted: '1990-03-07',
  },
  {
    type: 'select',
    dataPoint: { name: 'otherDetails.education', required: true },
    label: 'Highest level of education',
    control: () => screen.getByRole('combobox', { name: 'Highest level of education' }),
    message: 'Fill in this field to continue.',
    right: async (user, control) => {
      await user.selectOptions(control, 'University degree');
    },
    submitted: 'bachelor',
  },
  {
    type: 'radio',
    dataPoint: { name: 'incomeDetails.salaryCycle', required: true },
    label: 'How often are you paid?',
    control: () => screen.getByRole('group', { name: 'How often are you paid?' }),
    message: 'Fill in this field to continue.',
    right: async (user, control) => {
      await user.click(within(control).getByRole('radio', { name: 'Every week' }));
      await user.keyboard('{ArrowDown}{ArrowDown}');
    },
    submitted: 'semimonthly',
  },
  {
    type: 'yesNo',
    dataPoint: { name: 'otherDetails.hasProofOfIncome', required: true },
    label: 'Can you prove your income?',
    control: () => screen.getByRole('group', { name: 'Can you prove your income?' }),
    message: 'Fill in this field to continue.',
    right: async (user, control) => {
      within(control).getByRole('radio', { name: 'Yes' }).focus();
      await user.keyboard(' ');
    },
    submitted: true,
  },
  {
    type: 'checkbox',
    dataPoint: { name: 'generalPolicies', required: true },
    label: 'I have read and accept the terms and the privacy policy',
    control: () =>
      screen.getByRole('checkbox', { name: 'I have read and accept the terms and the privacy policy' }),
    message: 'Tick the box to accept and continue.',
    right: async (user, control) => {
      control.focus();
      await user.keyboard(' ');
    },
    submitted: true,
  },
  {
    type: 'phone',
    dataPoint: { name: 'contactDetails.phoneNumber', required: true },
    label: 'Mobile phone number',
    control: textbox('Mobile phone number'),
    autocomplete: 'tel-national',
    wrong: typeInto('55 1234'),
    message: 'Enter your 10-digit phone number, without the country code.',
    right: typeInto('55 1234 5678'),
    submitted: '5512345678',
  },
  {
    type: 'email',
    dataPoint: { name: 'contactDetails.email', required: true },
    label: 'Email address',
    control: textbox('Email address'),
    autocomplete: 'email',
    wrong: typeInto('ana@example'),
    message: 'Enter an email address like name@example.com.',
    right: typeInto('ana@example.com'),
    submitted: 'ana@example.com',
  },
  {
    type: 'postcode',
    dataPoint: { name: 'contactDetails.postalCode', required: true },
    label: 'Postcode',
    control: textbox('Postcode'),
    autocomplete: 'postal-code',
    wrong: typeInto('0660'),
    message: 'Enter your postcode as it appears on your post.',
    right: typeInto('06600'),
    submitted: '06600',
  },
  {
    type: 'iban',
    dataPoint: { name: 'incomeDetails.iban', required: true },
    label: 'Bank account number (IBAN)',
    control: textbox('Bank account number (IBAN)'),
    wrong: typeInto('002010077777777772'),
    message: 'This CLABE is not valid: a digit is mistyped. Copy it again from your banking app.',
    right: typeInto('002 010 07777777777 1'),
    submitted: '002010077777777771',
  },
  {
    type: 'idCode',
    dataPoint: { name: 'personalDetails.personalCode', required: true },
    label: 'Personal identification number',
    control: textbox('Personal identification number'),
    wrong: typeInto('BOXW310820HNERXN08'),
    message: 'This CURP does not exist: a character is mistyped. Copy it again from your INE.',
    right: typeInto('boxw310820hnerxn09'),
    submitted: 'BOXW310820HNERXN09',
  },
];

describe('a field of each type', () => {
  it('covers all 13 field types', () => {
    expect(new Set(CASES.map((c) => c.type)).size).toBe(13);
    for (const c of CASES) expect(FIELD_REGISTRY[c.dataPoint.name].type).toBe(c.type);
  });

  it.each(CASES.map((c) => [c.type, c] as const))(
    '%s: labelled, validated at the field and in the summary, filled from the keyboard',
    async (_type, c) => {
      const user = userEvent.setup();
      const { container, onSubmit } = renderField(c.dataPoint);
      const control = c.control();
      if (c.autocomplete) expect(control).toHaveAttribute('autocomplete', c.autocomplete);

      if (c.wrong) await c.wrong(user, control);
      await user.click(screen.getByRole('button', { name: 'Check my answers' }));
      // The checks run once the press has had its frame (issue 16, INP): the summary comes right after.
      const summary = await screen.findByRole('alert');
      expect(onSubmit).not.toHaveBeenCalled();
      expect(summary).toHaveFocus();
      expect(within(summary).getByRole('link', { name: c.message })).toBeInTheDocument();
      expect(c.control()).toHaveAccessibleDescription(expect.stringContaining(c.message));
      expect(await axeViolations(container)).toEqual([]);

      await c.right(user, c.control());
      // Re-validation can be asynchronous (phone numbers are parsed by a lazily loaded library).
      await waitFor(() =>
        expect(c.control()).not.toHaveAccessibleDescription(expect.stringContaining(c.message)),
      );
      await user.click(screen.getByRole('button', { name: 'Check my answers' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ [c.dataPoint.name]: c.submitted }));
    },
  );
});
