import { eq, lt, sql } from 'drizzle-orm';
import { apiMessages } from '../../../domain/messages';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { rateLimitCounters } from '../db/schema';
import { AppError } from '../http/errors';

/**
 * Fixed-window counters kept in PostgreSQL, so every server instance shares them.
 * A key names who is limited ("login-failures:email:a@b.c"); a window is `windowMs` long.
 */

export interface Limit {
  max: number;
  windowMs: number;
}

function windowStart(now: Date, limit: Limit): Date {
  return new Date(Math.floor(now.getTime() / limit.windowMs) * limit.windowMs);
}

function retryAfterSeconds(now: Date, limit: Limit): number {
  const end = windowStart(now, limit).getTime() + limit.windowMs;
  return Math.max(1, Math.ceil((end - now.getTime()) / 1000));
}

export function tooManyAttempts(now: Date, limit: Limit, message: string = apiMessages.tooManyAttempts): AppError {
  return new AppError('too_many_requests', message, {
    headers: { 'Retry-After': String(retryAfterSeconds(now, limit)) },
  });
}

export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Counts one event for `key` and answers how many the current window now holds. */
  async hit(key: string, limit: Limit): Promise<number> {
    const [row] = await this.db
      .insert(rateLimitCounters)
      .values({ key, windowStart: windowStart(this.clock.now(), limit), count: 1 })
      .onConflictDoUpdate({
        target: [rateLimitCounters.key, rateLimitCounters.windowStart],
        set: { count: sql`${rateLimitCounters.count} + 1` },
      })
      .returning({ count: rateLimitCounters.count });
    return row?.count ?? 1;
  }

  /**
   * Counts one event and refuses it with 429 when the window is already full. Counting first, in
   * one atomic upsert, is what makes a limit hold under concurrency: no two callers read the same
   * count.
   */
  async consume(key: string, limit: Limit): Promise<void> {
    if ((await this.hit(key, limit)) > limit.max) throw tooManyAttempts(this.clock.now(), limit);
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
  }

  /** Drops windows that ended long ago. */
  async prune(olderThan: Date): Promise<void> {
    await this.db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, olderThan));
  }
}
