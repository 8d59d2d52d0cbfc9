#!/usr/bin/env node
// Installs what a fresh clone is missing, with no dependencies of its own (it runs before `npm ci`):
// - npm packages, when node_modules is absent or older than package-lock.json;
// - with --browser, Debian's chromium for the e2e suite and Lighthouse (apt-get as root, else a clear message).
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const wantsBrowser = process.argv.includes('--browser');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

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
      ? 'npm ci --no-audit --no-fund'
      : 'npm install --no-audit --no-fund',
  );
}

if (wantsBrowser && !existsSync(CHROMIUM_PATH)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot) {
    run('apt-get update -qq');
    run('apt-get install -y -qq chromium');
  } else {
    console.error(
      `Chromium is missing at ${CHROMIUM_PATH}. The e2e suite drives Debian's chromium; install it with\n` +
        '  sudo apt-get update && sudo apt-get install -y chromium\n' +
        'or point CHROMIUM_PATH at a Chromium binary. (Playwright browser downloads are not used.)',
    );
    process.exit(1);
  }
}
