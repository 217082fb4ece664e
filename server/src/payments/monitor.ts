import { and, count, desc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { adminMessages, apiMessages } from '../../../domain/messages';
import { formatCad } from '../../../domain/format';
import type { CheckPaymentResponse, MonitoringStatus } from '../../../domain/schemas/admin';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { databaseErrorCode } from '../db/errors';
import { incomingETransfers, paymentMonitorRuns, paymentMonitorState, transfers } from '../db/schema';
import { AppError, notFound } from '../http/errors';
import { findAdminTransfer } from '../admin/transfer-list';
import { ADVISORY_LOCKS, runningGraceMs } from '../jobs/locks';
import { INSTANCE, type PeriodicJob } from '../jobs/scheduler';
import { openReviewOf } from './decide-payment-review';
import { screenPayer } from '../screening/screen-parties';
import { matchIncoming } from './match-incoming';
import type { CollectionProvider } from './collection-provider';
import { messageReferenceWords } from './message-references';

/**
 * The payment monitor (docs/architecture.md § Payments). Once a period
 * (PAYMENT_MONITOR_INTERVAL_SECONDS, 30 by default) it reads the e-Transfers the collection provider
 * received since last time, records them, and decides each (match-incoming.ts): recorded as the
 * payment of the one pending transfer its message names, when the amount is exact and the sender
 * is that transfer's customer; put in front of an operator when the message names several
 * transfers or the sender is someone else; otherwise left unmatched and retried on every run (the
 * customer may submit the transfer later). A recorded payment does not change the status (an
 * operator approves). monitoring-status counts the unmatched and the reviews.
 *
 * One scheduled run per period across all server instances: it is a job of the scheduler
 * (jobs/scheduler.ts), which runs each period on the one instance that claims it. One run at a
 * time: a run holds a
 * transaction-scoped PostgreSQL advisory lock (a scheduled run that finds it taken skips; an
 * operator's check waits for it). Correctness depends on neither: every write is conditional and
 * unique constraints stop an e-Transfer from being recorded or matched twice.
 */

const FETCH_PAGE_SIZE = 500;
const MAX_PAGES_PER_RUN = 20;
const RUN_HISTORY_DAYS = 7;
const CHECK_LOCK_TIMEOUT = '10s';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type MonitorTrigger = 'schedule' | 'check';

export interface MonitorRunOptions {
  trigger: MonitorTrigger;
  /** Match only this transfer (check-payment); incoming e-Transfers are still all recorded. */
  transferId?: number;
  /** Who asked (check-payment's admin); null for the scheduled job. */
  actorUserId?: number | null;
  /** Wait for a run in progress instead of skipping. */
  waitForLock?: boolean;
  /** The start of the period a scheduled run was claimed for (paymentMonitorJob). */
  scheduledFor?: Date;
  provider?: CollectionProvider;
}

export interface MonitorRunResult {
  /** True when another run held the lock and this one did nothing. */
  skipped: boolean;
  fetchedCount: number;
  matchedCount: number;
  /** E-Transfers this run put in front of an operator (several references, or not the customer's). */
  reviewCount: number;
  unmatchedCount: number;
  matchedTransferIds: number[];
}

/** Reads new incoming e-Transfers from the provider into incoming_etransfers; answers how many were new. */
async function recordIncoming(tx: Tx, provider: CollectionProvider): Promise<number> {
  const [state] = await tx.select().from(paymentMonitorState).where(eq(paymentMonitorState.provider, provider.name));
  let cursor = state?.cursor ?? null;
  let recorded = 0;
  for (let page = 0; page < MAX_PAGES_PER_RUN; page++) {
    const incoming = await provider.listIncoming(cursor, FETCH_PAGE_SIZE);
    if (incoming.transfers.length > 0) {
      const inserted = await tx
        .insert(incomingETransfers)
        .values(
          incoming.transfers.map(({ reviewReason, rawText, ...transfer }) => ({
            provider: provider.name,
            ...transfer,
            reviewReason: reviewReason ?? null,
            rawText: rawText ?? null,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: incomingETransfers.id, reviewReason: incomingETransfers.reviewReason });
      recorded += inserted.length;
      await nameCandidates(tx, inserted.flatMap((row) => (row.reviewReason === null ? [] : [row.id])));
    }
    cursor = incoming.cursor;
    if (incoming.transfers.length < FETCH_PAGE_SIZE) break;
  }
  await tx
    .insert(paymentMonitorState)
    .values({ provider: provider.name, cursor, updatedAt: new Date() })
    .onConflictDoUpdate({ target: paymentMonitorState.provider, set: { cursor, updatedAt: new Date() } });
  return recorded;
}

/**
 * A review the provider opened (the Interac inbox) lists the transfers its message names, as the
 * matcher's reviews do, so the operator can accept it for one once the bank shows the money.
 */
async function nameCandidates(tx: Tx, incomingIds: number[]): Promise<void> {
  if (incomingIds.length === 0) return;
  await tx.execute(sql`
    update ${incomingETransfers} i set candidate_transfer_ids = coalesce((
      select array_agg(t.id order by t.id) from ${transfers} t
      where t.reference_code = any(${messageReferenceWords(sql`i.message`)})), '{}')
    where i.id in (${sql.join(incomingIds.map((id) => sql`${id}`), sql`, `)})`);
}

/** Incoming e-Transfers the monitor could not place: no transfer names them, or not one that can take them. */
async function unmatchedCount(db: Pick<Db, 'select'>): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(incomingETransfers)
    .where(and(isNull(incomingETransfers.matchedTransferId), isNull(incomingETransfers.reviewReason), isNull(incomingETransfers.resolution)));
  return row?.n ?? 0;
}

/** Incoming e-Transfers waiting for an operator's decision (payment-reviews). */
async function reviewCount(db: Pick<Db, 'select'>): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(incomingETransfers)
    .where(and(isNotNull(incomingETransfers.reviewReason), isNull(incomingETransfers.resolution)));
  return row?.n ?? 0;
}

async function recordRun(ctx: AppContext, run: typeof paymentMonitorRuns.$inferInsert): Promise<void> {
  await ctx.db.insert(paymentMonitorRuns).values(run);
  const horizon = new Date(run.startedAt.getTime() - RUN_HISTORY_DAYS * 24 * 60 * 60 * 1000);
  await ctx.db.delete(paymentMonitorRuns).where(lt(paymentMonitorRuns.startedAt, horizon));
}

/**
 * One monitor run: record what the provider received, match, and write the run to
 * payment_monitor_runs (with its error, if it failed, which is then thrown). Tests call this
 * directly instead of waiting for the timer.
 */
export async function runPaymentMonitor(ctx: AppContext, options: MonitorRunOptions): Promise<MonitorRunResult> {
  const provider = options.provider ?? ctx.payments.collection;
  const startedAt = ctx.clock.now();
  const run = { trigger: options.trigger, scheduledFor: options.scheduledFor ?? null, instance: INSTANCE, startedAt };
  try {
    const result = await ctx.db.transaction(async (tx) => {
      if (options.waitForLock) {
        await tx.execute(sql.raw(`set local lock_timeout = '${CHECK_LOCK_TIMEOUT}'`));
        await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.paymentMonitor})`);
      } else {
        const lock = await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(${ADVISORY_LOCKS.paymentMonitor}) as locked`);
        if (!lock.rows[0]?.locked) return undefined;
      }
      const fetchedCount = await recordIncoming(tx, provider);
      const { matchedTransferIds, reviewCount: reviewedCount } = await matchIncoming(tx, ctx.clock, {
        ...(options.transferId === undefined ? {} : { onlyTransferId: options.transferId }),
        actorUserId: options.actorUserId ?? null,
      });
      return {
        skipped: false,
        fetchedCount,
        matchedCount: matchedTransferIds.length,
        reviewCount: reviewedCount,
        unmatchedCount: await unmatchedCount(tx),
        matchedTransferIds,
      };
    });
    if (!result) return { skipped: true, fetchedCount: 0, matchedCount: 0, reviewCount: 0, unmatchedCount: 0, matchedTransferIds: [] };
    await recordRun(ctx, {
      ...run,
      finishedAt: ctx.clock.now(),
      fetchedCount: result.fetchedCount,
      matchedCount: result.matchedCount,
      unmatchedCount: result.unmatchedCount,
    });
    if (result.matchedCount > 0) ctx.log.info({ matched: result.matchedTransferIds }, 'incoming e-Transfers matched');
    // Each payer's name is screened now; a failure leaves the transfer waiting (screening_pending) for the re-screen.
    for (const transferId of result.matchedTransferIds) await screenPayer(ctx, transferId);
    if (result.reviewCount > 0) ctx.log.warn({ reviews: result.reviewCount }, 'incoming e-Transfers need an operator');
    return result;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await recordRun(ctx, {
      ...run,
      finishedAt: ctx.clock.now(),
      error: message.slice(0, 1000),
    }).catch(
      (recordError: unknown) => ctx.log.warn({ err: recordError }, 'could not record the payment monitor run'),
    );
    throw error;
  }
}

