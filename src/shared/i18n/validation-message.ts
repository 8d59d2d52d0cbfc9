/** Validation messages are i18n keys with parameters, never English text: the screens translate them. */
import type * as z from 'zod/mini';

export type MessageParams = Record<string, string | number>;

export interface ValidationMessage {
  key: string;
  params?: MessageParams;
}

export const message = (key: string, params?: MessageParams): ValidationMessage =>
  params === undefined ? { key } : { key, params };

/** Reads the message back from a zod issue raised by a field validator (see field-validator.ts). */
export function issueMessage(issue: z.core.$ZodIssue): ValidationMessage {
  if (issue.code === 'custom') {
    // zod types a custom issue's params as any values; ours carry a ValidationMessage's (field-validator.ts).
    return message(issue.message, issue.params as MessageParams | undefined);
  }
  // Not raised by our validators (they add only custom issues); a generic key keeps the screen honest.
  return message('validation.invalid');
}
