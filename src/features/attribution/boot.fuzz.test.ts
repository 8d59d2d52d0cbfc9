/**
 * Fuzz (issue 18, item 6): generated stored states (session and local storage under the spec's keys) and landing
 * URLs through the boot path, attribution then the funnel store's restore, as a page load runs them. Whatever a
 * previous version, another tab or a hand-edited storage left behind, boot never throws and falls back cleanly:
 * a UUID session, a lead state of the right types, and a store that persists and reloads again.
 */
import fc from 'fast-check';
import { memorySafeStorage } from '#shared/lib/storage/memory-storage.ts';
import { InMemoryKey, StorageKey } from '#shared/lib/storage/keys.ts';
import { captureLogs } from '#shared/api/testing/log-capture.ts';
import { FUZZ_TIMEOUT_MS, fuzzParameters } from '#test/fuzz.ts';
import { createProgressStore, type ProgressStoreState } from '#features/funnel/progress-store.ts';
import { bootAttribution } from './boot.ts';
import { T0, UUID_A, sequentialUuids } from './test-support.ts';
import { isUuid } from './uuid.ts';

const device = { timezoneOffset: () => 0 };
const LANDING = `https://apply.example.mx/?refName=aff&refSubId=s1&s_id=t1&gclid=g1&sessionId=${UUID_A}`;

/** What a real visit leaves in storage, to generate from: every key with a value the app itself wrote. */
function visitedStorage(): { session: Map<string, string>; local: Map<string, string> } {
  const { storage, session, local } = memorySafeStorage();
  bootAttribution({ url: LANDING, now: () => T0, storage, randomUUID: sequentialUuids(), device });
  const store = createProgressStore({ storage, now: () => T0 }).getState();
  store.storeLeadId({ id: UUID_A, leadStatus: 2 });
  store.saveApplicationData({ amount: 5000, period: 12 });
  store.saveDraft('/personal', { firstName: 'Ana', birthDate: '1990-01-01' });
  store.setUiColors({ primary: '#123456' });
  store.setDynamicPages({ '/extra': { fields: [] } });
  store.setLastAppRoute('/personal');
  return { session: session.entries, local: local.entries };
}
const visited = visitedStorage();

const KEYS = [...Object.values(StorageKey), ...Object.values(InMemoryKey)];
const MIB = 2 ** 20;
// Built once: a megabyte per run would spend the time on allocation, not on boot.
const huge = [
  'x'.repeat(MIB),
  JSON.stringify('x'.repeat(MIB)),
  JSON.stringify({ leadId: 'x'.repeat(MIB), progressState: 3 }),
];

/** A JSON value with one field replaced: the real shape with a wrong type or value in one place. */
function mutated(raw: string | undefined): fc.Arbitrary<string> {
  const parsed: unknown = raw === undefined ? {} : JSON.parse(raw);
  const base = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? parsed : {};
  const keys = Object.keys(base);
  return fc
    .tuple(
      keys.length > 0 ? fc.oneof(fc.constantFrom(...keys), fc.string()) : fc.string(),
      fc.jsonValue({ maxDepth: 2 }),
    )
    .map(([key, value]) => JSON.stringify({ ...base, [key]: value }));
}

function valueArb(key: string, real: string | undefined): fc.Arbitrary<string> {
  // A huge value is rare per key (about 1 in 130): with some 25 keys an area would otherwise parse megabytes a run.
  return fc.oneof(
    ...(real === undefined ? [] : [{ weight: 30, arbitrary: fc.constant(real) }]),
    { weight: 40, arbitrary: mutated(real) },
    { weight: 30, arbitrary: fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value)) },
    { weight: 20, arbitrary: fc.string({ unit: 'binary' }) },
    {
      weight: 10,
      arbitrary: fc.constantFrom('', 'null', 'undefined', '{', '"', '[]', JSON.stringify(UUID_A), `${key}`),
    },
    { weight: 1, arbitrary: fc.constantFrom(...huge) },
  );
}

/** Any subset of the keys, each with a generated value. */
const areaArb = (real: Map<string, string>) =>
  fc
    .record(Object.fromEntries(KEYS.map((key) => [key, valueArb(key, real.get(key))])), { requiredKeys: [] })
    .map((area) => {
      const entries: Record<string, string> = {};
      for (const [key, value] of Object.entries(area)) if (value !== undefined) entries[key] = value;
      return entries;
    });

const queryArb = fc.dictionary(
  fc.oneof(
    fc.constantFrom(
      'refName',
      'refSubId',
      's_id',
      'sessionId',
      'gclid',
      'gbraid',
      'wbraid',
      'fbclid',
      'ttclid',
    ),
    fc.string(),
  ),
  fc.oneof(fc.string(), fc.constantFrom(UUID_A, '%', '%E0%A4%A', 'x'.repeat(10_000))),
);
const urlArb = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(fc.webUrl(), queryArb).map(([base, query]) => withQuery(base, query)) },
  { weight: 2, arbitrary: fc.string() },
  { weight: 1, arbitrary: fc.constantFrom(undefined, '', LANDING, 'about:blank', 'https://[::1') },
);

function withQuery(base: string, query: Record<string, string>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.href;
}

const isStringOrNull = (value: unknown) => value === null || typeof value === 'string';
const isPlainObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The restored lead state has the types the funnel relies on, whatever was stored. */
function expectCleanState(state: ProgressStoreState): void {
  const progress = [state.progressState].flat();
  expect(progress.every((value) => Number.isFinite(value))).toBe(true);
  expect(isStringOrNull(state.leadId)).toBe(true);
  expect(state.lastAppRoute === null || state.lastAppRoute.startsWith('/')).toBe(true);
  expect(typeof state.sessionAcceptedRedirected).toBe('boolean');
  expect(isPlainObject(state.application)).toBe(true);
  expect(isPlainObject(state.drafts)).toBe(true);
}

let boots = 0;
/** Boots whose store restored a lead id: the generated states reach the restore path, not only its fallback. */
let restoredLeads = 0;
afterAll(() => {
  // captureLogs silenced console.info for the test; the count goes to the real console.
  vi.restoreAllMocks();
  console.info(
    `boot fuzz: ${boots} generated stored states and landing URLs booted (${restoredLeads} restored a lead id)`,
  );
});

describe('boot over generated stored states and landing URLs', () => {
  it('never throws and falls back to a clean state', { timeout: FUZZ_TIMEOUT_MS }, () => {
    captureLogs();
    fc.assert(
      fc.property(areaArb(visited.session), areaArb(visited.local), urlArb, (session, local, url) => {
        const memory = memorySafeStorage({ session, local });
        const boot = bootAttribution({
          url,
          now: () => T0,
          storage: memory.storage,
          randomUUID: sequentialUuids(),
          device,
        });
        expect(isUuid(boot.session.sessionId)).toBe(true);
        const store = createProgressStore({ storage: memory.storage, now: () => T0 });
        expectCleanState(store.getState());
        // What the restored store writes, a reload reads back: the fallback left storage usable.
        store.getState().setLastAppRoute('/fuzz');
        const reloaded = createProgressStore({ storage: memory.storage, now: () => T0 }).getState();
        expect(reloaded.lastAppRoute).toBe('/fuzz');
        expect(reloaded.leadId).toBe(store.getState().leadId);
        boots += 1;
        if (store.getState().leadId !== null) restoredLeads += 1;
      }),
      fuzzParameters(),
    );
  });
});
