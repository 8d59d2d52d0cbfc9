import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { APPLICANT_INTENT_EVENTS, bootstrapScript, type BootstrapScript } from '#build/app-start-policy.ts';
import { PRERENDERED_PATH_ATTRIBUTE } from '#app/prerender/first-render.ts';
import {
  applicationPageAssets,
  arrivalAssets,
  firstFieldScripts,
  firstScreenAssets,
  firstVisitWaitsForApplicant,
  inlineScriptAssets,
  uncountedPreloads,
} from './first-screen.ts';

/** A built cell in a temporary folder: index.html and the given assets. */
function distOf(html: string, assets: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'first-screen-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), html);
  for (const [file, content] of Object.entries(assets)) writeFileSync(join(dir, 'assets', file), content);
  return dir;
}

const ASSETS = {
  'index-1.js': 'import{a}from"./react-1.js";import("./dynamic-application-page-1.js");',
  'react-1.js': 'export const a=1;',
  'dynamic-application-page-1.js': 'import{b}from"./lead-1.js";export default b;',
  'lead-1.js': 'export const b=2;',
  'toasts-1.js': 'export const c=3;',
};

/** index.html with the build's own bootstrap (build/app-start-policy.ts) naming the entry and its preloads. */
const bootstrapped = (preloads: string[], arrival?: BootstrapScript) =>
  [
    '<head><style id="brand-theme">:root{--a:1}</style>',
    '<style>.unnamed{}</style>',
    `<script>${bootstrapScript(
      { entry: '/b/assets/index-1.js', preloads: preloads.map((file) => `/b/assets/${file}`) },
      arrival,
    )}</script>`,
    '<style id="first-screen-styles">.step{}</style></head>',
  ].join('\n');

describe('firstScreenAssets', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it("counts the landing's record on arrival with its static imports, apart from the app (issue 27)", () => {
    const arrival = { entry: '/b/assets/arrival-1.js', preloads: ['/b/assets/boot-1.js'] };
    const dir = distOf(bootstrapped(['react-1.js'], arrival), {
      ...ASSETS,
      'arrival-1.js': 'import{d}from"./boot-1.js";d();',
      'boot-1.js': 'import{a}from"./react-1.js";export const d=()=>a;',
    });
    dirs.push(dir);
    expect(arrivalAssets(dir, '/b/').map((asset) => asset.file)).toEqual([
      'assets/arrival-1.js',
      'assets/boot-1.js',
      'assets/react-1.js',
    ]);
    const { js, preloaded } = firstScreenAssets(dir, '/b/');
    expect(js.map((asset) => asset.file)).toEqual(['assets/index-1.js', 'assets/react-1.js']);
    expect(preloaded).toEqual(expect.arrayContaining(['assets/arrival-1.js', 'assets/boot-1.js']));
    const withoutArrival = distOf(bootstrapped(['react-1.js']), ASSETS);
    dirs.push(withoutArrival);
    expect(arrivalAssets(withoutArrival, '/b/')).toEqual([]);
  });

  it('counts the entry with its static imports, every inline style, and names what the bootstrap preloads', () => {
    const dir = distOf(bootstrapped(['react-1.js', 'dynamic-application-page-1.js', 'lead-1.js']), ASSETS);
    dirs.push(dir);
    const { js, css, preloaded } = firstScreenAssets(dir, '/b/');
    expect(js.map((asset) => asset.file)).toEqual(['assets/index-1.js', 'assets/react-1.js']);
    expect(css.map((asset) => asset.file)).toEqual([
      'index.html#brand-theme',
      'index.html#style-2',
      'index.html#first-screen-styles',
    ]);
    const page = applicationPageAssets(
      dir,
      'dynamic',
      js.map((asset) => asset.file),
    );
    expect(page.map((asset) => asset.file)).toEqual([
      'assets/dynamic-application-page-1.js',
      'assets/lead-1.js',
    ]);
    expect(uncountedPreloads(preloaded, [...js, ...page])).toEqual([]);
  });

  it('names a preloaded script that no figure counts', () => {
    const dir = distOf(bootstrapped(['react-1.js', 'toasts-1.js']), ASSETS);
    dirs.push(dir);
    const { js, preloaded } = firstScreenAssets(dir, '/b/');
    const page = applicationPageAssets(
      dir,
      'dynamic',
      js.map((asset) => asset.file),
    );
    expect(uncountedPreloads(preloaded, [...js, ...page])).toEqual(['assets/toasts-1.js']);
  });

  it('refuses an index.html without an entry script', () => {
    const dir = distOf('<head></head>', ASSETS);
    dirs.push(dir);
    expect(() => firstScreenAssets(dir, '/b/')).toThrow(/No entry script/);
  });
});

describe('what a first visit runs before the first field works (docs/adr/0023)', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  const page = (bootstrap: string, root: string) =>
    [
      '<head><script>var guard = 1;</script>',
      '<script type="application/json" id="first-screen-texts">{"a":"b"}</script>',
      `<script>${bootstrap}</script></head>`,
      `<body>${root}</body>`,
    ].join('\n');
  const waiting = `var events = ${JSON.stringify(APPLICANT_INTENT_EVENTS)};`;
  const prerenderedRoot = `<div id="root" ${PRERENDERED_PATH_ATTRIBUTE}="/loan-details"><h1>Step</h1></div>`;

  it('counts the inline scripts that run, not the data blocks', () => {
    expect(inlineScriptAssets(page(waiting, prerenderedRoot)).map((asset) => asset.file)).toEqual([
      'index.html#script-1',
      'index.html#script-2',
    ]);
  });

  it.each([
    ['a prerendered step whose bootstrap waits for the applicant', waiting, prerenderedRoot, true],
    ['a bootstrap that starts after the paint', 'var started = false;', prerenderedRoot, false],
    ['no prerendered step', waiting, '<div id="root"></div>', false],
  ])('says whether the app waits for the applicant: %s', (_, bootstrap, root, waits) => {
    expect(firstVisitWaitsForApplicant(page(bootstrap, root))).toBe(waits);
  });

  it.each([
    ['waits for the applicant: the inline scripts alone', waiting, 0],
    ['starts after the paint: the app as well', 'var started = false;', 700],
  ])(
    'counts what a first visit runs before its first field works when the build %s',
    (_, bootstrap, appBytes) => {
      const dir = distOf(page(bootstrap, prerenderedRoot), ASSETS);
      dirs.push(dir);
      const app = [{ file: 'assets/index-1.js', bytes: 1000, gzipBytes: 700 }];
      const { inline, gzipBytes } = firstFieldScripts(dir, app);
      expect(inline).toHaveLength(2);
      expect(gzipBytes).toBe(inline.reduce((sum, asset) => sum + asset.gzipBytes, 0) + appBytes);
    },
  );
});
