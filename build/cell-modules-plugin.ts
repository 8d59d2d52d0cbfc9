/**
 * The modules a cell's build holds for its variant only (issue 16, item 3; ADR 0019):
 * - `virtual:application-page`: the loaders of the variant's application page kind and its brand's stylesheet, and
 *   no other (each is a lazy chunk; the others are not in the build at all);
 * - `virtual:country-markets`: the built country's market (its profile as `virtual:market` bakes it, its validation
 *   data, identifiers and their validators, postcode fill and classic form tailoring from
 *   src/markets/country-markets/<country>.ts), and no other country's.
 * Without a cell (the unit tests) both hold everything, as build/phone-metadata-plugin.ts does for phone metadata.
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { BuildTarget } from './build-target.ts';

export type CellModulesTarget = Pick<BuildTarget, 'country' | 'product' | 'variant'>;

const ROOT = resolve(import.meta.dirname, '..');
const MODULES = ['virtual:application-page', 'virtual:country-markets'] as const;

const source = (path: string) => JSON.stringify(resolve(ROOT, path));

/** The source of each virtual module for a cell, or for every cell without one. */
export function cellModuleSource(id: (typeof MODULES)[number], target?: CellModulesTarget): string {
  if (id === 'virtual:country-markets') {
    if (!target)
      return [
        `export { ALL_COUNTRY_MARKETS as COUNTRY_MARKETS, ALL_CLASSIC_FORMS as CLASSIC_FORMS }`,
        `  from ${source('src/markets/country-markets/all.ts')};`,
      ].join('\n');
    const { country } = target;
    // The profile is the one `virtual:market` already bakes for the first screen: taken from there, not written twice.
    return [
      `import { market } from 'virtual:market';`,
      `import { ${country} as rules, classicForm } from ${source(`src/markets/country-markets/${country}.ts`)};`,
      `export const COUNTRY_MARKETS = { ${country}: { profile: market.country, ...rules } };`,
      // Its own export: a dynamic page never imports it, so its build drops it.
      `export const CLASSIC_FORMS = { ${country}: classicForm };`,
    ].join('\n');
  }
  // The keys are what src/app/load-application-page.ts looks a loader up by (the file's name at the end).
  if (!target) {
    return [
      `export const applicationPageSources = {`,
      `  pages: import.meta.glob('/src/app/application/*-application-page.tsx'),`,
      `  styles: import.meta.glob('/src/markets/brands/*/styles.css'),`,
      `};`,
    ].join('\n');
  }
  const page = `src/app/application/${target.variant.applicationPage}-application-page.tsx`;
  const styles = `src/markets/brands/${target.product}/styles.css`;
  return [
    `export const applicationPageSources = {`,
    `  pages: { ${JSON.stringify(`/${page}`)}: () => import(${source(page)}) },`,
    `  styles: { ${JSON.stringify(`/${styles}`)}: () => import(${source(styles)}) },`,
    `};`,
  ].join('\n');
}

export function cellModulesPlugin(target?: CellModulesTarget): Plugin {
  return {
    name: 'loan-cell-modules',
    resolveId(id) {
      return MODULES.find((known) => known === id) ? `\0${id}` : undefined;
    },
    load(id) {
      const known = MODULES.find((candidate) => `\0${candidate}` === id);
      return known ? cellModuleSource(known, target) : undefined;
    },
  };
}
