import { and, asc, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { payoutWebhookDeliveries } from '../db/schema';

/**
 * Where a rail's webhook meets the payout state machine (issue 33: "webhooks … only trigger a
 * re-read of the transfer's state from the API: the webhook is never the source of truth").
 *
 * The webhook route calls requestPayoutRefresh: the delivery is stored once per delivery id and, in
 * the same statement, a NOTIFY on PAYOUT_REFRESH_CHANNEL (payload: the rail's payout id) wakes the
 * payouts job on every instance. The job, listening through ctx.changes, reads
 * pendingPayoutRefreshes, reads each payout back from the rail (PayoutRail.read), applies what the
 * read says, and marks the deliveries with markPayoutRefreshed. A notification missed while an
 * instance was not listening is not lost: the stored, unrefreshed deliveries are the queue.
 */

export const PAYOUT_REFRESH_CHANNEL = 'payout_refresh';

export interface PayoutRefreshRequest {
  provider: 'wise';
  /** The rail's delivery id (Wise's X-Delivery-Id): a redelivery of it is stored once. */
  deliveryId: string;
  eventType: string;
  /** The rail's id of the payout to read back (Wise's transfer id). */
  providerId: string;
  /** What the delivery said the payout's status is: kept for comparison, never applied. */
  providerStatus: string | null;
  occurredAt: Date | null;
}

export interface PayoutRefresh {
  id: number;
  provider: string;
  deliveryId: string;
  eventType: string;
  providerId: string;
  providerStatus: string | null;
  occurredAt: Date | null;
  receivedAt: Date;
}

/** Stores the delivery (once per delivery id) and wakes the payouts job. Answers false for a repeated delivery. */
export async function requestPayoutRefresh(ctx: Pick<AppContext, 'db' | 'clock'>, request: PayoutRefreshRequest): Promise<boolean> {
  // One statement: the NOTIFY goes out only when the row is new, and only once it is committed.
  const result = await ctx.db.execute<{ id: number }>(sql`
    with stored as (
      insert into ${payoutWebhookDeliveries} (provider, delivery_id, event_type, provider_id, provider_status, occurred_at, received_at)
      values (${request.provider}, ${request.deliveryId}, ${request.eventType}, ${request.providerId}, ${request.providerStatus},
              ${request.occurredAt?.toISOString() ?? null}, ${ctx.clock.now().toISOString()})
      on conflict (provider, delivery_id) do nothing
      returning id, provider_id
    )
    select id, pg_notify(${PAYOUT_REFRESH_CHANNEL}, provider_id) from stored`);
  return result.rows.length > 0;
}

/** Deliveries the payouts job has not yet acted on, oldest first. */
export async function pendingPayoutRefreshes(db: Db, limit = 100): Promise<PayoutRefresh[]> {
  return db
    .select({
      id: payoutWebhookDeliveries.id,
      provider: payoutWebhookDeliveries.provider,
      deliveryId: payoutWebhookDeliveries.deliveryId,
      eventType: payoutWebhookDeliveries.eventType,
      providerId: payoutWebhookDeliveries.providerId,
      providerStatus: payoutWebhookDeliveries.providerStatus,
      occurredAt: payoutWebhookDeliveries.occurredAt,
      receivedAt: payoutWebhookDeliveries.receivedAt,
    })
    .from(payoutWebhookDeliveries)
    .where(isNull(payoutWebhookDeliveries.refreshedAt))
    .orderBy(asc(payoutWebhookDeliveries.id))
    .limit(limit);
}

/** The payouts job read these payouts back: their deliveries are done. */
export async function markPayoutRefreshed(db: Db, ids: number[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(payoutWebhookDeliveries)
    .set({ refreshedAt: at })
    .where(and(inArray(payoutWebhookDeliveries.id, ids), isNull(payoutWebhookDeliveries.refreshedAt)));
}
