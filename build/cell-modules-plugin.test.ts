// @vitest-environment node
import type { Plugin } from 'vite';
import { APPLICATION_PAGES, COUNTRIES, PAGE_VARIANTS, PRODUCTS } from '#markets/matrix.ts';
import { cellModulesPlugin } from './cell-modules-plugin.ts';

/** The module the plugin serves for an id, through its resolveId and load hooks (plain functions here). */
function served(plugin: Plugin, id: string): string | undefined {
  const { resolveId, load } = plugin;
  if (typeof resolveId !== 'function' || typeof load !== 'function')
    throw new Error('hooks are not functions');
  // The hooks read nothing from Rollup's plugin context; they are called without one.
  const resolved: unknown = Reflect.apply(resolveId, undefined, [id, undefined, {}]);
  if (typeof resolved !== 'string') return undefined;
  const code: unknown = Reflect.apply(load, undefined, [resolved]);
  return typeof code === 'string' ? code : undefined;
}

/** The module paths a served module imports (statically or lazily). */
const importsOf = (code: string) =>
  [...code.matchAll(/(?:from|import\()\s*"([^"]+)"/g)].map((match) => match[1]);

describe.each(PAGE_VARIANTS)('the build of $country/$product', (variant) => {
  const plugin = cellModulesPlugin({ country: variant.country, product: variant.product, variant });

  it('holds its own page kind and brand stylesheet, and no other', () => {
    const code = served(plugin, 'virtual:application-page') ?? '';
    expect(importsOf(code)).toEqual([
      expect.stringMatching(
        new RegExp(`/src/app/application/${variant.applicationPage}-application-page\\.tsx$`),
      ),
      expect.stringMatching(new RegExp(`/src/markets/brands/${variant.product}/styles\\.css$`)),
    ]);
    expect(code).not.toContain('import.meta.glob');
    for (const page of APPLICATION_PAGES.filter((kind) => kind !== variant.applicationPage)) {
      expect(code).not.toContain(`${page}-application-page`);
    }
    for (const product of PRODUCTS.filter((other) => other !== variant.product)) {
      expect(code).not.toContain(`/brands/${product}/`);
    }
  });

  it('holds its own country’s market, and no other', () => {
    const code = served(plugin, 'virtual:country-markets') ?? '';
    expect(importsOf(code)).toEqual([
      expect.stringMatching(new RegExp(`/src/markets/country-markets/${variant.country}\\.ts$`)),
    ]);
    expect(code).toContain(`export const COUNTRY_MARKETS = { ${variant.country}: { profile: market.country,`);
    expect(code).toContain(`export const CLASSIC_FORMS = { ${variant.country}: classicForm };`);
    for (const country of COUNTRIES.filter((other) => other !== variant.country)) {
      expect(code).not.toContain(`country-markets/${country}.ts`);
    }
  });
});

describe('without a cell (the unit tests)', () => {
  const plugin = cellModulesPlugin();

  it('serves every page kind and brand stylesheet', () => {
    const code = served(plugin, 'virtual:application-page') ?? '';
    expect(code).toContain(`import.meta.glob('/src/app/application/*-application-page.tsx')`);
    expect(code).toContain(`import.meta.glob('/src/markets/brands/*/styles.css')`);
  });

  it('serves every country’s market', () => {
    expect(importsOf(served(plugin, 'virtual:country-markets') ?? '')).toEqual([
      expect.stringMatching(/\/src\/markets\/country-markets\/all\.ts$/),
    ]);
  });

  it('leaves other modules alone', () => {
    expect(served(plugin, 'virtual:market')).toBeUndefined();
  });
});
