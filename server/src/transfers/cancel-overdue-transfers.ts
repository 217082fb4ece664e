import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import { statusesLeadingTo } from '../../../domain/transfer-status';
import type { AppContext } from '../context';
import { paymentMonitorRuns, transfers } from '../db/schema';
import type { PeriodicJob } from '../jobs/scheduler';
import { ADVISORY_LOCKS, runningGraceMs } from '../jobs/locks';
import { unpaidReason } from '../../../domain/unpaid-cancellation';
import { transferFrozen } from '../compliance/case-hold';
import { lockTransferParties } from '../compliance/party-locks';
import { recordCancellation } from './record-cancellation';
import { messageReferenceWords } from '../payments/message-references';

const HOUR_MS = 60 * 60 * 1000;
/** Transfers cancelled per transaction; a run goes on with the next batch, up to MAX_BATCHES. */
const BATCH = 200;
const MAX_BATCHES = 10;
/** How long a run waits for a payment-monitor run in progress before leaving this period. */
const MONITOR_WAIT = '10s';

/** What a run needs: the server's context, or the manage command's (which has no mail queue: a server's poll sends the mail). */
type OverdueContext = Pick<AppContext, 'db' | 'clock' | 'config' | 'log'> & Partial<Pick<AppContext, 'mailQueue'>>;

export interface OverdueRun {
  cancelled: number[];
  /** Why nothing was looked at: UNPAID_CANCEL_HOURS=off, or no successful payment-monitor run lately. */
  skipped: 'off' | 'monitor' | null;
}

/**
 * Cancels the transfers left unpaid: pending, no payment recorded, made UNPAID_CANCEL_HOURS (72)
 * or more ago. Each is moved by the conditional update itself (pending and unpaid at that moment),
 * so one an operator approved or the monitor paid meanwhile is never cancelled, and two instances
 * cannot cancel one twice; each gets its timeline event (actor: the system, with the reason), its
 * audit record and its customer's mail, as a customer's own cancel does.
 *
 * Money first: a transfer is left alone while an incoming e-Transfer that names it is open (waiting
 * for an operator, or of another amount), and nothing is cancelled unless the payment monitor ran
 * successfully within its last two periods (a provider outage must not cancel transfers paid during
 * it). A run holds the monitor's lock, so it never decides while a monitor run is recording
 * payments. A transfer frozen by a listed-person property report is left alone (issue 31). The
 * cancelled transfers leave their EFT report cases in the same transaction, their customers and
 * beneficiaries locked first (compliance/party-locks.ts). Answers the transfers cancelled, or why
 * it did nothing.
 */
export async function cancelOverdueTransfers(ctx: OverdueContext): Promise<OverdueRun> {
  const hours = ctx.config.unpaidCancelHours;
  if (hours === undefined) return { cancelled: [], skipped: 'off' };
  const reason = unpaidReason(hours);
  const cancelled: number[] = [];
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const now = ctx.clock.now();
    const cutoff = new Date(now.getTime() - hours * HOUR_MS);
    const ids = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local lock_timeout = '${MONITOR_WAIT}'`));
      await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.paymentMonitor})`);
      const [monitor] = await tx
        .select({ finishedAt: paymentMonitorRuns.finishedAt })
        .from(paymentMonitorRuns)
        .where(
          and(
            eq(paymentMonitorRuns.trigger, 'schedule'),
            isNull(paymentMonitorRuns.error),
            gte(paymentMonitorRuns.finishedAt, new Date(now.getTime() - runningGraceMs(ctx.config.paymentMonitorIntervalMs))),
          ),
        )
        .orderBy(desc(paymentMonitorRuns.finishedAt))
        .limit(1);
      if (!monitor) return undefined;
      const cancellable = sql`${transfers.status} in ${statusesLeadingTo('cancelled')} and ${transfers.apayloTransactionId} is null`;
      // A frozen party's transfer (issue 31) stays as it is until the authorities' decision is recorded.
      const frozen = transferFrozen({ id: sql`t.id`, userId: sql`t.user_id`, recipientId: sql`t.recipient_id` });
      const candidates = await tx.execute<{ id: string }>(sql`
        select t.id from ${transfers} t
        where t.status in ${statusesLeadingTo('cancelled')} and t.apaylo_transaction_id is null and t.created_at <= ${cutoff}
          and not exists (
            select 1 from incoming_etransfers i
            where i.matched_transfer_id is null and i.resolution is null
              and t.reference_code = any(${messageReferenceWords(sql`i.message`)}))
          and not ${frozen}
        order by t.created_at, t.id
        limit ${BATCH}`);
      const candidateIds = candidates.rows.map((row) => Number(row.id));
      // Their customers and beneficiaries first, as every change to the 24-hour rule's count takes them.
      await lockTransferParties(tx, candidateIds);
      const rows = await tx.execute<{ id: string }>(sql`
        update ${transfers} set status = 'cancelled', updated_at = ${now}
        where ${transfers.id} in (
          select t.id from ${transfers} t
          where t.id = any(${`{${candidateIds.join(',')}}`}::bigint[])
            and t.status in ${statusesLeadingTo('cancelled')} and t.apaylo_transaction_id is null and not ${frozen}
          for update of t skip locked)
          and ${cancellable}
        returning ${transfers.id} as id`);
      const moved = rows.rows.map((row) => Number(row.id));
      await recordCancellation(tx, { transferIds: moved, actorUserId: null, reason, at: now, timeZone: ctx.config.businessTimeZone });
      return moved;
    });
    if (ids === undefined) {
      ctx.log.warn('unpaid transfers are not cancelled: the payment monitor has not run successfully in its last two periods');
      return { cancelled, skipped: 'monitor' };
    }
    cancelled.push(...ids);
    if (ids.length < BATCH) break;
  }
  if (cancelled.length > 0) {
    ctx.mailQueue?.kick();
    ctx.log.info({ cancelled: cancelled.length, hours }, 'unpaid transfers cancelled');
  }
  return { cancelled, skipped: null };
}

/** Once a payment-monitor period, on one instance: the job of jobs/scheduler.ts (absent when UNPAID_CANCEL_HOURS=off). */
export function cancelOverdueTransfersJob(ctx: AppContext): PeriodicJob {
  return {
    name: 'cancel-unpaid-transfers',
    intervalMs: ctx.config.paymentMonitorIntervalMs,
    run: async () => {
      await cancelOverdueTransfers(ctx);
    },
  };
}
