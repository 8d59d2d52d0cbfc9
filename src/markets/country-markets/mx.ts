/** Mexico (../shared/MARKETS.md): CURP, RFC and the CLABE. */
import { validateCurp } from '#shared/lib/identifiers/curp.ts';
import { checkCurpAgainstApplicant } from '#shared/lib/identifiers/curp-applicant.ts';
import { validateRfc } from '#shared/lib/identifiers/rfc.ts';
import { namePattern } from '#shared/lib/validation/patterns.ts';
import type { IdentifierRule } from './types.ts';
import { CLABE_RULE, FIVE_DIGITS } from './shared-rules.ts';
import type { ClassicTailoring, CountryMarketRules } from './types.ts';

/**
 * A person's RFC has 13 characters and is checked in full (a wrong check digit is only a warning there); a company's
 * has 12, for which the library has no validator, so only its shape is checked.
 */
const RFC: IdentifierRule = {
  kind: 'rfc',
  format: /^[A-ZÑ&]{3,4}\d{6}[A-Z0-9]{3}$/u,
  validate: (compact) => (compact.length === 13 ? validateRfc(compact) : { valid: true }),
};

export const mx: CountryMarketRules = {
  validation: {
    postcode: FIVE_DIGITS,
    // Spec section 5: Unicode letters, spaces and hyphens only.
    patterns: { name: () => namePattern(' -') },
    // Spec sections 5 and 9.
    limits: {
      'otherDetails.overdueDebtAmount': { min: 0, max: 10_000_000 },
      'expenses.totalDebtAmount': { min: 0, max: 500_000 },
    },
  },
  postcodeFill: 'colonias',
  identifiers: {
    iban: CLABE_RULE,
    personalCode: {
      kind: 'curp',
      format: /^[A-ZÑ]{4}\d{6}[HMX][A-Z]{2}[A-ZÑ]{3}[0-9A-Z]\d$/u,
      validate: validateCurp,
      checkApplicant: checkCurpAgainstApplicant,
    },
    taxRegistryCode: RFC,
    taxIdentificationNumber: RFC,
  },
};

/**
 * What the country changes in the generic classic form: Mexican applicants have a second surname (it appears on the
 * CURP). An export of its own, so that only a classic page's build keeps it (the dynamic page never imports it).
 */
export const classicForm: ClassicTailoring = {
  // Beside the first surname, as the applicant writes their name (issue 31), not below the identifier.
  addAfter: { 'personalDetails.lastName': [{ name: 'personalDetails.secondLastName', required: false }] },
};
