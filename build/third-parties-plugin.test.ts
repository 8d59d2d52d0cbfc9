// @vitest-environment node
import { hasThirdParties, THIRD_PARTY_IDS } from './third-parties-plugin.ts';

describe('the build-time choice of the tracking layer', () => {
  it('is off with no id set, or ids that are blank', () => {
    expect(hasThirdParties({})).toBe(false);
    expect(hasThirdParties({ VITE_GTM_ID: '  ', VITE_GTM_SCRIPT_URL: 'https://mirror.test/gtm.js' })).toBe(
      false,
    );
  });

  it.each(THIRD_PARTY_IDS)('is on with %s set', (id) => {
    expect(hasThirdParties({ [id]: 'x' })).toBe(true);
  });
});
