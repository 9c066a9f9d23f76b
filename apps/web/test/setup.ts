import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// The locale preference lives in localStorage; a test must not inherit the previous test's choice.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
