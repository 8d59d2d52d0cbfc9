/**
 * What the identity screens share: their message namespace, zod checks built on the identifier validators of
 * src/shared/lib/identifiers (their failure reasons are the `identifiers.<kind>.<reason>` keys of validation.json),
 * and the translation of server refusals that come as plain English text (the contract's messages) into this
 * screen's own words, so a Spanish or Polish page never shows an English sentence at a field.
 */
import { z } from 'zod';
import type { FieldError } from '#shared/api/api-error.ts';
import type { ValidationResult } from '#shared/lib/identifiers/index.ts';

export const IDENTITY_NAMESPACE = 'after-offer-identity';

/** A required text field checked by an identifier validator; the message is the validator's reason as a key. */
export function identifierField(kind: string, validate: (value: string) => ValidationResult<string>) {
  return z
    .string()
    .trim()
    .min(1, 'validation.required')
    .superRefine((value, context) => {
      const result = validate(value);
      if (!result.valid)
        context.addIssue({ code: 'custom', message: `identifiers.${kind}.${result.reason}` });
    });
}

/** Names as the contract takes them: letters, then letters, marks, spaces, apostrophes and hyphens. */
export const NAME_PATTERN = /^[\p{L}][\p{L}\p{M} '-]*$/u;

/** A message key (`identifiers.cnp.checkDigit`, `cnp.errors.refused`) rather than a sentence. */
const isMessageKey = (message: string) => /^[A-Za-z][\w-]*(\.[\w-]+)+$/.test(message);

/**
 * Server field errors with the sentences replaced by the field's fallback key (keys pass through: they are
 * already translated by the step's messages). Errors of fields without a fallback are left as they came.
 */
export function localizeServerErrors(
  errors: readonly FieldError[],
  fallbacks: Readonly<Record<string, string>>,
): FieldError[] {
  return errors.map((error) => {
    const fallback = fallbacks[error.fieldName];
    return fallback && !isMessageKey(error.message) ? { ...error, message: fallback } : error;
  });
}
