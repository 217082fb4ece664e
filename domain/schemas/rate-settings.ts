import { z } from 'zod/mini';
import { MARGIN_SCALE, MAX_MARGIN_PERCENT, RATE_SOURCES } from '../market-rate';
import { adminMessages } from '../messages';
import { compareDecimal, decimalPlaces, isDecimalString } from '../money';
import { isoDateTimeSchema, wholeNumberSchema } from './common';
import { MARKET_SOURCES, midFieldsSchema } from './mid-rate';

/** Issue 33: the market rate, the margin, and manual rate changes that wait for a second operator. */

/** A margin in percent: 0 to 10, at most 2 decimals ("1.5", "1.50"). */
export const marginPercentSchema = z.string({ error: () => adminMessages.marginInvalid }).check(z.trim(), (context) => {
  const value = context.value;
  const valid = value.length <= 6 && isDecimalString(value) && decimalPlaces(value) <= MARGIN_SCALE && compareDecimal(value, MAX_MARGIN_PERCENT) <= 0;
  if (!valid) context.issues.push({ code: 'custom', message: adminMessages.marginInvalid, input: value });
});

export const updateRateSettingsRequestSchema = z.object({ marginPercent: marginPercentSchema });

export const rateSettingsSchema = z.object({
  source: z.enum(RATE_SOURCES),
  /** Percent, 2 decimals. */
  marginPercent: z.string(),
  /** The newest market rate fetched (null: manual source, or none fetched yet). */
  marketRate: z.nullable(z.object({ rate: z.string(), source: z.enum(MARKET_SOURCES), asOf: isoDateTimeSchema, fetchedAt: isoDateTimeSchema })),
  /** The market rate job's last attempt, and why it failed (null: it worked). */
  lastFetchAt: z.nullable(isoDateTimeSchema),
  lastFetchError: z.nullable(z.string()),
  /** Today's effective rate: the current customer's rate, what it was made from and when. */
  effectiveRate: z.object({ rate: z.string(), setAt: isoDateTimeSchema, ...midFieldsSchema.shape }),
});
export type RateSettings = z.infer<typeof rateSettingsSchema>;

export const RATE_CHANGE_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const rateChangeRequestSchema = z.object({
  id: wholeNumberSchema,
  rate: z.string(),
  referenceRate: z.string(),
  /** What the rate was compared with: the current rate, or the market rate when one is known. */
  referenceKind: z.enum(['current', 'market']),
  changePercent: z.string(),
  status: z.enum(RATE_CHANGE_STATUSES),
  requestedBy: z.object({ name: z.string(), email: z.string() }),
  requestedAt: isoDateTimeSchema,
  decidedBy: z.nullable(z.object({ name: z.string(), email: z.string() })),
  decidedAt: z.nullable(isoDateTimeSchema),
});
export type RateChangeRequest = z.infer<typeof rateChangeRequestSchema>;
export const rateChangeRequestListSchema = z.array(rateChangeRequestSchema);

/** 202 of POST /api/admin/exchange-rates: the change waits for a second operator. */
export const rateChangePendingResponseSchema = z.object({ message: z.string(), rateChange: rateChangeRequestSchema });
export const rateChangeDecisionResponseSchema = z.object({ message: z.string(), rateChange: rateChangeRequestSchema });
