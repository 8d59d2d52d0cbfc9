/**
 * Debian's chromium, never a downloaded browser (docs/adr/0004). The flags keep it off the network: without the
 * background-networking ones it keeps trying hosts this machine cannot reach.
 */

/** The applicant's browser as shipped: the benchmarks and Lighthouse. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * The checks' browser: Debian's chromium-headless-shell, the same Blink and V8 as CHROMIUM_PATH (same version, same
 * package source) without the full browser's headless mode. On a 2-core machine a new context and page cost 0.29 s in
 * it against 0.74 s in the full browser, and the e2e suite took 11.7 min against 16.5 (docs/performance.md, "npm
 * test"); the gallery's screenshots match pixel for pixel. It names itself `HeadlessChrome` in its client hints: a
 * page that must pass for a person's browser (the analytics drop bots) is given a phone's
 * (e2e/support/person-browser.ts).
 */
export const TEST_CHROMIUM_PATH = process.env.TEST_CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
