/**
 * The existing-debts step's answers (state 31): "do you have debts?" and, with a "yes", the list of them (one
 * to MAX_DEBTS); the body of POST /lead/customer-debts, where an empty list says there are none. Amounts are
 * typed in the market's way and sent as numbers; the running total of monthly payments is what the lender
 * weighs against income, so the applicant sees it too.
 */
import { z } from 'zod';
import { lazySchema } from '#contract/lazy-schema.ts';
import { customerDebtSchema, type CustomerDebtsRequest } from '#contract/after-offer.ts';
import { withParams } from '../use-step-messages.ts';
import { moneyIssue, readMoney, yesNoSchema, type YesNo } from './answers.ts';

/** The contract's limit on the list. */
export const MAX_DEBTS = 20;
export const DEBT_TYPES = customerDebtSchema.shape.type.options;
export type DebtType = (typeof DEBT_TYPES)[number];
export const CREDITOR_MAX = 120;
/** A debt with nothing left to pay is not a debt; a payment may be 0 during a grace period. */
export const MIN_OUTSTANDING = 1;
export const MIN_MONTHLY_PAYMENT = 0;

export const isDebtType = (value: string): value is DebtType => DEBT_TYPES.some((known) => known === value);

export interface DebtValues {
  creditor: string;
  /** One of DEBT_TYPES once chosen. */
  type: string;
  outstandingAmount: string;
  monthlyPayment: string;
  overdue: YesNo;
}

export interface DebtsValues {
  hasDebts: YesNo;
  debts: DebtValues[];
}

export const emptyDebt: DebtValues = {
  creditor: '',
  type: '',
  outstandingAmount: '',
  monthlyPayment: '',
  overdue: '',
};

export const emptyDebts: DebtsValues = { hasDebts: '', debts: [] };

const debtText = lazySchema(() =>
  z.object({
    creditor: z.string(),
    type: z.string(),
    outstandingAmount: z.string(),
    monthlyPayment: z.string(),
    overdue: z.enum(['', 'yes', 'no'], { error: 'validation.choice' }),
  }),
);

/** The issues of one debt, by field, as message keys. */
export function debtIssues(debt: z.infer<typeof debtText>): Partial<Record<keyof DebtValues, string>> {
  const issues: Partial<Record<keyof DebtValues, string>> = {};
  const creditor = debt.creditor.trim();
  if (creditor === '') issues.creditor = 'validation.required';
  else if (creditor.length > CREDITOR_MAX)
    issues.creditor = withParams('validation.maxLength', { max: CREDITOR_MAX });
  if (!isDebtType(debt.type)) issues.type = 'validation.choice';
  const outstanding = moneyIssue(debt.outstandingAmount, MIN_OUTSTANDING);
  if (outstanding) issues.outstandingAmount = outstanding;
  const monthly = moneyIssue(debt.monthlyPayment, MIN_MONTHLY_PAYMENT);
  if (monthly) issues.monthlyPayment = monthly;
  if (debt.overdue !== 'yes' && debt.overdue !== 'no') issues.overdue = 'validation.choice';
  return issues;
}

export const debtsSchema = lazySchema(() =>
  z.object({ hasDebts: yesNoSchema, debts: z.array(debtText) }).superRefine((values, context) => {
    if (values.hasDebts !== 'yes') return;
    if (values.debts.length === 0)
      context.addIssue({ code: 'custom', path: ['hasDebts'], message: 'debts.errors.none' });
    if (values.debts.length > MAX_DEBTS)
      context.addIssue({
        code: 'custom',
        path: ['hasDebts'],
        message: withParams('debts.errors.tooMany', { max: MAX_DEBTS }),
      });
    values.debts.forEach((debt, index) => {
      for (const [field, message] of Object.entries(debtIssues(debt)))
        context.addIssue({ code: 'custom', path: ['debts', index, field], message });
    });
  }),
);

/** The monthly payments added up, counting only those already typed as amounts. */
export function monthlyTotal(debts: readonly Pick<DebtValues, 'monthlyPayment'>[]): number {
  const cents = debts.reduce((sum, debt) => sum + Math.round((readMoney(debt.monthlyPayment) ?? 0) * 100), 0);
  return cents / 100;
}

/**
 * The body of POST /lead/customer-debts from answers the schema accepted (the fallbacks only satisfy the types:
 * the schema has refused an empty type or an unreadable amount before this runs).
 */
export function toDebtsBody(id: string, values: DebtsValues): CustomerDebtsRequest {
  if (values.hasDebts !== 'yes') return { id, debts: [] };
  return {
    id,
    debts: values.debts.map((debt) => ({
      creditor: debt.creditor.trim(),
      type: isDebtType(debt.type) ? debt.type : 'other',
      outstandingAmount: readMoney(debt.outstandingAmount) ?? 0,
      monthlyPayment: readMoney(debt.monthlyPayment) ?? 0,
      overdue: debt.overdue === 'yes',
    })),
  };
}
