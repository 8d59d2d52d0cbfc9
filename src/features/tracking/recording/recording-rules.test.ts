import fc from 'fast-check';
import { StorageKey } from '#shared/lib/storage/keys.ts';
import { memorySafeStorage } from '#shared/lib/storage/memory-storage.ts';
import type { SessionRecordingConfig } from '../tracking-config.ts';
import {
  recordingBlockedBy,
  recordingMarkers,
  sessionSample,
  shouldRecord,
  type ConsentStatus,
} from './recording-rules.ts';

const config = (overrides: Partial<SessionRecordingConfig> = {}): SessionRecordingConfig => ({
  enabled: true,
  percentage: 100,
  logRetargeting: false,
  logAbandonment: false,
  ...overrides,
});

describe('recordingBlockedBy', () => {
  it.each([
    ['retargeting', { logRetargeting: false, logAbandonment: true }, true],
    ['retargeting', { logRetargeting: true, logAbandonment: false }, false],
    ['abandonment', { logRetargeting: true, logAbandonment: false }, true],
    ['abandonment', { logRetargeting: false, logAbandonment: true }, false],
    ['newsletter', { logRetargeting: false, logAbandonment: false }, false],
    ['Retargeting', { logRetargeting: false, logAbandonment: false }, false],
    [null, { logRetargeting: false, logAbandonment: false }, false],
    [undefined, { logRetargeting: false, logAbandonment: false }, false],
    ['', { logRetargeting: false, logAbandonment: false }, false],
  ])('utm_source %s with %o is blocked: %s', (utmSource, flags, blocked) => {
    expect(recordingBlockedBy(utmSource, flags)).toBe(blocked);
  });
});

describe('shouldRecord', () => {
  it.each<[string, Parameters<typeof shouldRecord>[0], boolean]>([
    ['all conditions met', { config: config(), consent: 'granted', blockedMarker: false, sample: 0 }, true],
    [
      'disabled',
      { config: config({ enabled: false }), consent: 'granted', blockedMarker: false, sample: 0 },
      false,
    ],
    ['consent pending', { config: config(), consent: 'pending', blockedMarker: false, sample: 0 }, false],
    ['consent denied', { config: config(), consent: 'denied', blockedMarker: false, sample: 0 }, false],
    ['blocked marker', { config: config(), consent: 'granted', blockedMarker: true, sample: 0 }, false],
    ['sample 99 of 100', { config: config(), consent: 'granted', blockedMarker: false, sample: 99 }, true],
    [
      'sample equal to the percentage',
      { config: config({ percentage: 30 }), consent: 'granted', blockedMarker: false, sample: 30 },
      false,
    ],
    [
      'sample just under the percentage',
      { config: config({ percentage: 30 }), consent: 'granted', blockedMarker: false, sample: 29 },
      true,
    ],
    [
      'percentage 0 records nobody',
      { config: config({ percentage: 0 }), consent: 'granted', blockedMarker: false, sample: 0 },
      false,
    ],
    [
      'already initialised this session: sample ignored',
      {
        config: config({ percentage: 10 }),
        consent: 'granted',
        blockedMarker: false,
        sample: 80,
        initialisedMarker: true,
      },
      true,
    ],
    [
      'initialised but since blocked',
      { config: config(), consent: 'granted', blockedMarker: true, sample: 0, initialisedMarker: true },
      false,
    ],
    [
      'initialised but consent withdrawn',
      { config: config(), consent: 'denied', blockedMarker: false, sample: 0, initialisedMarker: true },
      false,
    ],
  ])('%s', (_name, input, expected) => {
    expect(shouldRecord(input)).toBe(expected);
  });

  it('records exactly when the sample is under the percentage (spec section 9)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 99 }), (percentage, sample) => {
        const recorded = shouldRecord({
          config: config({ percentage }),
          consent: 'granted',
          blockedMarker: false,
          sample,
        });
        expect(recorded).toBe(sample < percentage);
      }),
    );
  });

  it('never records without granted consent, enabled configuration and an absent marker', () => {
    const consent = fc.constantFrom<ConsentStatus>('granted', 'denied', 'pending');
    fc.assert(
      fc.property(
        fc.record({
          enabled: fc.boolean(),
          percentage: fc.integer({ min: 0, max: 100 }),
          logRetargeting: fc.boolean(),
          logAbandonment: fc.boolean(),
        }),
        consent,
        fc.boolean(),
        fc.integer({ min: 0, max: 99 }),
        fc.boolean(),
        (recording, status, blockedMarker, sample, initialisedMarker) => {
          const input = { config: recording, consent: status, blockedMarker, sample, initialisedMarker };
          if (shouldRecord(input)) {
            expect(recording.enabled).toBe(true);
            expect(status).toBe('granted');
            expect(blockedMarker).toBe(false);
          }
        },
      ),
    );
  });
});

describe('sessionSample', () => {
  it.each([
    [0, 0],
    [0.004, 0],
    [0.01, 1],
    [0.5, 50],
    [0.999999, 99],
    [1, 99],
  ])('random %f gives %i', (random, sample) => {
    expect(sessionSample(() => random)).toBe(sample);
  });

  it('is always an integer from 0 to 99', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (random) => {
        const sample = sessionSample(() => random);
        expect(Number.isInteger(sample)).toBe(true);
        expect(sample).toBeGreaterThanOrEqual(0);
        expect(sample).toBeLessThanOrEqual(99);
      }),
    );
  });

  it('uses Math.random by default', () => {
    const sample = sessionSample();
    expect(sample).toBeGreaterThanOrEqual(0);
    expect(sample).toBeLessThan(100);
  });
});

describe('recordingMarkers', () => {
  it('stores the blocked and initialised markers in session storage under the spec section 3 keys', () => {
    const { storage, session, local } = memorySafeStorage();
    const markers = recordingMarkers(storage.session);
    expect(markers.blocked()).toBe(false);
    expect(markers.initialised()).toBe(false);

    markers.markBlocked();
    markers.markInitialised();

    expect(markers.blocked()).toBe(true);
    expect(markers.initialised()).toBe(true);
    expect(session.entries.get(StorageKey.sessionRecorderBlocked)).toBe('true');
    expect(session.entries.get(StorageKey.sessionRecorderInitialised)).toBe('true');
    expect(local.entries.size).toBe(0);
  });

  it('reads anything but true as absent', () => {
    const { storage } = memorySafeStorage({
      session: {
        [StorageKey.sessionRecorderBlocked]: 'false',
        [StorageKey.sessionRecorderInitialised]: 'yes',
      },
    });
    const markers = recordingMarkers(storage.session);
    expect(markers.blocked()).toBe(false);
    expect(markers.initialised()).toBe(false);
  });
});
