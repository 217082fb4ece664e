import { Compass } from 'lucide-react';
import { Link } from 'wouter';
import { screenTexts, texts } from '../../../domain/messages';
import { Button } from '../components/ui/button';
import { usePageTitle } from '../lib/use-page-title';

/** Unknown paths inside the signed-in app (the bottom nav highlights Send meanwhile). */
export function NotFound() {
  usePageTitle(screenTexts.notFoundTitle);
  return (
    <div className="flex flex-col items-center px-2 pt-16 text-center">
      <div className="grid size-14 place-items-center rounded-full bg-surface-muted text-fg-muted">
        <Compass aria-hidden className="size-7" />
      </div>
      <h1 className="mt-5 text-2xl font-bold">{screenTexts.notFoundTitle}</h1>
      <p className="mt-2 text-fg-muted">{screenTexts.notFoundMessage}</p>
      <Button asChild className="mt-6">
        <Link href="/">{texts.goHome}</Link>
      </Button>
    </div>
  );
}
