/** Every type in the map, through a data point of that type: it renders, converts, validates and reads back. */
import { render, screen } from '@testing-library/react';
import { I18nProvider } from '#shared/i18n/i18n-provider.tsx';
import type { DataPointName, DataPointValueType } from '#contract/dynamic-form.ts';
import { createTestI18n } from '#test/i18n.ts';
import { FIELD_REGISTRY } from '../field-registry.ts';
import { fieldKey } from '../ui/field-keys.ts';
import { FieldRenderer } from '../ui/field-renderer.tsx';
import { issueMessage } from '#shared/i18n/validation-message.ts';
import { FIELD_TYPES, fieldTypeModule, type FieldType } from './index.ts';
import { rulesOf } from '#test/rules.ts';

const i18n = createTestI18n('en');
const mx = rulesOf('mx');
const TODAY = '2025-06-15';

type Example = [
  name: DataPointName,
  role: 'textbox' | 'combobox' | 'group' | 'checkbox',
  input: string | boolean,
  submitted: string | number | boolean,
  /** An input the type refuses, and the message key it gets. */
  refused: [input: string | boolean, key: string],
  /** The submitted value as the review of the answers shows it, in English with Mexico's formats. */
  reviewed: string,
];

// A Record over the types: a type added to the map without an example here does not compile.
const EXAMPLES: Record<FieldType, Example> = {
  text: [
    'personalDetails.firstName',
    'textbox',
    ' Ana María ',
    'Ana María',
    ['Ana3', 'validation.pattern.name'],
    'Ana María',
  ],
  number: ['otherDetails.numberOfDependants', 'textbox', '2', 2, ['25', 'validation.max'], '2'],
  money: [
    'expenses.monthlyExpenses',
    'textbox',
    '2,500.50',
    2500.5,
    ['-5', 'validation.amount.min'],
    '$2,500.50',
  ],
  // Mexico's prestaluz product: 1 to 36 months.
  term: ['period', 'textbox', '12', 12, ['37', 'validation.term.range'], '12 months'],
  date: [
    'personalDetails.dateOfBirth',
    'textbox',
    '7/3/1990',
    '1990-03-07',
    ['01/01/2010', 'validation.date.minAge'],
    '7 de marzo de 1990',
  ],
  select: [
    'otherDetails.education',
    'combobox',
    'bachelor',
    'bachelor',
    ['astronaut', 'validation.choice'],
    'bachelor',
  ],
  radio: [
    'incomeDetails.salaryCycle',
    'group',
    'monthly',
    'monthly',
    ['daily', 'validation.choice'],
    'monthly',
  ],
  yesNo: ['otherDetails.hasProofOfIncome', 'group', 'true', true, ['maybe', 'validation.choice'], 'Yes'],
  checkbox: ['generalPolicies', 'checkbox', true, true, [false, 'validation.required.accept'], 'Yes'],
  phone: [
    'contactDetails.phoneNumber',
    'textbox',
    '+52 55 1234 5678',
    '5512345678',
    ['5512', 'validation.phone.length'],
    '5512345678',
  ],
  email: [
    'contactDetails.email',
    'textbox',
    ' ana@example.com',
    'ana@example.com',
    ['ana@', 'validation.pattern.email'],
    'ana@example.com',
  ],
  postcode: [
    'contactDetails.postalCode',
    'textbox',
    '06600',
    '06600',
    ['0660', 'validation.pattern.postalCode'],
    '06600',
  ],
  iban: [
    'incomeDetails.iban',
    'textbox',
    '002 010 07777777777 1',
    '002010077777777771',
    ['12', 'identifiers.clabe.length'],
    '002010077777777771',
  ],
  idCode: [
    'personalDetails.personalCode',
    'textbox',
    'boxw310820hnerxn09',
    'BOXW310820HNERXN09',
    ['B0', 'identifiers.curp.length'],
    'BOXW310820HNERXN09',
  ],
};

/** The JavaScript value each value type submits (dates as ISO text). */
const IS_VALUE_TYPE: Record<DataPointValueType, (value: unknown) => boolean> = {
  string: (value) => typeof value === 'string',
  number: (value) => typeof value === 'number',
  boolean: (value) => typeof value === 'boolean',
  date: (value) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value),
};

const validatorOf = (name: DataPointName) =>
  FIELD_REGISTRY[name].buildValidator({ name, required: true }, mx, TODAY);

describe('the field type map', () => {
  it('has a module for every type the registry uses, and no unused one', () => {
    const used = new Set(Object.values(FIELD_REGISTRY).map((field) => field.type));
    expect([...used].sort()).toEqual([...FIELD_TYPES].sort());
  });

  describe.each(FIELD_TYPES.map((type) => [type, EXAMPLES[type]] as const))('%s', (type, example) => {
    const [name, role, input, submitted, [refusedInput, refusedKey], reviewed] = example;
    const field = FIELD_REGISTRY[name];
    const fieldType = fieldTypeModule(type);

    it(`is the type of ${name}`, () => {
      expect(field.type).toBe(type);
    });

    it('renders a labelled control that shows a saved value as the input it reads back', () => {
      const shown = fieldType.toInput(submitted, mx);
      render(
        <I18nProvider i18n={i18n}>
          <form aria-label="form">
            <FieldRenderer
              field={field}
              dataPoint={{ name, required: true }}
              value={shown}
              onChange={vi.fn()}
            />
          </form>
        </I18nProvider>,
      );
      expect(screen.getByRole(role, { name: i18n.t(field.labelKey, { ns: 'fields' }) })).toBeInTheDocument();
      expect(screen.getByRole('form')).toHaveFormValues({ [fieldKey(name)]: shown });
      expect(validatorOf(name).parse(shown)).toEqual(submitted);
    });

    it(`converts the input into the submitted ${fieldType.valueType}`, () => {
      const result = validatorOf(name).safeParse(input);
      expect(result.data).toEqual(submitted);
      expect(IS_VALUE_TYPE[fieldType.valueType](result.data)).toBe(true);
    });

    it("reads a submitted value for the review of the answers: its own text, else the control's", () => {
      const own = fieldType.reviewText?.(submitted, { rules: mx, t: i18n.t });
      expect(own ?? fieldType.toInput(submitted, mx)).toBe(reviewed);
    });

    it('refuses an input against its rules with its own message', () => {
      const issues = validatorOf(name).safeParse(refusedInput).error?.issues ?? [];
      expect(issues.map((issue) => issueMessage(issue).key)).toEqual([refusedKey]);
    });
  });
});
