/**
 * What a loan costs (issue 30): the instalment, the total cost of credit, the total amount payable, the APR by the
 * Consumer Credit Directive's formula and Mexico's CAT by Banxico's method, for any amount and term of a product's
 * pricing. Pure and shared: the app shows the representative example and the offers with it, and the reference API
 * computes its offers with it, so the two never disagree.
 *
 * The loan: the amount is paid out at once; the opening fee is paid at the start; the loan is repaid either in equal
 * monthly instalments (the French method: interest on the balance at the monthly rate, the borrowing rate / 12) or
 * in one sum at the end of the term (interest for the term's days on the chosen day count); a monthly fee (account
 * keeping, post) is paid with each instalment. Mexico's IVA is charged on interest and fees (taxOnCostPercent): it is
 * in what the applicant pays and left out of the CAT, which Banxico publishes "sin IVA".
 *
 * The APR (Directive (EU) 2023/2225, Annex III; as 2008/48/EC, Annex I): the rate X that equates the drawdowns with
 * the payments, Σ C_k (1 + X)^-t_k = Σ D_l (1 + X)^-s_l, times in years from the drawdown: a month is a twelfth of a
 * year and a day a 365th. The CAT (Banxico, Circular 21/2009): the same equation over the flows without IVA, times in
 * years of 360 days (a month a twelfth). Both are shown to one decimal.
 */

export type Repayment = 'monthly-instalments' | 'single-payment';

/** A product's price list (src/markets/loan-products.ts has one per page variant, with its source). */
export interface Pricing {
  /** The nominal annual borrowing rate (TIN, Sollzins, oprocentowanie nominalne, tasa ordinaria), in percent. */
  borrowingRatePercent: number;
  rateType: 'fixed' | 'variable';
  /** Interest for a part of a year: a 360-day or a 365-day year (the single-payment loans; months are twelfths). */
  dayCount: 360 | 365;
  repayment: Repayment;
  /** Paid at the start, in percent of the amount (comisión de apertura, opłata przygotowawcza, comision de analiza). */
  openingFeePercent: number;
  /** Paid with each monthly instalment, in the currency (account keeping, post); 0 for most products. */
  monthlyFee: number;
  /** Tax on interest and fees, in percent (Mexico's IVA, 16); 0 where interest bears none. */
  taxOnCostPercent: number;
}

export interface LoanAsked {
  amount: number;
  term: number;
  unit: 'days' | 'months';
}

export interface CreditCost {
  /** Each payment: the instalment with its share of fees and tax (the one sum, for a single-payment loan). */
  instalment: number;
  instalmentCount: number;
  /** Paid at the start: the opening fee with its tax. */
  upfrontFees: number;
  /** Interest over the loan's life, with its tax. */
  totalInterest: number;
  /** Everything paid on top of the amount: interest, fees and their tax (the finance charge). */
  totalCostOfCredit: number;
  /** The amount and the total cost of credit: every instalment and every fee. */
  totalAmountPayable: number;
  /** The effective annual rate of the borrowing rate alone (Colombia's tasa efectiva anual, EA), in percent. */
  effectiveAnnualRatePercent: number;
  /** The APR (TAE, Effektiver Jahreszins, RRSO, DAE; the effective interest rate of the Philippines), in percent. */
  aprPercent: number;
  /** Mexico's CAT, without IVA, in percent. */
  catPercent: number;
}

/** One flow of the loan, seen from the applicant: + money received, - money paid; `years` after the drawdown. */
interface Flow {
  years: number;
  amount: number;
}

/**
 * The annual rate X solving Σ amount (1 + X)^-years = 0: the payments come after the drawdown, so the present value
 * rises with X (the later payments weigh less), and a bisection on ln(1 + X) finds it, from -99.99 % to a billion
 * percent (a five-day loan's APR can be a hundred thousand percent).
 */
export function annualRateOf(flows: readonly Flow[]): number {
  const presentValue = (logRate: number) =>
    flows.reduce((sum, flow) => sum + flow.amount * Math.exp(-logRate * flow.years), 0);
  let low = Math.log(1e-4);
  let high = Math.log(1e7);
  if (presentValue(low) >= 0) return 1e-4 - 1;
  if (presentValue(high) <= 0) return 1e7 - 1;
  for (let step = 0; step < 200; step++) {
    const middle = (low + high) / 2;
    // The bounds are neighbours in floating point (after some 55 halvings): no later step can move them. Stopping here
    // rather than at the 200th step gives the same rate, three times sooner (the loan step solves two per key press).
    if (middle <= low || middle >= high) break;
    if (presentValue(middle) > 0) high = middle;
    else low = middle;
  }
  return Math.exp((low + high) / 2) - 1;
}

