/**
 * An applicant who has answered every step, as the gallery's check-your-answers screens show them: the v3 sample
 * applicant of the variant's country (contract/fixtures/sample-answers.ts) on a v3 page, the same country's applicant as
 * the classic steps ask it (gallery-classic-lead.ts) on a classic page, with the variant's own default amount and term.
 */
import type { StepType } from '#contract/dynamic-form.ts';
import { sampleAnswersFor } from '#contract/fixtures/sample-answers.ts';
import type { ApplicationPageKind } from '#contract/page-variants.ts';
import { buildPages } from '#features/funnel/form-model/build-pages.ts';
import type { ProgressStore } from '#features/funnel/progress-store.ts';
import { market } from '#markets/market.ts';
import { classicFormOf } from '../application/classic/classic-form.ts';
import { variantConfig } from './gallery-api.ts';
import { classicLeadOf } from './gallery-classic-lead.ts';

const loanChoice = () => ({ amount: market.loan.amount.default, period: market.loan.term.default });

const classicForm = () => classicFormOf(market.target, market.loan);

const SEEDS: Record<ApplicationPageKind, (store: ProgressStore) => void> = {
  dynamic(store) {
    const config = variantConfig();
    if (!config) throw new Error(`no v3 configuration for ${market.target.product}-${market.target.country}`);
    const answers = { ...sampleAnswersFor(config), ...loanChoice() };
    const submitted = buildPages(config, answers).map((page) => page.path);
    store.getState().setDynamicPages({ answers, submitted, serverErrors: [] });
  },
  classic(store) {
    const form = classicForm();
    store.getState().saveApplicationData({ ...classicLeadOf(form), ...loanChoice() });
    // The review opens at the last step: the applicant is employed, so every step shows (gallery-classic-lead.test.ts).
    const last = form.steps.at(-1);
    if (last) store.getState().pushProgressState(last.state);
  },
};

export function seedCompleteApplication(store: ProgressStore): void {
  const kind: ApplicationPageKind = market.variant.applicationPage;
  SEEDS[kind](store);
}

/** Step `number` (from 1) of the variant's form, answered up to it: where it is and the session that reaches it. */
export interface StepScreen {
  path: string;
  seed: (store: ProgressStore) => void;
}

const STEPS: Record<ApplicationPageKind, (number: number) => StepScreen | undefined> = {
  dynamic(number) {
    const config = variantConfig();
    if (!config) return undefined;
    const answers = { ...sampleAnswersFor(config), ...loanChoice() };
    const pages = buildPages(config, answers);
    const page = pages[number - 1];
    if (!page) return undefined;
    const submitted = pages.slice(0, number - 1).map((earlier) => earlier.path);
    return {
      path: `/${page.path}`,
      seed: (store) => store.getState().setDynamicPages({ answers, submitted, serverErrors: [] }),
    };
  },
  classic(number) {
    const form = classicForm();
    const step = form.steps[number - 1];
    if (!step) return undefined;
    return {
      path: `/${step.path}`,
      seed: (store) => {
        store.getState().saveApplicationData({ ...classicLeadOf(form), ...loanChoice() });
        store.getState().pushProgressState(step.state);
      },
    };
  },
};

/** Undefined when the variant's form has fewer steps. */
export function stepScreen(number: number): StepScreen | undefined {
  const kind: ApplicationPageKind = market.variant.applicationPage;
  return STEPS[kind](number);
}

/** The first v3 page of a step type (a modal question, say) in the variant's form; undefined on a classic page. */
export function stepOfType(type: StepType): StepScreen | undefined {
  const config = variantConfig();
  if (!config) return undefined;
  const index = buildPages(config, { ...sampleAnswersFor(config), ...loanChoice() }).findIndex(
    (page) => page.type === type,
  );
  return index === -1 ? undefined : STEPS.dynamic(index + 1);
}
