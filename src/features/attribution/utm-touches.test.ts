import { memorySafeStorage } from '#shared/lib/storage/memory-storage.ts';
import type { Utm } from './landing-params.ts';
import {
  cleanUtm,
  MAX_UTM_VALUE_LENGTH,
  nextUtmTouches,
  settleUtmTouches,
  type UtmTouches,
} from './utm-touches.ts';

const A: Utm = { source: 'google', medium: 'cpc', campaign: 'brand', content: 'ad-1', term: 'prestamo' };
const B: Utm = { source: 'newsletter', medium: 'email' };

describe('issue 19 item 2: UTM first touch kept for the session, last touch replaced by any landing with UTM values', () => {
  it.each<[string, UtmTouches, Utm | undefined, UtmTouches]>([
    ['first landing with UTM values', {}, A, { firstTouch: A, lastTouch: A }],
    ['first landing without any', {}, {}, {}],
    [
      'a later landing with other values',
      { firstTouch: A, lastTouch: A },
      B,
      { firstTouch: A, lastTouch: B },
    ],
    [
      'a later landing without UTM values',
      { firstTouch: A, lastTouch: B },
      {},
      { firstTouch: A, lastTouch: B },
    ],
    [
      'a later landing with one value',
      { firstTouch: A, lastTouch: A },
      { term: 't' },
      { firstTouch: A, lastTouch: { term: 't' } },
    ],
    [
      'blank values count as none',
      { firstTouch: A, lastTouch: B },
      { source: '  ' },
      { firstTouch: A, lastTouch: B },
    ],
  ])('%s', (_case, stored, landing, expected) => {
    expect(nextUtmTouches(stored, landing)).toEqual(expected);
  });

  it.each([
    ['values trimmed', { source: ' google ' }, { source: 'google' }],
    ['empty dropped', { source: 'g', term: '' }, { source: 'g' }],
    [
      'too long cut to the contract bound',
      { term: 'x'.repeat(300) },
      { term: 'x'.repeat(MAX_UTM_VALUE_LENGTH) },
    ],
    ['nothing left', { source: '' }, undefined],
    ['no utm', undefined, undefined],
  ])('cleans a landing: %s', (_case, utm, expected) => {
    expect(cleanUtm(utm)).toEqual(expected);
  });

  it('keeps the touches in session and local storage, and reads them back at the next landing', () => {
    const { storage, session, local } = memorySafeStorage();
    settleUtmTouches({ storage, landing: A });
    expect(settleUtmTouches({ storage, landing: {} })).toEqual({ firstTouch: A, lastTouch: A });
    expect(settleUtmTouches({ storage, landing: B })).toEqual({ firstTouch: A, lastTouch: B });
    expect(JSON.parse(session.getItem('utmTouches') ?? '')).toEqual({ firstTouch: A, lastTouch: B });
    expect(local.getItem('utmTouches')).toBe(session.getItem('utmTouches'));
  });

  it('a value the reviver would turn into a date or a boolean comes back as the text it was', () => {
    const { storage } = memorySafeStorage();
    const odd = { source: 'true', campaign: '2026-05-01T12:00:00.000Z' };
    settleUtmTouches({ storage, landing: odd });
    expect(settleUtmTouches({ storage, landing: {} })).toEqual({ firstTouch: odd, lastTouch: odd });
  });

  it('an unreadable stored value counts as none', () => {
    const { storage } = memorySafeStorage({ session: { utmTouches: '{"firstTouch":5}' } });
    expect(settleUtmTouches({ storage, landing: B })).toEqual({ firstTouch: B, lastTouch: B });
  });
});
