/**
 * Where the funnel's state lives in the browser (spec section 4 "Persistence", ../shared/DESIGN.md "Personal data in
 * the browser"):
 * - session storage, key `state`: the lead state (id, progress, result, the lead being built, drafts of the
 *   current steps) and key `lid`: the lead id. Session storage survives a reload in the same tab only.
 * - session storage, keys `dynamicPages` and `uiColors` (a JSON object of strings, read by the shell).
 * - local storage, key `storedLoanApplication`: only the non-personal loan choice (amount, period, loan
 *   purpose) plus ids and the bookkeeping the staleness rules need. Never names, contact, ids or income.
 * Everything read back goes through a schema; a value that does not parse is dropped. Every write drops identifiers,
 * accounts, passwords and codes (browser-kept.ts, contract/identifiers.ts), and once an outcome is reached the lead
 * state keeps only the loan choice and ids (docs/adr/0011-what-the-browser-keeps.md).
 */
import * as z from 'zod/mini';
import { lazySchema } from '#contract/lazy-schema.ts';
import { InMemoryKey, StorageKey } from '#shared/lib/storage/keys.ts';
import type { SafeStorage } from '#shared/lib/storage/safe-storage.ts';
import { isOutcomeProgress, withoutIdentifiers } from './browser-kept.ts';
import { datesToIsoStrings, parseLeadApplication, type LeadApplication } from './lead-data.ts';
import { toProgressState, type ProgressState } from './progress.ts';

/** What the applicant has typed on one step and not yet submitted, by field name. */
export type Draft = Record<string, unknown>;

export interface ApplicationResult {
  application: { status: string };
  offerId?: string;
  partner?: { name: string };
}

/** The slices of the store that are the lead state of spec section 4 and go to session storage together. */
export interface PersistedLeadState {
  leadId: string | null;
  progressState: ProgressState;
  lastAppRoute: string | null;
  /** Epoch milliseconds of the last successful lead create or update. */
  lastOperationTimestamp: number | null;
  applicationResult: ApplicationResult | null;
  sellingTierGlobalId: string | null;
  sessionAcceptedRedirected: boolean;
  application: LeadApplication;
  /** Drafts by step path; cleared after the final submit. */
  drafts: Record<string, Draft>;
}

export const EMPTY_LEAD_STATE: PersistedLeadState = {
  leadId: null,
  progressState: 0,
  lastAppRoute: null,
  lastOperationTimestamp: null,
  applicationResult: null,
  sellingTierGlobalId: null,
  sessionAcceptedRedirected: false,
  application: {},
  drafts: {},
};

/** A field that does not parse falls back on its own, so one bad value never loses the whole entry. */
const loose = <S extends z.ZodMiniType>(schema: S, fallback: z.output<S>) => z.catch(schema, fallback);

const progressSchema = lazySchema(() =>
  z.pipe(
    z.union([z.number(), z.array(z.number())]),
    z.transform((value) => toProgressState(value)),
  ),
);

const applicationResultSchema = lazySchema(() =>
  z.object({
    application: z.object({ status: z.string() }),
    offerId: z.optional(z.string()),
    partner: z.optional(z.object({ name: z.string() })),
  }),
);

/** A draft holds plain values; revived Dates go back to the strings the applicant typed. */
const draftSchema = lazySchema(() =>
  z.pipe(
    z.record(z.string(), z.unknown()),
    z.transform((value) => datesToIsoStrings(value) as Draft),
  ),
);

/** The entries of a record whose values parse; the others are dropped one by one. */
function keepParsing<T>(entries: Record<string, unknown>, schema: z.ZodMiniType<T>): Record<string, T> {
  const kept: Record<string, T> = {};
  for (const [key, value] of Object.entries(entries)) {
    const parsed = z.safeParse(schema, value);
    if (parsed.success) kept[key] = parsed.data;
  }
  return kept;
}

const persistedLeadStateSchema = lazySchema(() =>
  z.object({
    leadId: loose(z.nullable(z.string()), null),
    progressState: loose(progressSchema, 0),
    lastAppRoute: loose(z.nullable(z.string().check(z.startsWith('/'))), null),
    lastOperationTimestamp: loose(z.nullable(z.number()), null),
    applicationResult: loose(z.nullable(applicationResultSchema), null),
    sellingTierGlobalId: loose(z.nullable(z.string()), null),
    sessionAcceptedRedirected: loose(z.boolean(), false),
    application: loose(
      z.pipe(
        z.unknown(),
        z.transform((value) => parseLeadApplication(value)),
      ),
      {},
    ),
    drafts: loose(
      z.pipe(
        z.record(z.string(), z.unknown()),
        z.transform((entries) => keepParsing(entries, draftSchema)),
      ),
      {},
    ),
  }),
);

export const uiColorsSchema = lazySchema(() => z.record(z.string(), z.string()));
export type UiColors = z.infer<typeof uiColorsSchema>;

export const dynamicPagesSchema = lazySchema(() => z.record(z.string(), z.unknown()));
export type DynamicPagesState = z.infer<typeof dynamicPagesSchema>;

export function readLeadState(storage: SafeStorage): PersistedLeadState | null {
  const stored = storage.session.get(StorageKey.state);
  if (stored === null) return null;
  const parsed = z.safeParse(persistedLeadStateSchema, stored);
  return parsed.success ? parsed.data : null;
}

export function writeLeadState(storage: SafeStorage, state: PersistedLeadState): void {
  const ended = isOutcomeProgress(state.progressState);
  const kept: PersistedLeadState = ended
    ? { ...state, application: parseLeadApplication(loanChoiceOf(state.application)), drafts: {} }
    : state;
  storage.session.set(StorageKey.state, withoutIdentifiers(kept));
  if (state.leadId) storage.session.set(StorageKey.lid, state.leadId);
  else storage.session.remove(StorageKey.lid);
}

