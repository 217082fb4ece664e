/**
 * The payment step's "Rate guaranteed for 29:41" (issue 20): pure, so the web's ticking component
 * only asks the time.
 */

const SECOND_MS = 1_000;
const MINUTE_MS = 60 * SECOND_MS;

/**
 * mm:ss of a time left, counted up to the next second, so a guarantee reads 00:01 until its last
 * moment has passed and 00:00 only once it has. Past an hour the minutes go on (120:00).
 */
export function formatCountdown(remainingMs: number): string {
  const seconds = Math.max(0, Math.ceil(remainingMs / SECOND_MS));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Minutes left to the nearest, for the announcement made when a rate is held ("… for 30 minutes" at 29:59). */
export function minutesLeft(remainingMs: number): number {
  return Math.max(0, Math.round(remainingMs / MINUTE_MS));
}

export type CountdownMoment = 'one-minute' | 'ran-out';

/**
 * The moments worth telling a screen reader between two ticks: a minute left, and the end. A
 * countdown that starts under a minute has no "one minute left" (it was said when it was held).
 */
export function countdownMoment(previousMs: number, remainingMs: number): CountdownMoment | undefined {
  if (previousMs > 0 && remainingMs <= 0) return 'ran-out';
  if (previousMs > MINUTE_MS && remainingMs <= MINUTE_MS && remainingMs > 0) return 'one-minute';
  return undefined;
}
