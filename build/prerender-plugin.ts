/**
 * Puts the prerendered first step (build/prerender.ts) into the client build's index.html (issue 16,
 * docs/adr/0021): the App's markup in the root element with the path it drew, the first screen's query cache as a
 * JSON data block, and the styles the step is drawn with (the application page's and the brand's stylesheets,
 * otherwise loaded with the page's chunk) inlined, so the browser paints the step from the HTML alone. Runs before
 * the security headers plugin, which hashes the inlined styles into the CSP. Without a prerender (the dev server, a
 * build run outside scripts/lib/build-cell.ts) index.html is left as it is.
 */
import { readFileSync } from 'node:fs';
import type { Plugin, Rolldown } from 'vite';
import type { PrerenderedFirstScreen } from '#app/prerender/prerendered-first-screen.ts';
import { PRERENDERED_PATH_ATTRIBUTE } from '#app/prerender/first-render.ts';
import { STALE_MARKUP_STYLE, staleMarkupGuardScript } from '#app/prerender/stale-markup-guard.ts';
import { earlyPressGuardScript, PRESS_HELD_STYLE } from '#app/prerender/early-press-guard.ts';
import { withoutTrailingSlash } from '#shared/lib/url-path.ts';
import { ARRIVAL_ENTRY_NAME } from './app-start-policy.ts';
import { withoutInlinedStylePreloads } from './inlined-style-preloads.ts';

/** The env variable naming the JSON file the prerender wrote (scripts/lib/build-cell.ts sets it). */
export const PRERENDER_FILE_VARIABLE = 'PRERENDER_FILE';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

const chunks = (bundle: OutputBundle): OutputChunk[] =>
  Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');

/**
 * index.html's entry. The client build has two (vite.config.ts): the app's, from index.html, and the arrival's
 * (src/arrival.ts), which links no stylesheet and brings none of the app. Taken for index.html's, it left the app's
 * stylesheet linked from the HTML, its rules inlined all the same: a render-blocking round trip before every first
 * paint (722 ms on Lighthouse's slow 4G).
 */
const htmlEntryOf = (all: readonly OutputChunk[]): OutputChunk | undefined =>
  all.find((chunk) => chunk.isEntry && chunk.name !== ARRIVAL_ENTRY_NAME);

/** The CSS files a chunk and its static imports bring, in import order. */
function cssOf(start: OutputChunk, bundle: OutputBundle, seen = new Set<string>()): string[] {
  if (seen.has(start.fileName)) return [];
  seen.add(start.fileName);
  const imported = start.imports.flatMap((file) => {
    const chunk = bundle[file];
    return chunk?.type === 'chunk' ? cssOf(chunk, bundle, seen) : [];
  });
  return [...imported, ...(start.viteMetadata?.importedCss ?? [])];
}

const assetText = (bundle: OutputBundle, file: string): string => {
  const asset = bundle[file];
  return asset?.type === 'asset' ? String(asset.source) : '';
};

/**
 * The styles the first step is drawn with: the entry's stylesheets (which index.html would link), then the
 * application page's and the brand's (which the page's chunk would load), each once.
 */
export function firstScreenStyles(
  bundle: OutputBundle,
  moduleSuffixes: readonly string[],
): { linkedFiles: string[]; files: string[]; css: string } {
  const all = chunks(bundle);
  const entry = htmlEntryOf(all);
  const linked = entry ? cssOf(entry, bundle) : [];
  const files = new Set<string>();
  for (const suffix of moduleSuffixes) {
    const chunk = all.find((candidate) => candidate.facadeModuleId?.endsWith(suffix));
    // A stylesheet imported on its own (the brand's) is an asset: its JavaScript chunk was empty and dropped.
    const stylesheet = Object.values(bundle).find(
      (output) => output.type === 'asset' && output.originalFileNames.some((name) => name.endsWith(suffix)),
    );
    if (!chunk && !stylesheet) throw new Error(`Prerender: nothing in the bundle comes from ${suffix}`);
    const css = chunk
      ? cssOf(chunk, bundle, new Set(entry ? [entry.fileName] : []))
      : [stylesheet?.fileName ?? ''];
    for (const file of css) if (!linked.includes(file)) files.add(file);
  }
  const inlined = [...linked, ...files];
  return {
    linkedFiles: linked,
    files: inlined,
    css: inlined.map((file) => assetText(bundle, file)).join(''),
  };
}

/**
 * index.html without the `<link rel="stylesheet">` of the given files: their rules are inlined, and a stylesheet
 * link blocks the first paint for a round trip.
 */
