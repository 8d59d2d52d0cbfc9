/** Colombia (../shared/MARKETS.md): the cédula, the NIT and a bank's own account number. */
import { validateCedula } from '#shared/lib/identifiers/colombian-cedula.ts';
import { validateNit } from '#shared/lib/identifiers/nit.ts';
import { domesticAccountRule, SIX_DIGITS } from './shared-rules.ts';
import type { ClassicTailoring, CountryMarketRules } from './types.ts';

const ACCOUNT_DIGITS = { min: 8, max: 20 };

export const co: CountryMarketRules = {
  validation: { postcode: SIX_DIGITS },
  postcodeFill: 'none',
  identifiers: {
    iban: domesticAccountRule(ACCOUNT_DIGITS),
    // The cédula has no check digit; the NIT (a person's is their cédula plus a DV) has one.
    personalCode: { kind: 'cedula', format: /^\d{6,10}$/, validate: validateCedula },
    taxIdentificationNumber: { kind: 'nit', format: /^\d{7,16}$/, validate: validateNit },
  },
};

/** The country asks the generic classic form as it is. */
export const classicForm: ClassicTailoring = {};
