import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** A rate replaced within this long of being set is a correction (issue 33): its alerts are re-armed. */
export const RATE_CORRECTION_WINDOW_MS = 15 * 60_000;

/**
 * Inside the rate-change transaction (lock held): when the replaced rate was set less than 15
 * minutes ago, every alert it ended whose target the new rate does not reach becomes active again,
 * and its "target reached" mail is withdrawn — unsent, it never goes out; sent, its row goes so the
 * alert can mail again when a rate truly reaches it (decision 040). An alert whose customer has
 * since made an active one for the same target stays ended (one active alert per target).
 * Answers how many alerts were re-armed.
 */
export async function rearmCorrectedRateAlerts(
  tx: Pick<Db, 'execute'>,
  change: { replaced: { id: number; createdAt: Date }; newRate: string; now: Date },
): Promise<number> {
  if (change.now.getTime() - change.replaced.createdAt.getTime() > RATE_CORRECTION_WINDOW_MS) return 0;
  const result = await tx.execute<{ n: number }>(sql`
    with rearmed as (
      update rate_alerts a set triggered_at = null, triggered_rate = null, triggered_by_rate_id = null
      where a.triggered_by_rate_id = ${change.replaced.id} and a.target_rate > ${change.newRate}::numeric
        and not exists (select 1 from rate_alerts o where o.user_id = a.user_id and o.target_rate = a.target_rate and o.triggered_at is null)
      returning a.id
    ),
    withdrawn as (delete from mail_queue m using rearmed where m.rate_alert_id = rearmed.id)
    select count(*)::int as n from rearmed`);
  return result.rows[0]?.n ?? 0;
}
