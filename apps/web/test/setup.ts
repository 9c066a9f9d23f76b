import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { browser } from '../src/lib/browser';
import { loadLocale } from '../src/lib/i18n';

// The app fetches a language's texts when first shown; tests have both at hand, so every render is synchronous.
await Promise.all([loadLocale('jp'), loadLocale('en')]);

// Screens are lazy chunks: the first render of a route in a test file loads its module graph inside the test (it
// used to load with the test file's imports), which on a busy machine can take longer than the default second of
// findBy*/waitFor, and than the default five seconds of a test.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 15_000 });

// jsdom cannot leave the page; sign-in and sign-out navigations are recorded instead (tests assert on the spy).
beforeEach(() => {
  vi.spyOn(browser, 'assign').mockImplementation(() => {});
});

// The locale preference and the return address live in web storage; a test must not inherit either.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
