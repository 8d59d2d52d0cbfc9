/**
 * The progress store's state and actions as types (spec section 3 "Client application state"): what the store holds
 * and what it can be asked to do. Their own file because the store, its actions (progress-store-actions.ts) and its
 * persister (progress-store-persister.ts) all read them, and none of those should import the store to do so.
 */
import type { StoreApi } from 'zustand/vanilla';
import type { ProgressState } from './progress.ts';
import type { CustomerConsent } from '#contract/customer.ts';
import type { LeadData } from '#contract/lead-payload.ts';
import type {
  ApplicationResult,
  Draft,
  DynamicPagesState,
  PersistedLeadState,
  UiColors,
} from './persistence.ts';

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
  /**
   * Back to the state of a step the applicant is already being taken back to, with no route change of its own: a
   * classic step shown ahead of its save goes back when the save fails or is refused (docs/adr/0029).
   */
  returnToProgressState(state: ProgressState): void;
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
