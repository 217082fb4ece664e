import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A small label (a status, a relationship). Colour never carries the meaning alone: the text does. */
export function Badge({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      className={cn('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold leading-5', className)}
      {...props}
    />
  );
}
