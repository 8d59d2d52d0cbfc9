/**
 * The funnel's client state (spec section 3 "Client application state") as a zustand store, and its
 * persistence (spec section 4): see persistence.ts for what goes where.
 *
 * The store is created by a factory taking its storage and clock, so the app creates one per page load with
 * the browser's storage and tests create as many as they like with fakes (a "reload" is a second store
 * over the same storage).
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { CustomerConsent } from '#contract/customer.ts';
import type { LeadData } from '#contract/lead-payload.ts';
import type { SafeStorage } from '#shared/lib/storage/safe-storage.ts';
import { mergeLeadData, type LeadApplication } from './lead-data.ts';
import {
  EMPTY_LEAD_STATE,
  loanChoiceOf,
  markReapplying,
  readDynamicPages,
  readSessionAcceptedRedirected,
  readIdentifiersToRetype,
  readLeadState,
  readStoredLoanChoice,
  readUiColors,
  writeDynamicPages,
  writeIdentifiersToRetype,
  writeLeadState,
  writeSessionAcceptedRedirected,
  writeStoredLoanApplication,
  writeUiColors,
  type ApplicationResult,
  type Draft,
  type DynamicPagesState,
  type PersistedLeadState,
  type UiColors,
} from './persistence.ts';
import { identifiersHeld, isOutcomeProgress } from './browser-kept.ts';
import { isAfterOfferProgress, targetPath, toProgressState } from './progress.ts';
import { DEFAULT_APPLICATION_DATA_EXPIRY_MS } from '#shared/config/defaults.ts';

/** Spec section 2: after an offer a step replaces the history entry; any other step pushes one. */
export interface RouteChange {
  method: 'push' | 'replace';
  /** A route under the base path. */
  target: string;
}

export interface ProgressStoreState extends PersistedLeadState {
  customerConsents: CustomerConsent[];
  routeChange: RouteChange | null;
  dynamicPages: DynamicPagesState | null;
  uiColors: UiColors | null;
  isLoading: boolean;
  asyncFormData: Record<string, unknown>;
  /**
   * Identifier fields (by name) the applicant had filled before this page load. Storage keeps no identifier, so
   * after a reload they are empty and the form says why and asks for them again. Read once, at load.
   */
  identifiersToRetype: readonly string[];

  /** Moves to the state(s) the server or the step named, and asks the router to follow. */
  pushProgressState(next: number | readonly number[]): void;
  /** Called by the navigation hook once the route change is applied. */
  clearRouteChange(): void;
  /** Progress back to 0, no result, no lead id, no session fields on the lead; drafts dropped. */
  clearState(): void;
  /** No result and no lead id (the next submit creates a new lead). */
  clearApplicationResult(): void;
  setApplicationResult(result: ApplicationResult): void;
  /** After each successful lead create or update: the returned id (and state) are kept and persisted. */
  storeLeadId(saved: { id: string; leadStatus?: number }): void;
  /** Merges one step's data into the lead; the step's draft is superseded by what was submitted. */
  saveApplicationData(data: LeadData, path?: string): void;
  /** What the applicant has typed on a step, not yet submitted; survives a reload of the tab. */
  saveDraft(path: string, values: Draft): void;
  readDraft(path: string): Draft | null;
  clearDrafts(): void;
  setDynamicPages(pages: DynamicPagesState | null): void;
  setUiColors(colors: UiColors | null): void;
  setCustomerConsents(consents: CustomerConsent[]): void;
  setLoading(isLoading: boolean): void;
  setAsyncFormData(patch: Record<string, unknown>): void;
  setSellingTierGlobalId(id: string | null): void;
  setSessionAcceptedRedirected(value: boolean): void;
  setLastAppRoute(path: string): void;
  /** Writes a pending batch of changes to browser storage now (before the page is left, e.g. for a partner). */
  flushPersistence(): void;
}

export type ProgressStore = StoreApi<ProgressStoreState>;

export interface ProgressStoreOptions {
  storage: SafeStorage;
  now?: () => Date;
  /** VITE_APPLICATION_DATA_EXPIRY_MS: how long the stored loan application stays fresh. */
  applicationDataExpiryMs?: number;
  /** The session's selling tier as the attribution boot settled it (features/attribution/selling-tier.ts). */
  sellingTierGlobalId?: string | undefined;
  /**
   * How long a burst of changes waits before it is written (spec section 9: SUBSCRIPTION_BATCH_MS in the app). 0,
   * the default, writes each change at once. Progress, result, lead id and redirect changes are written at once
   * whatever the delay: a reload or a new tab after a step must find them.
   */
  batchMs?: number;
  /** Where page hide and visibility changes are heard, to flush a pending write; the app passes window. */
  lifecycle?: PageLifecycle | undefined;
}

