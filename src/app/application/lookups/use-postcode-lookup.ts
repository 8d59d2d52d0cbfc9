/**
 * The postcode lookup the address pages fill themselves from, for this build's country (src/markets/postcode-address.ts):
 * Mexico's code with its colonias, a town from the country's lookup, or none where addresses are typed.
 */
import { useCallback } from 'react';
import type { LookupPostcode } from '../../../features/dynamic-form/ui/postcode-autofill';
import { useApiClient } from '../../../shared/api/api-client-context';
import { market } from '../../../markets/market';
import { POSTCODE_FILL } from '../../../markets/postcode-address';
import type { Country } from '../../../markets/matrix';

/** Null where the country fills nothing from the postcode: the address fields stay plain. */
export function usePostcodeLookup(country: Country = market.target.country): LookupPostcode | null {
  const client = useApiClient();
  const fill = POSTCODE_FILL[country];
  const lookup = useCallback<LookupPostcode>(
    async (code, signal) =>
      (await import('./reference-calls')).postcodeAddress(fill, client, code, country, signal),
    [client, country, fill],
  );
  return fill === 'none' ? null : lookup;
}
