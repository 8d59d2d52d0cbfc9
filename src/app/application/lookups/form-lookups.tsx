/**
 * The reference lookups a form page's fields use (spec section 7, issue 13), for this build's country: the postcode
 * that fills the address, the employer directory behind the employer's name, the email check behind the address.
 * The email is in the check's path because the API puts it there: it goes to the lender's own API only, and the
 * client logs name the call's template, never the address (shared/api/log-failure.ts).
 */
import { useMemo, type ReactNode } from 'react';
import { PostcodeLookupContext } from '#features/dynamic-form/ui/postcode-autofill.ts';
import {
  ReferenceLookupsContext,
  type ReferenceLookups,
} from '#features/dynamic-form/field-types/shared/reference-lookups.ts';
import { useApiClient } from '#shared/api/api-client-context.tsx';
import { lookupCompanies } from '#shared/api/operations/company-lookup.ts';
import { validateEmail } from '#shared/api/operations/validate-email.ts';
import { market } from '#markets/market.ts';
import { usePostcodeLookup } from './use-postcode-lookup.ts';

export function FormLookups({ children }: { children: ReactNode }) {
  const client = useApiClient();
  const lookupPostcode = usePostcodeLookup();
  const lookups = useMemo<ReferenceLookups>(
    () => ({
      lookupCompanies: async (name, signal) => {
        const result = await lookupCompanies(client, { name, country: market.target.country }, signal);
        return result.ok ? result.data.companies.map((company) => company.name) : null;
      },
      checkEmail: async (email, signal) => {
        const result = await validateEmail(client, { email }, signal);
        return result.ok ? result.data : null;
      },
    }),
    [client],
  );
  return (
    <ReferenceLookupsContext value={lookups}>
      <PostcodeLookupContext value={lookupPostcode}>{children}</PostcodeLookupContext>
    </ReferenceLookupsContext>
  );
}
