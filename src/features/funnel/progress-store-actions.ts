/**
 * The progress store's actions (spec section 3), in two groups: progress, the result and the lead (where the
 * applicant is and what has been sent), and drafts with the page's other slices. Their own file because they are
 * the store's behaviour, apart from how it is created, restored and persisted (progress-store.ts).
 */
import type { StoreApi } from 'zustand/vanilla';
import { pendingCreateRecord } from '#shared/api/pending-create.ts';
import type { SafeStorage } from '#shared/lib/storage/safe-storage.ts';
import { mergeLeadData, type LeadApplication } from './lead-data.ts';
import { EMPTY_LEAD_STATE, markReapplying } from './persistence.ts';
import { isOutcomeProgress } from './browser-kept.ts';
import { isAfterOfferProgress, targetPath, toProgressState } from './progress.ts';
import type { ProgressStoreState } from './progress-store-state.ts';

/** The lead's session fields (spec section 4, "Clearing a session"), stripped by clearState. */
function withoutSessionFields(application: LeadApplication): LeadApplication {
  const rest = { ...application };
  delete rest.id;
  delete rest.leadStatus;
  delete rest.sessionId;
  delete rest.sessionStartedAt;
  return rest;
}

function withoutId(application: LeadApplication): LeadApplication {
  const rest = { ...application };
  delete rest.id;
  return rest;
}

type SetState = StoreApi<ProgressStoreState>['setState'];
type GetState = StoreApi<ProgressStoreState>['getState'];

/** The actions on progress, the result and the lead: where the applicant is and what has been sent. */
export function leadActions(
  set: SetState,
  get: GetState,
  storage: SafeStorage,
  now: () => Date,
): Pick<
  ProgressStoreState,
  | 'pushProgressState'
  | 'returnToProgressState'
  | 'clearRouteChange'
  | 'clearState'
  | 'clearApplicationResult'
  | 'setApplicationResult'
  | 'storeLeadId'
  | 'saveApplicationData'
> {
  return {
    pushProgressState(next) {
      const previous = get().progressState;
      const progressState = toProgressState(next);
      set({
        progressState,
        routeChange: {
          method: isAfterOfferProgress(previous) ? 'replace' : 'push',
          target: targetPath(progressState),
        },
        // Reaching checking or an after-offer step means the form was submitted: its drafts are done.
        ...(isAfterOfferProgress(progressState) ? { drafts: {} } : {}),
      });
    },
    returnToProgressState: (progressState) => set({ progressState }),
    clearRouteChange: () => set({ routeChange: null }),
    clearState: () =>
      set((state) => {
        // Starting again after a decision in this session is a re-application (docs/adr/0018).
        if (isOutcomeProgress(state.progressState) || state.sessionAcceptedRedirected)
          markReapplying(storage);
        // A create of the application left behind is not this one's to send again (docs/adr/0029).
        pendingCreateRecord(storage).write(null);
        return {
          ...EMPTY_LEAD_STATE,
          sellingTierGlobalId: state.sellingTierGlobalId,
          application: withoutSessionFields(state.application),
          routeChange: null,
        };
      }),
    clearApplicationResult: () =>
      set((state) => ({ applicationResult: null, leadId: null, application: withoutId(state.application) })),
    setApplicationResult: (applicationResult) => set({ applicationResult }),
    storeLeadId: ({ id, leadStatus }) =>
      set((state) => ({
        leadId: id,
        lastOperationTimestamp: now().getTime(),
        application: { ...state.application, id, ...(leadStatus === undefined ? {} : { leadStatus }) },
      })),
    saveApplicationData: (data, path) =>
      set((state) => ({
        application: mergeLeadData(state.application, data),
        drafts:
          path === undefined
            ? state.drafts
            : Object.fromEntries(Object.entries(state.drafts).filter(([draftPath]) => draftPath !== path)),
      })),
  };
}

/** The actions on drafts and the page's other slices (pages, colours, consents, loading, tier, last route). */
export function pageActions(
  set: SetState,
  get: GetState,
): Pick<
  ProgressStoreState,
  | 'saveDraft'
  | 'readDraft'
  | 'clearDrafts'
  | 'setDynamicPages'
  | 'setUiColors'
  | 'setCustomerConsents'
  | 'setLoading'
  | 'setAsyncFormData'
  | 'setSellingTierGlobalId'
  | 'setSessionAcceptedRedirected'
  | 'setLastAppRoute'
> {
  return {
    saveDraft: (path, values) => set((state) => ({ drafts: { ...state.drafts, [path]: { ...values } } })),
    readDraft: (path) => get().drafts[path] ?? null,
    clearDrafts: () => set({ drafts: {} }),
    setDynamicPages: (dynamicPages) => set({ dynamicPages }),
    setUiColors: (uiColors) => set({ uiColors }),
    setCustomerConsents: (customerConsents) => set({ customerConsents }),
    setLoading: (isLoading) => set({ isLoading }),
    setAsyncFormData: (patch) => set((state) => ({ asyncFormData: { ...state.asyncFormData, ...patch } })),
    setSellingTierGlobalId: (sellingTierGlobalId) => set({ sellingTierGlobalId }),
    setSessionAcceptedRedirected: (sessionAcceptedRedirected) => set({ sessionAcceptedRedirected }),
    setLastAppRoute: (lastAppRoute) => set({ lastAppRoute }),
  };
}
