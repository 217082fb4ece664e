import { z } from 'zod/mini';
import { isoDateTimeSchema } from './common';

export const MARKET_SOURCES = ['bank-of-canada', 'wise'] as const;

/** The market rate a customer's rate was made from: on rates, quotes and transfers (null for a manual rate with no market). */
export const midFieldsSchema = z.object({
  midRate: z.nullable(z.string()),
  midSource: z.nullable(z.enum(MARKET_SOURCES)),
  midAsOf: z.nullable(isoDateTimeSchema),
});
export type MidFields = z.infer<typeof midFieldsSchema>;
