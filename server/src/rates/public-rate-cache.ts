import type { ChangeListener } from '../db/change-listener';
import type { Db } from '../db/client';
import { currentRateDetails, type CurrentRate } from './current-rate';

/** Sent by a trigger on exchange_rates (migration 0004) whenever the rates change. */
export const RATE_CHANGED_CHANNEL = 'exchange_rate_changed';

/**
 * The public rate changes rarely and is read on every screen, so it is cached in memory. Every
 * instance LISTENs for the trigger's NOTIFY and drops its copy when any instance (or anyone with
 * SQL) changes a rate. While the LISTEN connection is down the cache is bypassed, so a missed
 * notification can never leave a stale rate on screen. A transfer is priced from it only as a
 * first guess: the statement that creates it checks that the rate is still the newest in the
 * database (transfers/create-pending-transfer.ts).
 */
export class PublicRateCache {
  private value: Promise<CurrentRate> | undefined;

  constructor(
    private readonly db: Db,
    private readonly listener: ChangeListener,
  ) {
    listener.subscribe(RATE_CHANGED_CHANNEL, { changed: () => this.invalidate(), reset: () => this.invalidate() });
  }

  /** The current rate (a decimal string). */
  async get(): Promise<string> {
    return (await this.details()).rate;
  }

  /** The current rate with the market rate it was made from (issue 33). */
  details(): Promise<CurrentRate> {
    if (!this.listener.listening) return currentRateDetails(this.db);
    if (!this.value) {
      const fetching = currentRateDetails(this.db);
      this.value = fetching;
      fetching.catch(() => {
        if (this.value === fetching) this.value = undefined;
      });
    }
    return this.value;
  }

  invalidate(): void {
    this.value = undefined;
  }
}
