import { and, eq } from 'drizzle-orm';
import { SOURCE_CURRENCY, TARGET_CURRENCY } from '../../../domain/constants';
import type { Db } from '../db/client';
import { newestFirst } from '../db/order';
import { exchangeRates } from '../db/schema';

type Reader = Pick<Db, 'select'>;

/** The current rate with the market rate it was made from (issue 33; nulls for a manual rate with no market). */
export interface CurrentRate {
  rate: string;
  midRate: string | null;
  midSource: string | null;
  midAsOf: Date | null;
}

/** The current CAD→INR rate: the newest exchange_rates row (a decimal string, up to 6 places), with its market rate. */
export async function currentRateDetails(db: Reader): Promise<CurrentRate> {
  const [row] = await db
    .select({ rate: exchangeRates.rate, midRate: exchangeRates.midRate, midSource: exchangeRates.midSource, midAsOf: exchangeRates.midAsOf })
    .from(exchangeRates)
    .where(and(eq(exchangeRates.fromCurrency, SOURCE_CURRENCY), eq(exchangeRates.toCurrency, TARGET_CURRENCY)))
    .orderBy(...newestFirst(exchangeRates.createdAt, exchangeRates.id))
    .limit(1);
  if (!row) throw new Error('No CAD→INR exchange rate is set (the first migration seeds one)');
  return row;
}

/** The current CAD→INR rate (a decimal string, up to 6 places). */
export async function currentRate(db: Reader): Promise<string> {
  return (await currentRateDetails(db)).rate;
}
