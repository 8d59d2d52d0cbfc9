/**
 * An applicant who has answered every step, as the gallery's check-your-answers screens show them: the v3 sample
 * applicant of the variant's country (contract/fixtures/sample-answers.ts) on a v3 page, the review tests' complete
 * classic lead on a classic page, with the variant's own default amount and term.
 */
import { APPLICATION_STATE } from '../../../contract/application-state';
import { sampleAnswersFor } from '../../../contract/fixtures/sample-answers';
import type { ApplicationPageKind } from '../../../contract/page-variants';
import { buildPages } from '../../features/funnel/form-model/build-pages';
import type { ProgressStore } from '../../features/funnel/progress-store';
import { market } from '../../markets/market';
import { COMPLETE_LEAD } from '../application/review/review-fixtures';
import { variantConfig } from './gallery-api';

const loanChoice = () => ({ amount: market.loan.amount.default, period: market.loan.term.default });

const SEEDS: Record<ApplicationPageKind, (store: ProgressStore) => void> = {
  dynamic(store) {
    const config = variantConfig();
    if (!config) throw new Error(`no v3 configuration for ${market.target.product}-${market.target.country}`);
    const answers = { ...sampleAnswersFor(config), ...loanChoice() };
    const submitted = buildPages(config, answers).map((page) => page.path);
    store.getState().setDynamicPages({ answers, submitted, serverErrors: [] });
  },
  classic(store) {
    store.getState().saveApplicationData({ ...COMPLETE_LEAD, ...loanChoice() });
    store.getState().pushProgressState(APPLICATION_STATE.referenceInformation);
  },
};

export function seedCompleteApplication(store: ProgressStore): void {
  const kind: ApplicationPageKind = market.variant.applicationPage;
  SEEDS[kind](store);
}
