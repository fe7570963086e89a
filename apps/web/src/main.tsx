import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { queryClient } from './app/query-client';
import { startRouteAt } from './app/route-start';
import { startProfile } from './lib/auth/auth-context';
import './lib/i18n/i18n';

// Before anything renders, the calls leave first and the page's chunk after them: with six
// connections to a host, the calls would otherwise queue behind the chunk's many files.
startProfile();
startRouteAt(window.location, queryClient);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
