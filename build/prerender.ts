/**
 * Prerenders a cell's first step (issue 16, docs/adr/0021): builds src/app/prerender/render-first-screen.tsx for
 * Node with the cell's own Vite config (its market, env and plugins), runs it under a DOM (jsdom) at the base path
 * with empty storage and the prerender's API (prerender-api.ts, over the data of prerender-data.ts), and answers what the client build puts into
 * index.html (prerender-plugin.ts). The texts are the cell's language files, the ones the page itself loads.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import { build, loadEnv } from 'vite';
import { countryProfileIn } from '#markets/countries.ts';
import type { PrerenderedFirstScreen } from '#app/prerender/prerendered-first-screen.ts';
import type { BuildTarget } from './build-target.ts';
import { prerenderFetch } from './prerender-api.ts';
import type { PrerenderData } from './prerender-data.ts';

const ROOT = resolve(import.meta.dirname, '..');
const ENTRY = resolve(ROOT, 'src/app/prerender/render-first-screen.tsx');

/** Every namespace of the cell's language, as the page loads them from public/locales. */
function cellTexts(folder: string): Record<string, unknown> {
  const dir = resolve(ROOT, 'public/locales', folder);
  return Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      // JSON.parse answers any: held as unknown; the translator reads it as texts.
      .map((file): [string, unknown] => [
        file.replace(/\.json$/, ''),
        JSON.parse(readFileSync(join(dir, file), 'utf8')),
      ]),
  );
}

/** The browser globals the app reads, from the DOM's window, for the length of the render. */
const GLOBALS = [
  'window',
  'document',
  'navigator',
  'location',
  'history',
  'localStorage',
  'sessionStorage',
  'HTMLElement',
  'HTMLInputElement',
  'HTMLSelectElement',
  'HTMLTextAreaElement',
  'Element',
  'Node',
  'Event',
  'CustomEvent',
  'MutationObserver',
  'getComputedStyle',
  'matchMedia',
  'requestAnimationFrame',
  'cancelAnimationFrame',
] as const;

async function withDom<T>(url: string, fetcher: typeof fetch, run: () => Promise<T>): Promise<T> {
  const dom = new JSDOM('<!doctype html><html><head></head><body><div id="root"></div></body></html>', {
    url,
    pretendToBeVisual: true,
  });
  const scope = globalThis;
  const saved = new Map<string, PropertyDescriptor | undefined>();
  const windowScope = dom.window as unknown as Record<string, unknown>; // jsdom's window is a record of globals
  // The app's timers (react-query's cache collection, a minute) must not keep the build's process alive after it.
  const { setTimeout: nodeSetTimeout, setInterval: nodeSetInterval } = globalThis;
  const timers = {
    setTimeout: (...args: Parameters<typeof setTimeout>) => nodeSetTimeout(...args).unref(),
    setInterval: (...args: Parameters<typeof setInterval>) => nodeSetInterval(...args).unref(),
  };
  const replacements: Record<string, unknown> = { fetch: fetcher, ...timers };
  // The app's info lines are its development log of a visit (the landing read: "No valid affiliate parameters found
  // in URL data."). The prerender's visit has no landing, and a build's output must not read as a complaint about an
  // applicant's URL (issue 31, item 4); warnings and errors still show.
  const { info } = console;
  console.info = () => undefined;
  for (const name of [...GLOBALS, ...Object.keys(replacements)]) {
    saved.set(name, Object.getOwnPropertyDescriptor(scope, name));
    const value = name in replacements ? replacements[name] : windowScope[name];
    Object.defineProperty(scope, name, { value, configurable: true, writable: true });
  }
  try {
    return await run();
  } finally {
    console.info = info;
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(scope, name, descriptor);
      else Reflect.deleteProperty(scope, name);
    }
    dom.window.close();
  }
}

/** `data`: the first step's API answers for this cell (build/prerender-data.ts says where they came from). */
export async function prerenderCell(
  target: BuildTarget,
  basePath: string,
  data: PrerenderData,
): Promise<PrerenderedFirstScreen> {
  // Inside the project, so that the bundle's imports of packages resolve to node_modules.
  const cache = resolve(ROOT, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const outDir = mkdtempSync(join(cache, 'prerender-'));
  try {
    await build({
      root: ROOT,
      configFile: resolve(ROOT, 'vite.config.ts'),
      mode: target.mode,
      logLevel: 'warn',
      // Node runs this bundle once: nothing copied, hashed or minified. The packages are bundled with the app's
      // modules (the virtual market among them) rather than imported from node_modules, so that their `react`
      // resolves to Preact as in the browser (build/preact-aliases.ts): an external package would import React.
      ssr: { noExternal: true },
      build: { ssr: ENTRY, outDir, emptyOutDir: true, sourcemap: false, copyPublicDir: false, minify: false },
    });
    const entry = readdirSync(outDir).find((file) => /^render-first-screen\.m?js$/.test(file));
    if (!entry) throw new Error(`The prerender build wrote no entry in ${outDir}`);
    const env = loadEnv(target.mode, ROOT, 'VITE_');
    const url = `http://127.0.0.1${basePath}`;
    return await withDom(url, prerenderFetch(data, env.VITE_POLICIES_PATH ?? '/policy'), async () => {
      const module = (await import(pathToFileURL(join(outDir, entry)).href)) as {
        renderFirstScreen: (texts: Record<string, unknown>) => Promise<PrerenderedFirstScreen>;
      }; // the bundle built above from ENTRY, whose type is imported
      return module.renderFirstScreen(cellTexts(countryProfileIn(target.country, target.locale).locale));
    });
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
