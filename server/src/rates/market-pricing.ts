import { desc, eq } from 'drizzle-orm';
import { applyMargin, type MarketRateSource } from '../../../domain/market-rate';
import { compareDecimal } from '../../../domain/money';
import type { Db } from '../db/client';
import { marketRates, rateSettings } from '../db/schema';
import { lockRateChanges } from './rate-change-lock';
import { currentRateRow, replaceRate, type Mid } from './replace-rate';

type Reader = Pick<Db, 'select'>;

/** The margin new rates get when no operator has set one (decision 040). */
export const DEFAULT_MARGIN_PERCENT = '1.50';

/** The operators' margin and the market rate job's last attempt (the one rate_settings row, or its defaults). */
export async function readRateSettings(db: Reader) {
  const [row] = await db
    .select({ marginPercent: rateSettings.marginPercent, lastFetchAt: rateSettings.lastFetchAt, lastFetchError: rateSettings.lastFetchError })
    .from(rateSettings)
    .where(eq(rateSettings.id, true));
  return row ?? { marginPercent: DEFAULT_MARGIN_PERCENT, lastFetchAt: null, lastFetchError: null };
}

/** The newest market rate fetched, if any. */
export async function latestMarketRate(db: Reader): Promise<(Mid & { fetchedAt: Date }) | undefined> {
  const [row] = await db
    .select({ rate: marketRates.rate, source: marketRates.source, asOf: marketRates.asOf, fetchedAt: marketRates.fetchedAt })
    .from(marketRates)
    .orderBy(desc(marketRates.fetchedAt), desc(marketRates.id))
    .limit(1);
  return row && { ...row, source: row.source as MarketRateSource };
}

/** Records the market rate job's attempt: when, and why it failed (null: it worked). */
export async function recordFetchAttempt(db: Pick<Db, 'insert'>, at: Date, error: string | null): Promise<void> {
  await db
    .insert(rateSettings)
    .values({ id: true, lastFetchAt: at, lastFetchError: error, updatedAt: at })
    .onConflictDoUpdate({ target: rateSettings.id, set: { lastFetchAt: at, lastFetchError: error } });
}

/**
 * Prices the customer's rate from the newest market rate less the margin (domain/market-rate.ts),
 * as a new current rate unless it is the current one already. In a transaction holding the
 * rate-change lock, like every rate change. Answers the alerts it ended (for the mail queue's kick),
 * or undefined when no market rate is known or nothing changed.
 */
export async function priceFromMarket(db: Db, now: Date, actor: number | null): Promise<{ rate: string; alertsEnded: number } | undefined> {
  return db.transaction(async (tx) => {
    await lockRateChanges(tx);
    const market = await latestMarketRate(tx);
    if (!market) return undefined;
    const { marginPercent } = await readRateSettings(tx);
    const rate = applyMargin(market.rate, marginPercent);
    const before = await currentRateRow(tx);
    if (compareDecimal(before.rate, rate) === 0 && before.midRate !== null && compareDecimal(before.midRate, market.rate) === 0) return undefined;
    const changed = await replaceRate(tx, before, { rate, createdBy: actor, mid: market, now });
    return { rate: changed.rate, alertsEnded: changed.alertsEnded };
  });
}

/** Stores a fetched market rate; true when it differs from the newest stored one (rate or time). */
export async function storeMarketRate(db: Pick<Db, 'select' | 'insert' | 'execute'>, quote: Mid, fetchedAt: Date): Promise<boolean> {
  const previous = await latestMarketRate(db);
  await db.insert(marketRates).values({ source: quote.source, rate: quote.rate, asOf: quote.asOf, fetchedAt });
  return !previous || previous.source !== quote.source || compareDecimal(previous.rate, quote.rate) !== 0 || previous.asOf.getTime() !== quote.asOf.getTime();
}

