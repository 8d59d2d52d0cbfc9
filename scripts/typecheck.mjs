#!/usr/bin/env node
// `npm run typecheck`: the app, the tests and the Node scripts, each project strict, with TypeScript 7, the native
// compiler (docs/adr/0032-typecheck-with-the-native-compiler.md). The same checks as TypeScript 6's tsc in about a
// third of the time; ESLint, Vite and editors keep TypeScript 6's JavaScript API (the `typescript` package).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The compiler by its path: `node_modules/.bin/tsc` is either version, both packages name their binary tsc. */
const nativeTsc = join(
  dirname(createRequire(import.meta.url).resolve('typescript-native/package.json')),
  'bin',
  'tsc',
);
const PROJECTS = ['tsconfig.app.json', 'tsconfig.test.json', 'tsconfig.node.json'];

for (const project of PROJECTS) {
  const run = spawnSync(process.execPath, [nativeTsc, '-p', project], { stdio: 'inherit' });
  if (run.status !== 0) {
    console.error(`typecheck: ${project} has errors (above)`);
    process.exit(run.status ?? 1);
  }
}
