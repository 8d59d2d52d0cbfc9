/** One build's classic form: its steps, the engine configuration made from them and the guard's order. */
import type { DynamicFormConfig } from '#contract/dynamic-form.ts';
import { countryRules } from '#markets/country-validation.ts';
import type { FunnelOrder } from '#features/funnel/guards.ts';
import type { LoanTerms } from '#markets/loan-products.ts';
import type { Country } from '#markets/matrix.ts';
import {
  classicFirstStep,
  classicFormConfig,
  classicFunnelOrder,
  classicStepsFor,
  type ClassicStep,
} from './classic-steps.ts';

export interface ClassicForm {
  /** Whose policies the general-policies checkbox accepts. */
  country: Country;
  steps: readonly ClassicStep[];
  /** Step 1, where the applicant starts (personal details); the loan step before it is opened from its summary. */
  firstStep: ClassicStep;
  config: DynamicFormConfig;
  order: FunnelOrder;
}

export function classicFormOf(target: { country: Country; product: string }, loan: LoanTerms): ClassicForm {
  const steps = classicStepsFor(countryRules(target.country, loan));
  return {
    country: target.country,
    steps,
    firstStep: classicFirstStep(steps),
    config: classicFormConfig(steps, target),
    order: classicFunnelOrder(steps),
  };
}
