/** The gallery's Vite config: every country's phone metadata and the switching market (gallery-market-plugin.ts). */
import { defineConfig } from 'vite';
import { phoneMetadataPlugin } from '../build/phone-metadata-plugin.ts';
import { galleryMarketPlugin } from './gallery-market-plugin.ts';

export default defineConfig({
  // The env files' settings for tests (.env.test): the gallery calls no API, its screens answer from a fake fetch.
  mode: 'test',
  envDir: '..',
  // The gallery is served from any folder (relative asset URLs); the app's env schema wants the base path it routes
  // under, which the gallery's memory routers never read.
  define: { 'import.meta.env.BASE_URL': JSON.stringify('/') },
  // The app's public/ (its locale files) is bundled by the gallery where it needs it (gallery-i18n.ts).
  publicDir: false,
  plugins: [galleryMarketPlugin(), phoneMetadataPlugin()],
  build: {
    rollupOptions: {
      onwarn(warning, warn) {
        // react-query's "use client" lines mean nothing outside a server-components bundler.
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
