import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const inputClass =
  'h-12 w-full min-w-0 rounded-md border border-input bg-surface px-3.5 text-base text-fg placeholder:text-fg-muted/80 transition-colors focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring disabled:opacity-60 aria-invalid:border-danger aria-invalid:focus-visible:outline-danger';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(inputClass, className)} {...props} />;
}
