import { and, asc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import { canMovePayout, type PayoutState } from '../../../domain/payout-states';
import { recordAudit } from '../audit/audit';
import type { AppContext } from '../context';
import { payouts, transfers } from '../db/schema';
import { transferFrozen, transferOnHold } from '../compliance/case-hold';
import type { PeriodicJob } from '../jobs/scheduler';
import { screeningPending } from '../screening/screening-pending';
import { movePayout, type PayoutMoveFields, type PayoutRow } from './payout-moves';
import { markPayoutRefreshed, pendingPayoutRefreshes } from './payout-refresh';
import type { NameCheck, PayoutInstruction, RailPayout } from './rail';

/** How often the payout job runs (once a period across instances, jobs/scheduler.ts). */
export const PAYOUT_JOB_INTERVAL_MS = 15_000;
/** A payout claimed this long ago and still `sending` lost its sender (a crash): it is read back as `unknown`. */
export const STALE_SENDING_MS = 5 * 60_000;
/** Paid payouts are read back this long after, so a late return is seen and alerted. */
export const RETURN_WATCH_MS = 30 * 24 * 60 * 60_000;
const BATCH = 50;

export interface PayoutRunResult {
  sent: number;
  polled: number;
}

/**
 * The payout job (issue 33, docs/PAYMENTS.md): sends the payouts waiting to go (name check first,
 * then a conditional claim pending/cleared → sending, then the rail), and reads back the ones the
 * rail holds (in flight, unknown, stale sending, paid within RETURN_WATCH_MS), applying only the
 * forward moves domain/payout-states.ts allows. Safe on any number of instances at once: the claim
 * is one conditional update, so one instance sends an attempt; the attempt's idempotency key makes
 * even a second send (after an ambiguous answer) the same payout at the rail.
 */
export async function runPayouts(ctx: AppContext): Promise<PayoutRunResult> {
  if (!ctx.payoutRail.automatic) return { sent: 0, polled: 0 };
  const sent = await sendWaiting(ctx);
  const polled = (await readBackAfterWebhooks(ctx)) + (await pollAtRail(ctx));
  return { sent, polled };
}

export function payoutJob(ctx: AppContext, intervalMs = PAYOUT_JOB_INTERVAL_MS): PeriodicJob {
  return { name: `payouts:${ctx.payoutRail.name}`, intervalMs, run: async () => void (await runPayouts(ctx)) };
}

/** Whether the transfer may be paid now: approved, not held, frozen or awaiting screening, and paid for when approval needs it. */
function sendable(ctx: AppContext) {
  return and(
    eq(transfers.status, 'approved'),
    sql`not ${transferOnHold(transfers)}`,
    sql`not ${transferFrozen(transfers)}`,
    // The payer of a payment recorded after the approval is screened first.
    sql`not ${screeningPending({ userId: transfers.userId, recipientId: transfers.recipientId, payerName: transfers.apayloSenderName, payerScreenedVersion: transfers.payerScreenedVersion })}`,
    ctx.config.approvalNeedsPayment ? sql`${transfers.apayloTransactionId} is not null` : undefined,
  );
}

async function sendWaiting(ctx: AppContext): Promise<number> {
  const waiting = await ctx.db
    .select({ payout: payouts, transfer: transfers })
    .from(payouts)
    .innerJoin(transfers, eq(transfers.id, payouts.transferId))
    .where(and(inArray(payouts.state, ['pending', 'cleared']), sendable(ctx)))
    .orderBy(asc(payouts.id))
    .limit(BATCH);
  let sent = 0;
  for (const { payout, transfer } of waiting) {
    const instruction = instructionOf(payout, transfer);
    let nameCheck: NameCheck | null = null;
    if (payout.state === 'pending') {
      try {
        nameCheck = await ctx.payoutRail.verifyRecipient(instruction.recipient);
      } catch (error) {
        ctx.log.warn({ err: error, payoutId: payout.id }, 'the name check did not answer; the payout waits for the next run');
        continue;
      }
      const checked = { nameCheck: nameCheck.outcome, nameAtBank: nameCheck.nameAtBank };
      if (nameCheck.outcome === 'mismatch' || nameCheck.outcome === 'invalid_account') {
        await ctx.db.transaction((tx) => movePayout(tx, payout.id, 'blocked', checked, ctx.clock.now()));
        ctx.log.warn({ payoutId: payout.id, transferId: payout.transferId, nameCheck: nameCheck.outcome }, 'payout blocked by the name check');
        continue;
      }
      if (nameCheck.outcome !== 'match') {
        await ctx.db.transaction((tx) => movePayout(tx, payout.id, 'review', checked, ctx.clock.now()));
        continue;
      }
    }
    const claimed = await claim(ctx, payout, nameCheck);
    if (!claimed) continue;
    sent += 1;
    await sendClaimed(ctx, claimed, instruction, 'sending');
  }
  return sent;
}

/**
 * pending/cleared → sending, by one conditional update, with the transfer's row locked (FOR SHARE)
 * so an operator's Mark Complete or rejection (which lock it FOR UPDATE) is either before (the
 * claim finds the transfer no longer approved) or after (it finds the payout at the rail: 409).
 */
async function claim(ctx: AppContext, payout: PayoutRow, nameCheck: NameCheck | null): Promise<PayoutRow | undefined> {
  return ctx.db.transaction(async (tx) => {
    const locked = await tx.execute<{ ok: boolean }>(sql`
      select true as ok from ${transfers} where ${transfers.id} = ${payout.transferId} and ${sendable(ctx)} for share of ${transfers}`);
    if (locked.rows.length === 0) return undefined;
    const fields: PayoutMoveFields = nameCheck ? { nameCheck: nameCheck.outcome, nameAtBank: nameCheck.nameAtBank } : {};
    return movePayout(tx, payout.id, 'sending', fields, ctx.clock.now());
  });
}

/** Sends (or re-sends, with the same key) and applies the answer; an answer it cannot read makes the payout `unknown`. */
async function sendClaimed(ctx: AppContext, payout: PayoutRow, instruction: PayoutInstruction, from: 'sending' | 'unknown'): Promise<void> {
  let answer: RailPayout;
  try {
    answer = await ctx.payoutRail.send(instruction);
  } catch (error) {
    // Ambiguous or not, the rail may have acted: only reading back with the same key can tell.
    ctx.log.warn({ err: error, payoutId: payout.id }, 'the payout rail gave no clear answer; the payout is read back');
    if (from === 'sending') {
      const reason = error instanceof Error ? error.message.slice(0, 500) : String(error);
      await ctx.db.transaction((tx) => movePayout(tx, payout.id, 'unknown', { failureReason: reason }, ctx.clock.now()));
    }
    return;
  }
  await applyAnswer(ctx, payout.id, from, answer);
}

/**
 * Applies what the rail says of a payout we hold in state `from`: a forward move when the table
 * has one, a new provider status otherwise; anything backwards (a late or duplicated answer) is
 * ignored. A return after completion is recorded and alerted; the transfer stays completed.
 */
export async function applyAnswer(ctx: AppContext, payoutId: number, from: PayoutState, answer: RailPayout): Promise<void> {
  const fields: PayoutMoveFields = {
    providerStatus: answer.providerStatus,
    providerId: answer.providerId,
    ...(answer.reference ? { providerReference: answer.reference } : {}),
    ...(answer.failureReason ? { failureReason: answer.failureReason } : {}),
  };
  const now = ctx.clock.now();
  if (answer.state === from || !canMovePayout(from, answer.state)) {
    await ctx.db
      .update(payouts)
      .set({ providerStatus: answer.providerStatus, providerId: answer.providerId, updatedAt: now })
      .where(and(eq(payouts.id, payoutId), eq(payouts.state, from)));
    return;
  }
  await ctx.db.transaction(async (tx) => {
    const moved = await movePayout(tx, payoutId, answer.state, fields, now);
    if (moved && from === 'paid' && answer.state === 'returned') {
      await recordAudit(tx, {
        actorUserId: null,
        action: 'payout.returned_after_completion',
        targetType: 'transfer',
        targetId: moved.transferId,
        after: { payoutId, attempt: moved.attempt, reason: answer.failureReason },
      });
      ctx.log.error({ payoutId, transferId: moved.transferId, reason: answer.failureReason }, 'a paid payout came back after the transfer was completed');
    }
  });
  if (answer.state === 'paid') ctx.mailQueue.kick();
  if (answer.state === 'failed' || answer.state === 'returned') {
    ctx.log.warn({ payoutId, state: answer.state, reason: answer.failureReason }, 'payout needs an operator');
  }
}

/**
 * The payouts a rail's webhook said changed (payout-refresh.ts), read back first: the delivery only
 * says which payout to read, never what it became. Its deliveries are marked done once read; a
 * rail that cannot be read leaves them for the next run.
 */
async function readBackAfterWebhooks(ctx: AppContext): Promise<number> {
  const deliveries = await pendingPayoutRefreshes(ctx.db);
  if (deliveries.length === 0) return 0;
  const rows = await ctx.db
    .select()
    .from(payouts)
    .where(and(inArray(payouts.providerId, [...new Set(deliveries.map((delivery) => delivery.providerId))]), inArray(payouts.state, ['in_flight', 'unknown', 'paid'])));
  for (const payout of rows) {
    let answer: RailPayout | null;
    try {
      answer = await ctx.payoutRail.read({ idempotencyKey: payout.idempotencyKey, providerId: payout.providerId });
    } catch (error) {
      ctx.log.warn({ err: error, payoutId: payout.id }, 'the payout rail could not be read after its webhook; next run');
      return 0;
    }
    if (answer) await applyAnswer(ctx, payout.id, payout.state as PayoutState, answer);
  }
  await markPayoutRefreshed(ctx.db, deliveries.map((delivery) => delivery.id), ctx.clock.now());
  return rows.length;
}

async function pollAtRail(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const rows = await ctx.db
    .select({ payout: payouts, transfer: transfers })
    .from(payouts)
    .innerJoin(transfers, eq(transfers.id, payouts.transferId))
    .where(
      or(
        inArray(payouts.state, ['in_flight', 'unknown']),
        and(eq(payouts.state, 'sending'), lt(payouts.sentAt, new Date(now.getTime() - STALE_SENDING_MS))),
        and(eq(payouts.state, 'paid'), gte(payouts.paidAt, new Date(now.getTime() - RETURN_WATCH_MS))),
      ),
    )
    .orderBy(asc(payouts.updatedAt), asc(payouts.id))
    .limit(BATCH);
  let polled = 0;
  for (const { payout, transfer } of rows) {
    let state = payout.state as PayoutState;
    if (state === 'sending') {
      const moved = await ctx.db.transaction((tx) => movePayout(tx, payout.id, 'unknown', { failureReason: 'The sender stopped before the rail answered' }, now));
      if (!moved) continue;
      state = 'unknown';
    }
    polled += 1;
    let answer: RailPayout | null;
    try {
      answer = await ctx.payoutRail.read({ idempotencyKey: payout.idempotencyKey, providerId: payout.providerId });
    } catch (error) {
      ctx.log.warn({ err: error, payoutId: payout.id }, 'the payout rail could not be read; next run');
      continue;
    }
    if (answer) await applyAnswer(ctx, payout.id, state, answer);
    // The rail has no payout with this key: the send never reached it. Sent again with the SAME key.
    else if (state === 'unknown') await sendClaimed(ctx, payout, instructionOf(payout, transfer), 'unknown');
  }
  return polled;
}

function instructionOf(payout: PayoutRow, transfer: typeof transfers.$inferSelect): PayoutInstruction {
  return {
    idempotencyKey: payout.idempotencyKey,
    transferId: transfer.id,
    attempt: payout.attempt,
    referenceCode: transfer.referenceCode,
    inrAmount: transfer.inrAmount,
    cadAmount: transfer.cadAmount,
    recipient: {
      name: transfer.recipientName,
      accountNumber: transfer.recipientAccountNumber,
      ifscCode: transfer.recipientIfscCode,
      bankName: transfer.recipientBankName,
      upiId: null,
    },
  };
}
