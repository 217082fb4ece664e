import { Slot } from '@radix-ui/react-slot';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const base =
  'inline-flex select-none items-center justify-center gap-2 rounded-md font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0';

const variants = {
  // Disabled, a primary button turns grey rather than faint: a faded brand colour on the dark theme still read as pressable (issue 34).
  primary: 'bg-primary text-primary-fg hover:bg-primary-hover active:bg-primary-hover disabled:bg-border disabled:text-fg-muted disabled:opacity-100',
  secondary: 'border border-input bg-surface text-fg hover:bg-surface-muted active:bg-surface-muted',
  ghost: 'text-fg hover:bg-surface-muted active:bg-surface-muted',
  'danger-ghost': 'text-danger hover:bg-danger-soft active:bg-danger-soft',
  danger: 'bg-danger text-danger-fg hover:opacity-90 active:opacity-90',
  'danger-outline': 'border border-danger/50 bg-surface text-danger hover:bg-danger-soft active:bg-danger-soft',
  link: 'h-auto min-h-tap px-1 text-primary underline-offset-4 hover:underline',
} as const;

/**
 * A full-size button's label wraps (and the button grows) rather than running past its edges: French
 * and Hindi labels are longer than English ones ("Configurer une application d'authentification").
 */
const sizes = {
  md: 'min-h-12 px-5 py-2 text-center text-base',
  sm: 'h-tap whitespace-nowrap px-4 text-sm',
  icon: 'size-tap',
} as const;

export type ButtonProps = ComponentProps<'button'> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Renders the single child (e.g. a link) with the button's look instead of a <button>. */
  asChild?: boolean;
};

export function Button({ variant = 'primary', size = 'md', asChild = false, className, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      type={asChild ? undefined : (type ?? 'button')}
      className={cn(base, variants[variant], variant !== 'link' && sizes[size], className)}
      {...props}
    />
  );
}
