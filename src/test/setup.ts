import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { checkConsoleErrors, watchConsoleErrors } from './console-guard.ts';

// Testing Library declares React's act() environment in hooks it registers when it is first imported. Files share
// their modules (vitest.config.ts: no isolation), so only the first file of a worker would get them: each file
// declares it here, for the tests that call React's act() themselves (a hydration, a root of their own).
beforeAll(() => {
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);
});

// How long findBy and waitFor wait: a hang guard, not a speed check. A step change after a save (a lazy route, a
// store write, the focus move) took over the default second with the e2e suite on the same two cores.
configure({ asyncUtilTimeout: 5_000 });

beforeEach(watchConsoleErrors);

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
  checkConsoleErrors();
});
