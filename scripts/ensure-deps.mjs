#!/usr/bin/env node
// Installs what a fresh clone is missing, with no dependencies of its own (it runs before `npm ci`):
// - npm packages, when node_modules is absent or older than package-lock.json;
// - with --browser, Debian's chromium (the applicant's browser: Lighthouse and the benchmarks) and
//   chromium-headless-shell (the e2e suite, the gallery and the deploy checks), with apt-get as root, else a clear
//   message.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const wantsBrowser = process.argv.includes('--browser');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const TEST_CHROMIUM_PATH = process.env.TEST_CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';

function run(command) {
  console.log(`$ ${command}`);
  execSync(command, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

function packagesAreCurrent() {
  const installed = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (!existsSync(installed)) return false;
  return !existsSync(lock) || statSync(installed).mtimeMs >= statSync(lock).mtimeMs;
}

if (!packagesAreCurrent()) {
  run(
    existsSync(join(root, 'package-lock.json'))
      ? 'npm ci --no-audit --no-fund --prefer-offline'
      : 'npm install --no-audit --no-fund',
  );
}

/** Debian's packages and where each puts its binary (scripts/lib/chromium.ts: the applicant's and the checks'). */
const BROWSERS = [
  { pkg: 'chromium', path: CHROMIUM_PATH },
  { pkg: 'chromium-headless-shell', path: TEST_CHROMIUM_PATH },
];
const missingBrowsers = wantsBrowser ? BROWSERS.filter((browser) => !existsSync(browser.path)) : [];

if (missingBrowsers.length > 0) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  // Both packages together, so chromium-common stays at the version both need. Without chromium's recommended
  // packages (a print dialog, a notification daemon, upower, and the perl and systemd they pull in: 109 packages and
  // 38 s on a fresh machine here, against 21 packages and 17 s), but with the one of them the pages draw with:
  // fonts-liberation, the Arial-metric Liberation Sans of the gallery's baselines.
  const packages = [...BROWSERS.map((browser) => browser.pkg), 'fonts-liberation'].join(' ');
  if (isRoot) {
    run('apt-get update -qq');
    run(`apt-get install -y -qq --no-install-recommends ${packages}`);
  } else {
    console.error(
      `Missing: ${missingBrowsers.map((browser) => browser.path).join(', ')}. The e2e suite drives Debian's chromium; ` +
        `install it with\n  sudo apt-get update && sudo apt-get install -y ${packages}\n` +
        'or point CHROMIUM_PATH and TEST_CHROMIUM_PATH at Chromium binaries. (Playwright browser downloads are not used.)',
    );
    process.exit(1);
  }
}
