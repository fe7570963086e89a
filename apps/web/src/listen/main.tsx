import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { tokenFromPath } from './link-token';
import { ListenPage } from './listen-page';
import './listen-tokens.css';
import './listen.css';

// The recipient's page: a lean entry of its own (listen.html), none of the signed-in app's code.
const root = document.getElementById('root');
if (!root) throw new Error('listen.html has no #root');
createRoot(root).render(
  <StrictMode>
    <ListenPage token={tokenFromPath(window.location.pathname)} />
  </StrictMode>,
);
