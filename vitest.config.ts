import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { cellModulesPlugin } from './build/cell-modules-plugin.ts';
import { marketPlugin } from './build/market-plugin.ts';
import { phoneMetadataPlugin } from './build/phone-metadata-plugin.ts';
import { resolveBuildTarget } from './build/build-target.ts';

// Unit tests run against the default cell (mx, its first brand, development), with every country's phone metadata,
// market and application page kind (the tests cover all markets; a build keeps its own cell's).
export default defineConfig({
  plugins: [react(), marketPlugin(resolveBuildTarget({})), phoneMetadataPlugin(), cellModulesPlugin()],
  test: {
    globals: true,
    // Both cores: the default leaves one idle on this 2-core machine (the suite took 1.5 times as long).
    maxWorkers: 2,
    // Worker threads rather than child processes: each file still gets its own module graph and environment, and
    // starting one costs less (measured 2026-11-27, alone on this machine: the logic project 167 to 144 s, the screens
    // 194 to 174 s).
    pool: 'threads',
    // A jsdom window costs about 0.8 s per file: screens (*.test.tsx) get one, logic (*.test.ts) runs in node.
    // A .ts test that needs a DOM asks for one with a `// @vitest-environment jsdom` first line.
    projects: [
      {
        extends: true,
        test: {
          name: 'screens',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'logic',
          include: [
            'src/**/*.test.ts',
            'contract/**/*.test.ts',
            'server/**/*.test.ts',
            'build/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
          setupFiles: ['./src/test/setup-logic.ts'],
        },
      },
    ],
    // Server suites open an embedded PostgreSQL (PGlite) in their hooks: seconds on two busy cores.
    hookTimeout: 30_000,
    // A hang guard, not a speed check: screen and property tests took over 5 s while other suites shared the cores.
    testTimeout: 20_000,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
