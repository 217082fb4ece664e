import { LoaderCircle } from 'lucide-react';
import { texts } from '../../../domain/messages';
import { cn } from '../lib/cn';

/** "Loading..." as a polite status, filling the page (or, inline, the content area). */
export function FullPageLoading({ inline = false }: { inline?: boolean }) {
  return (
    <div
      role="status"
      className={cn('grid place-items-center px-6', inline ? 'min-h-[50dvh]' : 'min-h-dvh')}
    >
      <div className="flex flex-col items-center gap-3 text-fg-muted">
        <LoaderCircle aria-hidden className="size-8 animate-spin-slow text-primary" />
        <p className="text-base font-medium">{texts.loading}</p>
      </div>
    </div>
  );
}
