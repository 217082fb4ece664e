import { RotateCw } from 'lucide-react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { pwaTexts } from '../../../domain/messages';
import { Button } from '../components/ui/button';

/** A long-open app (installed apps stay open for days) still hears about a release. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

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
          <Button size="sm" className="flex-1" onClick={() => void updateServiceWorker(true)}>
            <RotateCw aria-hidden />
            {pwaTexts.reload}
          </Button>
        </div>
      </div>
    </section>
  );
}
