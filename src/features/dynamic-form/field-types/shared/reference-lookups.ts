/**
 * The reference calls fields use while the applicant types (issue 13): the employer lookup behind the employer's
 * name and the email check behind the email address. The app provides them for its market; without them the fields
 * are plain text inputs. Both answer null when the call failed or timed out: a field then offers nothing and never
 * stops the applicant.
 */
import { createContext } from 'react';

/** The employers whose name contains the text, at most 20. */
export type LookupCompanies = (name: string, signal: AbortSignal) => Promise<readonly string[] | null>;
/** The address the applicant probably meant, when the check has one (a misspelt domain). */
export type CheckEmail = (email: string, signal: AbortSignal) => Promise<{ suggestion?: string } | null>;

export interface ReferenceLookups {
  lookupCompanies?: LookupCompanies;
  checkEmail?: CheckEmail;
}

export const ReferenceLookupsContext = createContext<ReferenceLookups>({});
