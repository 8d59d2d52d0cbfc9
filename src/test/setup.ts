import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { checkConsoleErrors, watchConsoleErrors } from './console-guard.ts';
import { ensurePageTransitionEvent } from './page-transition-event.ts';

// How long findBy and waitFor wait: a hang guard, not a speed check. A step change after a save (a lazy route, a
// store write, the focus move) took over the default second with the e2e suite on the same two cores.
configure({ asyncUtilTimeout: 5_000 });

ensurePageTransitionEvent();

beforeEach(watchConsoleErrors);

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
  checkConsoleErrors();
});
