/**
 * The nine fictional brands as data: page data (spec section 3, "Page data per product") and the theme.
 * Logos, favicon and the brand stylesheet live in brands/<product>/ by file-name convention, so that the
 * build pulls in the assets of its own brand only.
 */
import { z } from 'zod';
import { PRODUCTS, type Product } from './matrix.ts';

const hexColour = z.string().regex(/^#[0-9a-f]{6}$/i, 'a colour is #rrggbb');

export const brandThemeSchema = z.object({
  /** Buttons, links and the header band: white text must reach 4.5:1 on it. */
  primary: hexColour,
  primaryContrast: hexColour,
  /** Highlights that carry no text. */
  accent: hexColour,
  surface: hexColour,
  text: hexColour,
  /** Neutral colour for the spinner on continue paths and for borders. */
  neutral: hexColour,
  radius: z.string().regex(/^\d+px$/),
  fontFamily: z.string().min(1),
});

export const brandSchema = z.object({
  product: z.enum(PRODUCTS),
  name: z.string().min(1),
  pageTitle: z.string().min(1),
  metaDescription: z.string().min(1),
  metaKeywords: z.string().min(1),
  footerText: z.string().min(1).optional(),
  layoutClassName: z.string().regex(/^[a-z][a-z0-9-]*$/),
  mainClassName: z.string().regex(/^[a-z][a-z0-9-]*$/),
  /** The site the logos link to ("the site root"). */
  siteUrl: z.string().min(1),
  theme: brandThemeSchema,
});

export type Brand = z.infer<typeof brandSchema>;
export type BrandTheme = z.infer<typeof brandThemeSchema>;

const systemFont = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const BRANDS: Record<Product, Brand> = {
  prestaluz: {
    product: 'prestaluz',
    name: 'Prestaluz',
    pageTitle: 'Prestaluz | Préstamos en línea rápidos y claros',
    metaDescription:
      'Solicita tu préstamo personal en línea con Prestaluz: respuesta en minutos y sin papeleo.',
    metaKeywords: 'préstamo en línea, préstamo personal, crédito rápido, Prestaluz',
    footerText: 'Prestaluz Servicios Financieros',
    layoutClassName: 'layout-prestaluz',
    mainClassName: 'main-prestaluz',
    siteUrl: '/',
    theme: {
      primary: '#0a5c4a',
      primaryContrast: '#ffffff',
      accent: '#f2b705',
      surface: '#f5faf8',
      text: '#1b2421',
      neutral: '#5f6b67',
      radius: '12px',
      fontFamily: systemFont,
    },
  },
  monedia: {
    product: 'monedia',
    name: 'Monedia',
    pageTitle: 'Monedia | Tu préstamo, simple',
    metaDescription: 'Monedia te ayuda a pedir un préstamo en pocos pasos, desde tu teléfono.',
    metaKeywords: 'préstamo, crédito personal, Monedia, préstamo online',
    footerText: 'Monedia Crédito',
    layoutClassName: 'layout-monedia',
    mainClassName: 'main-monedia',
    siteUrl: '/',
    theme: {
      primary: '#1f3a93',
      primaryContrast: '#ffffff',
      accent: '#ff8a3d',
      surface: '#f4f6fc',
      text: '#1a1f33',
      neutral: '#5c6275',
      radius: '8px',
      fontFamily: systemFont,
    },
  },
  kredyto: {
    product: 'kredyto',
    name: 'Kredyto',
    pageTitle: 'Kredyto | Online loans in minutes',
    metaDescription: 'Kredyto: a clear online loan application, a decision in minutes.',
    metaKeywords: 'loan, online loan, Kredyto, credit',
    layoutClassName: 'layout-kredyto',
    mainClassName: 'main-kredyto',
    siteUrl: '/',
    theme: {
      primary: '#7a1f3d',
      primaryContrast: '#ffffff',
      accent: '#e9b44c',
      surface: '#fbf6f7',
      text: '#2a1a20',
      neutral: '#6b5b61',
      radius: '6px',
      fontFamily: systemFont,
    },
  },
  finvela: {
    product: 'finvela',
    name: 'Finvela',
    pageTitle: 'Finvela | Fair consumer credit',
    metaDescription: 'Finvela offers transparent consumer loans with a fast online application.',
    metaKeywords: 'consumer loan, Finvela, online credit, Kredit',
    footerText: 'Finvela Finance',
    layoutClassName: 'layout-finvela',
    mainClassName: 'main-finvela',
    siteUrl: '/',
    theme: {
      primary: '#23395b',
      primaryContrast: '#ffffff',
      accent: '#8fc0a9',
      surface: '#f5f7fa',
      text: '#161c26',
      neutral: '#5a6270',
      radius: '4px',
      fontFamily: systemFont,
    },
  },
  crecia: {
    product: 'crecia',
    name: 'Crecia',
    pageTitle: 'Crecia | Créditos que crecen contigo',
    metaDescription: 'Crecia: préstamos personales en línea con una solicitud clara y segura.',
    metaKeywords: 'crédito, préstamo, Crecia, préstamo rápido',
    footerText: 'Crecia Financiera',
    layoutClassName: 'layout-crecia',
    mainClassName: 'main-crecia',
    siteUrl: '/',
    theme: {
      primary: '#6b2fa0',
      primaryContrast: '#ffffff',
      accent: '#35c2a1',
      surface: '#f8f5fc',
      text: '#221a2b',
      neutral: '#665d70',
      radius: '14px',
      fontFamily: systemFont,
    },
  },
  zlotek: {
    product: 'zlotek',
    name: 'Złotek',
    pageTitle: 'Złotek | Pożyczki online',
    metaDescription: 'Złotek: pożyczka online bez zbędnych formalności, decyzja w kilka minut.',
    metaKeywords: 'pożyczka, pożyczka online, Złotek, kredyt',
    layoutClassName: 'layout-zlotek',
    mainClassName: 'main-zlotek',
    siteUrl: '/',
    theme: {
      primary: '#8a4b00',
      primaryContrast: '#ffffff',
      accent: '#f4c542',
      surface: '#fdf9f3',
      text: '#2b2114',
      neutral: '#6d6356',
      radius: '10px',
      fontFamily: systemFont,
    },
  },
  vayra: {
    product: 'vayra',
    name: 'Vayra',
    pageTitle: 'Vayra | Personal loans online',
    metaDescription: 'Vayra: apply for a personal loan online from your phone in a few minutes.',
    metaKeywords: 'personal loan, online loan, Vayra, cash loan',
    footerText: 'Vayra Lending',
    layoutClassName: 'layout-vayra',
    mainClassName: 'main-vayra',
    siteUrl: '/',
    theme: {
      primary: '#005f73',
      primaryContrast: '#ffffff',
      accent: '#ee9b00',
      surface: '#f2f8f9',
      text: '#10252a',
      neutral: '#55686d',
      radius: '16px',
      fontFamily: systemFont,
    },
  },
  solvenda: {
    product: 'solvenda',
    name: 'Solvenda',
    pageTitle: 'Solvenda | Préstamos personales online',
    metaDescription: 'Solvenda: pide tu préstamo online en minutos, con condiciones claras.',
    metaKeywords: 'préstamo online, minicrédito, Solvenda, préstamo personal',
    layoutClassName: 'layout-solvenda',
    mainClassName: 'main-solvenda',
    siteUrl: '/',
    theme: {
      primary: '#b3261e',
      primaryContrast: '#ffffff',
      accent: '#ffd166',
      surface: '#fdf6f5',
      text: '#2a1614',
      neutral: '#6e5d5b',
      radius: '8px',
      fontFamily: systemFont,
    },
  },
  lunaro: {
    product: 'lunaro',
    name: 'Lunaro',
    pageTitle: 'Lunaro | Créditos online',
    metaDescription: 'Lunaro: créditos online con una solicitud sencilla y una respuesta rápida.',
    metaKeywords: 'crédito online, préstamo, Lunaro',
    footerText: 'Lunaro Créditos',
    layoutClassName: 'layout-lunaro',
    mainClassName: 'main-lunaro',
    siteUrl: '/',
    theme: {
      primary: '#3d4a5c',
      primaryContrast: '#ffffff',
      accent: '#9ad1d4',
      surface: '#f5f6f8',
      text: '#171b21',
      neutral: '#5f6673',
      radius: '20px',
      fontFamily: systemFont,
    },
  },
};

/** Validates every brand; called when a build starts. */
export function validateBrands(): void {
  for (const product of PRODUCTS) brandSchema.parse(BRANDS[product]);
}

/** The theme as CSS custom properties, inlined into index.html so the first paint is on-brand. */
export function themeToCss(theme: BrandTheme): string {
  return (
    ':root{' +
    `--color-primary:${theme.primary};` +
    `--color-primary-contrast:${theme.primaryContrast};` +
    `--color-accent:${theme.accent};` +
    `--color-surface:${theme.surface};` +
    `--color-text:${theme.text};` +
    `--color-neutral:${theme.neutral};` +
    `--radius:${theme.radius};` +
    `--font-family:${theme.fontFamily};` +
    '}'
  );
}
