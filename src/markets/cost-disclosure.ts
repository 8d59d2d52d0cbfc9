/**
 * What the cost of a loan is shown with in a country (issue 30; src/shared/ui/credit-cost/): the lines and the notices a
 * country's rules ask for. Each country's profile (countries.ts) names its own.
 */
/** A line of the cost of credit: its label and value are the locale's `cost.rows.<row>` texts. */
export type CostRow =
  | 'amount'
  | 'term'
  | 'payments'
  | 'borrowingRate'
  | 'fees'
  | 'totalCost'
  | 'financeCharge'
  | 'totalPayable'
  | 'apr'
  | 'effectiveAnnualRate'
  | 'effectiveInterestRate';

export interface CostDisclosure {
  /** The lines of the representative example and of an offer's costs, in order. */
  rows: readonly CostRow[];
  /** Mexico: the CAT beside any rate or amount offered, "CAT X % sin IVA, para fines informativos y de comparación". */
  cat: boolean;
  /** The EU markets (Directive (EU) 2023/2225, Art. 8): the warning that borrowing money costs money. */
  warning: boolean;
}

/** The EU's standard information by a representative example (Directive (EU) 2023/2225, Art. 8). */
export const EU_DISCLOSURE: CostDisclosure = {
  rows: ['amount', 'term', 'borrowingRate', 'payments', 'fees', 'totalCost', 'totalPayable', 'apr'],
  cat: false,
  warning: true,
};
