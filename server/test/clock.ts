import type { Clock } from '../src/clock';

/** A clock tests move forward by hand, to reach idle and absolute session expiry without waiting. */
export class TestClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

export const MINUTE_MS = 60_000;
