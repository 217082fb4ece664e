import { z } from 'zod/mini';
import { rateTextSchema } from './admin';
import { isoDateTimeSchema, wholeNumberSchema } from './common';

/** Rate alerts (issue 20; docs/api.md § Rate alerts). */

/** Active alerts one customer may have at once. */
export const RATE_ALERT_MAX_ACTIVE = 5;

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
