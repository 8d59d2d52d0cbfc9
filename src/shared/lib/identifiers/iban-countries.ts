/**
 * IBAN length per country (ISO 13616 registry) for the SEPA countries applicants' accounts come from.
 * Mexico, Colombia, Vietnam and the Philippines have no IBAN (Mexico uses the CLABE).
 */
// prettier-ignore
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AT: 20, BE: 16, BG: 22, CH: 21, CY: 28, CZ: 24, DE: 22, DK: 18, EE: 20, ES: 24, FI: 18, FR: 27, GB: 22,
  GR: 27, HR: 21, HU: 28, IE: 22, IT: 27, LI: 21, LT: 20, LU: 20, LV: 21, MT: 31, NL: 18, NO: 15, PL: 28,
  PT: 25, RO: 24, SE: 24, SI: 19, SK: 24,
};

/** National account layout (BBAN) for the markets we serve; other countries get length and mod 97 only. */
export const BBAN_PATTERNS: Readonly<Record<string, RegExp>> = {
  DE: /^\d{18}$/, // bank code 8 + account 10
  ES: /^\d{20}$/, // bank 4 + branch 4 + national check 2 + account 10
  PL: /^\d{24}$/, // bank/branch 8 (with its own check) + account 16
  RO: /^[A-Z]{4}[0-9A-Z]{16}$/, // bank 4 letters + account 16
};
