import {
  DATA_POINT_NAMES,
  DYNAMIC_STEP_PATHS,
  dynamicFormConfigSchema,
  serverFieldErrorsSchema,
  type DynamicFormConfig,
} from './dynamic-form.ts';

const minimal: DynamicFormConfig = {
  version: 3,
  country: 'mx',
  product: 'prestaluz',
  firstPage: 'initial-details',
  forms: [
    {
      path: 'initial-details',
      type: 'personal-information',
      context: 'contact',
      dataPoints: [{ name: 'contactDetails.email', required: true }],
    },
    {
      path: 'housing-tenure',
      type: 'dynamic',
      context: 'housing',
      dataPoints: [{ name: 'otherDetails.housingTenure', required: true, choices: ['rent', 'own'] }],
    },
    {
      path: 'rent-amount',
      type: 'dynamic',
      context: 'housing',
      dataPoints: [
        {
          name: 'expenses.rentAmount',
          required: true,
          condition: { when: 'otherDetails.housingTenure', equals: 'rent' },
        },
      ],
    },
  ],
};

describe('dynamicFormConfigSchema', () => {
  it('accepts a well-formed configuration', () => {
    expect(dynamicFormConfigSchema.safeParse(minimal).success).toBe(true);
  });

  it.each<[string, (config: DynamicFormConfig) => unknown]>([
    ['a first page that is not a form', (c) => ({ ...c, firstPage: 'clabe' })],
    ['an unknown step path', (c) => ({ ...c, forms: [{ ...c.forms[0], path: 'overdue-debt-amount' }] })],
    [
      'an unknown data point',
      (c) => ({
        ...c,
        forms: [{ ...c.forms[0], dataPoints: [{ name: 'contactDetails.fax', required: true }] }],
      }),
    ],
    ['a duplicated form', (c) => ({ ...c, forms: [...c.forms, c.forms[0]] })],
    ['a condition on a data point no form asks for', (c) => ({ ...c, forms: [c.forms[0], c.forms[2]] })],
    [
      'an invalid pattern',
      (c) => ({
        ...c,
        forms: [
          { ...c.forms[0], dataPoints: [{ name: 'contactDetails.email', required: true, pattern: '(' }] },
        ],
      }),
    ],
    ['another version', (c) => ({ ...c, version: 2 })],
  ])('rejects %s', (_label, mutate) => {
    expect(dynamicFormConfigSchema.safeParse(mutate(minimal)).success).toBe(false);
  });

  it('keeps the spec spelling of the overdue-debt path and lists the 25 paths of the spec', () => {
    expect(DYNAMIC_STEP_PATHS).toContain('ovedue-debt-amount');
    expect(new Set(DYNAMIC_STEP_PATHS).size).toBe(25);
  });

  it('names data points with their group', () => {
    expect(DATA_POINT_NAMES).toContain('amount');
    expect(DATA_POINT_NAMES).toContain('employer.postalCode');
    expect(DATA_POINT_NAMES).toContain('contactDetails.postalCode');
    expect(new Set(DATA_POINT_NAMES).size).toBe(DATA_POINT_NAMES.length);
  });
});

describe('serverFieldErrorsSchema', () => {
  it('reads a list of {fieldName, message}', () => {
    const parsed = serverFieldErrorsSchema.parse([{ fieldName: 'incomeDetails.iban', message: 'invalid' }]);
    expect(parsed[0]?.fieldName).toBe('incomeDetails.iban');
    expect(serverFieldErrorsSchema.safeParse([{ field: 'x', message: 'y' }]).success).toBe(false);
  });
});
