import { z } from 'zod/mini';
import { rateMessages } from '../rate-texts';
import { isoDateTimeSchema, wholeNumberSchema } from './common';
import { rateTextSchema } from './admin';
import { optionalParam } from './paging';

/** Rate history and rate alerts (issue 20; docs/api.md § Exchange rate, § Rate alerts). */

/** The send screen's chart covers this many days; GET /api/exchange-rates/history allows 1 to RATE_HISTORY_MAX_DAYS. */
export const RATE_HISTORY_DEFAULT_DAYS = 90;
export const RATE_HISTORY_MAX_DAYS = 365;
/** Active alerts one customer may have at once. */
export const RATE_ALERT_MAX_ACTIVE = 5;

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

/** POST /api/rate-alerts: INR per 1 CAD as a decimal string, as an operator's rate (above 0, ≤ 4 decimals, below 10000). */
export const createRateAlertRequestSchema = z.object({ targetRate: rateTextSchema });
export type CreateRateAlertRequest = z.input<typeof createRateAlertRequestSchema>;

export const rateAlertSchema = z.object({
  id: wholeNumberSchema,
  /** As stored: 4 decimals ("64.0000"). */
  targetRate: z.string(),
  createdAt: isoDateTimeSchema,
});
export type RateAlert = z.infer<typeof rateAlertSchema>;
export const rateAlertListSchema = z.array(rateAlertSchema);
