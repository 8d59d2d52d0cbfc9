import fc from 'fast-check';
import { memorySafeStorage, throwingSafeStorage } from '#shared/lib/storage/memory-storage.ts';
import type { AffiliateReference } from './affiliate-reference.ts';
import { hasAffiliateValues, sameAffiliateValues } from './affiliate-reference.ts';
import { bootAttribution } from './boot.ts';
import { HOUR, T0, UUID_A, UUID_B, recordLogs } from './test-support.ts';
import { isUuid } from './uuid.ts';

const EXPIRY_HOURS = 480;
const device = { timezoneOffset: () => 0 };

const landingArb = fc.record(
  {
    refName: fc.constantFrom('a', 'b', ''),
    refSubId: fc.constantFrom('s1', 's2'),
    s_id: fc.constantFrom('t1', 't2'),
    sessionId: fc.constantFrom(UUID_A, UUID_B, 'not-a-uuid'),
    gclid: fc.constantFrom('g1', 'g2'),
    gclsrc: fc.constantFrom('aw.ds', 'ds'),
    email: fc.constantFrom('private@example.com'),
  },
  { requiredKeys: [] },
);
const stepArb = fc.record({
  query: landingArb,
  // Clock moves between landings, sometimes past the 480-hour affiliate expiry.
  advanceMs: fc.oneof(fc.integer({ min: 0, max: 2 * HOUR }), fc.integer({ min: 0, max: 1000 * HOUR })),
});

const values = (reference: AffiliateReference) => ({
  attribute: reference.attribute,
  subId: reference.subId,
  transactionId: reference.transactionId,
});

describe('session and affiliate invariants over random sequences of landings and clock moves', () => {
  it('keep the spec rules at every step', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { minLength: 1, maxLength: 12 }), (steps) => {
        recordLogs();
        const { storage, session, local } = memorySafeStorage();
        let clock = T0.getTime();
        let uuidCounter = 0;
        let previous: ReturnType<typeof bootAttribution> | undefined;
        for (const step of steps) {
          clock += step.advanceMs;
          const now = new Date(clock);
          const query = new URLSearchParams();
          for (const [key, value] of Object.entries(step.query))
            if (value !== undefined) query.append(key, value);
          const result = bootAttribution({
            url: `https://apply.example.mx/?${query}`,
            now: () => now,
            storage,
            randomUUID: () => `00000000-0000-4000-8000-${(++uuidCounter).toString(16).padStart(12, '0')}`,
            config: { affiliateExpiryHours: EXPIRY_HOURS },
            device,
          });
          const { session: s, affiliateReference: ref } = result;
          const urlRef = {
            attribute: step.query.refName || undefined,
            subId: step.query.refSubId,
            transactionId: step.query.s_id,
          };
          const urlSessionId = isUuid(step.query.sessionId) ? step.query.sessionId : undefined;

          // The session id is always a UUID, stored in both areas.
          expect(isUuid(s.sessionId)).toBe(true);
          expect(session.getItem('sessionId')).toBe(JSON.stringify(s.sessionId));
          expect(local.getItem('sessionId')).toBe(JSON.stringify(s.sessionId));

          // URL affiliate values, when present, are the reference.
          if (hasAffiliateValues(urlRef)) expect(values(ref)).toEqual(urlRef);

          // A reference is never older than the expiry and is stored in both areas; no reference, nothing stored.
          if (hasAffiliateValues(ref)) {
            expect(clock - (ref.setAt?.getTime() ?? Number.NaN)).toBeLessThanOrEqual(EXPIRY_HOURS * HOUR);
            expect(session.getItem('affiliateReferenceParams')).toBe(
              local.getItem('affiliateReferenceParams'),
            );
            expect(JSON.parse(local.getItem('affiliateReferenceParams') ?? '{}').attribute).toBe(
              ref.attribute,
            );
          } else {
            expect(local.getItem('affiliateReferenceParams')).toBeNull();
          }

          if (previous) {
            const prevRef = previous.affiliateReference;
            const changed = !sameAffiliateValues(prevRef, ref);
            const expired =
              hasAffiliateValues(prevRef) && clock - (prevRef.setAt?.getTime() ?? 0) > EXPIRY_HOURS * HOUR;
            // A changed or expired reference always resets the session.
            if (changed || expired) expect(s.isNew).toBe(true);
            // Without URL values and before expiry, the reference and its setAt are kept.
            if (!hasAffiliateValues(urlRef) && !expired) expect(ref).toEqual(prevRef);
            // A reused session keeps its id; a session is reused exactly when the spec says so.
            const reuse =
              !changed &&
              !expired &&
              (urlSessionId === undefined || urlSessionId === previous.session.sessionId);
            expect(s.isNew).toBe(!reuse);
            if (reuse) expect(s).toEqual({ ...previous.session, isNew: false });
          } else {
            expect(s.isNew).toBe(true);
          }
          // A new session takes a valid URL sessionId.
          if (s.isNew && urlSessionId) expect(s.sessionId).toBe(urlSessionId);
          if (s.isNew) expect(s.sessionStartedAt).toEqual(now);

          // Personal data never reaches storage.
          expect(JSON.stringify([...session.entries, ...local.entries])).not.toContain('private@example.com');
          previous = result;
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('a storage that throws on every call never breaks boot', () => {
  it('boots on arbitrary URLs, clocks and parameters', () => {
    const queryArb = fc.dictionary(
      fc.constantFrom(
        'refName',
        'refSubId',
        's_id',
        'sessionId',
        'amount',
        'gclid',
        'gclsrc',
        'fbclid',
        'email',
      ),
      fc.string(),
    );
    fc.assert(
      fc.property(
        fc.oneof(fc.webUrl(), fc.string()),
        queryArb,
        fc.date({ noInvalidDate: false }),
        (base, query, date) => {
          recordLogs();
          let url: string = base;
          try {
            const parsed = new URL(base);
            for (const [key, value] of Object.entries(query)) parsed.searchParams.set(key, value);
            url = parsed.href;
          } catch {
            // an unreadable URL is part of the input space
          }
          const result = bootAttribution({
            url,
            now: () => date,
            storage: throwingSafeStorage(),
            randomUUID: () => crypto.randomUUID(),
            device,
          });
          expect(isUuid(result.session.sessionId)).toBe(true);
          expect(result.buildDeviceData().deviceMemory).toBe(1);
        },
      ),
      { numRuns: 500 },
    );
  });
});
