import { afterEach } from 'vitest';

// Logic tests run in node; the few that ask for jsdom (`// @vitest-environment jsdom`) share its storage.
afterEach(() => {
  if (typeof window === 'undefined') return;
  window.sessionStorage.clear();
  window.localStorage.clear();
});
