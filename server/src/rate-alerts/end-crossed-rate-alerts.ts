import { sql } from 'drizzle-orm';
import { compareDecimal } from '../../../domain/money';
import type { Db } from '../db/client';

/**
 * Inside the transaction that sets a new rate (admin/exchange-rates.ts, which holds the rate-change
 * lock): every active alert the change crosses — previous rate < target ≤ new rate — ends, and its
 * one mail is queued by the same statement. The update is conditional (`triggered_at is null`) and
 * mail_queue.rate_alert_id unique, so no alert is ended or mailed twice, whatever runs at once.
 * Closed accounts are not mailed. Answers how many alerts ended.
 */
export async function endCrossedRateAlerts(tx: Pick<Db, 'execute'>, change: { previousRate: string; newRate: string; rateId: number; now: Date }): Promise<number> {
  if (compareDecimal(change.newRate, change.previousRate) <= 0) return 0;
  const result = await tx.execute(sql`
    with ended as (
      update rate_alerts a set triggered_at = ${change.now}, triggered_rate = ${change.newRate}, triggered_by_rate_id = ${change.rateId}
      where a.triggered_at is null
        and a.target_rate > ${change.previousRate}::numeric and a.target_rate <= ${change.newRate}::numeric
        and exists (select 1 from users u where u.id = a.user_id and u.closed_at is null)
      returning a.id
    )
    insert into mail_queue (rate_alert_id, created_at, next_attempt_at)
    select id, ${change.now}, ${change.now} from ended`);
  return result.rowCount ?? 0;
}
