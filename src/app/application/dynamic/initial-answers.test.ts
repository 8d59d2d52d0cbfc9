import { emptyLandingParams, parseLandingParams } from '#features/attribution/landing-params.ts';
import { loanProductOf } from '#markets/loan-products.ts';
import { initialAnswers } from './initial-answers.ts';

const landing = (query: string) =>
  parseLandingParams(`https://example.test/?${query}`) ?? emptyLandingParams();

describe("the landing's amount and period, clamped to the variant's loan product", () => {
  it.each([
    // Mexico's personal loans: MXN 500 to 150,000 by 100, 1 to 36 months.
    ['mx', 'prestaluz', '', 10_000, 12],
    ['mx', 'prestaluz', 'amount=12345&period=7', 12_300, 7],
    ['mx', 'prestaluz', 'amount=999999&period=99', 150_000, 36],
    ['mx', 'prestaluz', 'amount=1&period=0', 500, 1],
    ['mx', 'prestaluz', 'amount=abc&period=', 10_000, 12],
    // Polish chwilówka: PLN 100 to 5,000 by 50, 61 to 90 days.
    ['pl', 'zlotek', 'amount=10000&period=30', 5_000, 61],
    ['pl', 'zlotek', 'amount=1234&period=75', 1_250, 75],
    // Spanish minicrédito: EUR 50 to 1,000 by 10, 5 to 30 days.
    ['es', 'solvenda', 'amount=5000&period=12', 1_000, 12],
    ['es', 'solvenda', 'amount=44', 50, 30],
    // Vietnam: VND 1 to 20 million by 500,000.
    ['vn', 'vayra', 'amount=7300000&period=24', 7_500_000, 12],
    // Colombia's short-term credit: COP 150,000 to 1.5 million by 10,000.
    ['co', 'prestaluz', 'amount=1000', 150_000, 30],
  ] as const)('%s/%s with ?%s starts with %d for %d', (country, product, query, amount, period) => {
    const answers = initialAnswers(landing(query), loanProductOf({ country, product }));
    expect(answers).toMatchObject({ amount, period });
  });

  it('keeps the prefilled applicant fields next to the loan', () => {
    const answers = initialAnswers(
      landing('firstName=Ana&email=ana@example.com'),
      loanProductOf({ country: 'es', product: 'kredyto' }),
    );
    expect(answers).toEqual({
      amount: 2_000,
      period: 12,
      'personalDetails.firstName': 'Ana',
      'contactDetails.email': 'ana@example.com',
    });
  });
});