/** The equal payment that repays `amount` in `count` periods at `rate` a period (the French method). */
function annuity(amount: number, rate: number, count: number): number {
  // A rate too small for (1 + rate) to differ from 1 in floating point is no interest.
  return rate < 1e-12 ? amount / count : (amount * rate) / (1 - (1 + rate) ** -count);
}

/** The payments of the loan with or without the tax on interest and fees. */
function schedule(pricing: Pricing, loan: LoanAsked, taxed: boolean) {
  const tax = taxed ? 1 + pricing.taxOnCostPercent / 100 : 1;
  const rate = pricing.borrowingRatePercent / 100;
  const upfrontFees = ((loan.amount * pricing.openingFeePercent) / 100) * tax;
  if (pricing.repayment === 'single-payment') {
    const years = loan.unit === 'days' ? loan.term / pricing.dayCount : loan.term / 12;
    const interest = loan.amount * rate * years * tax;
    return { instalment: loan.amount + interest, count: 1, upfrontFees, interest, periodYears: years };
  }
  const count = loan.unit === 'months' ? loan.term : Math.max(1, Math.round(loan.term / 30));
  const base = annuity(loan.amount, (rate / 12) * tax, count);
  const instalment = base + pricing.monthlyFee * tax;
  return { instalment, count, upfrontFees, interest: base * count - loan.amount, periodYears: 1 / 12 };
}

/** The flows of a schedule, with times in years of `yearDays` days for a loan counted in days. */
function flowsOf(
  loan: LoanAsked,
  payments: ReturnType<typeof schedule>,
  yearDays: 360 | 365,
  pricing: Pricing,
): Flow[] {
  const period =
    pricing.repayment === 'single-payment' && loan.unit === 'days'
      ? loan.term / yearDays
      : payments.periodYears;
  const paid = Array.from({ length: payments.count }, (_, index) => ({
    years: period * (index + 1),
    amount: -payments.instalment,
  }));
  return [{ years: 0, amount: loan.amount - payments.upfrontFees }, ...paid];
}

export function creditCost(pricing: Pricing, loan: LoanAsked): CreditCost {
  const taxed = schedule(pricing, loan, true);
  const untaxed = schedule(pricing, loan, false);
  const totalAmountPayable = taxed.instalment * taxed.count + taxed.upfrontFees;
  const rate = pricing.borrowingRatePercent / 100;
  const effectiveAnnual =
    pricing.repayment === 'monthly-instalments'
      ? (1 + rate / 12) ** 12 - 1
      : (1 + rate * taxed.periodYears) ** (1 / taxed.periodYears) - 1;
  return {
    instalment: taxed.instalment,
    instalmentCount: taxed.count,
    upfrontFees: taxed.upfrontFees,
    totalInterest: taxed.interest,
    totalCostOfCredit: totalAmountPayable - loan.amount,
    totalAmountPayable,
    effectiveAnnualRatePercent: effectiveAnnual * 100,
    aprPercent: annualRateOf(flowsOf(loan, taxed, 365, pricing)) * 100,
    catPercent: annualRateOf(flowsOf(loan, untaxed, 360, pricing)) * 100,
  };
}

const cents = (value: number) => Math.round(value * 100) / 100;
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * An offer's figures as the contract carries them (contract/lead.ts, Offer): money to cents, rates to one decimal,
 * the CAT only for a lender that states one (`withCat`: Mexico's).
 */
export function offerFigures(
  pricing: Pricing,
  loan: LoanAsked,
  withCat: boolean,
): {
  monthlyPayment: number;
  apr: number;
  costs: {
    instalmentCount: number;
    borrowingRate: number;
    rateType: Pricing['rateType'];
    effectiveAnnualRate: number;
    fees: number;
    totalCostOfCredit: number;
    totalAmountPayable: number;
    cat?: number;
  };
} {
  const cost = creditCost(pricing, loan);
  return {
    monthlyPayment: cents(cost.instalment),
    apr: oneDecimal(cost.aprPercent),
    costs: {
      instalmentCount: cost.instalmentCount,
      borrowingRate: pricing.borrowingRatePercent,
      rateType: pricing.rateType,
      effectiveAnnualRate: oneDecimal(cost.effectiveAnnualRatePercent),
      fees: cents(cost.upfrontFees),
      totalCostOfCredit: cents(cost.totalCostOfCredit),
      totalAmountPayable: cents(cost.totalAmountPayable),
      ...(withCat && { cat: oneDecimal(cost.catPercent) }),
    },
  };
}
