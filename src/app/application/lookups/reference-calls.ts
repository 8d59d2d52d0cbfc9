/**
 * The calls behind the form lookups, loaded on the first lookup rather than with the application page (its budget,
 * budgets.json): the employer directory, the email check and the postcode by the country's kind of fill.
 */
import type { PostcodeAnswer } from '../../../features/dynamic-form/ui/postcode-autofill';
import type { ApiClient } from '../../../shared/api/http-client';
import { lookupCompanies } from '../../../shared/api/operations/company-lookup';
import { lookupPostcodes } from '../../../shared/api/operations/postcode-lookup';
import { validateEmail } from '../../../shared/api/operations/validate-email';
import type { Country } from '../../../markets/matrix';
import type { PostcodeFill } from '../../../markets/postcode-address';
import { fetchPostcode } from '../dynamic/api/postcode';

export async function companyNames(client: ApiClient, name: string, country: Country, signal: AbortSignal) {
  const result = await lookupCompanies(client, { name, country }, signal);
  return result.ok ? result.data.companies.map((company) => company.name) : null;
}

export async function emailSuggestion(client: ApiClient, email: string, signal: AbortSignal) {
  const result = await validateEmail(client, { email }, signal);
  return result.ok ? result.data : null;
}

const digits = (code: string) => code.replace(/\D/g, '');

type Lookup = (
  client: ApiClient,
  code: string,
  country: Country,
  signal: AbortSignal,
) => Promise<PostcodeAnswer>;

const LOOKUPS: Record<PostcodeFill, Lookup> = {
  colonias: async (client, code, _country, signal) => {
    const result = await fetchPostcode(client, { code }, signal);
    if (result.ok) return { status: 'found', ...result.data };
    return { status: result.error.status === 404 ? 'unknown' : 'failed' };
  },
  city: async (client, code, country, signal) => {
    const result = await lookupPostcodes(client, { code, country }, signal);
    if (!result.ok) return { status: 'failed' };
    // The lookup lists codes starting with the one typed: only the code itself fills the address.
    const match = result.data.postcodes.find((entry) => digits(entry.postalCode) === digits(code));
    return match ? { status: 'found', ...match, colonias: [] } : { status: 'unknown' };
  },
  none: async () => ({ status: 'failed' }),
};

export const postcodeAddress = (
  fill: PostcodeFill,
  client: ApiClient,
  code: string,
  country: Country,
  signal: AbortSignal,
) => LOOKUPS[fill](client, code, country, signal);
