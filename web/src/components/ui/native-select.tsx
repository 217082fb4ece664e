import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { inputClass } from './input';

/**
 * A styled native <select>: the phone's own picker, fully accessible, and no JavaScript weight.
 * Used where bundle size matters (the sign-up form); the Radix Select is in ./select.
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        className={cn(inputClass, 'appearance-none truncate pr-11 has-[option[value=""]:checked]:text-fg-muted [&>option]:text-fg', className)}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute right-3.5 top-1/2 size-5 -translate-y-1/2 text-fg-muted"
      />
    </div>
  );
}
