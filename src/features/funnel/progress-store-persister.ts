/**
 * How the progress store's state reaches browser storage (spec section 4; persistence.ts says what goes where): each
 * persisted slice that changed between two states is written, and nothing else. Its own file because it is the one
 * place that maps state to storage writes, apart from the store's actions and from when the writes happen (the
 * batching in progress-store.ts).
 */
import type { SafeStorage } from '#shared/lib/storage/safe-storage.ts';
import type { LeadApplication } from './lead-data.ts';
import {
  EMPTY_LEAD_STATE,
  loanChoiceOf,
  writeDynamicPages,
  writeIdentifiersToRetype,
  writeLeadState,
  writeSessionAcceptedRedirected,
  writeStoredLoanApplication,
  writeUiColors,
  type PersistedLeadState,
} from './persistence.ts';
import { identifiersHeld, isOutcomeProgress } from './browser-kept.ts';
import type { ProgressStoreState } from './progress-store-state.ts';

function leadStateOf(state: ProgressStoreState): PersistedLeadState {
  return {
    leadId: state.leadId,
    progressState: state.progressState,
    lastAppRoute: state.lastAppRoute,
    lastOperationTimestamp: state.lastOperationTimestamp,
    applicationResult: state.applicationResult,
    sellingTierGlobalId: state.sellingTierGlobalId,
    sessionAcceptedRedirected: state.sessionAcceptedRedirected,
    application: state.application,
    drafts: state.drafts,
  };
}

/** EMPTY_LEAD_STATE is typed PersistedLeadState, so its keys are exactly the persisted ones. */
const isLeadStateKey = (key: string): key is keyof PersistedLeadState => key in EMPTY_LEAD_STATE;
const LEAD_STATE_KEYS = Object.keys(EMPTY_LEAD_STATE).filter(isLeadStateKey);

/** Writes each persisted slice that changed between two states (it remembers the loan choice last written). */
export function statePersister(
  storage: SafeStorage,
  now: () => Date,
  expiryMs: number,
  restoredApplication: LeadApplication,
) {
  let lastLoanChoice = JSON.stringify(loanChoiceOf(restoredApplication));
  return (state: ProgressStoreState, previous: ProgressStoreState) => {
    if (state.sessionAcceptedRedirected !== previous.sessionAcceptedRedirected) {
      writeSessionAcceptedRedirected(storage, state.sessionAcceptedRedirected);
    }
    if (LEAD_STATE_KEYS.some((key) => state[key] !== previous[key])) {
      writeLeadState(storage, leadStateOf(state));
    }
    // The answers stay in memory for the outcome page; storage forgets them once an outcome is reached.
    const ended = isOutcomeProgress(state.progressState);
    if (state.dynamicPages !== previous.dynamicPages || ended !== isOutcomeProgress(previous.progressState)) {
      writeDynamicPages(storage, ended ? null : state.dynamicPages);
    }
    if (
      state.drafts !== previous.drafts ||
      state.application !== previous.application ||
      state.dynamicPages !== previous.dynamicPages ||
      ended !== isOutcomeProgress(previous.progressState)
    ) {
      const { drafts, application, dynamicPages } = state;
      writeIdentifiersToRetype(storage, ended ? [] : identifiersHeld({ drafts, application, dynamicPages }));
    }
    if (state.uiColors !== previous.uiColors) writeUiColors(storage, state.uiColors);
    const loanChoice = loanChoiceOf(state.application);
    const loanChoiceText = JSON.stringify(loanChoice);
    // A successful create or update also refreshes the entry's expiry, even when nothing in it changed.
    if (
      loanChoiceText !== lastLoanChoice ||
      state.lastOperationTimestamp !== previous.lastOperationTimestamp
    ) {
      lastLoanChoice = loanChoiceText;
      writeStoredLoanApplication(storage, loanChoice, now(), expiryMs);
    }
  };
}
