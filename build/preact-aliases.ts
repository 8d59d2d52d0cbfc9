/**
 * The app runs on Preact (docs/adr/0035-preact-renders-the-app.md): its code, its libraries (react-query,
 * react-hook-form) and its tests import `react` and `react-dom` as they would with React, and every
 * bundle made here (the cells, the prerender, the unit tests, the gallery) resolves those imports to Preact's
 * compatibility layer instead. One list, so that what the tests run is what the cells ship.
 */
import type { Alias } from 'vite';

export const PREACT_ALIASES: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  // A library's useSyncExternalStore from this package's CommonJS shim would require React itself (zustand's
  // `traditional` entry takes it from there); Preact's layer has the hook.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];
