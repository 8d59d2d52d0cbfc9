/**
 * i18next's `{{value, number}}` as the page writes its numbers (docs/adr/0030): the build's own locale from its
 * number style, with no Intl.NumberFormat built; a format that asks Intl for options, and another locale, from Intl.
 */
import i18next from 'i18next';
import { initI18n } from './i18n.ts';
import { buildI18nOptions } from './options.ts';

const TEXTS = {
  validation: {
    min: 'Escribe un valor de {{min, number}} o más.',
    cents: 'Son {{value, number(minimumFractionDigits: 2)}}.',
  },
};

async function mexicanInstance() {
  const options = buildI18nOptions(
    { locale: 'mx', localePathTemplate: '/locales/{lng}/{ns}.json', basePath: '/', isDevelopment: false },
    { common: TEXTS },
  );
  const instance = i18next.createInstance();
  await initI18n(instance, options);
  return instance;
}

describe("i18next's number format", () => {
  it('writes the build locale from its style, building no Intl.NumberFormat', async () => {
    const instance = await mexicanInstance();
    const built = vi.spyOn(Intl, 'NumberFormat');
    expect(instance.t('validation.min', { min: 150000 })).toBe('Escribe un valor de 150,000 o más.');
    expect(instance.t('validation.min', { min: 1234.5 })).toBe('Escribe un valor de 1,234.5 o más.');
    expect(built).not.toHaveBeenCalled();
  });

  it('asks Intl for a format with options, as i18next would', async () => {
    const instance = await mexicanInstance();
    expect(instance.t('validation.cents', { value: 5 })).toBe(
      `Son ${new Intl.NumberFormat('es-MX', { minimumFractionDigits: 2 }).format(5)}.`,
    );
  });
});
