/**
 * The funnel's client state (spec section 3 "Client application state") as a zustand store, and its
 * persistence (spec section 4): see persistence.ts for what goes where.
 *
 * The store is created by a factory taking its storage and clock, so the app creates one per page load with
 * the browser's storage and tests create as many as they like with fakes (a "reload" is a second store
 * over the same storage).
 *
 * This file creates, restores and batches; the state's types are in progress-store-state.ts, the actions in
 * progress-store-actions.ts and the writes each change makes in progress-store-persister.ts.
 */
import { createStore } from 'zustand/vanilla';
import type { SafeStorage } from '#shared/lib/storage/safe-storage.ts';
import {
  EMPTY_LEAD_STATE,
  readDynamicPages,
  readSessionAcceptedRedirected,
  readIdentifiersToRetype,
  readLeadState,
  readStoredLoanChoice,
  readUiColors,
  type PersistedLeadState,
} from './persistence.ts';
import { DEFAULT_APPLICATION_DATA_EXPIRY_MS } from '#shared/config/defaults.ts';
import type { ProgressStore, ProgressStoreState } from './progress-store-state.ts';
import { leadActions, pageActions } from './progress-store-actions.ts';
import { statePersister } from './progress-store-persister.ts';

export type { ProgressStore, ProgressStoreState, RouteChange } from './progress-store-state.ts';

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
