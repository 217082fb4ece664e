import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { meQueryOptions } from './auth/api/get-me';
import { createQueryClient } from './lib/query-client';
import { captureInstallPrompt } from './pwa/install-prompt';
import './styles.css';

captureInstallPrompt();

const queryClient = createQueryClient();
// The session check starts at once, while the splash is on screen.
void queryClient.prefetchQuery(meQueryOptions());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
