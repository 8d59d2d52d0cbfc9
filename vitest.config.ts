import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { marketPlugin } from './build/market-plugin.ts';
import { resolveBuildTarget } from './build/build-target.ts';

// Unit tests run against the default cell (mx, its first brand, development).
export default defineConfig({
  plugins: [react(), marketPlugin(resolveBuildTarget({}))],
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: [
      'src/**/*.test.{ts,tsx}',
      'contract/**/*.test.ts',
      'server/**/*.test.ts',
      'build/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    // Server suites open an embedded PostgreSQL (PGlite) in their hooks: seconds on two busy cores.
    hookTimeout: 30_000,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
