import { WifiOff } from 'lucide-react';
import { pwaTexts } from '../../../domain/messages';
import { useOnline } from './use-online';

/** Signed in and the network drops: the screen stays, with a note that sending needs a connection. */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status" className="empty:hidden">
      {!online && (
        <p className="mb-4 flex items-center gap-2 rounded-md border border-border bg-surface-muted px-3 py-2.5 text-sm font-medium">
          <WifiOff aria-hidden className="size-4.5 shrink-0" />
          {pwaTexts.offlineBanner}
        </p>
      )}
    </div>
  );
}
