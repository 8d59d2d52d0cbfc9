/**
 * The screen gallery (issue 17, docs/adr/0020-gallery.md): every funnel screen of every variant, from the stories
 * beside the screens. Its own Vite config (vite.config.ts here), not the app's: the app's bakes one cell of the
 * matrix into `virtual:market`, the gallery's switches cell from the toolbar. No telemetry (no internet here), no
 * docs pages (nothing reads them, and they cost build time).
 */
import { resolve } from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: {
    name: '@storybook/react-vite',
    options: { builder: { viteConfigPath: resolve(import.meta.dirname, 'vite.config.ts') } },
  },
  stories: ['../src/**/*.stories.tsx'],
  addons: [],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The preview page has no icon of its own: a browser asking for /favicon.ico would log a 404 in every check.
  previewHead: (head) => `${head}<link rel="icon" href="data:," />`,
  // Prop tables are docs; the gallery shows screens. Leaving docgen out makes the build faster.
  typescript: { reactDocgen: false },
};

export default config;
