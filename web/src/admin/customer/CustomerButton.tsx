import { useState } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cn } from '../../lib/cn';
import { CustomerDrawer } from './CustomerDrawer';

interface CustomerButtonProps {
  userId: number;
  name: string;
  className?: string;
}

/**
 * A customer's name that opens their drawer (issue 34): a transfer row's sender, a user of the
 * people list. Focus returns here when the drawer closes.
 */
export function CustomerButton({ userId, name, className }: CustomerButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger
        className={cn(
          'min-h-6 rounded-sm text-left font-medium text-primary underline decoration-primary/40 underline-offset-2 hover:decoration-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          className,
        )}
      >
        {name}
      </DialogPrimitive.Trigger>
      {open && <CustomerDrawer userId={userId} name={name} />}
    </DialogPrimitive.Root>
  );
}
