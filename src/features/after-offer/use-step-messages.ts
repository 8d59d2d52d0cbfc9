/**
 * Message keys to text on an after-offer step. A message is a key with optional params (encoded as the dynamic
 * form encodes them): `validation.*` and `identifiers.*` keys come from the shared `validation` namespace, any
 * other key from the step's own namespace; a server message that is no key is shown as it came.
 */
import { useCallback } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { decodeMessage, encodeMessage } from '#shared/i18n/encoded-message.ts';
import { useMessageText } from '#shared/i18n/use-message-text.ts';

export type MessageText = (message: string) => string;

/** A message with params, for zod schemas: `z.string().length(6, withParams('errors.length', { length: 6 }))`. */
export const withParams = (key: string, params: Record<string, string | number>) =>
  encodeMessage({ key, params });

export function useStepMessages(namespace: string): MessageText {
  const { t, i18n } = useTranslation(namespace);
  const validationText = useMessageText();
  return useCallback(
    (message: string) => {
      const { key, params } = decodeMessage(message);
      if (key.startsWith('validation.') || key.startsWith('identifiers.')) return validationText(message);
      return i18n.exists(key, { ns: namespace }) ? t(key, { ...params }) : validationText(message);
    },
    [t, i18n, namespace, validationText],
  );
}
