import { ChevronRight, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../components/ui/dialog';

const rowClass =
  'flex min-h-14 w-full items-center gap-3 px-5 py-2 text-left text-base font-medium transition-colors hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring';

interface SettingsRowProps {
  icon: LucideIcon;
  title: string;
  /** One line under the dialog's title. */
  description: string;
  /** The dialog's body; `close` closes it (e.g. after an action succeeded). */
  children: ReactNode | ((close: () => void) => ReactNode);
}

/** A row of a settings list that opens a dialog titled like the row (never a dead button). */
export function SettingsRow({ icon: Icon, title, description, children }: SettingsRowProps) {
  const [open, setOpen] = useState(false);
  return (
    <li>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger className={rowClass}>
          <span className="grid size-9 shrink-0 place-items-center rounded-full bg-primary-soft text-primary">
            <Icon aria-hidden className="size-5" />
          </span>
          <span className="flex-1">{title}</span>
          <ChevronRight aria-hidden className="size-5 text-fg-muted" />
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {typeof children === 'function' ? children(() => setOpen(false)) : children}
        </DialogContent>
      </Dialog>
    </li>
  );
}

/** A row of a settings list that opens a screen of its own (e.g. Verification & limits). */
export function SettingsLinkRow({ icon: Icon, title, href, load }: { icon: LucideIcon; title: string; href: string; load: () => Promise<unknown> }) {
  // The screen's code starts loading when a finger or pointer comes to the row; a failure is left to the screen.
  const preload = () => void load().catch(() => undefined);
  return (
    <li>
      <Link href={href} className={rowClass} onPointerEnter={preload} onPointerDown={preload} onFocus={preload}>
        <span className="grid size-9 shrink-0 place-items-center rounded-full bg-primary-soft text-primary">
          <Icon aria-hidden className="size-5" />
        </span>
        <span className="flex-1">{title}</span>
        <ChevronRight aria-hidden className="size-5 text-fg-muted" />
      </Link>
    </li>
  );
}

/** A titled card holding settings rows. */
export function SettingsList({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="overflow-hidden rounded-lg border border-border bg-surface shadow-card">
      <h2 id={id} className="px-5 pb-1 pt-5 text-lg font-semibold">
        {title}
      </h2>
      <ul className="divide-y divide-border">{children}</ul>
    </section>
  );
}
