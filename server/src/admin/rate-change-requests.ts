import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { adminMessages } from '../../../domain/messages';
import type { RateChangeRequest } from '../../../domain/schemas/rate-settings';
import { recordAudit } from '../audit/audit';
import type { UserRow } from '../auth/user-response';
import type { AppContext, RequestMeta } from '../context';
import type { Db } from '../db/client';
import { rateChangeRequests, users } from '../db/schema';
import { AppError } from '../http/errors';
import { afterRateChange } from '../rates/after-rate-change';
import { latestMarketRate } from '../rates/market-pricing';
import { lockRateChanges } from '../rates/rate-change-lock';
import { currentRateRow, replaceRate } from '../rates/replace-rate';
import type { RateChangeCheck } from './rate-guardrails';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const requester = alias(users, 'requester');
const decider = alias(users, 'decider');

function select(db: Pick<Db, 'select'>) {
  return db
    .select({
      row: rateChangeRequests,
      requesterName: requester.username,
      requesterEmail: requester.email,
      deciderName: decider.username,
      deciderEmail: decider.email,
    })
    .from(rateChangeRequests)
    .innerJoin(requester, eq(requester.id, rateChangeRequests.requestedBy))
    .leftJoin(decider, eq(decider.id, rateChangeRequests.decidedBy));
}

type Selected = Awaited<ReturnType<ReturnType<typeof select>['where']>>[number];

function toResponse({ row, requesterName, requesterEmail, deciderName, deciderEmail }: Selected): RateChangeRequest {
  return {
    id: row.id,
    rate: row.rate,
    referenceRate: row.referenceRate,
    referenceKind: row.referenceKind as RateChangeRequest['referenceKind'],
    changePercent: row.changePercent,
    status: row.status as RateChangeRequest['status'],
    requestedBy: { name: requesterName, email: requesterEmail },
    requestedAt: row.requestedAt.toISOString(),
    decidedBy: deciderName !== null && deciderEmail !== null ? { name: deciderName, email: deciderEmail } : null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

async function findRequest(db: Pick<Db, 'select'>, id: number): Promise<RateChangeRequest> {
  const [row] = await select(db).where(eq(rateChangeRequests.id, id));
  if (!row) throw new AppError('not_found', adminMessages.rateChangeNotFound);
  return toResponse(row);
}

/** A rate more than 10 % from the reference, confirmed: it waits for a second operator (audited). */
export async function requestRateChange(
  tx: Tx,
  actor: UserRow,
  change: Omit<RateChangeCheck, 'kind'> & { rate: string },
  now: Date,
  meta: RequestMeta,
): Promise<RateChangeRequest> {
  const [row] = await tx
    .insert(rateChangeRequests)
    .values({ ...change, requestedBy: actor.id, requestedAt: now })
    .returning({ id: rateChangeRequests.id });
  if (!row) throw new Error('insert returned no rate change request');
  await recordAudit(tx, {
    actorUserId: actor.id,
    action: 'exchange_rate.change_requested',
    targetType: 'rate_change_request',
    targetId: row.id,
    after: change,
    ip: meta.ip,
  });
  return findRequest(tx, row.id);
}

/** Rate changes waiting for a second operator, oldest first (GET /api/admin/exchange-rates/changes). */
export async function pendingRateChanges(db: Pick<Db, 'select'>): Promise<RateChangeRequest[]> {
  const rows = await select(db).where(eq(rateChangeRequests.status, 'pending')).orderBy(asc(rateChangeRequests.requestedAt), asc(rateChangeRequests.id));
  return rows.map(toResponse);
}

/** The request, locked; refused unless still pending. */
async function lockPending(tx: Tx, id: number) {
  const [row] = await tx.select().from(rateChangeRequests).where(eq(rateChangeRequests.id, id)).for('update');
  if (!row) throw new AppError('not_found', adminMessages.rateChangeNotFound);
  if (row.status !== 'pending') throw new AppError('conflict', adminMessages.rateChangeDecided, { body: { code: 'rate_change_decided' } });
  return row;
}

/**
 * A second operator approves a pending rate change: it becomes the current rate (alerts crossed,
 * corrections re-arming as for any rate change), audited. The operator who asked for it cannot
 * approve it (403 own_rate_change).
 */
export async function approveRateChange(ctx: AppContext, actor: UserRow, id: number, meta: RequestMeta): Promise<RateChangeRequest> {
  const alertsEnded = await ctx.db.transaction(async (tx) => {
    await lockRateChanges(tx);
    const request = await lockPending(tx, id);
    if (request.requestedBy === actor.id) throw new AppError('forbidden', adminMessages.rateChangeOwn, { body: { code: 'own_rate_change' } });
    const before = await currentRateRow(tx);
    const market = ctx.config.rates.source === 'manual' ? undefined : await latestMarketRate(tx);
    const now = ctx.clock.now();
    const changed = await replaceRate(tx, before, { rate: request.rate, createdBy: request.requestedBy, mid: market ?? null, now });
    await tx
      .update(rateChangeRequests)
      .set({ status: 'approved', decidedBy: actor.id, decidedAt: now, exchangeRateId: changed.id })
      .where(eq(rateChangeRequests.id, id));
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'exchange_rate.change_approved',
      targetType: 'exchange_rate',
      targetId: changed.id,
      before: { rate: before.rate },
      after: { rate: changed.rate, rateChangeRequestId: id, requestedBy: request.requestedBy, alertsRearmed: changed.alertsRearmed },
      ip: meta.ip,
    });
    return changed.alertsEnded;
  });
  afterRateChange(ctx, alertsEnded);
  return findRequest(ctx.db, id);
}

/** Any operator (the one who asked included, withdrawing it) rejects a pending rate change; audited. */
export async function rejectRateChange(ctx: AppContext, actor: UserRow, id: number, meta: RequestMeta): Promise<RateChangeRequest> {
  await ctx.db.transaction(async (tx) => {
    await lockPending(tx, id);
    const now = ctx.clock.now();
    await tx.update(rateChangeRequests).set({ status: 'rejected', decidedBy: actor.id, decidedAt: now }).where(eq(rateChangeRequests.id, id));
    await recordAudit(tx, { actorUserId: actor.id, action: 'exchange_rate.change_rejected', targetType: 'rate_change_request', targetId: id, ip: meta.ip });
  });
  return findRequest(ctx.db, id);
}

