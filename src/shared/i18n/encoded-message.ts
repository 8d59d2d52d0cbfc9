/**
 * zodResolver hands react-hook-form only an issue's message string, not its params, so a field's validation message
 * travels as one string: the i18n key alone, or `{"key":...,"params":{...}}` when it has parameters.
 * decodeMessage also accepts a server's message, which is either an i18n key or plain text.
 */
import type { ValidationMessage } from './validation-message.ts';

export function encodeMessage({ key, params }: ValidationMessage): string {
  return params === undefined ? key : JSON.stringify({ key, params });
}

function isMessage(value: unknown): value is ValidationMessage {
  if (typeof value !== 'object' || value === null) return false;
  const key = 'key' in value ? value.key : undefined;
  const params = 'params' in value ? value.params : undefined;
  return typeof key === 'string' && (params === undefined || (typeof params === 'object' && params !== null));
}

export function decodeMessage(text: string): ValidationMessage {
  if (!text.startsWith('{')) return { key: text };
  try {
    const parsed: unknown = JSON.parse(text);
    return isMessage(parsed) ? parsed : { key: text };
  } catch {
    return { key: text };
  }
}
