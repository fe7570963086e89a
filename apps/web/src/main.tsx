// Before any schema is built (zod-without-eval.ts); then, before the modules below are evaluated:
// the profile, the page's call and its chunk.
import './lib/zod-without-eval';
import './app/first-steps';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './lib/i18n/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
