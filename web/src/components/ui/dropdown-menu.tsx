import * as DropdownMenuPrimitive from '@radix-ui/react-dropdown-menu';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * A menu of actions behind one button (Radix): Enter, Space or ↓ opens it on the first item, the
 * arrow keys move, Enter or Space chooses, Escape closes, and focus returns to the button.
 */
export function DropdownMenu({ modal = false, ...props }: ComponentProps<typeof DropdownMenuPrimitive.Root>) {
  // Not modal, as the ARIA menu-button pattern has it: a modal menu hides the rest of the page with
  // aria-hidden while its buttons stay focusable (axe's aria-hidden-focus). A click outside still closes it.
  return <DropdownMenuPrimitive.Root modal={modal} {...props} />;
}
export const DropdownMenuTrigger = DropdownMenuPrimitive.Trigger;

export function DropdownMenuContent({ className, sideOffset = 4, align = 'end', ...props }: ComponentProps<typeof DropdownMenuPrimitive.Content>) {
  return (
    <DropdownMenuPrimitive.Portal>
      <DropdownMenuPrimitive.Content
        sideOffset={sideOffset}
        align={align}
        className={cn(
          'z-50 min-w-44 max-w-[calc(100vw-1rem)] overflow-hidden rounded-md border border-border bg-surface p-1 text-fg shadow-pop animate-fade-in focus:outline-none',
          className,
        )}
        {...props}
      />
    </DropdownMenuPrimitive.Portal>
  );
}

const itemVariants = {
  default: 'text-fg data-[highlighted]:bg-surface-muted',
  danger: 'text-danger data-[highlighted]:bg-danger-soft',
} as const;

/** One action: as tall as a finger (44 px), highlighted under the pointer or the arrow keys. */
export function DropdownMenuItem({
  className,
  variant = 'default',
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Item> & { variant?: keyof typeof itemVariants }) {
  return (
    <DropdownMenuPrimitive.Item
      className={cn(
        'flex min-h-tap cursor-pointer select-none items-center gap-2.5 rounded-sm px-3 text-sm font-semibold outline-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 [&_svg]:size-5 [&_svg]:shrink-0',
        itemVariants[variant],
        className,
      )}
      {...props}
    />
  );
}
