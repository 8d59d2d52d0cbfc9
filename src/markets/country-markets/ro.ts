/** Romania (../shared/MARKETS.md): the CNP and the IBAN. */
import { validateCnp } from '#shared/lib/identifiers/cnp.ts';
import { checkCnpAgainstApplicant } from '#shared/lib/identifiers/cnp-applicant.ts';
import { IBAN_RULE, SIX_DIGITS } from './shared-rules.ts';
import type { ClassicTailoring, CountryMarketRules } from './types.ts';

export const ro: CountryMarketRules = {
  validation: { postcode: SIX_DIGITS },
  postcodeFill: 'city',
  identifiers: {
    iban: IBAN_RULE,
    personalCode: {
      kind: 'cnp',
      format: /^\d{13}$/,
      validate: validateCnp,
      checkApplicant: checkCnpAgainstApplicant,
    },
  },
};

/** The country asks the generic classic form as it is. */
export const classicForm: ClassicTailoring = {};
