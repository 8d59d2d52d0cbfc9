import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Brand } from '#markets/brand-schema.ts';
import { countryProfileIn, type CountryProfile } from '#markets/countries.ts';
import { brandForVariant } from '#markets/page-data.ts';
import type { E2eTarget } from '../targets.ts';

export interface ProjectMarket {
  brand: Brand;
  country: CountryProfile;
  /** The common namespace of the build's locale, as shipped in public/locales. */
  texts: { errors: { generic: string }; notFound: { title: string }; shell: { needsJavaScript: string } };
  /** The outcome pages' headings in the build's locale (its outcomes namespace), a placeholder matching any text. */
  outcomeTitles: Record<'offer' | 'rejected' | 'thankYou' | 'redirected', RegExp>;
}

/** A translated text as a pattern of the whole text: its {{placeholders}} stand for any text. */
const wholeText = (text: string) =>
  new RegExp(
    `^${text
      .split(/\{\{[^}]*\}\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+')}$`,
  );

const localeFile = (locale: string, namespace: string): unknown =>
  JSON.parse(
    readFileSync(resolve(import.meta.dirname, '../../public/locales', locale, `${namespace}.json`), 'utf8'),
  );

/** A build's market: its country, its product and, when it is not the country's own, its language. */
export type MarketBuild = Pick<E2eTarget, 'country' | 'product' | 'locale'>;

/** The brand (with the variant's page texts) and country of a build (an e2e target: e2e/targets.ts). */
export function marketOfBuild({ country, product, locale }: MarketBuild): ProjectMarket {
  // The build's language: the country's own, or another of its languages (e2e/targets.ts, ph-vayra-en).
  const profile = countryProfileIn(country, locale);
  // The shipped locale files, read for the few texts the tests name (the locale test keeps their shape in every locale).
  const texts = localeFile(profile.locale, 'common') as ProjectMarket['texts'];
  // The outcomes namespace has a title under each outcome in every locale (scripts/locale-completeness.test.ts).
  const outcomes = localeFile(profile.locale, 'outcomes') as Record<
    keyof ProjectMarket['outcomeTitles'],
    { title: string }
  >;
  const outcomeTitles = {
    offer: wholeText(outcomes.offer.title),
    rejected: wholeText(outcomes.rejected.title),
    thankYou: wholeText(outcomes.thankYou.title),
    redirected: wholeText(outcomes.redirected.title),
  };
  // The brand as this variant's build shows it: its page texts in the country's language (src/markets/page-data.ts).
  return { brand: brandForVariant({ product, country, locale }), country: profile, texts, outcomeTitles };
}
