/** Shared result shapes: every validator names the rule that failed so forms can pick a message. */

export type Sex = 'female' | 'male';

export type Invalid<Reason extends string> = { readonly valid: false; readonly reason: Reason };

export type Valid<Decoded extends object> = {
  readonly valid: true;
  readonly value: string;
} & Readonly<Decoded>;

export type ValidationResult<Reason extends string, Decoded extends object = object> =
  Valid<Decoded> | Invalid<Reason>;

export function invalid<Reason extends string>(reason: Reason): Invalid<Reason> {
  return { valid: false, reason };
}

/** What the applicant typed elsewhere in the form, to cross-check against an identifier. */
export type ApplicantFacts = { readonly birthDate: string; readonly sex: Sex };

export type ApplicantCheck<Mismatch extends string> =
  { readonly consistent: true } | { readonly consistent: false; readonly mismatches: readonly Mismatch[] };

export function applicantCheck<Mismatch extends string>(mismatches: Mismatch[]): ApplicantCheck<Mismatch> {
  return mismatches.length === 0 ? { consistent: true } : { consistent: false, mismatches };
}
