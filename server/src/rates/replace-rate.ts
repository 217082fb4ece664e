import { and, eq } from 'drizzle-orm';
import { SOURCE_CURRENCY, TARGET_CURRENCY } from '../../../domain/constants';
import type { MarketRateSource } from '../../../domain/market-rate';
import type { Db } from '../db/client';
import { newestFirst } from '../db/order';
import { exchangeRates } from '../db/schema';
import { endCrossedRateAlerts } from '../rate-alerts/end-crossed-rate-alerts';
import { rearmCorrectedRateAlerts } from '../rate-alerts/rearm-corrected-rate-alerts';

type Tx = Pick<Db, 'select' | 'insert' | 'execute'>;

/** The market rate a customer's rate was made from (null: a manual rate with no market). */
export interface Mid {
  rate: string;
  source: MarketRateSource;
  asOf: Date;
}

/** The current CAD→INR row: its rate, when it was set and the market it was made from. */
export async function currentRateRow(tx: Pick<Db, 'select'>) {
  const [row] = await tx
    .select({
      id: exchangeRates.id,
      rate: exchangeRates.rate,
      createdAt: exchangeRates.createdAt,
      midRate: exchangeRates.midRate,
      midSource: exchangeRates.midSource,
      midAsOf: exchangeRates.midAsOf,
    })
    .from(exchangeRates)
    .where(and(eq(exchangeRates.fromCurrency, SOURCE_CURRENCY), eq(exchangeRates.toCurrency, TARGET_CURRENCY)))
    .orderBy(...newestFirst(exchangeRates.createdAt, exchangeRates.id))
    .limit(1);
  if (!row) throw new Error('No CAD→INR exchange rate is set (the first migration seeds one)');
  return row;
}

/**
 * Makes `rate` the current rate: a new exchange_rates row (history is kept). The caller holds the
 * rate-change lock (rates/rate-change-lock.ts) and has read `before` under it. The rate alerts the
 * change crosses end (their mail queued); when it replaces a rate set less than 15 minutes ago —
 * a correction — the alerts that rate fired and this one no longer reaches are active again first.
 */
export async function replaceRate(
  tx: Tx,
  before: Awaited<ReturnType<typeof currentRateRow>>,
  change: { rate: string; createdBy: number | null; mid: Mid | null; now: Date },
) {
  const [row] = await tx
    .insert(exchangeRates)
    .values({
      fromCurrency: SOURCE_CURRENCY,
      toCurrency: TARGET_CURRENCY,
      rate: change.rate,
      createdBy: change.createdBy,
      midRate: change.mid?.rate ?? null,
      midSource: change.mid?.source ?? null,
      midAsOf: change.mid?.asOf ?? null,
      createdAt: change.now,
      updatedAt: change.now,
    })
    .returning({ id: exchangeRates.id, rate: exchangeRates.rate });
  if (!row) throw new Error('insert returned no exchange rate');
  const alertsRearmed = await rearmCorrectedRateAlerts(tx, { replaced: before, newRate: row.rate, now: change.now });
  const alertsEnded = await endCrossedRateAlerts(tx, { previousRate: before.rate, newRate: row.rate, rateId: row.id, now: change.now });
  return { id: row.id, rate: row.rate, alertsEnded, alertsRearmed };
}
