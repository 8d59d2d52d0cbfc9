import { memorySafeStorage } from '#shared/lib/storage/memory-storage.ts';
import { MAX_SELLING_TIER_LENGTH, settleSellingTier } from './selling-tier.ts';

const stored = (id: string) => JSON.stringify({ id });

describe('issue 19 item 1: sellingTierGlobalId kept for the session, replaced by a later landing with another value', () => {
  it.each<[string, Record<string, string>, string | undefined, string | undefined, string | null]>([
    ['a landing with a value', {}, 'tier-1', 'tier-1', stored('tier-1')],
    ['a landing without one, nothing kept', {}, undefined, undefined, null],
    [
      'a reload (no value in the URL) keeps the session value',
      { sellingTierGlobalId: stored('tier-1') },
      undefined,
      'tier-1',
      stored('tier-1'),
    ],
    [
      'a later landing with another value replaces it',
      { sellingTierGlobalId: stored('tier-1') },
      'tier-2',
      'tier-2',
      stored('tier-2'),
    ],
    [
      'a blank value keeps the session value',
      { sellingTierGlobalId: stored('tier-1') },
      '   ',
      'tier-1',
      stored('tier-1'),
    ],
    ['a value beyond the bound is ignored', {}, 'x'.repeat(MAX_SELLING_TIER_LENGTH + 1), undefined, null],
    [
      'a value the reviver would read as a date stays text',
      {},
      '2026-05-01T12:00:00.000Z',
      '2026-05-01T12:00:00.000Z',
      stored('2026-05-01T12:00:00.000Z'),
    ],
    [
      'an unreadable stored value is dropped',
      { sellingTierGlobalId: '{"id":7}' },
      undefined,
      undefined,
      null,
    ],
  ])('%s', (_case, session, landing, expected, kept) => {
    const memory = memorySafeStorage({ session });
    expect(settleSellingTier({ storage: memory.storage, landing })).toBe(expected);
    expect(memory.session.getItem('sellingTierGlobalId')).toBe(kept);
    // Session storage only: a tier is the tab's, never local storage's.
    expect(memory.local.getItem('sellingTierGlobalId')).toBeNull();
  });

  it('a value the reviver reads as a date is read back as the same text', () => {
    const { storage } = memorySafeStorage();
    settleSellingTier({ storage, landing: '2026-05-01T12:00:00.000Z' });
    expect(settleSellingTier({ storage, landing: undefined })).toBe('2026-05-01T12:00:00.000Z');
  });
});
