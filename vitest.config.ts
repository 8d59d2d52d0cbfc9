import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { cellModulesPlugin } from './build/cell-modules-plugin.ts';
import { marketPlugin } from './build/market-plugin.ts';
import { phoneMetadataPlugin } from './build/phone-metadata-plugin.ts';
import { PREACT_ALIASES } from './build/preact-aliases.ts';
import { resolveBuildTarget } from './build/build-target.ts';

/**
 * Files share their modules within a worker (no isolation): the screens took 185 s alone with a fresh module graph
 * per file and 77 s without, the logic 144 s and 90 s (docs/performance.md, "npm test"). A file that replaces
 * modules (vi.mock, vi.doMock, vi.resetModules) would leak its stand-ins into the next file, so it runs in a project
 * of its own with a fresh graph; that needs nothing from its writer, the call itself says so.
 */
const REPLACES_MODULES = /\bvi\.(mock|doMock|unmock|resetModules)\(/;
const TEST_FOLDERS = ['src', 'contract', 'server', 'build', 'scripts'];
const replacingModules = TEST_FOLDERS.flatMap((folder) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${folder}/${file}`)
    .filter((file) => REPLACES_MODULES.test(readFileSync(file, 'utf8'))),
);
const SCREENS = ['src/**/*.test.tsx'];
const LOGIC = [
  'src/**/*.test.ts',
  'contract/**/*.test.ts',
  'server/**/*.test.ts',
  'build/**/*.test.ts',
  'scripts/**/*.test.ts',
];
const screensReplacing = replacingModules.filter((file) => file.endsWith('.tsx'));
const logicReplacing = replacingModules.filter((file) => file.endsWith('.ts'));

/** The project of the files that replace modules, isolated as every project is by default; none without such files. */
const replacingModulesProject = (name: string, include: string[], environment: string, setupFile: string) =>
  include.length === 0
    ? []
    : [{ extends: true as const, test: { name, include, environment, setupFiles: [setupFile] } }];

// Unit tests run against the default cell (mx, its first brand, development), with every country's phone metadata,
// market and application page kind (the tests cover all markets; a build keeps its own cell's).
export default defineConfig({
  plugins: [react(), marketPlugin(resolveBuildTarget({})), phoneMetadataPlugin(), cellModulesPlugin()],
  // The screens render with Preact, as the cells ship them (docs/adr/0035-preact-renders-the-app.md).
  resolve: {
    alias: [
      ...PREACT_ALIASES,
      // Vitest imports a package's CommonJS as it is, where an alias does not reach: Testing Library's (what Node's
      // conditions pick) would call React's own hooks and react-dom. Its ES build is bundled with the tests instead,
      // and uses Preact.
      {
        find: /^@testing-library\/react$/,
        replacement: resolve(
          import.meta.dirname,
          'node_modules/@testing-library/react/dist/@testing-library/react.esm.js',
        ),
      },
    ],
  },
  test: {
    globals: true,
    // Vitest imports packages from node_modules as they are, where an alias does not reach: the packages that import
    // React are bundled with the tests instead, so that their `react` is Preact too.
    server: {
      deps: {
        inline: [
          /[\\/]node_modules[\\/](react-hook-form|react-toastify|zustand|@tanstack[\\/]react-query|@testing-library[\\/]react)[\\/]/,
        ],
      },
    },
    // Both cores: the default leaves one idle on this 2-core machine (the suite took 1.5 times as long).
    maxWorkers: 2,
    // Worker threads rather than child processes: starting one costs less (measured 2026-11-27, alone on this
    // machine: the logic project 167 to 144 s, the screens 194 to 174 s).
    pool: 'threads',
    // A DOM costs time per file: screens (*.test.tsx) get one, logic (*.test.ts) runs in node. The screens' DOM is
    // happy-dom: the same 69 files took 58 s and 89 busy CPU-seconds alone under jsdom, 37 s and 49 under happy-dom
    // (docs/performance.md, "npm test"); axe finds the same violations in both. A file that needs jsdom's behaviour,
    // or a .ts test that needs a DOM, says so with a `// @vitest-environment jsdom` first line.
    projects: [
      {
        extends: true,
        test: {
          name: 'screens',
          include: SCREENS,
          exclude: screensReplacing,
          isolate: false,
          environment: 'happy-dom',
          setupFiles: ['./src/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'logic',
          include: LOGIC,
          exclude: logicReplacing,
          isolate: false,
          environment: 'node',
          setupFiles: ['./src/test/setup-logic.ts'],
        },
      },
      // The files that replace modules, each with a module graph of its own (see REPLACES_MODULES).
      ...replacingModulesProject(
        'screens-replacing-modules',
        screensReplacing,
        'happy-dom',
        './src/test/setup.ts',
      ),
      ...replacingModulesProject(
        'logic-replacing-modules',
        logicReplacing,
        'node',
        './src/test/setup-logic.ts',
      ),
    ],
    // Server suites open an embedded PostgreSQL (PGlite) in their hooks: seconds on two busy cores.
    hookTimeout: 30_000,
    // A hang guard, not a speed check: screen and property tests took over 5 s while other suites shared the cores.
    testTimeout: 20_000,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
