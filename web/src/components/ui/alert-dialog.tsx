import * as AlertDialogPrimitive from '@radix-ui/react-alert-dialog';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Button, type ButtonProps } from './button';
import { overlayClass, panelClass } from './dialog';

export const AlertDialog = AlertDialogPrimitive.Root;
export const AlertDialogTrigger = AlertDialogPrimitive.Trigger;

/** A confirmation: focus starts on Cancel, Escape cancels, clicks outside do nothing (Radix). */
export function AlertDialogContent({ className, ...props }: ComponentProps<typeof AlertDialogPrimitive.Content>) {
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay className={overlayClass} />
      <AlertDialogPrimitive.Content className={cn(panelClass, 'max-w-sm', className)} {...props} />
    </AlertDialogPrimitive.Portal>
  );
}

export function AlertDialogTitle({ className, ...props }: ComponentProps<typeof AlertDialogPrimitive.Title>) {
  return <AlertDialogPrimitive.Title className={cn('text-lg font-semibold', className)} {...props} />;
}

export function AlertDialogDescription({
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Description>) {
  return <AlertDialogPrimitive.Description className={cn('mt-2 text-sm text-fg-muted', className)} {...props} />;
}

/** The two answers side by side, or `stacked` one above the other (labels too long to share a phone's row). */
export function AlertDialogFooter({ className, stacked = false, ...props }: ComponentProps<'div'> & { stacked?: boolean }) {
  return <div className={cn('mt-6 grid gap-3', stacked ? 'grid-cols-1' : 'grid-cols-2', className)} {...props} />;
}

export function AlertDialogCancel({ variant = 'secondary', ...props }: ButtonProps) {
  return (
    <AlertDialogPrimitive.Cancel asChild>
      <Button variant={variant} {...props} />
    </AlertDialogPrimitive.Cancel>
  );
}

export function AlertDialogAction({ variant = 'primary', ...props }: ButtonProps) {
  return (
    <AlertDialogPrimitive.Action asChild>
      <Button variant={variant} {...props} />
    </AlertDialogPrimitive.Action>
  );
}
