import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Folds the 8 write slots of every business day before yesterday into one row per (day, status),
 * which keeps the admin counts fast (see migration 0005). Today and yesterday stay slotted: they
 * are the days transfers are being created on. Safe on any number of instances at once.
 */
export async function compactDailyStats(db: Db): Promise<number> {
  const result = await db.execute<{ folded: number }>(sql`
    select compact_transfer_daily_stats((select (now() at time zone time_zone)::date - 1 from business_settings)) as folded`);
  return Number(result.rows[0]?.folded ?? 0);
}
