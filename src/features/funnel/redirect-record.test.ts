import type { PartnerRedirect } from '#contract/lead.ts';
import type { StorageKey } from '#shared/lib/storage/keys.ts';
import { memorySafeStorage } from '#shared/lib/storage/memory-storage.ts';
import { recordRedirect, redirectedThisSession, wasRedirectedTo } from './redirect-record.ts';

const redirect: PartnerRedirect = {
  url: 'https://partner.example/apply',
  method: 'GET',
  fields: { ref: 'L-1' },
  partner: { name: 'Crédito Amigo' },
};

describe('the redirect record', () => {
  it('stores redirected, redirectUrl and redirectMethod in session storage only', () => {
    const { storage, session, local } = memorySafeStorage();
    recordRedirect(storage, redirect);
    expect(Object.fromEntries(session.entries)).toEqual({
      redirected: 'true',
      redirectUrl: '"https://partner.example/apply"',
      redirectMethod: '"GET"',
    });
    expect(local.entries.size).toBe(0);
    expect(wasRedirectedTo(storage, redirect)).toBe(true);
  });

  it.each<[string, Partial<Record<StorageKey, string>>, boolean]>([
    ['nothing stored', {}, false],
    [
      'the same address and method',
      { redirected: 'true', redirectUrl: redirect.url, redirectMethod: 'GET' },
      true,
    ],
    [
      'another address',
      { redirected: 'true', redirectUrl: 'https://other.example/', redirectMethod: 'GET' },
      false,
    ],
    ['another method', { redirected: 'true', redirectUrl: redirect.url, redirectMethod: 'POST' }, false],
    ['redirected false', { redirected: 'false', redirectUrl: redirect.url, redirectMethod: 'GET' }, false],
    ['no flag', { redirectUrl: redirect.url, redirectMethod: 'GET' }, false],
    [
      'a method that is none',
      { redirected: 'true', redirectUrl: redirect.url, redirectMethod: 'PUT' },
      false,
    ],
  ])('%s: followed already is %s', (_case, session, expected) => {
    // The table leaves keys out and never holds undefined, so every value in it is a string.
    const { storage } = memorySafeStorage({ session: session as Record<string, string> });
    expect(wasRedirectedTo(storage, redirect)).toBe(expected);
  });

  it('tells whether this session was sent to a partner at all (a lead made now is a re-application)', () => {
    const { storage } = memorySafeStorage();
    expect(redirectedThisSession(storage)).toBe(false);
    recordRedirect(storage, redirect);
    expect(redirectedThisSession(storage)).toBe(true);
    expect(redirectedThisSession(memorySafeStorage({ session: { redirected: 'false' } }).storage)).toBe(
      false,
    );
  });
});
