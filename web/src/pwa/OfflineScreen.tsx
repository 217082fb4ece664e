import { RotateCw, WifiOff } from 'lucide-react';
import { useEffect } from 'react';
import { pwaTexts } from '../../../domain/messages';
import { Button } from '../components/ui/button';
import { usePageTitle } from '../lib/use-page-title';

interface OfflineScreenProps {
  onRetry: () => void;
  retrying: boolean;
}

/**
 * Instead of the sign-in screen when the session could not be checked for want of a network: the
 * app shell opens offline (service worker), but nothing can be done without the server. Tries again
 * by itself when the browser says it is back online.
 */
export function OfflineScreen({ onRetry, retrying }: OfflineScreenProps) {
  usePageTitle(pwaTexts.offlineTitle);
  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);

  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-app flex-col items-center justify-center px-6 text-center">
      <div className="grid size-14 place-items-center rounded-full bg-surface-muted text-fg-muted">
        <WifiOff aria-hidden className="size-7" />
      </div>
      <h1 className="mt-5 text-2xl font-bold">{pwaTexts.offlineTitle}</h1>
      <p role="status" className="mt-2 text-fg-muted">
        {pwaTexts.offlineMessage}
      </p>
      <Button className="mt-6" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden className={retrying ? 'animate-spin-slow' : undefined} />
        {retrying ? pwaTexts.retrying : pwaTexts.retry}
      </Button>
    </main>
  );
}
