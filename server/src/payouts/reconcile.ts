import { and, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { compareDecimal, roundDecimal } from '../../../domain/money';
import type { ReconciliationRunDetail } from '../../../domain/schemas/payouts';
import { recordAudit } from '../audit/audit';
import type { AppContext } from '../context';
import { incomingETransfers, payouts, reconciliationDifferences, reconciliationRuns, transfers } from '../db/schema';
import { ADVISORY_LOCKS } from '../jobs/locks';
import type { PeriodicJob } from '../jobs/scheduler';
import type { StatementEntry } from './rail';

const DAY_MS = 24 * 60 * 60_000;

type DifferenceInsert = typeof reconciliationDifferences.$inferInsert;
type RunRow = typeof reconciliationRuns.$inferSelect;

/**
 * The daily reconciliation (issue 33, item 9; docs/PAYMENTS.md § Reconciliation): the day
 * [periodEnd − 24 h, periodEnd) of the payout rail's statement against our paid and returned
 * payouts, and of the collection provider's incoming e-Transfers against the payments recorded on
 * transfers. Every difference is a row naming its transfer, under one reconciliation_runs row
 * operators open on the desk. One run at a time across instances (an advisory lock), one run per
 * period (periodEnd is unique): a second instance, or a second call, answers null.
 */
export async function runReconciliation(ctx: AppContext, periodEnd: Date): Promise<RunRow | null> {
  const periodStart = new Date(periodEnd.getTime() - DAY_MS);
  // The rail is read before the transaction: an outside call never holds a database transaction open.
  let statement: StatementEntry[] = [];
  let balance: { amount: string; currency: string } | null = null;
  let railError: string | null = null;
  try {
    statement = await ctx.payoutRail.statement(periodStart, periodEnd);
    balance = await ctx.payoutRail.balance();
  } catch (error) {
    railError = `The payout rail's statement could not be read: ${error instanceof Error ? error.message : String(error)}`.slice(0, 1000);
  }
  return ctx.db.transaction(async (tx) => {
    const lock = await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(${ADVISORY_LOCKS.reconciliation}) as locked`);
    if (!lock.rows[0]?.locked) return null;
    const [run] = await tx
      .insert(reconciliationRuns)
      .values({
        periodStart,
        periodEnd,
        payoutProvider: ctx.payoutRail.name,
        collectionProvider: ctx.payments.collection.name,
        payoutBalance: balance?.amount ?? null,
        payoutBalanceCurrency: balance?.currency ?? null,
        error: railError,
        startedAt: ctx.clock.now(),
      })
      .onConflictDoNothing()
      .returning();
    if (!run) return null;
    const differences: DifferenceInsert[] = [];
    const payoutsCompared = railError ? 0 : await comparePayouts(tx, run.id, statement, periodStart, periodEnd, differences);
    const paymentsCompared = await comparePayments(tx, run.id, periodStart, periodEnd, differences);
    if (differences.length > 0) await tx.insert(reconciliationDifferences).values(differences);
    const [finished] = await tx
      .update(reconciliationRuns)
      .set({ payoutsCompared, paymentsCompared, differenceCount: differences.length, finishedAt: ctx.clock.now() })
      .where(eq(reconciliationRuns.id, run.id))
      .returning();
    if (differences.length > 0) {
      await recordAudit(tx, { actorUserId: null, action: 'reconciliation.differences_found', targetType: 'reconciliation_run', targetId: run.id, after: { count: differences.length } });
      ctx.log.error({ runId: run.id, differences: differences.length }, 'reconciliation found differences');
    }
    return finished!;
  });
}

type Tx = Parameters<Parameters<AppContext['db']['transaction']>[0]>[0];

async function comparePayouts(
  tx: Tx,
  runId: number,
  statement: StatementEntry[],
  from: Date,
  to: Date,
  differences: DifferenceInsert[],
): Promise<number> {
  const ours = await tx
    .select({ payout: payouts, inrAmount: transfers.inrAmount, referenceCode: transfers.referenceCode })
    .from(payouts)
    .innerJoin(transfers, eq(transfers.id, payouts.transferId))
    .where(and(inArray(payouts.state, ['paid', 'returned']), gte(payouts.paidAt, from), lt(payouts.paidAt, to)));
  // Statement amounts are signed: out is negative.
  const outgoing = statement.filter((entry) => entry.amount.trim().startsWith('-'));
  const incoming = statement.filter((entry) => !entry.amount.trim().startsWith('-') && compareDecimal(entry.amount, '0') > 0);
  const sameAs = (entry: StatementEntry, payout: typeof payouts.$inferSelect) =>
    (entry.idempotencyKey !== null && entry.idempotencyKey === payout.idempotencyKey) || (entry.providerId !== null && entry.providerId === payout.providerId);
  for (const { payout, inrAmount, referenceCode } of ours) {
    const line = outgoing.find((entry) => sameAs(entry, payout));
    const base = { runId, transferId: payout.transferId, payoutId: payout.id };
    if (!line) {
      differences.push({ ...base, kind: 'payout_not_at_rail', details: { referenceCode, ours: { state: payout.state, inrAmount, paidAt: payout.paidAt } } });
    } else if (compareDecimal(roundDecimal(line.amount.trim().replace(/^-/, ''), 2), roundDecimal(inrAmount, 2)) !== 0) {
      differences.push({ ...base, kind: 'payout_amount_differs', details: { referenceCode, ours: inrAmount, rail: line.amount, currency: line.currency } });
    }
  }
  // Lines of the rail we cannot place: a payout we never recorded as paid (or never made).
  const known = await knownPayouts(tx, statement);
  for (const entry of outgoing) {
    if (ours.some(({ payout }) => sameAs(entry, payout))) continue;
    const payout = known.find((row) => sameAs(entry, row));
    differences.push({
      runId,
      kind: payout ? 'payout_state_differs' : 'rail_payout_unknown',
      transferId: payout?.transferId ?? null,
      payoutId: payout?.id ?? null,
      details: { rail: lineDetails(entry), ours: payout ? { state: payout.state } : null },
    });
  }
  for (const entry of incoming) {
    const payout = known.find((row) => sameAs(entry, row));
    if (payout?.state === 'returned') continue;
    differences.push({
      runId,
      kind: payout ? 'payout_state_differs' : 'rail_payout_unknown',
      transferId: payout?.transferId ?? null,
      payoutId: payout?.id ?? null,
      details: { rail: lineDetails(entry), ours: payout ? { state: payout.state } : null },
    });
  }
  return ours.length;
}

async function knownPayouts(tx: Tx, statement: StatementEntry[]) {
  const keys = statement.map((entry) => entry.idempotencyKey).filter((key): key is string => key !== null);
  const ids = statement.map((entry) => entry.providerId).filter((id): id is string => id !== null);
  const byKey = keys.length > 0 ? await tx.select().from(payouts).where(inArray(payouts.idempotencyKey, keys)) : [];
  const byId = ids.length > 0 ? await tx.select().from(payouts).where(inArray(payouts.providerId, ids)) : [];
  return [...byKey, ...byId];
}

function lineDetails(entry: StatementEntry) {
  return { providerId: entry.providerId, idempotencyKey: entry.idempotencyKey, amount: entry.amount, currency: entry.currency, at: entry.at.toISOString(), description: entry.description };
}

/**
 * Collection: e-Transfers received in the period and still unplaced (neither matched nor decided by
 * an operator), and transfers whose recorded payment has no e-Transfer behind it at all.
 */
async function comparePayments(tx: Tx, runId: number, from: Date, to: Date, differences: DifferenceInsert[]): Promise<number> {
  const received = await tx
    .select()
    .from(incomingETransfers)
    .where(and(gte(incomingETransfers.receivedAt, from), lt(incomingETransfers.receivedAt, to)));
  for (const etransfer of received) {
    if (etransfer.matchedTransferId !== null || etransfer.resolution !== null) continue;
    differences.push({
      runId,
      kind: 'etransfer_unmatched',
      transferId: null,
      payoutId: null,
      details: { transactionId: etransfer.transactionId, amount: etransfer.amount, senderName: etransfer.senderName, message: etransfer.message, receivedAt: etransfer.receivedAt.toISOString() },
    });
  }
  const unbacked = await tx
    .select({ id: transfers.id, referenceCode: transfers.referenceCode, transactionId: transfers.apayloTransactionId, cadAmount: transfers.cadAmount })
    .from(transfers)
    .leftJoin(incomingETransfers, eq(incomingETransfers.transactionId, transfers.apayloTransactionId))
    .where(and(sql`${transfers.apayloTransactionId} is not null`, isNull(incomingETransfers.id)));
  for (const transfer of unbacked) {
    differences.push({
      runId,
      kind: 'payment_not_received',
      transferId: transfer.id,
      payoutId: null,
      details: { referenceCode: transfer.referenceCode, transactionId: transfer.transactionId, cadAmount: transfer.cadAmount },
    });
  }
  return received.length;
}

/** Once a day (UTC midnight periods, jobs/scheduler.ts), the day that just ended. */
export function reconciliationJob(ctx: AppContext): PeriodicJob {
  return { name: 'reconciliation', intervalMs: DAY_MS, run: async (period) => void (await runReconciliation(ctx, period)) };
}

export async function listReconciliationRuns(ctx: AppContext): Promise<RunRow[]> {
  return ctx.db.select().from(reconciliationRuns).orderBy(desc(reconciliationRuns.periodEnd)).limit(60);
}

export async function reconciliationRunDetail(ctx: AppContext, runId: number): Promise<ReconciliationRunDetail | null> {
  const [run] = await ctx.db.select().from(reconciliationRuns).where(eq(reconciliationRuns.id, runId));
  if (!run) return null;
  const rows = await ctx.db
    .select({ difference: reconciliationDifferences, referenceCode: transfers.referenceCode })
    .from(reconciliationDifferences)
    .leftJoin(transfers, eq(transfers.id, reconciliationDifferences.transferId))
    .where(eq(reconciliationDifferences.runId, runId))
    .orderBy(reconciliationDifferences.id);
  return {
    run: runResponse(run),
    differences: rows.map(({ difference, referenceCode }) => ({
      id: difference.id,
      kind: difference.kind as ReconciliationRunDetail['differences'][number]['kind'],
      transferId: difference.transferId,
      referenceCode,
      payoutId: difference.payoutId,
      details: difference.details as Record<string, unknown>,
    })),
  };
}

export function runResponse(run: RunRow): ReconciliationRunDetail['run'] {
  return {
    ...run,
    periodStart: run.periodStart.toISOString(),
    periodEnd: run.periodEnd.toISOString(),
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
  };
}
