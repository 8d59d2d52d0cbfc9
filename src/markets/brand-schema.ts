/**
 * What a brand is (brands.ts holds the nine): its page data and its theme, checked when a build starts, and the theme
 * as the CSS custom properties the first paint is drawn with.
 */
import { z } from 'zod';
import { lazySchema } from '#contract/lazy-schema.ts';
import { PRODUCTS } from './matrix.ts';

const hexColour = lazySchema(() => z.string().regex(/^#[0-9a-f]{6}$/i, 'a colour is #rrggbb'));

export const brandThemeSchema = lazySchema(() =>
  z.object({
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
  }),
);

export const brandSchema = lazySchema(() =>
  z.object({
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
  }),
);

export type Brand = z.infer<typeof brandSchema>;
export type BrandTheme = z.infer<typeof brandThemeSchema>;

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
