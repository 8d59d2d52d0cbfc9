/** The Philippines (../shared/MARKETS.md): PhilSys or UMID, the TIN and a bank's own account number. */
import { validatePhilippineNationalId, validateTin } from '#shared/lib/identifiers/philippine-ids.ts';
import { domesticAccountRule } from './shared-rules.ts';
import type { ClassicTailoring, CountryMarketRules } from './types.ts';

const ACCOUNT_DIGITS = { min: 10, max: 16 };

export const ph: CountryMarketRules = {
  validation: { postcode: /^\d{4}$/ },
  postcodeFill: 'city',
  identifiers: {
    iban: domesticAccountRule(ACCOUNT_DIGITS),
    // PhilSys card number (16 digits) or UMID CRN (12): no published check digit, format only.
    personalCode: {
      kind: 'phNationalId',
      format: /^(?:\d{12}|\d{16})$/,
      validate: validatePhilippineNationalId,
    },
    // 9 digits, or 12 with the branch code: format only.
    taxIdentificationNumber: { kind: 'tin', format: /^(?:\d{9}|\d{12})$/, validate: validateTin },
  },
};

/**
 * What the country changes in the generic classic form: The TIN is asked beside the national ID, optional since not
 * every applicant has one. An export of its own, so that only a classic page's build keeps it (the dynamic page never
 * imports it).
 */
export const classicForm: ClassicTailoring = {
  add: { 'personal-details': [{ name: 'otherDetails.taxIdentificationNumber', required: false }] },
};
