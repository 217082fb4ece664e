import { z } from 'zod/mini';
import { rateMessages } from '../rate-texts';
import { optionalParam } from './paging';

/** The daily rate history (issue 20; docs/api.md § Exchange rate). No other schema imported: the send screen's chart loads it. */

/** The send screen's chart covers this many days; GET /api/exchange-rates/history allows 1 to RATE_HISTORY_MAX_DAYS. */
export const RATE_HISTORY_DEFAULT_DAYS = 90;
export const RATE_HISTORY_MAX_DAYS = 365;

const daysParam = z
  .pipe(
    z.string({ error: () => rateMessages.daysInvalid(RATE_HISTORY_MAX_DAYS) }).check(
      z.regex(/^\d{1,3}$/, { error: () => rateMessages.daysInvalid(RATE_HISTORY_MAX_DAYS) }),
    ),
    z.transform(Number),
  )
  .check(z.refine((value) => value >= 1 && value <= RATE_HISTORY_MAX_DAYS, { error: () => rateMessages.daysInvalid(RATE_HISTORY_MAX_DAYS) }));

export const rateHistoryQuerySchema = z.object({
  days: z.pipe(
    optionalParam(daysParam),
    z.transform((value: number | undefined) => value ?? RATE_HISTORY_DEFAULT_DAYS),
  ),
});

/** One business day (YYYY-MM-DD in BUSINESS_TIMEZONE) and the rate in force at its end (today: now). */
export const rateHistoryPointSchema = z.object({ date: z.string(), rate: z.string() });
export type RateHistoryPoint = z.infer<typeof rateHistoryPointSchema>;
export const rateHistorySchema = z.array(rateHistoryPointSchema);

