import { useCallback } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { logger } from '../lib/logger.ts';
import { decodeMessage } from './encoded-message.ts';

/** A dotted camelCase name ("validation.phone.tooShort"): a key, never a sentence an applicant should read. */
const KEY_SHAPE = /^[a-z][A-Za-z]*(\.[A-Za-z_]+)+$/;

/** The generic message shown instead of a key no locale writes. */
export const FALLBACK_KEY = 'validation.invalid';

// Each missing key is logged once per page load: a form re-renders its errors on every keystroke.
const reported = new Set<string>();

function reportMissing(key: string): void {
  if (reported.has(key)) return;
  reported.add(key);
  // The key names a rule, not what was typed: no personal data in the log.
  logger.warn('Missing validation message', key);
}

/**
 * Turns a field message into text: a validator's key (with params) from the `validation` namespace, or a server's
 * message, which may be such a key or text to show as it came. Keys are flat ("validation.required" and
 * "validation.required.accept" both exist), so they are looked up without splitting on dots. A key no locale
 * writes (a server's new rule) shows the generic message, never the key itself.
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
      if (i18n.exists(key, options)) return t(key, options);
      if (!KEY_SHAPE.test(key)) return key;
      reportMissing(key);
      return t(FALLBACK_KEY, { ns: 'validation', keySeparator: false });
    },
    [t, i18n],
  );
}
