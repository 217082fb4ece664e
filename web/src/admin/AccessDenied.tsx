import { ShieldAlert } from 'lucide-react';
import { Link } from 'wouter';
import { screenTexts, texts } from '../../../domain/messages';
import { Button } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { usePageTitle } from '../lib/use-page-title';

/** What a non-admin sees at /admin (docs/product.md § Admin dashboard, § Roles and access). */
export function AccessDenied() {
  usePageTitle(screenTexts.accessDenied);
  return (
    <Card className="mt-10" aria-labelledby="access-denied-title">
      <CardContent className="flex flex-col items-center py-8 text-center">
        <div className="grid size-14 place-items-center rounded-full bg-danger-soft text-danger">
          <ShieldAlert aria-hidden className="size-7" />
        </div>
        <h1 id="access-denied-title" className="mt-4 text-xl font-bold">
          {screenTexts.accessDenied}
        </h1>
        <p className="mt-2 text-fg-muted">{screenTexts.accessDeniedMessage}</p>
        <Button asChild variant="secondary" className="mt-6">
          <Link href="/">{texts.goHome}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
