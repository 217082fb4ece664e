import * as ToastPrimitive from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from '../../../../domain/constants';
import { texts } from '../../../../domain/messages';
import { cn } from '../../lib/cn';
import { dismissToast, useToast, type ToastItem, type ToastVariant } from './use-toast';

const ICONS = { default: Info, success: CircleCheck, destructive: CircleAlert } as const satisfies Record<ToastVariant, unknown>;
const ICON_COLOURS: Record<ToastVariant, string> = {
  default: 'text-primary',
  success: 'text-success',
  destructive: 'text-danger-fg',
};

function Toast({ item }: { item: ToastItem }) {
  const variant = item.variant ?? 'default';
  const destructive = variant === 'destructive';
  const Icon = ICONS[variant];
  return (
    <ToastPrimitive.Root
      open={item.open}
      onOpenChange={(open) => {
        if (!open) dismissToast(item.id);
      }}
      duration={item.duration}
      // Failures interrupt the screen reader; confirmations wait their turn.
      type={destructive ? 'foreground' : 'background'}
      data-variant={variant}
      className={cn(
        'pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-12 shadow-pop',
        'data-[state=open]:animate-toast-in data-[state=closed]:animate-[fade-in_150ms_ease-in_reverse_both]',
        'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-[fade-in_150ms_ease-in_reverse_both]',
        destructive ? 'border-danger bg-danger text-danger-fg' : 'border-border bg-surface text-fg',
      )}
    >
      <Icon aria-hidden className={cn('mt-0.5 size-5 shrink-0', ICON_COLOURS[variant])} />
      <div className="min-w-0 flex-1 space-y-1">
        <ToastPrimitive.Title className="text-[0.9375rem] font-semibold leading-snug">{item.title}</ToastPrimitive.Title>
        {item.description && (
          <ToastPrimitive.Description className={cn('text-sm leading-snug', !destructive && 'text-fg-muted')}>
            {item.description}
          </ToastPrimitive.Description>
        )}
      </div>
      <ToastPrimitive.Close
        className={cn(
          'absolute right-1.5 top-1.5 flex size-tap items-center justify-center rounded-md focus-visible:outline-2',
          destructive ? 'text-danger-fg/85 hover:text-danger-fg focus-visible:outline-danger-fg' : 'text-fg-muted hover:text-fg focus-visible:outline-ring',
        )}
      >
        <X aria-hidden className="size-4.5" />
        <span className="sr-only">{texts.close}</span>
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

/** Renders the toast store with Radix Toast: announced in a live region, swipe right to dismiss. */
export function Toaster() {
  const { toasts } = useToast();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
      {toasts.map((item) => (
        <Toast key={item.id} item={item} />
      ))}
      <ToastPrimitive.Viewport className="pointer-events-none fixed inset-x-0 top-0 z-[100] mx-auto flex w-full max-w-app flex-col gap-2 p-4 pt-[max(1rem,env(safe-area-inset-top))] outline-none" />
    </ToastPrimitive.Provider>
  );
}
