import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A friendly "nothing here" panel: an icon, a title and a hint, with an optional action. */
export function EmptyState({ icon: Icon, title, hint, action }: { icon: LucideIcon; title: string; hint: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed border-border px-6 py-10 text-center">
      <div className="grid size-12 place-items-center rounded-full bg-surface-muted text-fg-muted">
        <Icon aria-hidden className="size-6" />
      </div>
      <h2 className="mt-4 text-lg font-semibold">{title}</h2>
      <p className="mt-1 text-balance text-sm text-fg-muted">{hint}</p>
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}
