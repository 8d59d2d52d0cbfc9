/** Vietnam (../shared/MARKETS.md): the CCCD and a bank's own account number. */
import { checkCccdAgainstApplicant, validateCccd } from '#shared/lib/identifiers/cccd.ts';
import { domesticAccountRule, SIX_DIGITS } from './shared-rules.ts';
import type { ClassicTailoring, CountryMarketRules } from './types.ts';

const ACCOUNT_DIGITS = { min: 6, max: 19 };

export const vn: CountryMarketRules = {
  validation: { postcode: SIX_DIGITS },
  postcodeFill: 'none',
  identifiers: {
    iban: domesticAccountRule(ACCOUNT_DIGITS),
    personalCode: {
      kind: 'cccd',
      format: /^\d{12}$/,
      validate: validateCccd,
      checkApplicant: checkCccdAgainstApplicant,
    },
  },
};

/** The country asks the generic classic form as it is. */
export const classicForm: ClassicTailoring = {};