/**
 * The scheduled monitor: once a period (`intervalMs`, PAYMENT_MONITOR_INTERVAL_SECONDS) on
 * whichever instance claims the period first (jobs/scheduler.ts).
 */
export function paymentMonitorJob(ctx: AppContext, intervalMs = ctx.config.paymentMonitorIntervalMs): PeriodicJob {
  return {
    name: `payment-monitor:${ctx.payments.collection.name}`,
    intervalMs,
    run: async (scheduledFor) => {
      await runPaymentMonitor(ctx, { trigger: 'schedule', scheduledFor });
    },
  };
}

export async function monitoringStatus(ctx: AppContext): Promise<MonitoringStatus> {
  const [latest] = await ctx.db
    .select()
    .from(paymentMonitorRuns)
    .orderBy(desc(paymentMonitorRuns.startedAt), desc(paymentMonitorRuns.id))
    .limit(1);
  const [scheduled] = await ctx.db
    .select({ finishedAt: paymentMonitorRuns.finishedAt })
    .from(paymentMonitorRuns)
    .where(eq(paymentMonitorRuns.trigger, 'schedule'))
    .orderBy(desc(paymentMonitorRuns.startedAt), desc(paymentMonitorRuns.id))
    .limit(1);
  const now = ctx.clock.now().getTime();
  const intervalMs = ctx.config.paymentMonitorIntervalMs;
  return {
    running: scheduled !== undefined && now - scheduled.finishedAt.getTime() <= runningGraceMs(intervalMs),
    intervalMs,
    lastRunAt: latest?.finishedAt.toISOString() ?? null,
    lastMatchedCount: latest ? latest.matchedCount : null,
    lastError: latest?.error ?? null,
    unmatchedCount: await unmatchedCount(ctx.db),
    reviewCount: await reviewCount(ctx.db),
    provider: ctx.payments.collection.name,
  };
}

