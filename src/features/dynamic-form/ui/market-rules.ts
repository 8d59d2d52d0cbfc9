/** The build's rules: its country's, for its variant's loan product (`market.loan`). */
import { countryRules } from '#markets/country-validation.ts';
import { market } from '#markets/market.ts';

export const MARKET_RULES = countryRules(market.target.country, market.loan);
