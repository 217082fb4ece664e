import { RotateCw, TriangleAlert } from 'lucide-react';
import { screenTexts } from '../../../domain/messages';
import { Button } from './ui/button';

/** A read that failed: what could not be loaded, and a way to try again. */
export function LoadError({ message, onRetry, retrying = false }: { message: string; onRetry: () => void; retrying?: boolean }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-lg border border-danger/40 bg-danger-soft px-5 py-6 text-center">
      <TriangleAlert aria-hidden className="size-6 text-danger" />
      <p className="text-sm font-medium text-fg">{message}</p>
      <Button variant="secondary" size="sm" disabled={retrying} onClick={onRetry}>
        <RotateCw aria-hidden />
        {screenTexts.tryAgain}
      </Button>
    </div>
  );
}
