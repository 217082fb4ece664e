import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names, dropping falsy ones. There is no conflict resolution (no tailwind-merge, to
 * keep the bundle small): a className passed to a component must not fight the component's own
 * classes for the same property; add a variant to the component instead.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
