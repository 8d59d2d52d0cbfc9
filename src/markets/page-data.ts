/**
 * Page data per page variant (spec section 3, "Page data per product"; issue 19 item 6): the title, description,
 * keywords and footer text of a build in its country's language. A brand writes its text once, in one language
 * (BRAND_TEXT_LANGUAGE); a variant in a country that speaks another language has its own text here, written as a
 * native speaker of that country would write it. Any field a variant leaves out falls back to the brand's.
 */
import { z } from 'zod';
import { lazySchema } from '#contract/lazy-schema.ts';
import type { Brand } from './brand-schema.ts';
import { BRANDS } from './brands.ts';
import { COUNTRY_PROFILES } from './countries.ts';
import { LANGUAGE_TAGS, type Country, type Locale, type Product } from './matrix.ts';

/** The primary language subtag (BCP 47) of each brand's own page data in brands.ts. */
export const BRAND_TEXT_LANGUAGE: Record<Product, string> = {
  prestaluz: 'es',
  monedia: 'es',
  kredyto: 'en',
  finvela: 'en',
  crecia: 'es',
  zlotek: 'pl',
  vayra: 'en',
  solvenda: 'es',
  lunaro: 'es',
};

export const pageTextSchema = lazySchema(() =>
  z.object({
    pageTitle: z.string().min(1).max(70),
    metaDescription: z.string().min(1).max(160),
    metaKeywords: z.string().min(1),
    footerText: z.string().min(1).optional(),
  }),
);
export type PageText = z.infer<typeof pageTextSchema>;

type VariantKey = `${Product}-${Country}`;

/** The text of the variants whose country speaks another language than their brand's text, by `<product>-<country>`. */
export const VARIANT_PAGE_TEXT: Partial<Record<VariantKey, PageText>> = {
  'kredyto-pl': {
    pageTitle: 'Kredyto | Pożyczki online w kilka minut',
    metaDescription: 'Kredyto: przejrzysty wniosek o pożyczkę online i decyzja w kilka minut.',
    metaKeywords: 'pożyczka, pożyczka online, Kredyto, kredyt gotówkowy',
  },
  'kredyto-ro': {
    pageTitle: 'Kredyto | Credite online în câteva minute',
    metaDescription: 'Kredyto: o cerere de credit online clară și un răspuns în câteva minute.',
    metaKeywords: 'credit, credit online, Kredyto, împrumut rapid',
  },
  'kredyto-es': {
    pageTitle: 'Kredyto | Préstamos online en minutos',
    metaDescription: 'Kredyto: una solicitud de préstamo online sencilla y una respuesta en minutos.',
    metaKeywords: 'préstamo, préstamo online, Kredyto, crédito rápido',
  },
  'finvela-de': {
    pageTitle: 'Finvela | Faire Verbraucherkredite',
    metaDescription: 'Finvela bietet transparente Verbraucherkredite mit einem schnellen Online-Antrag.',
    metaKeywords: 'Verbraucherkredit, Ratenkredit, Online-Kredit, Finvela',
    footerText: 'Finvela Finanzierung',
  },
  'finvela-es': {
    pageTitle: 'Finvela | Crédito al consumo justo',
    metaDescription: 'Finvela ofrece préstamos al consumo transparentes con una solicitud online rápida.',
    metaKeywords: 'crédito al consumo, préstamo personal, crédito online, Finvela',
    footerText: 'Finvela Finanzas',
  },
  'vayra-vn': {
    pageTitle: 'Vayra | Vay tiêu dùng trực tuyến',
    metaDescription: 'Vayra: đăng ký khoản vay cá nhân trực tuyến ngay trên điện thoại chỉ trong vài phút.',
    metaKeywords: 'vay tiêu dùng, vay trực tuyến, vay tiền nhanh, Vayra',
    footerText: 'Vayra Tài chính',
  },
  'vayra-ph': {
    pageTitle: 'Vayra | Personal na pautang online',
    metaDescription:
      'Vayra: mag-apply ng personal na pautang online gamit ang iyong telepono sa loob ng ilang minuto.',
    metaKeywords: 'personal na pautang, pautang online, cash loan, Vayra',
    footerText: 'Vayra Pautang',
  },
};

/** The primary language subtag of a country's locale (es-MX -> es, fil-PH -> fil). */
export function countryLanguage(country: Country): string {
  return LANGUAGE_TAGS[COUNTRY_PROFILES[country].locale].split('-')[0] ?? '';
}

/**
 * The brand of a build with its variant's page text over the brand's own. The variant's text is in the country's
 * language: a build in another of its languages (`locale`, countries.ts otherLanguages) keeps the brand's own text.
 */
export function brandForVariant(target: {
  product: Product;
  country: Country;
  locale?: Locale | undefined;
}): Brand {
  const brand = BRANDS[target.product];
  const text = target.locale ? undefined : VARIANT_PAGE_TEXT[`${target.product}-${target.country}`];
  return text ? { ...brand, ...text } : brand;
}