/** check-payment: runs the matcher for one transfer now and says whether its e-Transfer has arrived. */
export async function checkPayment(ctx: AppContext, actorUserId: number, transferId: number): Promise<CheckPaymentResponse> {
  const before = await findAdminTransfer(ctx.db, transferId);
  if (!before) throw notFound(apiMessages.transferNotFound);
  if (before.apayloTransactionId === null && (before.status === 'pending' || before.status === 'approved')) {
    try {
      await runPaymentMonitor(ctx, { trigger: 'check', transferId, actorUserId, waitForLock: true });
    } catch (error) {
      if (databaseErrorCode(error) === '55P03') throw new AppError('unavailable', adminMessages.paymentCheckBusy, { headers: { 'Retry-After': '5' } });
      throw error;
    }
  }
  const transfer = (await findAdminTransfer(ctx.db, transferId)) ?? before;
  const paymentFound = transfer.apayloTransactionId !== null;
  if (paymentFound) {
    const sender = transfer.apayloSenderName
      ? `${transfer.apayloSenderName}${transfer.apayloSenderEmail ? ` (${transfer.apayloSenderEmail})` : ''}`
      : 'the customer';
    return { paymentFound, needsReview: false, message: adminMessages.paymentFound(formatCad(transfer.cadAmount), sender), transfer };
  }
  const review = await openReviewOf(ctx.db, transferId);
  if (review) {
    const sender = review.senderEmail ? `${review.senderName} (${review.senderEmail})` : review.senderName;
    return { paymentFound, needsReview: true, message: adminMessages.reviewNeeded(formatCad(review.amount), sender), transfer };
  }
  return { paymentFound, needsReview: false, message: adminMessages.noPayment(transfer.referenceCode), transfer };
}