export function withoutStylesheetLinks(html: string, files: readonly string[]): string {
  return html.replace(/\s*<link rel="stylesheet"[^>]*\shref="([^"]*)"[^>]*>/g, (link, href: string) =>
    files.some((file) => href.endsWith(`/${file}`)) ? '' : link,
  );
}

/** A chunk and every chunk it imports statically, each once. */
export function staticClosure(start: OutputChunk, bundle: OutputBundle, seen: Set<string>): void {
  if (seen.has(start.fileName)) return;
  seen.add(start.fileName);
  for (const file of start.imports) {
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') staticClosure(chunk, bundle, seen);
  }
}

/**
 * The application page's chunks that the entry's static imports do not already bring (index.html preloads those).
 * Without them in index.html the app asks for its page only once it runs, a round trip after the entry, and the
 * prerendered step waits that long to be hydrated.
 */
export function firstScreenPreloads(bundle: OutputBundle, pageModuleSuffix: string): string[] {
  const all = chunks(bundle);
  const entry = htmlEntryOf(all);
  if (!entry) return [];
  const page = all.find((chunk) => chunk.facadeModuleId?.endsWith(pageModuleSuffix));
  const preloaded = new Set<string>();
  staticClosure(entry, bundle, preloaded);
  const wanted = new Set<string>();
  if (page) staticClosure(page, bundle, wanted);
  return [...wanted].filter((file) => !preloaded.has(file));
}

/**
 * With scripts blocked the step is shown (the HTML is the step) but cannot be sent (its form is a dialog form,
 * step-layout.tsx): the page says so, above it, in the cell's language (issue 27, item 1).
 */
export const NO_SCRIPT_STYLE =
  '.no-script{margin:0;padding:1rem;border-bottom:2px solid currentColor;font:1.125rem/1.5 system-ui,sans-serif;text-align:center}';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const noScriptMessage = (text: string): string =>
  `<noscript><p class="no-script">${escapeHtml(text)}</p></noscript>`;

export function prerenderPlugin(input: {
  pageModuleSuffix: string;
  brandStylesSuffix: string;
  basePath: string;
  /** The files of texts the app's start fetches (startupTextUrls): preloaded with its modules. */
  startupTexts: readonly string[];
}): Plugin {
  const file = process.env[PRERENDER_FILE_VARIABLE];
  const styleModules = [input.pageModuleSuffix, input.brandStylesSuffix];
  return {
    name: 'loan-prerender',
    apply: 'build',
    generateBundle: {
      // After Vite's own, which writes each chunk's preload list (build/inlined-style-preloads.ts).
      order: 'post',
      handler(_options, bundle) {
        if (!file) return;
        const inlined = new Set(firstScreenStyles(bundle, styleModules).files);
        for (const chunk of chunks(bundle)) chunk.code = withoutInlinedStylePreloads(chunk.code, inlined);
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!file || !context.bundle) return html;
        // The prerender's own output, written by build/prerender.ts for this build.
        const prerendered = JSON.parse(readFileSync(file, 'utf8')) as PrerenderedFirstScreen;
        const styles = firstScreenStyles(context.bundle, styleModules);
        const base = withoutTrailingSlash(input.basePath);
        const guard = `${staleMarkupGuardScript([base || '/', `${base}${prerendered.path}`])}\n${earlyPressGuardScript()}`;
        const preloads = firstScreenPreloads(context.bundle, input.pageModuleSuffix)
          .map((file) => `  <link rel="modulepreload" crossorigin href="${base}/${file}">\n`)
          .concat(
            input.startupTexts.map((url) => `  <link rel="preload" as="fetch" crossorigin href="${url}">\n`),
          )
          .join('');
        // Every stylesheet whose rules the page inlines: a link to one would only hold the first paint back.
        return withoutStylesheetLinks(html, styles.files)
          .replace(
            '</head>',
            `${preloads}  <script>${guard}</script>\n  <style id="first-screen-styles">${styles.css}${STALE_MARKUP_STYLE}${PRESS_HELD_STYLE}</style>\n  </head>`,
          )
          .replace('</head>', `  <noscript><style>${NO_SCRIPT_STYLE}</style></noscript>\n  </head>`)
          .replace(
            '<div id="root"></div>',
            `${noScriptMessage(prerendered.needsJavaScript)}\n    <div id="root" ${PRERENDERED_PATH_ATTRIBUTE}="${prerendered.path}">${prerendered.markup}</div>\n    ${prerendered.queriesBlock}`,
          );
      },
    },
  };
}
