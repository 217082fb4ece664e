import { useSyncExternalStore } from 'react';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '../../../../domain/constants';

/**
 * The toast store (docs/product.md § Toasts): at most TOAST_LIMIT toasts, a new one replaces the current one,
 * and a dismissed toast is removed TOAST_REMOVE_DELAY_MS later (time for its exit animation).
 */

/** default: a hint (e.g. a missing field); success: something worked; destructive: a failure. */
export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string | undefined;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; defaults to the provider's TOAST_DURATION_MS. */
  duration?: number;
}

export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

let toasts: readonly ToastItem[] = [];
let nextId = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(next: readonly ToastItem[]): void {
  toasts = next;
  for (const id of removalTimers.keys()) {
    if (!next.some((item) => item.id === id)) {
      clearTimeout(removalTimers.get(id));
      removalTimers.delete(id);
    }
  }
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      setToasts(toasts.filter((item) => item.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Closes one toast, or all of them without an id; each is removed from the store shortly after. */
export function dismissToast(id?: string): void {
  setToasts(toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
  for (const item of toasts) if (id === undefined || item.id === id) scheduleRemoval(item.id);
}

/** Shows a toast, replacing the one on screen. */
export function toast(options: ToastOptions): { id: string; dismiss: () => void } {
  nextId = (nextId + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(nextId);
  setToasts([{ ...options, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => toasts;

export function useToast() {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}
