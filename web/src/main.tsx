// First: it shapes every text loaded after it.
import './text-display';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadTexts, START_TEXTS } from '../../domain/texts/load-texts';
import { App } from './app/App';
import { SPLASH_ELEMENT_ID } from './app/splash-markup';
import { transferLinkReference } from './app/transfer-link';
import { meQueryOptions } from './auth/api/get-me';
import { activeLocale } from './i18n/active-locale';
import { createQueryClient } from './lib/query-client';
import { captureInstallPrompt } from './pwa/install-prompt';
import './styles.css';

captureInstallPrompt();

const queryClient = createQueryClient();
// The session check starts at once, while the splash is on screen; someone signed in gets their
// first screen's code and data meanwhile (app/warm-start.ts).
const warmStarted = queryClient.fetchQuery(meQueryOptions()).then(
  async (user) => {
    if (!user) return;
    // Offline or failing, the screens load (or report) when they are shown.
    await import('./app/warm-start').then((module) => module.warmStart(queryClient, window.location.pathname)).catch(() => undefined);
  },
  () => undefined,
);

/**
 * A mailed link to a transfer has no splash: its page is drawn once, complete, when its code and
 * data are here, rather than "Loading…" first — React then holds the page back up to 300 ms more
 * after each fallback it has shown (docs/PERFORMANCE.md § A mailed link). Never longer than
 * FIRST_DRAW_WAIT_MS: on a slow network "Loading…" shows, as anywhere else.
 */
const FIRST_DRAW_WAIT_MS = 1_500;
const firstDrawReady = transferLinkReference(window.location.pathname)
  ? Promise.race([warmStarted, new Promise((resolve) => setTimeout(resolve, FIRST_DRAW_WAIT_MS))])
  : undefined;

// The first screen's texts in the chosen language (one small chunk) before anything renders.
void Promise.all([loadTexts(START_TEXTS, activeLocale()), firstDrawReady]).then(
  () =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App queryClient={queryClient} warmStarted={warmStarted} />
      </StrictMode>,
    ),
  () => {
    // Offline before the texts were ever cached, or a release replaced mid-load: the page itself
    // carries this one message in every language (scripts/localized-head.ts).
    // The splash would cover the message for good: only the app lifts it.
    document.getElementById(SPLASH_ELEMENT_ID)?.remove();
    const root = document.getElementById('root')!;
    const message = document.createElement('p');
    message.className = 'p-6 text-center';
    message.setAttribute('role', 'alert');
    message.textContent = root.getAttribute(`data-could-not-load-${activeLocale().toLowerCase()}`) ?? root.getAttribute('data-could-not-load');
    root.replaceChildren(message);
  },
);
