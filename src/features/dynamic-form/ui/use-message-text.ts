import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { decodeMessage } from './encoded-message.ts';

/**
 * Turns a field message into text: a validator's key (with params) from the `validation` namespace, or a server's
 * message, which may be such a key or text to show as it came. Keys are flat ("validation.required" and
 * "validation.required.accept" both exist), so they are looked up without splitting on dots.
 */
export function useMessageText(): (message: string) => string {
  const { t, i18n } = useTranslation('validation');
  return useCallback(
    (message: string) => {
      const { key, params } = decodeMessage(message);
      const options = { ...params, ns: 'validation', keySeparator: false as const };
      return i18n.exists(key, options) ? t(key, options) : key;
    },
    [t, i18n],
  );
}
