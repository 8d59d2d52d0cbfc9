/**
 * /credit-details (partner credit step 26): the form's values, their rules and the body of POST
 * /lead/credit-details. Housing cost and loan repayments are asked only where they apply (rent or mortgage;
 * other loans yes), so an applicant is never asked for an amount that is not theirs, and what does not apply
 * is left out of the body.
 */
import { z } from 'zod';
import { lazySchema } from '#contract/lazy-schema.ts';
import type { CreditDetailsRequest } from '#contract/after-offer.ts';
import type { Expenses } from '#contract/lead-payload.ts';
import { amountIssue, readAmount, toAmount } from './amount-text.ts';

export const HOUSING = ['rent', 'mortgage', 'none'] as const;
export const YES_NO = ['yes', 'no'] as const;

export interface CreditForm {
  housing: string;
  rentAmount: string;
  monthlyMortgageAmount: string;
  monthlyExpenses: string;
  hasOtherLoans: string;
  monthlyCreditCommitments: string;
  totalDebtAmount: string;
  negativeCreditHistory: string;
}

export const EMPTY_CREDIT_FORM: CreditForm = {
  housing: '',
  rentAmount: '',
  monthlyMortgageAmount: '',
  monthlyExpenses: '',
  hasOtherLoans: '',
  monthlyCreditCommitments: '',
  totalDebtAmount: '',
  negativeCreditHistory: '',
};

/** An amount the applicant says they pay: zero means the answer above is not theirs. */
function paidIssue(text: string): string | undefined {
  return amountIssue(text) ?? (readAmount(text) === 0 ? 'credit.errors.positive' : undefined);
}

export const creditSchema = lazySchema(() =>
  z
    .object({
      housing: z.string(),
      rentAmount: z.string(),
      monthlyMortgageAmount: z.string(),
      monthlyExpenses: z.string(),
      hasOtherLoans: z.string(),
      monthlyCreditCommitments: z.string(),
      totalDebtAmount: z.string(),
      negativeCreditHistory: z.string(),
    })
    // Every rule in one pass, so all refusals show at once.
    .superRefine((values, context) => {
      const refuse = (path: keyof CreditForm, message: string | undefined) => {
        if (message) context.addIssue({ code: 'custom', path: [path], message });
      };
      const choice = (options: readonly string[], value: string) =>
        options.includes(value) ? undefined : 'validation.choice';
      refuse('housing', choice(HOUSING, values.housing));
      if (values.housing === 'rent') refuse('rentAmount', paidIssue(values.rentAmount));
      if (values.housing === 'mortgage')
        refuse('monthlyMortgageAmount', paidIssue(values.monthlyMortgageAmount));
      refuse('monthlyExpenses', amountIssue(values.monthlyExpenses));
      refuse('hasOtherLoans', choice(YES_NO, values.hasOtherLoans));
      if (values.hasOtherLoans === 'yes') {
        refuse('monthlyCreditCommitments', paidIssue(values.monthlyCreditCommitments));
        refuse('totalDebtAmount', paidIssue(values.totalDebtAmount));
      }
      refuse('negativeCreditHistory', choice(YES_NO, values.negativeCreditHistory));
    }),
);

/** The body of POST /lead/credit-details from values the schema accepted. */
export function creditRequest(id: string, values: CreditForm): CreditDetailsRequest {
  const expenses: Expenses = { monthlyExpenses: toAmount(values.monthlyExpenses) };
  if (values.housing === 'rent') expenses.rentAmount = toAmount(values.rentAmount);
  if (values.housing === 'mortgage') expenses.monthlyMortgageAmount = toAmount(values.monthlyMortgageAmount);
  expenses.hasOtherLoans = values.hasOtherLoans === 'yes';
  if (expenses.hasOtherLoans) {
    expenses.monthlyCreditCommitments = toAmount(values.monthlyCreditCommitments);
    expenses.totalDebtAmount = toAmount(values.totalDebtAmount);
  }
  return { id, expenses, negativeCreditHistory: values.negativeCreditHistory === 'yes' };
}

/**
 * Server errors name the body's fields (`expenses.rentAmount`); the form's fields are flat. Errors about a field
 * the form does not have go to the summary.
 */
export function creditFieldOf(serverName: string): string | undefined {
  const name = serverName.replace(/^expenses\./, '');
  return name in EMPTY_CREDIT_FORM ? name : undefined;
}
