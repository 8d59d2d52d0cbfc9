import { afterEach, beforeEach } from 'vitest';
import { checkConsoleErrors, watchConsoleErrors } from './console-guard.ts';

beforeEach(watchConsoleErrors);

// Logic tests run in node; the few that ask for a DOM (`// @vitest-environment happy-dom`, or jsdom) share its storage.
afterEach(() => {
  if (typeof window !== 'undefined') {
    window.sessionStorage.clear();
    window.localStorage.clear();
  }
  checkConsoleErrors();
});
