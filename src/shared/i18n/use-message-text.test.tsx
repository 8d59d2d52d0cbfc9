/** What an applicant reads for a field message: a known key in their language, a server's sentence as it came, never a key. */
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nProvider } from '#shared/i18n/i18n-provider.tsx';
import type { Locale } from '#markets/matrix.ts';
import { captureLogs } from '../api/testing/log-capture.ts';
import { createTestI18n } from '#test/i18n.ts';
import { encodeMessage } from './encoded-message.ts';
import { useMessageText } from './use-message-text.ts';

function textIn(locale: Locale) {
  const i18n = createTestI18n(locale);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>{children}</I18nProvider>
  );
  return renderHook(() => useMessageText(), { wrapper }).result.current;
}

describe('useMessageText', () => {
  it('translates a known key with its params', () => {
    const text = textIn('mx');
    expect(text('validation.required')).toBe('Llena este campo para continuar.');
    expect(text(encodeMessage({ key: 'validation.maxLength', params: { max: 20 } }))).toContain('20');
  });

  it.each<Locale>(['en', 'mx', 'de'])(
    'shows the generic message in %s for a key no locale writes, and logs the key once',
    (locale) => {
      const logs = captureLogs();
      const text = textIn(locale);
      const generic = text('validation.invalid');
      const missing = `validation.server.newRule${locale}`;
      expect(text(missing)).toBe(generic);
      expect(text(encodeMessage({ key: missing, params: { min: 3 } }))).toBe(generic);
      expect(text(missing)).not.toContain('validation.');
      expect(logs).toEqual([{ level: 'warn', message: 'Missing validation message', details: missing }]);
    },
  );

  it.each([['identifiers.curp.unknownCheck'], ['errors.somethingNew'], ['validation.phone.SOMETHING_ELSE']])(
    'never shows the key %j on screen',
    (key) => {
      captureLogs();
      const text = textIn('pl');
      expect(text(key)).toBe(text('validation.invalid'));
    },
  );

  it.each([
    ['The bank refused this account number.'],
    ['Número de cuenta no válido'],
    ['Try again later'],
    ['500'],
  ])('shows a server sentence %j as it came', (sentence) => {
    const logs = captureLogs();
    expect(textIn('es')(sentence)).toBe(sentence);
    expect(logs).toEqual([]);
  });
});
