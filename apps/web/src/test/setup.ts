import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import '../lib/i18n/i18n';

afterEach(() => {
  cleanup();
  localStorage.clear();
  // Every test that stands in for fetch (renderApp does) gets the real one back.
  vi.unstubAllGlobals();
});
