import type { Clock } from '../src/clock';

/** A clock tests move forward by hand, to reach idle and absolute session expiry without waiting. */
export class TestClock implements Clock {
  private offsetMs = 0;
  private frozenAtMs: number | undefined;

  now(): Date {
    return new Date(this.frozenAtMs ?? Date.now() + this.offsetMs);
  }

  advance(ms: number): void {
    if (this.frozenAtMs === undefined) this.offsetMs += ms;
    else this.frozenAtMs += ms;
  }

  /** Stops the clock at `at`, for a rule decided at an exact instant (a quote's expiry and 1 ms before). */
  freeze(at: Date): void {
    this.frozenAtMs = at.getTime();
  }

  /** Lets a frozen clock tick on from where it stopped. */
  resume(): void {
    if (this.frozenAtMs === undefined) return;
    this.offsetMs = this.frozenAtMs - Date.now();
    this.frozenAtMs = undefined;
  }
}

export const MINUTE_MS = 60_000;
