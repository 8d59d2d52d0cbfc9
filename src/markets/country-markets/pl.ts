/** Poland (../shared/MARKETS.md): PESEL, the ID card and the IBAN. */
import { validatePesel } from '#shared/lib/identifiers/pesel.ts';
import { checkPeselAgainstApplicant } from '#shared/lib/identifiers/pesel-applicant.ts';
import { validatePolishIdCard } from '#shared/lib/identifiers/polish-id-card.ts';
import { IBAN_RULE } from './shared-rules.ts';
import type { ClassicTailoring, CountryMarketRules } from './types.ts';

export const pl: CountryMarketRules = {
  validation: {
    // NN-NNN; people also leave the hyphen out, and get it back.
    postcode: /^\d{2}-?\d{3}$/,
    normalisePostcode: (typed) => typed.replace(/^(\d{2})(\d{3})$/, '$1-$2'),
  },
  postcodeFill: 'city',
  identifiers: {
    iban: IBAN_RULE,
    personalCode: {
      kind: 'pesel',
      format: /^\d{11}$/,
      validate: validatePesel,
      checkApplicant: checkPeselAgainstApplicant,
    },
    // Dowód osobisty: series of 3 letters, check digit, 5 digits.
    idCardNumber: { kind: 'plIdCard', format: /^[A-Z]{3}\d{6}$/, validate: validatePolishIdCard },
  },
};

/**
 * What the country changes in the generic classic form: Polish lenders ask the ID card's series and number beside the
 * PESEL (it has its own check digit). An export of its own, so that only a classic page's build keeps it (the dynamic
 * page never imports it).
 */
export const classicForm: ClassicTailoring = {
  add: { 'personal-details': [{ name: 'otherDetails.idCardNumber', required: true }] },
};
