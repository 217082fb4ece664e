import { and, eq } from 'drizzle-orm';
import { SOURCE_CURRENCY, TARGET_CURRENCY } from '../../../domain/constants';
import type { Db } from '../db/client';
import { newestFirst } from '../db/order';
import { exchangeRates } from '../db/schema';

type Reader = Pick<Db, 'select'>;

/** The current CAD→INR rate: the newest exchange_rates row (a decimal string, up to 6 places). */
export async function currentRate(db: Reader): Promise<string> {
  const [row] = await db
    .select({ rate: exchangeRates.rate })
    .from(exchangeRates)
    .where(and(eq(exchangeRates.fromCurrency, SOURCE_CURRENCY), eq(exchangeRates.toCurrency, TARGET_CURRENCY)))
    .orderBy(...newestFirst(exchangeRates.createdAt, exchangeRates.id))
    .limit(1);
  if (!row) throw new Error('No CAD→INR exchange rate is set (the first migration seeds one)');
  return row.rate;
}
