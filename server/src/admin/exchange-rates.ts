import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import { SOURCE_CURRENCY, TARGET_CURRENCY } from '../../../domain/constants';
import type { ExchangeRateHistoryEntry, PageQuery, updateExchangeRateRequestSchema } from '../../../domain/schemas/admin';
import { recordAudit } from '../audit/audit';
import type { UserRow } from '../auth/user-response';
import type { AppContext, RequestMeta } from '../context';
import type { Db } from '../db/client';
import { exchangeRates, users } from '../db/schema';
import type { RateChangeRequest } from '../../../domain/schemas/rate-settings';
import { latestMarketRate } from '../rates/market-pricing';
import { lockRateChanges } from '../rates/rate-change-lock';
import { currentRateRow, replaceRate } from '../rates/replace-rate';
import { afterRateChange } from '../rates/after-rate-change';
import { checkRateChange } from './rate-guardrails';
import { requestRateChange } from './rate-change-requests';
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

/** The current rate's row as the admin history shows it. */
export async function historyEntry(db: Reader, id: number): Promise<ExchangeRateHistoryEntry> {
  const [row] = await selectHistory(db, eq(exchangeRates.id, id), 1);
  if (!row) throw new Error('the exchange rate vanished');
  const { cursorAt: _cursorAt, ...entry } = toEntry(row);
  return entry;
}

export type SetRateOutcome = { kind: 'set'; entry: ExchangeRateHistoryEntry } | { kind: 'pending'; rateChange: RateChangeRequest };

/**
 * An operator's rate (POST /api/admin/exchange-rates) under the guardrails of issue 33
 * (admin/rate-guardrails.ts): more than 2 % from the reference needs `confirm: true` (else 409
 * rate_change_unconfirmed), more than 10 % waits for a second operator (a rate change request).
 * Otherwise a new exchange_rates row (history is kept), effective at once for quotes and the public
 * rate, audited with the rate it replaced. Rate changes take turns (an advisory lock), so each
 * replaces the rate it read and ends exactly the rate alerts it crosses.
 */
export async function setExchangeRate(ctx: AppContext, actor: UserRow, input: UpdateExchangeRate, meta: RequestMeta): Promise<SetRateOutcome> {
  const outcome = await ctx.db.transaction(async (tx) => {
    await lockRateChanges(tx);
    const before = await currentRateRow(tx);
    const market = ctx.config.rates.source === 'manual' ? undefined : await latestMarketRate(tx);
    const check = checkRateChange({ rate: input.rate, currentRate: before.rate, marketRate: market?.rate, confirmed: input.confirm === true });
    const now = ctx.clock.now();
    if (check.kind === 'second_approval') {
      const rateChange = await requestRateChange(tx, actor, { rate: input.rate, ...check }, now, meta);
      return { kind: 'pending' as const, rateChange };
    }
    const changed = await replaceRate(tx, before, { rate: input.rate, createdBy: actor.id, mid: market ?? null, now });
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'exchange_rate.updated',
      targetType: 'exchange_rate',
      targetId: changed.id,
      before: { rate: before.rate },
      after: { rate: changed.rate, changePercent: check.changePercent, referenceKind: check.referenceKind, alertsRearmed: changed.alertsRearmed },
      ip: meta.ip,
    });
    return { kind: 'set' as const, id: changed.id, alertsEnded: changed.alertsEnded };
  });
  if (outcome.kind === 'pending') return outcome;
  afterRateChange(ctx, outcome.alertsEnded);
  return { kind: 'set', entry: await historyEntry(ctx.db, outcome.id) };
}
