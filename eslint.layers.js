/**
 * The layers of the tree and who may import whom (docs/adr/0010-layers-and-boundaries.md). Read by
 * eslint.config.js; a test (scripts/lint-rules.test.ts) shows each zone fires.
 *
 *   contract, src/shared, src/markets     the base: no feature, no app
 *   src/features/<core>                   the funnel core: any feature may use it
 *   src/features/<other>                  one feature: the base and the core, never another feature
 *   src/app                               composes features; nothing imports it
 *   server                                the reference API: contract only, never src
 */
import { readdirSync } from 'node:fs';
import { named } from './eslint.import-names.js';

/** Features every other feature may use: the funnel's states, store, form model and lead submission; the landing. */
export const CORE_FEATURES = ['funnel', 'attribution'];

/** Every folder under src/features, so that a new feature is bounded from its first file. */
export const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The zones are written with the names the imports use (package.json `imports`): '#features' is ./src/features. */
const CONTRACT = named('#contract');
const SHARED = named('#shared');
const MARKETS = named('#markets');
const FEATURES_FOLDER = named('#features');
const APP = named('#app');
const features = (names) => names.map((name) => `${FEATURES_FOLDER}/${name}`);
const others = (name) => FEATURES.filter((candidate) => candidate !== name);

export const BOUNDARY_ZONES = [
  {
    target: [CONTRACT],
    from: ['./src', './server'],
    message: 'contract/ is the base of both the app and the server: it imports neither.',
  },
  {
    target: [SHARED, MARKETS],
    from: [FEATURES_FOLDER, APP],
    message: 'shared/ and markets/ are the base layer: move what they need down, or the caller up.',
  },
  ...CORE_FEATURES.map((name) => ({
    target: features([name]),
    from: [...features(others(name).filter((other) => !CORE_FEATURES.includes(other))), APP],
    message: `${name} is the funnel core: it may use the base and the other core features only.`,
  })),
  ...FEATURES.filter((name) => !CORE_FEATURES.includes(name)).map((name) => ({
    target: features([name]),
    from: [...features(others(name).filter((other) => !CORE_FEATURES.includes(other))), APP],
    message: `Features do not import each other: move what ${name} shares down to shared/ or the funnel core, or up to app/.`,
  })),
  { target: ['./src'], from: ['./server'], message: 'The app never imports server code.' },
  {
    target: ['./server'],
    from: ['./src'],
    message: 'The server never imports app code; both share contract/.',
  },
];
