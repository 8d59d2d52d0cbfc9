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
      // "between 10 and 10 digits" reads badly: an exact count has its own wording (`<key>_exact`), if written.
      const exact = params !== undefined && params.min !== undefined && params.min === params.max;
      const options = {
        ...params,
        ns: 'validation',
        keySeparator: false as const,
        ...(exact ? { context: 'exact' } : {}),
      };
      return i18n.exists(key, options) ? t(key, options) : key;
    },
    [t, i18n],
  );
}
