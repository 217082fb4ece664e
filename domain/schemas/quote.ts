import { z } from 'zod/mini';
import { screenValidation } from '../messages';
import { PAYMENT_METHODS } from '../quote';
import { isoDateTimeSchema } from './common';
import { cadAmountSchema, quoteSchema } from './transfer';
import { midFieldsSchema } from './mid-rate';

/** `POST /api/quotes` (issue 20): the amount and method the payment step is about to show. */
export const createQuoteRequestSchema = z.object({
  cadAmount: cadAmountSchema,
  paymentMethod: z._default(z.enum(PAYMENT_METHODS, { error: () => screenValidation.paymentMethodInvalid }), 'economy'),
});
export type CreateQuoteRequest = z.input<typeof createQuoteRequestSchema>;

/**
 * A rate the server holds for its customer until `expiresAt` (its clock): the quote the payment
 * step shows, and the `quoteId` a transfer sends to be made at it.
 */
export const heldQuoteSchema = z.object({
  id: z.string(),
  ...quoteSchema.shape,
  expiresAt: isoDateTimeSchema,
  ...midFieldsSchema.shape,
});
export type HeldQuote = z.infer<typeof heldQuoteSchema>;

/**
 * 409 of `POST /api/transfers` with a `quoteId` that expired, was used or does not match: the quote
 * to show instead, held and usable. staleQuoteResponseSchema with the quote's id and expiry added,
 * so a client that knows only that one reads it too.
 */
export const heldQuoteConflictSchema = z.object({ message: z.string(), quote: heldQuoteSchema });
