import { Slot } from '@radix-ui/react-slot';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const base =
  'inline-flex select-none items-center justify-center gap-2 whitespace-nowrap rounded-md font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0';

const variants = {
  primary: 'bg-primary text-primary-fg hover:bg-primary-hover active:bg-primary-hover',
  secondary: 'border border-input bg-surface text-fg hover:bg-surface-muted active:bg-surface-muted',
  ghost: 'text-fg hover:bg-surface-muted active:bg-surface-muted',
  'danger-ghost': 'text-danger hover:bg-danger-soft active:bg-danger-soft',
  danger: 'bg-danger text-danger-fg hover:opacity-90 active:opacity-90',
  'danger-outline': 'border border-danger/50 bg-surface text-danger hover:bg-danger-soft active:bg-danger-soft',
  link: 'h-auto min-h-tap px-1 text-primary underline-offset-4 hover:underline',
} as const;

const sizes = {
  md: 'h-12 px-5 text-base',
  sm: 'h-tap px-4 text-sm',
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
