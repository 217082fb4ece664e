import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { usePageTitle } from '../lib/use-page-title';

/** The title row of a signed-in screen: its h1, with optional actions on the right. */
export function ScreenHeader({ title, actions, className }: { title: string; actions?: ReactNode; className?: string }) {
  usePageTitle(title);
  return (
    <header className={cn('mb-6 flex min-h-tap items-center justify-between gap-3', className)}>
      <h1 className="min-w-0 text-2xl font-bold leading-tight">{title}</h1>
      {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
    </header>
  );
}
