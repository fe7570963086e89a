import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { queryClient } from './app/query-client';
import { startRouteAt } from './app/route-start';
import './lib/i18n/i18n';

// The opened page's chunk and first call leave now, beside the profile the app asks for first.
startRouteAt(window.location, queryClient);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
