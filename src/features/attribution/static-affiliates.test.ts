import { parseEnv } from '#shared/config/env.ts';
import { memorySafeStorage } from '#shared/lib/storage/memory-storage.ts';
import { bootAttribution } from './boot.ts';
import { HOUR, T0, at, recordLogs, sequentialUuids } from './test-support.ts';

/** The build's configuration as main.tsx passes it to the boot. */
const env = parseEnv({
  MODE: 'production',
  BASE_URL: '/application-frontend/',
  VITE_API_BASE: 'https://api.loans.test',
  VITE_STATIC_AFFILIATES: ' house-brand , , partner-static ',
});
const config = {
  affiliateExpiryHours: env.VITE_AFFILIATE_EXPIRY_HOURS,
  staticAffiliateNames: env.VITE_STATIC_AFFILIATES,
};

describe('issue 19 item 4: static affiliate names from VITE_STATIC_AFFILIATES never expire (the 480-hour rule)', () => {
  it('parses the comma-separated list', () => {
    expect(config).toEqual({
      affiliateExpiryHours: 480,
      staticAffiliateNames: ['house-brand', 'partner-static'],
    });
  });

  it.each([
    ['static, 481 hours later', 'partner-static', 481 * HOUR, 'partner-static'],
    ['static, a year later', 'house-brand', 8_760 * HOUR, 'house-brand'],
    ['not static, 480 hours later (not past the expiry)', 'aff', 480 * HOUR, 'aff'],
    ['not static, 481 hours later', 'aff', 481 * HOUR, undefined],
  ])('%s', (_case, refName, elapsed, attributed) => {
    recordLogs();
    const { storage } = memorySafeStorage();
    const randomUUID = sequentialUuids();
    const url = (query: string) => `https://apply.example.mx/application-frontend/${query}`;
    bootAttribution({ url: url(`?refName=${refName}`), now: () => T0, storage, randomUUID, config });
    const later = bootAttribution({ url: url(''), now: () => at(elapsed), storage, randomUUID, config });
    expect(later.affiliateReference.attribute).toBe(attributed);
    expect(later.affiliateReferenceParams.attribute).toBe(attributed);
  });
});
