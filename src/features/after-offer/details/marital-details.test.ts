import { maritalDefaults, maritalRequest, maritalSchema, type MaritalForm } from './marital-details.ts';

const married: MaritalForm = {
  maritalStatus: 'married',
  numberOfDependants: ' 3 ',
  spouseFirstName: ' Ana ',
  spouseLastName: "O'Brien-López",
  spouseMonthlyIncome: '$12,000',
};

describe('marital details', () => {
  it.each<[string, MaritalForm, object]>([
    [
      'married: the spouse is sent',
      married,
      {
        maritalStatus: 'married',
        numberOfDependants: 3,
        spouseFirstName: 'Ana',
        spouseLastName: "O'Brien-López",
        spouseMonthlyIncome: 12000,
      },
    ],
    [
      'civil partnership: the spouse is sent',
      { ...married, maritalStatus: 'civilPartnership', spouseMonthlyIncome: '0' },
      { maritalStatus: 'civilPartnership', spouseMonthlyIncome: 0 },
    ],
    [
      'widowed: nothing about a spouse',
      { ...married, maritalStatus: 'widowed', numberOfDependants: '0' },
      { maritalStatus: 'widowed', numberOfDependants: 0 },
    ],
  ])('%s', (_case, values, expected) => {
    const body = maritalRequest('lead-1', values);
    expect(body).toMatchObject({ id: 'lead-1', ...expected });
    if (values.maritalStatus === 'widowed')
      expect(Object.keys(body)).toEqual(['id', 'maritalStatus', 'numberOfDependants']);
  });

  it('checks the spouse only when there is one', async () => {
    const single = { ...married, maritalStatus: 'single', spouseFirstName: '', spouseMonthlyIncome: 'x' };
    expect((await maritalSchema.safeParseAsync(single)).success).toBe(true);
    const missing = await maritalSchema.safeParseAsync({ ...single, maritalStatus: 'married' });
    expect(missing.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'spouseFirstName',
      'spouseMonthlyIncome',
    ]);
  });

  it.each([
    [undefined, { maritalStatus: '', numberOfDependants: '' }],
    [
      { maritalStatus: 'freeUnion', numberOfDependants: 0 },
      { maritalStatus: 'civilPartnership', numberOfDependants: '0' },
    ],
    [{ maritalStatus: 'somethingElse' }, { maritalStatus: '' }],
  ])('starts from the application form %j', (otherDetails, expected) => {
    expect(maritalDefaults(otherDetails)).toMatchObject(expected);
  });
});
