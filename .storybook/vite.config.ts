/**
 * The gallery's Vite config: every country's phone metadata, market rules and page kinds (the unit tests' set), and the
 * switching market (gallery-market-plugin.ts).
 */
import { createLogger, defineConfig } from 'vite';
import { cellModulesPlugin } from '#build/cell-modules-plugin.ts';
import { phoneMetadataPlugin } from '#build/phone-metadata-plugin.ts';
import { PREACT_ALIASES } from '#build/preact-aliases.ts';
import { galleryMarketPlugin } from './gallery-market-plugin.ts';

/**
 * Warnings only, less two that say nothing here: react-query's "use client" lines (they mean nothing outside a
 * server-components bundler, and each warns), and the size of the one preview bundle that holds every screen of every
 * variant (large by design, served locally).
 */
const QUIET = ['MODULE_LEVEL_DIRECTIVE', 'Some chunks are larger than'];
const quietLogger = createLogger('warn');
const warn = quietLogger.warn.bind(quietLogger);
quietLogger.warn = (message, options) => {
  if (!QUIET.some((text) => message.includes(text))) warn(message, options);
};

export default defineConfig({
  // The env files' settings for tests (.env.test): the gallery calls no API, its screens answer from a fake fetch.
  mode: 'test',
  envDir: '..',
  // The gallery is served from any folder (relative asset URLs); the app's env schema wants the base path it routes
  // under, which the gallery's memory routers never read.
  define: { 'import.meta.env.BASE_URL': JSON.stringify('/') },
  // The app's public/ (its locale files) is bundled by the gallery where it needs it (gallery-i18n.ts).
  publicDir: false,
  plugins: [galleryMarketPlugin(), phoneMetadataPlugin(), cellModulesPlugin()],
  // The screens render with Preact, as the cells ship them (docs/adr/0035-preact-renders-the-app.md).
  resolve: { alias: PREACT_ALIASES },
  customLogger: quietLogger,
});
