import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { createAppRouter } from './router/app-router';

// Once, outside React: StrictMode runs state initialisers twice, and two routers would both run the
// start-up checks while the session code talked to the one not on screen.
const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
