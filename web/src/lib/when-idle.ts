/**
 * Runs `callback` once the browser is idle, or after `timeoutMs` at the latest; returns a cancel
 * function. Where there is no requestIdleCallback (Safari), half a second later.
 */
export function whenIdle(callback: () => void, timeoutMs?: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, timeoutMs === undefined ? undefined : { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 500);
  return () => window.clearTimeout(handle);
}
