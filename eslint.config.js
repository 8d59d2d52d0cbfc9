import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { BOUNDARY_ZONES } from './eslint.layers.js';
import { castReasonPlugin } from './eslint.cast-reason.js';
import { lazySchemaPlugin } from './eslint.lazy-schema.js';
import { importNamesPlugin } from './eslint.import-names.js';

// What a country or brand is named in code: a comparison of one with a string literal is a market fork.
const MARKET_NAME = '/^(country|brand|product)$/';
// The fields that name them on the profile objects (market.country.code, market.brand.name). Their other fields are
// capabilities, and comparing one with its values (market.country.bankAccountKind === 'clabe') is what data is for.
const MARKET_OBJECT = '/^(country|brand)$/';
const IDENTITY_FIELD = '/^(code|name)$/';
/** An esquery test that the node at `path` names a country or brand (`country`, `target.country`, `market.country.code`). */
const namesMarket = (path) =>
  `:matches([${path}.name=${MARKET_NAME}], [${path}.computed=false][${path}.property.name=${MARKET_NAME}], ` +
  `[${path}.property.name=${IDENTITY_FIELD}]:matches([${path}.object.name=${MARKET_OBJECT}], [${path}.object.property.name=${MARKET_OBJECT}]))`;
const STRING_LITERAL = (path) => `[${path}.type='Literal'][${path}.value=/./]`;
const MARKET_FORK_MESSAGE =
  'Country and brand differences are market data (docs/adr/0002): read a capability from src/markets ' +
  '(market.country.*, countryRules) instead of comparing the country or brand with a literal.';

/** Forks on a country or brand: `x === 'mx'` either way round, `switch (country) { case 'mx': }`, `['mx'].includes(x)`. */
const MARKET_FORKS = [
  `BinaryExpression[operator=/^[!=]==?$/]${namesMarket('left')}${STRING_LITERAL('right')}`,
  `BinaryExpression[operator=/^[!=]==?$/]${namesMarket('right')}${STRING_LITERAL('left')}`,
  `SwitchStatement${namesMarket('discriminant')} > SwitchCase${STRING_LITERAL('test')}`,
  `CallExpression[callee.property.name='includes'][callee.object.type='ArrayExpression']${namesMarket('arguments.0')}`,
].map((selector) => ({ selector, message: MARKET_FORK_MESSAGE }));

/** React's exports that Preact's layer (preact/compat 11) has not: each would be undefined at run time (ADR 0035). */
const PREACT_LACKS_FROM_REACT = [
  'Activity',
  'Profiler',
  'ViewTransition',
  'act',
  'addTransitionType',
  'cache',
  'cacheSignal',
  'captureOwnerStack',
  'unstable_useCacheRefresh',
  'useActionState',
  'useOptimistic',
];
const PREACT_LACKS_FROM_REACT_DOM = [
  'preconnect',
  'prefetchDNS',
  'preinit',
  'preinitModule',
  'preload',
  'preloadModule',
  'requestFormReset',
  'useFormState',
  'useFormStatus',
];
const PREACT_LACKS =
  'Preact renders the app (docs/adr/0035-preact-renders-the-app.md) and has no such export.';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'coverage',
      'test-results',
      'test-results-gallery',
      'playwright-report',
      '.data',
      '.bench',
      'storybook-static',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    // A function a reader can hold (issue 32): the app's own code keeps each function under 80 lines, a component's
    // parts as child components or hooks, a factory's as named pieces. Tests and gallery stories are tables.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/*.stories.tsx', 'src/**/testing/**', 'src/test/**'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    // A cast says why it holds (eslint.cast-reason.js); imports by name, with extensions (eslint.import-names.js).
    files: ['**/*.{ts,tsx}'],
    plugins: {
      house: { rules: { ...castReasonPlugin.rules, ...importNamesPlugin.rules, ...lazySchemaPlugin.rules } },
    },
    rules: { 'house/cast-needs-reason': 'error', 'house/import-by-name': 'error' },
  },
  {
    // A module's schemas are built on first use (eslint.lazy-schema.js, docs/adr/0036): the app's code and the
    // contract it shares with the reference API. Tests build theirs as they like.
    files: ['src/**/*.{ts,tsx}', 'contract/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'src/**/*.stories.tsx'],
    rules: { 'house/lazy-module-schema': 'error' },
  },
  {
    // Only the market data and the build that picks a cell of it may name a country or brand. A later block that
    // sets no-restricted-syntax replaces this one for its files: spread MARKET_FORKS into it.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['src/markets/**', 'build/**'],
    rules: { 'no-restricted-syntax': ['error', ...MARKET_FORKS] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The app runs on Preact's React layer (docs/adr/0035-preact-renders-the-app.md), which has React's API save these:
    // an import of one fails here rather than in an applicant's browser. Tests take `act` from Testing Library.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react', importNames: PREACT_LACKS_FROM_REACT, message: PREACT_LACKS },
            { name: 'react-dom', importNames: PREACT_LACKS_FROM_REACT_DOM, message: PREACT_LACKS },
            {
              name: 'react-dom/static',
              message: 'Preact has no react-dom/static: the prerender renders with preact-render-to-string.',
            },
            {
              name: 'react-i18next',
              message:
                'The app translates with #shared/i18n/translator.ts and use-translation.ts (docs/adr/0039).',
            },
            {
              name: 'react-router',
              message: 'The app routes with #shared/routing/ (docs/adr/0040-the-apps-own-router.md).',
            },
            {
              name: 'i18next',
              message:
                'The app translates with #shared/i18n/translator.ts (docs/adr/0039); only its differential test reads i18next.',
            },
          ],
        },
      ],
    },
  },
  {
    // The layers and their boundaries (eslint.layers.js, docs/adr/0010-layers-and-boundaries.md), and no cycles.
    files: ['src/**/*.{ts,tsx}', 'contract/**/*.ts', 'server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // The parser import-x reads other modules with, to follow their imports (no-cycle sees nothing without it).
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: BOUNDARY_ZONES }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);
