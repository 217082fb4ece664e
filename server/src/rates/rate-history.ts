import { sql } from 'drizzle-orm';
import { SOURCE_CURRENCY, TARGET_CURRENCY } from '../../../domain/constants';
import type { RateHistoryPoint } from '../../../domain/schemas/rate-history';
import type { Db } from '../db/client';

/**
 * The CAD→INR rate at the end of each of the `days` business days up to `today` (YYYY-MM-DD in
 * `timeZone`), oldest first: for each day the newest rate set before the next day began in the
 * business time zone, so a day with no change carries the rate in force, and today's is the
 * current rate. Days before the first rate was set are left out. One index probe per day
 * (exchange_rates_pair_created_idx). Rates are answered to 4 decimals, trailing zeros dropped.
 */
export async function rateHistory(db: Pick<Db, 'execute'>, today: string, days: number, timeZone: string): Promise<RateHistoryPoint[]> {
  const result = await db.execute<RateHistoryPoint>(sql`
    select to_char(day, 'YYYY-MM-DD') as date, trim_scale(round(latest.rate, 4))::text as rate
    from generate_series(${today}::date - ${days - 1}::int, ${today}::date, interval '1 day') as day
    cross join lateral (
      select r.rate from exchange_rates r
      where r.from_currency = ${SOURCE_CURRENCY} and r.to_currency = ${TARGET_CURRENCY}
        and r.created_at < ((day::date + 1)::timestamp at time zone ${timeZone})
      order by r.created_at desc, r.id desc
      limit 1
    ) as latest
    order by day`);
  return result.rows;
}
