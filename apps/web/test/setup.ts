import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { browser } from '../src/lib/browser';

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
