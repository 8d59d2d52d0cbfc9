/**
 * Which build a test runs on (e2e/targets.ts): its spec says so, as a file (`test.use(onBuild('mx-prestaluz'))`) or
 * per build (`forEachBuild([...], (build) => { tests })`). The suite has one Playwright project for the checks and
 * one for the browser that passes for a person's (playwright.config.ts), not one per build: each project is a worker of its own,
 * and a worker's start (node, the test files, a browser) cost about 2.8 s each time the suite changed projects.
 */
import { test } from '../fixtures/test.ts';
import { E2E_TARGETS, baseUrlOf, browserLocaleOf, type E2eTarget } from '../targets.ts';

/** The e2e build of that name. */
export function buildNamed(name: string): E2eTarget {
  const target = E2E_TARGETS.find((candidate) => candidate.name === name);
  if (!target) throw new Error(`No e2e build named ${name} (e2e/targets.ts)`);
  return target;
}

/** A test on the build: its address is the page's base URL, its language the browser's. */
export function onBuild(build: string | E2eTarget): { baseURL: string; locale: string } {
  const target = typeof build === 'string' ? buildNamed(build) : build;
  return { baseURL: baseUrlOf(target), locale: browserLocaleOf(target) };
}

/** The tests `define` declares, once per build, in a group named after the build and on it. */
export function forEachBuild(builds: readonly string[], define: (build: E2eTarget) => void): void {
  for (const name of builds) {
    const build = buildNamed(name);
    test.describe(name, () => {
      test.use(onBuild(build));
      define(build);
    });
  }
}
