import fc from 'fast-check';
import { createI18nFromResources } from '#test/i18n-instance.ts';
import { formatDeadline } from '../lib/dates.ts';
import { withOneFullStop } from './sentence-end.ts';

describe('one full stop at a sentence end', () => {
  it.each([
    [
      'Válida hasta el 28 de noviembre de 2026, 10:59 a.m..',
      'Válida hasta el 28 de noviembre de 2026, 10:59 a.m.',
    ],
    ['Válida hasta las 10:59 p. m.. Después caduca.', 'Válida hasta las 10:59 p. m. Después caduca.'],
    ['Cargando...', 'Cargando...'],
    ['Espera… luego.', 'Espera… luego.'],
    ['Versión 2..3', 'Versión 2..3'],
    ['', ''],
  ])('%j', (text, expected) => {
    expect(withOneFullStop(text)).toBe(expected);
  });

  it('changes nothing in a text without a doubled full stop after a letter, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const once = withOneFullStop(text);
        expect(withOneFullStop(once)).toBe(once);
        if (!/\p{L}\.\.(?!\.)/u.test(text)) expect(once).toBe(text);
      }),
    );
  });

  it('applies to every text the app translates: a Mexican deadline at the end of a sentence', () => {
    const i18n = createI18nFromResources(
      { 'es-MX': { outcomes: { expires: 'Esta oferta es válida hasta el {{date}}.' } } },
      'mx',
    );
    const date = formatDeadline(new Date(2026, 10, 28, 10, 59), 'es-MX');
    expect(date).toMatch(/a\.\s?m\.$/);
    const sentence = i18n.t('expires', { ns: 'outcomes', date });
    expect(sentence).toBe(`Esta oferta es válida hasta el ${date}`);
    expect(sentence).not.toMatch(/\.\.$/);
  });
});
