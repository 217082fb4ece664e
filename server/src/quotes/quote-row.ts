import type { PaymentMethod } from '../../../domain/quote';
import type { HeldQuote } from '../../../domain/schemas/quote';
import type { quotes } from '../db/schema';
import { midFields } from '../rates/mid-fields';

export type QuoteRow = typeof quotes.$inferSelect;

/** A held quote as its customer sees it (POST /api/quotes, and the 409s of POST /api/transfers). */
export function toHeldQuote(row: QuoteRow): HeldQuote {
  return {
    id: row.id,
    cadAmount: row.cadAmount,
    exchangeRate: row.exchangeRate,
    inrAmount: row.inrAmount,
    paymentMethod: row.paymentMethod as PaymentMethod,
    expiresAt: row.expiresAt.toISOString(),
    ...midFields(row),
  };
}
