/**
 * The postcode lookup the address pages fill themselves from, for this build's country (src/markets/postcode-address.ts):
 * Mexico's code with its colonias, a town from the country's lookup, or none where addresses are typed.
 */
import { useCallback } from 'react';
import type { LookupPostcode, PostcodeAnswer } from '#features/dynamic-form/ui/postcode-autofill.ts';
import { useApiClient } from '#shared/api/api-client-context.tsx';
import type { ApiClient } from '#shared/api/http-client.ts';
import { lookupPostcodes } from '#shared/api/operations/postcode-lookup.ts';
import { market } from '#markets/market.ts';
import { postcodeFillOf, type PostcodeFill } from '#markets/postcode-address.ts';
import type { Country } from '#markets/matrix.ts';
import { fetchPostcode } from '../dynamic/api/postcode.ts';

const digits = (code: string) => code.replace(/\D/g, '');

type Lookup = (client: ApiClient, code: string, signal: AbortSignal) => Promise<PostcodeAnswer>;

const LOOKUPS: Record<PostcodeFill, (country: Country) => Lookup | null> = {
  colonias: () => async (client, code, signal) => {
    const result = await fetchPostcode(client, { code }, signal);
    if (result.ok) return { status: 'found', ...result.data };
    return { status: result.error.status === 404 ? 'unknown' : 'failed' };
  },
  city: (country) => async (client, code, signal) => {
    const result = await lookupPostcodes(client, { code, country }, signal);
    if (!result.ok) return { status: 'failed' };
    // The lookup lists codes starting with the one typed: only the code itself fills the address.
    const match = result.data.postcodes.find((entry) => digits(entry.postalCode) === digits(code));
    return match ? { status: 'found', ...match, colonias: [] } : { status: 'unknown' };
  },
  none: () => null,
};

/** Null where the country fills nothing from the postcode: the address fields stay plain. */
export function usePostcodeLookup(country: Country = market.target.country): LookupPostcode | null {
  const client = useApiClient();
  const lookup = LOOKUPS[postcodeFillOf(country)](country);
  const bound = useCallback<LookupPostcode>(
    (code, signal) => (lookup ? lookup(client, code, signal) : Promise.resolve({ status: 'failed' })),
    // One lookup per country; `lookup` is rebuilt each render but does the same.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client, country],
  );
  return lookup ? bound : null;
}
