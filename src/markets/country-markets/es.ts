/** Spain (../shared/MARKETS.md): the DNI or NIE and the IBAN. */
import { validateSpanishId } from '#shared/lib/identifiers/spanish-id.ts';
import { IBAN_RULE } from './shared-rules.ts';
import type { ClassicTailoring, CountryMarketRules } from './types.ts';

export const es: CountryMarketRules = {
  validation: { postcode: /^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/ },
  postcodeFill: 'city',
  identifiers: {
    iban: IBAN_RULE,
    // One field for both: an X, Y or Z in front is a NIE, and its failures name it (`identifiers.nie.*`).
    personalCode: { kind: 'dni', format: /^(?:\d{8}|[XYZ]\d{7})[A-Z]$/, validate: validateSpanishId },
  },
};

/**
 * What the country changes in the generic classic form: Spanish applicants have a second surname (it appears on the
 * DNI). An export of its own, so that only a classic page's build keeps it (the dynamic page never imports it).
 */
export const classicForm: ClassicTailoring = {
  // Beside the first surname, as the applicant writes their name (issue 31), not below the identifier.
  addAfter: { 'personalDetails.lastName': [{ name: 'personalDetails.secondLastName', required: false }] },
};
