import { RotateCw } from 'lucide-react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { pwaTexts } from '../../../domain/messages';
import { Button } from '../components/ui/button';

/** A long-open app (installed apps stay open for days) still hears about a release. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Lets the waiting release take over and reloads into it. The library reloads when the new worker
 * takes control of the page; a page opened before any worker was installed (the first visit) is
 * controlled by none, so that never happens: it is reloaded here once the new worker is active.
 */
async function switchToNewRelease(updateServiceWorker: () => Promise<void>): Promise<void> {
  if (navigator.serviceWorker.controller) return updateServiceWorker();
  const next = (await navigator.serviceWorker.getRegistration())?.waiting;
  await updateServiceWorker();
  if (next && next.state !== 'activated') {
    await new Promise<void>((resolve) =>
      next.addEventListener('statechange', () => {
        if (next.state === 'activated') resolve();
      }),
    );
  }
  window.location.reload();
}

/**
 * Registers the service worker and, when a new release is waiting, offers it: it only takes over
 * when the customer taps Reload, never in the middle of a transfer.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_INTERVAL_MS);
    },
    onRegisterError(error: unknown) {
      console.warn('The service worker could not be registered; the app works without offline support.', error);
    },
  });
  if (!needRefresh) return null;

  return (
    <section
      aria-labelledby="update-prompt-title"
      className="fixed inset-x-0 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-40 mx-auto w-full max-w-app px-4 animate-fade-in motion-reduce:animate-none"
    >
      <div role="status" className="rounded-lg border border-border bg-surface p-4 shadow-pop">
        <h2 id="update-prompt-title" className="text-base font-semibold">
          {pwaTexts.updateTitle}
        </h2>
        <p className="mt-0.5 text-sm text-fg-muted">{pwaTexts.updateDescription}</p>
        <div className="mt-3 flex gap-2">
          <Button size="sm" variant="secondary" className="flex-1" onClick={() => setNeedRefresh(false)}>
            {pwaTexts.later}
          </Button>
          <Button size="sm" className="flex-1" onClick={() => void switchToNewRelease(() => updateServiceWorker(true))}>
            <RotateCw aria-hidden />
            {pwaTexts.reload}
          </Button>
        </div>
      </div>
    </section>
  );
}
