import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Label } from './label';

/** The ARIA wiring of a control whose label and message come from <Field>. */
export function fieldProps(id: string, error: string | undefined, hint?: string) {
  // <Field> shows the error in place of the hint.
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  } as const;
}

interface FieldProps {
  /** Id of the control; the label points at it and its messages are `${id}-error` / `${id}-hint`. */
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** Shown at the end of the label row (e.g. a "Forgot Password" link). */
  labelAside?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A label, its control, and the control's hint or error message below it. */
export function Field({ id, label, error, hint, labelAside, className, children }: FieldProps) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex min-h-5 items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-sm text-fg-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
