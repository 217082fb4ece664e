import { RATE_HISTORY_MAX_DAYS, type RateHistoryPoint } from '../../../domain/schemas/rate-history';
import { businessDate } from '../../../domain/business-date';
import type { Clock } from '../clock';
import type { ChangeListener } from '../db/change-listener';
import type { Db } from '../db/client';
import { rateHistory } from './rate-history';
import { RATE_CHANGED_CHANNEL } from './public-rate-cache';

/** The first day of the `days` up to `today` (YYYY-MM-DD). */
function firstDay(today: string, days: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - (days - 1));
  return date.toISOString().slice(0, 10);
}

/**
 * The public rate history (GET /api/exchange-rates/history), cached per instance like the current
 * rate (decision 012): the longest history is read once and every `days` is a slice of it. It is
 * dropped when any rate changes (the same NOTIFY), read afresh when the business day changes
 * (yesterday's last rate becomes a point of its own), and bypassed while the LISTEN connection is down.
 */
export class PublicRateHistoryCache {
  private cached: { today: string; points: Promise<RateHistoryPoint[]> } | undefined;

  constructor(
    private readonly db: Db,
    private readonly listener: ChangeListener,
    private readonly clock: Clock,
    private readonly timeZone: string,
  ) {
    listener.subscribe(RATE_CHANGED_CHANNEL, { changed: () => this.invalidate(), reset: () => this.invalidate() });
  }

  /** The last `days` (1 to RATE_HISTORY_MAX_DAYS) business days' points, oldest first. */
  async get(days: number): Promise<RateHistoryPoint[]> {
    const today = businessDate(this.clock.now(), this.timeZone);
    const from = firstDay(today, days);
    return (await this.all(today)).filter((point) => point.date >= from);
  }

  invalidate(): void {
    this.cached = undefined;
  }

  private all(today: string): Promise<RateHistoryPoint[]> {
    if (!this.listener.listening) return rateHistory(this.db, today, RATE_HISTORY_MAX_DAYS, this.timeZone);
    if (this.cached?.today === today) return this.cached.points;
    const points = rateHistory(this.db, today, RATE_HISTORY_MAX_DAYS, this.timeZone);
    const entry = { today, points };
    this.cached = entry;
    points.catch(() => {
      if (this.cached === entry) this.cached = undefined;
    });
    return points;
  }
}