/** The events that say the page may be about to go away. */
export interface PageLifecycle {
  addEventListener(type: 'pagehide' | 'visibilitychange', listener: () => void): void;
  /** For visibilitychange: true once the page is hidden. */
  isHidden(): boolean;
}

/** The browser's lifecycle: pagehide (a reload, a navigation away) and visibilitychange to hidden. */
export function browserPageLifecycle(win: Window = window): PageLifecycle {
  return {
    addEventListener: (type, listener) =>
      type === 'pagehide'
        ? win.addEventListener('pagehide', listener)
        : win.document.addEventListener('visibilitychange', listener),
    isHidden: () => win.document.visibilityState === 'hidden',
  };
}

/** Changes that are written at once: they are what a reload, a resume or a new tab must find. */
const MILESTONE_KEYS = [
  'leadId',
  'progressState',
  'applicationResult',
  'lastOperationTimestamp',
  'sessionAcceptedRedirected',
] as const satisfies readonly (keyof ProgressStoreState)[];

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

type SetState = StoreApi<ProgressStoreState>['setState'];
type GetState = StoreApi<ProgressStoreState>['getState'];

/** A reload in the same tab restores the session's lead state; a new tab starts from the stored loan choice. */
function restoredLeadState(storage: SafeStorage, options: ProgressStoreOptions): PersistedLeadState {
  const restored = readLeadState(storage) ?? {
    ...EMPTY_LEAD_STATE,
    application: readStoredLoanChoice(storage),
  };
  // The session's own slices: the boot settled the tier from the landing; the redirect flag goes with the session.
  restored.sellingTierGlobalId = options.sellingTierGlobalId ?? restored.sellingTierGlobalId;
  restored.sessionAcceptedRedirected = readSessionAcceptedRedirected(storage);
  return restored;
}

/** The actions on progress, the result and the lead: where the applicant is and what has been sent. */
function leadActions(
  set: SetState,
  get: GetState,
  storage: SafeStorage,
  now: () => Date,
): Pick<
  ProgressStoreState,
  | 'pushProgressState'
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
    clearRouteChange: () => set({ routeChange: null }),
    clearState: () =>
      set((state) => {
        // Starting again after a decision in this session is a re-application (docs/adr/0018).
        if (isOutcomeProgress(state.progressState) || state.sessionAcceptedRedirected)
          markReapplying(storage);
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
function pageActions(
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

/** Writes each persisted slice that changed between two states (it remembers the loan choice last written). */
function statePersister(
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

export function createProgressStore(options: ProgressStoreOptions): ProgressStore {
  const { storage } = options;
  const now = options.now ?? (() => new Date());
  const expiryMs = options.applicationDataExpiryMs ?? DEFAULT_APPLICATION_DATA_EXPIRY_MS;
  const restored = restoredLeadState(storage, options);

  const store = createStore<ProgressStoreState>()((set, get) => ({
    ...restored,
    customerConsents: [],
    routeChange: null,
    dynamicPages: readDynamicPages(storage),
    uiColors: readUiColors(storage),
    isLoading: false,
    asyncFormData: {},
    identifiersToRetype: readIdentifiersToRetype(storage),
    ...leadActions(set, get, storage, now),
    ...pageActions(set, get),
    flushPersistence: () => flush(),
  }));

  // Persistence follows the state: whichever action changed a persisted slice, that slice is written.
  const persist = statePersister(storage, now, expiryMs, restored.application);

  // Spec section 9: a burst of changes is written once, batchMs after its first change, against the state last
  // written; a milestone or a page hide writes the pending burst at once.
  const batchMs = options.batchMs ?? 0;
  let written = store.getState();
  let timer: ReturnType<typeof setTimeout> | undefined;
  function flush(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const state = store.getState();
    if (state === written) return;
    const previous = written;
    written = state;
    persist(state, previous);
  }
  store.subscribe((state, previous) => {
    if (batchMs <= 0 || MILESTONE_KEYS.some((key) => state[key] !== previous[key])) {
      flush();
      return;
    }
    timer ??= setTimeout(flush, batchMs);
  });
  options.lifecycle?.addEventListener('pagehide', flush);
  options.lifecycle?.addEventListener('visibilitychange', () => {
    if (options.lifecycle?.isHidden()) flush();
  });

  return store;
}
