import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig, loadEnv } from 'vite';
import { normaliseBasePath } from './build/base-path.ts';
import { cellModulesPlugin } from './build/cell-modules-plugin.ts';
import { compileHintsPlugin } from './build/compile-hints-plugin.ts';
import { marketPlugin } from './build/market-plugin.ts';
import { phoneMetadataPlugin } from './build/phone-metadata-plugin.ts';
import { PREACT_ALIASES } from './build/preact-aliases.ts';
import { prerenderPlugin } from './build/prerender-plugin.ts';
import { ARRIVAL_ENTRY_NAME } from './build/app-start-policy.ts';
import { securityHeadersPlugin } from './build/security-headers-plugin.ts';
import { textsFolderOf, textsFolderPlugin } from './build/texts-folder-plugin.ts';
import { thirdPartiesPlugin } from './build/third-parties-plugin.ts';
import { resolveBuildTarget } from './build/build-target.ts';
import { buildDirName } from './src/markets/matrix.ts';
import { countryProfileIn } from './src/markets/countries.ts';
import { startupTextUrls } from './src/shared/i18n/options.ts';

// One build per (COUNTRY, PRODUCT, mode). A bad cell throws here, before anything is built,
// with a message that lists the valid values.
export default defineConfig(({ command, mode, isSsrBuild }) => {
  const target = resolveBuildTarget({
    country: process.env.COUNTRY,
    product: process.env.PRODUCT,
    mode,
    // The pages in another of the country's languages (src/markets/countries.ts, otherLanguages): LOCALE=en.
    locale: process.env.LOCALE,
  });
  const base = normaliseBasePath(process.env.BASE_PATH);
  // The cell's env as the bundle sees it: .env.<mode>, with a VITE_ variable of the environment winning.
  const env = loadEnv(mode, import.meta.dirname, 'VITE_');
  const pageModuleSuffix = `/${target.variant.applicationPage}-application-page.tsx`;
  const { locale } = countryProfileIn(target.country, target.locale);
  return {
    base,
    plugins: [
      // React's fast refresh cannot redraw Preact's components (docs/adr/0035): with every module left out of it, an
      // edit on the dev server reloads the page instead of updating nothing.
      react({ refreshExclude: /./ }),
      marketPlugin(target),
      cellModulesPlugin(target),
      phoneMetadataPlugin(target.country),
      textsFolderPlugin(locale),
      thirdPartiesPlugin(env, import.meta.dirname),
      // Before the security headers: the first step's inlined styles are hashed into the CSP.
      prerenderPlugin({
        pageModuleSuffix,
        brandStylesSuffix: `/brands/${target.product}/styles.css`,
        basePath: base,
        startupTexts: startupTextUrls({
          locale,
          localePathTemplate: env.VITE_LOCALE_PATH ?? '',
          basePath: base,
          // A build's start fetches its copies of the texts (build/texts-folder-plugin.ts); the dev server has none.
          ...(command === 'build' && { textsFolder: textsFolderOf(locale).path }),
        }),
      }),
      securityHeadersPlugin(
        {
          apiBase: env.VITE_API_BASE ?? '',
          localePath: env.VITE_LOCALE_PATH ?? '',
          embedParentOrigins: env.VITE_EMBED_PARENT_ORIGINS ?? '',
          trackers: env,
        },
        base,
      ),
      // The first visit's start compiled ahead, off the main thread (docs/adr/0031).
      ...(isSsrBuild ? [] : [compileHintsPlugin({ pageModuleSuffix })]),
    ],
    resolve: {
      // Preact renders the app in every bundle (docs/adr/0035).
      alias: PREACT_ALIASES,
    },
    build: {
      outDir: resolve(import.meta.dirname, 'dist', process.env.OUT_DIR ?? buildDirName(target)),
      emptyOutDir: true,
      // Built for the error reporter, never referenced from the served JS (no sourceMappingURL comment); the
      // static server refuses *.map and the deployable headers files deny them.
      sourcemap: 'hidden',
      target: 'es2022',
      rolldownOptions: {
        // Two entries: the app (index.html's) and the landing's record on arrival, which the bootstrap runs after the
        // first paint of a first visit, before the app starts (src/arrival.ts, issue 27). The prerender's Node build
        // has its own entry (build/prerender.ts).
        ...(!isSsrBuild && {
          input: {
            index: resolve(import.meta.dirname, 'index.html'),
            [ARRIVAL_ENTRY_NAME]: resolve(import.meta.dirname, 'src/arrival.ts'),
          },
        }),
      },
    },
    server: { host: '127.0.0.1' },
  };
});