export function readUiColors(storage: SafeStorage): UiColors | null {
  const stored = storage.session.get(InMemoryKey.uiColors);
  const parsed = z.safeParse(uiColorsSchema, stored);
  return parsed.success && Object.keys(parsed.data).length > 0 ? parsed.data : null;
}

/** No colours removes the key: the shell treats a present, non-empty entry as "a partner styles this page". */
export function writeUiColors(storage: SafeStorage, colors: UiColors | null): void {
  if (colors && Object.keys(colors).length > 0) storage.session.set(InMemoryKey.uiColors, colors);
  else storage.session.remove(InMemoryKey.uiColors);
}

const identifierNamesSchema = lazySchema(() => z.array(z.string().check(z.regex(/^[A-Za-z]{1,40}$/))));

/** The identifier fields the applicant had filled before this page load: storage never kept their values. */
export function readIdentifiersToRetype(storage: SafeStorage): readonly string[] {
  const parsed = z.safeParse(identifierNamesSchema, storage.session.get(StorageKey.identifiersToRetype));
  return parsed.success ? parsed.data : [];
}

export function writeIdentifiersToRetype(storage: SafeStorage, names: readonly string[]): void {
  if (names.length > 0) storage.session.set(StorageKey.identifiersToRetype, names);
  else storage.session.remove(StorageKey.identifiersToRetype);
}

export function readDynamicPages(storage: SafeStorage): DynamicPagesState | null {
  const parsed = z.safeParse(dynamicPagesSchema, storage.session.get(InMemoryKey.dynamicPages));
  return parsed.success ? parsed.data : null;
}

export function writeDynamicPages(storage: SafeStorage, pages: DynamicPagesState | null): void {
  if (pages) storage.session.set(InMemoryKey.dynamicPages, withoutIdentifiers(pages));
  else storage.session.remove(InMemoryKey.dynamicPages);
}

/**
 * The local-storage entry: the loan choice, the ids, and what attribution's staleness rules read
 * (sessionStartedAt, leadStatus, expiresAt). zod strips every other key, on write and on read.
 */
export const storedLoanApplicationSchema = lazySchema(() =>
  z.object({
    amount: z.optional(z.number()),
    period: z.optional(z.number()),
    periodScale: z.optional(z.string()),
    otherDetails: z.optional(z.object({ loanPurpose: z.optional(z.string()) })),
    id: z.optional(z.string()),
    sessionId: z.optional(z.string()),
    sessionStartedAt: z.optional(z.string()),
    leadStatus: z.optional(z.number()),
    expiresAt: z.optional(z.string()),
  }),
);
export type StoredLoanApplication = z.infer<typeof storedLoanApplicationSchema>;

/** The non-personal part of the lead, without expiresAt (which is set when it is written). */
export function loanChoiceOf(application: LeadApplication): StoredLoanApplication {
  const loanPurpose = application.otherDetails?.loanPurpose;
  const choice: StoredLoanApplication = {
    amount: application.amount,
    period: application.period,
    periodScale: application.periodScale,
    otherDetails: loanPurpose === undefined ? undefined : { loanPurpose },
    id: application.id,
    sessionId: application.sessionId,
    sessionStartedAt: application.sessionStartedAt,
    leadStatus: application.leadStatus,
  };
  // Undefined values would be dropped by JSON anyway; dropping them here keeps comparisons exact.
  return Object.fromEntries(Object.entries(choice).filter(([, value]) => value !== undefined));
}

/** Spec section 4: expiresAt is set to now plus the configured expiry. */
export function writeStoredLoanApplication(
  storage: SafeStorage,
  choice: StoredLoanApplication,
  now: Date,
  expiryMs: number,
): void {
  const entry = z.safeParse(storedLoanApplicationSchema, {
    ...choice,
    expiresAt: new Date(now.getTime() + expiryMs).toISOString(),
  });
  if (entry.success) storage.local.set(StorageKey.storedLoanApplication, entry.data);
}

/** The loan choice kept in local storage, to prefill a new tab; never its ids or personal data. */
export function readStoredLoanChoice(storage: SafeStorage): LeadApplication {
  const parsed = z.safeParse(
    storedLoanApplicationSchema,
    datesToIsoStrings(storage.local.get(StorageKey.storedLoanApplication)),
  );
  if (!parsed.success) return {};
  const { amount, period, periodScale, otherDetails } = parsed.data;
  return parseLeadApplication({ amount, period, periodScale, otherDetails });
}

/**
 * Spec section 3's `sessionAcceptedRedirected` slice, mirrored in session storage under its own name: clearing a
 * session (features/attribution/session.ts) removes that key, so a new session starts without it.
 */
export function readSessionAcceptedRedirected(storage: SafeStorage): boolean {
  return storage.session.get(InMemoryKey.sessionAcceptedRedirected) === true;
}

export function writeSessionAcceptedRedirected(storage: SafeStorage, value: boolean): void {
  if (value) storage.session.set(InMemoryKey.sessionAcceptedRedirected, true);
  else storage.session.remove(InMemoryKey.sessionAcceptedRedirected);
}

/**
 * The re-application mark (spec section 3's `reapplying` key, docs/adr/0018): the applicant of this session was
 * decided on (an outcome, a partner redirect) and started a new application. Cleared with the session.
 */
export function markReapplying(storage: SafeStorage): void {
  storage.session.set(StorageKey.reapplying, true);
}

export function isReapplying(storage: SafeStorage): boolean {
  return storage.session.get(StorageKey.reapplying) === true;
}
