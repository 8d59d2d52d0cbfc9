import { weightedDigitSum } from './checksum.ts';
import { buildIban, validateIban, type IbanFailure } from './iban.ts';
import { invalid, type ValidationResult } from './result.ts';

/** Spain: ES IBAN, whose BBAN is the old CCC: bank 4, branch 4, two national check digits, account 10. */

export type SpanishIbanFailure = IbanFailure | 'nationalCheckDigit';

export type SpanishIbanResult = ValidationResult<
  SpanishIbanFailure,
  { bankCode: string; branchCode: string; nationalCheckDigits: string; accountNumber: string }
>;

const CCC_WEIGHTS = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];

function cccDigit(tenDigits: string): string {
  const digit = 11 - (weightedDigitSum(tenDigits, CCC_WEIGHTS) % 11);
  return String(digit === 11 ? 0 : digit === 10 ? 1 : digit);
}

/** First digit guards "00" + bank + branch, second the account number. */
export function spanishNationalCheckDigits(
  bankCode: string,
  branchCode: string,
  accountNumber: string,
): string {
  return cccDigit(`00${bankCode}${branchCode}`) + cccDigit(accountNumber);
}

// Every ES IBAN was derived from a CCC that passed these digits, so a mismatch means a mistyped IBAN whose
// mod 97 happened to survive (or a made-up one).
export function validateSpanishIban(input: string | null | undefined): SpanishIbanResult {
  const result = validateIban(input);
  if (!result.valid) return result;
  if (result.countryCode !== 'ES') return invalid('country');
  const { bban } = result;
  const [bankCode, branchCode, nationalCheckDigits, accountNumber] = [
    bban.slice(0, 4),
    bban.slice(4, 8),
    bban.slice(8, 10),
    bban.slice(10),
  ];
  if (spanishNationalCheckDigits(bankCode, branchCode, accountNumber) !== nationalCheckDigits) {
    return invalid('nationalCheckDigit');
  }
  return { valid: true, value: result.value, bankCode, branchCode, nationalCheckDigits, accountNumber };
}

export function buildSpanishIban(bankCode: string, branchCode: string, accountNumber: string): string {
  const national = spanishNationalCheckDigits(bankCode, branchCode, accountNumber);
  return buildIban('ES', bankCode + branchCode + national + accountNumber);
}
