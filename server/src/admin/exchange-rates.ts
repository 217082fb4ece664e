import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import { SOURCE_CURRENCY, TARGET_CURRENCY } from '../../../domain/constants';
import type { ExchangeRateHistoryEntry, PageQuery, updateExchangeRateRequestSchema } from '../../../domain/schemas/admin';
import { recordAudit } from '../audit/audit';
import type { UserRow } from '../auth/user-response';
import type { AppContext, RequestMeta } from '../context';
import type { Db } from '../db/client';
import { exchangeRates, users } from '../db/schema';
import { currentRate } from '../rates/current-rate';
import { lockRateChanges } from '../rates/rate-change-lock';
import { endCrossedRateAlerts } from '../rate-alerts/end-crossed-rate-alerts';
import { newestFirst } from '../db/order';
import { afterCursor, cursorTimestamp, toPage, type Page } from '../http/paging';

type UpdateExchangeRate = z.output<typeof updateExchangeRateRequestSchema>;
type Reader = Pick<Db, 'select'>;

const pair = and(eq(exchangeRates.fromCurrency, SOURCE_CURRENCY), eq(exchangeRates.toCurrency, TARGET_CURRENCY));

/** Rate history newest first, each with the rate it replaced and who set it. */
async function selectHistory(db: Reader, condition: ReturnType<typeof and>, limit: number) {
  return db
    .select({
      id: exchangeRates.id,
      fromCurrency: exchangeRates.fromCurrency,
      toCurrency: exchangeRates.toCurrency,
      rate: exchangeRates.rate,
      // The newest older row of the same pair: one index probe per listed row.
      previousRate: sql<string | null>`(
        select p.rate from exchange_rates p
        where p.from_currency = ${exchangeRates.fromCurrency} and p.to_currency = ${exchangeRates.toCurrency}
          and (p.created_at, p.id) < (${exchangeRates.createdAt}, ${exchangeRates.id})
        order by p.created_at desc nulls last, p.id desc nulls last
        limit 1)`,
      createdAt: exchangeRates.createdAt,
      cursorAt: cursorTimestamp(exchangeRates.createdAt),
      setterName: users.username,
      setterEmail: users.email,
    })
    .from(exchangeRates)
    .leftJoin(users, eq(users.id, exchangeRates.createdBy))
    .where(condition)
    .orderBy(...newestFirst(exchangeRates.createdAt, exchangeRates.id))
    .limit(limit);
}

type HistoryRow = Awaited<ReturnType<typeof selectHistory>>[number];

function toEntry(row: HistoryRow): ExchangeRateHistoryEntry & { cursorAt: string } {
  return {
    id: row.id,
    fromCurrency: row.fromCurrency,
    toCurrency: row.toCurrency,
    rate: row.rate,
    previousRate: row.previousRate,
    createdAt: row.createdAt.toISOString(),
    cursorAt: row.cursorAt,
    createdBy: row.setterName !== null && row.setterEmail !== null ? { name: row.setterName, email: row.setterEmail } : null,
  };
}

export async function rateHistory(db: Reader, page: PageQuery): Promise<Page<ExchangeRateHistoryEntry & { cursorAt: string }>> {
  const rows = await selectHistory(db, and(pair, afterCursor(exchangeRates.createdAt, exchangeRates.id, page.cursor)), page.limit + 1);
  return toPage(rows.map(toEntry), page.limit);
}

export async function countRates(db: Reader): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)` }).from(exchangeRates).where(pair);
  return row?.count ?? 0;
}

/**
 * A new current rate: a new exchange_rates row (history is kept), effective at once for quotes
 * and the public rate, audited with the rate it replaced. Rate changes take turns (an advisory
 * lock), so each replaces the rate it read and ends exactly the rate alerts it crosses.
 */
export async function setExchangeRate(
  ctx: AppContext,
  actor: UserRow,
  input: UpdateExchangeRate,
  meta: RequestMeta,
): Promise<ExchangeRateHistoryEntry> {
  const { id, alertsEnded } = await ctx.db.transaction(async (tx) => {
    await lockRateChanges(tx);
    const before = await currentRate(tx);
    const now = ctx.clock.now();
    const [row] = await tx
      .insert(exchangeRates)
      .values({
        fromCurrency: input.fromCurrency,
        toCurrency: input.toCurrency,
        rate: input.rate,
        createdBy: actor.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: exchangeRates.id, rate: exchangeRates.rate });
    if (!row) throw new Error('insert returned no exchange rate');
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'exchange_rate.updated',
      targetType: 'exchange_rate',
      targetId: row.id,
      before: { rate: before },
      after: { rate: row.rate },
      ip: meta.ip,
    });
    // Rate alerts (issue 20) the change crosses end here, their mail queued in this transaction.
    return { id: row.id, alertsEnded: await endCrossedRateAlerts(tx, { previousRate: before, newRate: row.rate, now }) };
  });
  // This instance answers with the new rate at once; others hear the trigger's NOTIFY.
  ctx.publicRate.invalidate();
  ctx.publicRateHistory.invalidate();
  if (alertsEnded > 0) ctx.mailQueue.kick();
  const [row] = await selectHistory(ctx.db, eq(exchangeRates.id, id), 1);
  if (!row) throw new Error('the new exchange rate vanished');
  const { cursorAt: _cursorAt, ...entry } = toEntry(row);
  return entry;
}
