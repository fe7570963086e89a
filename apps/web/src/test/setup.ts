import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import i18n from '../lib/i18n/i18n';
import { enWorkspace } from '../lib/i18n/en-workspace';
import { createdWaveSurfers } from './fake-wavesurfer';

// Components are tested one by one, not behind a sign-in: every text is there from the start.
i18n.addResourceBundle('en', 'translation', enWorkspace, true, false);

// findBy/waitFor wait up to 5 s instead of 1 s: a debounced search, a fetch and a render can take
// longer than a second when CI runs the suites side by side on two cores. A passing wait still
// ends as soon as the page is right; only a failing one waits the full time.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no canvas: every player draws its waveform with the stand-in (fake-wavesurfer.ts).
vi.mock('wavesurfer.js', () => import('./fake-wavesurfer'));

afterEach(() => {
  cleanup();
  localStorage.clear();
  createdWaveSurfers.length = 0;
  // Every test that stands in for fetch (renderApp does) gets the real one back.
  vi.unstubAllGlobals();
});
