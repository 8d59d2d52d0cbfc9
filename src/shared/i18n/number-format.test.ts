/**
 * `{{value, number}}` as the page writes its numbers (docs/adr/0030): the build's own locale from its number style,
 * with no Intl.NumberFormat built; a format that asks Intl for options, from Intl.
 */
import { Translator } from './translator.ts';

const TEXTS = {
  min: 'Escribe un valor de {{min, number}} o más.',
  cents: 'Son {{value, number(minimumFractionDigits: 2)}}.',
};

const mexican = () =>
  new Translator({
    language: 'es-MX',
    defaultNamespace: 'validation',
    resources: { 'es-MX': { validation: TEXTS } },
  });

describe('the number format of texts', () => {
  it('writes the build locale from its style, building no Intl.NumberFormat', () => {
    const texts = mexican();
    const built = vi.spyOn(Intl, 'NumberFormat');
    expect(texts.t('min', { min: 150000 })).toBe('Escribe un valor de 150,000 o más.');
    expect(texts.t('min', { min: 1234.5 })).toBe('Escribe un valor de 1,234.5 o más.');
    expect(built).not.toHaveBeenCalled();
  });

  it('asks Intl for a format with options', () => {
    expect(mexican().t('cents', { value: 5 })).toBe(
      `Son ${new Intl.NumberFormat('es-MX', { minimumFractionDigits: 2 }).format(5)}.`,
    );
  });
});
