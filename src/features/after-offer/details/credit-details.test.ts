import {
  creditFieldOf,
  creditRequest,
  creditSchema,
  EMPTY_CREDIT_FORM,
  type CreditForm,
} from './credit-details.ts';

const base: CreditForm = {
  ...EMPTY_CREDIT_FORM,
  housing: 'none',
  monthlyExpenses: '5000',
  hasOtherLoans: 'no',
  negativeCreditHistory: 'no',
};

describe('credit details', () => {
  it.each<[string, Partial<CreditForm>, { expenses: object; negativeCreditHistory?: boolean }]>([
    [
      'owner, no loans',
      {},
      { expenses: { monthlyExpenses: 5000, hasOtherLoans: false }, negativeCreditHistory: false },
    ],
    [
      'renter',
      { housing: 'rent', rentAmount: '3,200.5', monthlyMortgageAmount: '999' },
      { expenses: { monthlyExpenses: 5000, rentAmount: 3200.5, hasOtherLoans: false } },
    ],
    [
      'mortgage',
      { housing: 'mortgage', rentAmount: '1', monthlyMortgageAmount: '7000' },
      { expenses: { monthlyExpenses: 5000, monthlyMortgageAmount: 7000, hasOtherLoans: false } },
    ],
    [
      'loans and a bad history',
      {
        hasOtherLoans: 'yes',
        monthlyCreditCommitments: '800',
        totalDebtAmount: '$12,000',
        negativeCreditHistory: 'yes',
      },
      {
        expenses: {
          monthlyExpenses: 5000,
          hasOtherLoans: true,
          monthlyCreditCommitments: 800,
          totalDebtAmount: 12000,
        },
        negativeCreditHistory: true,
      },
    ],
  ])('%s', (_case, changes, expected) => {
    const body = creditRequest('lead-1', { ...base, ...changes });
    expect(body).toMatchObject({ id: 'lead-1', ...expected });
    expect(body.expenses).toEqual(expected.expenses);
  });

  it('does not check amounts whose question does not apply', async () => {
    const values = {
      ...base,
      rentAmount: 'x',
      monthlyMortgageAmount: 'x',
      monthlyCreditCommitments: 'x',
      totalDebtAmount: 'x',
    };
    expect((await creditSchema.safeParseAsync(values)).success).toBe(true);
  });

  it.each([
    ['expenses.rentAmount', 'rentAmount'],
    ['expenses.hasOtherLoans', 'hasOtherLoans'],
    ['negativeCreditHistory', 'negativeCreditHistory'],
    ['expenses.mortgageAmount', undefined],
    ['expenses', undefined],
    ['', undefined],
  ])('puts the server error of %j on %s', (serverName, field) => {
    expect(creditFieldOf(serverName)).toBe(field);
  });
});
