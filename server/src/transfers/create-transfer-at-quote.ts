import { eq } from 'drizzle-orm';
import type { z } from 'zod/mini';
import { apiMessages } from '../../../domain/messages';
import { compareDecimal } from '../../../domain/money';
import { quoteMessages } from '../../../domain/quote-texts';
import { generateReferenceCode } from '../../../domain/reference-code';
import type { createTransferRequestSchema } from '../../../domain/schemas/transfer';
import type { UserRow } from '../auth/user-response';
import type { AppContext } from '../context';
import { transfers } from '../db/schema';
import { conflict, type AppError } from '../http/errors';
import { holdQuote } from '../quotes/create-quote';
import { findOwnQuote } from '../quotes/find-own-quote';
import { toHeldQuote, type QuoteRow } from '../quotes/quote-row';
import { findOwnRecipient } from '../recipients/recipients';
import { insertPendingTransferAtRate, type CreatedPendingTransfer } from './create-pending-transfer';

type CreateTransferInput = z.output<typeof createTransferRequestSchema>;

/** Whether the request carries exactly the quote's amounts, method and rate. */
function carries(input: CreateTransferInput, quote: QuoteRow): boolean {
  return (
    input.paymentMethod === quote.paymentMethod &&
    compareDecimal(input.cadAmount, quote.cadAmount) === 0 &&
    compareDecimal(input.exchangeRate, quote.exchangeRate) === 0 &&
    compareDecimal(input.inrAmount, quote.inrAmount) === 0
  );
}

async function referenceTaken(ctx: AppContext, referenceCode: string): Promise<boolean> {
  const [row] = await ctx.db.select({ id: transfers.id }).from(transfers).where(eq(transfers.referenceCode, referenceCode)).limit(1);
  return row !== undefined;
}

/** 409 with a new quote at the current rate for the request's amount and method, held and usable. */
async function withNewQuote(ctx: AppContext, user: UserRow, input: CreateTransferInput, message: string): Promise<AppError> {
  const { quote } = await holdQuote(ctx, user.id, { cadAmount: input.cadAmount, paymentMethod: input.paymentMethod });
  return conflict(message, { quote: toHeldQuote(quote) });
}

/**
 * A transfer at a quote the customer holds (issue 20): made at the quote's rate even if an operator
 * changed the rate since. The usual one statement (create-pending-transfer.ts) checks the quote
 * instead of the rate — the customer's, unexpired when the batch holds the lock, carrying the
 * request's amounts — and the unique quote_id lets one transfer be made at it. When it inserts
 * nothing, the database says why, in this order: not the customer's quote (404 "Quote not found"),
 * not their recipient (404), already used by another transfer or expired (409 with a new quote),
 * other amounts than the quote's (409 with the quote itself), or, all else right, a reference taken
 * (the customer's: createTransfer's replay check answers; one the server generated: a new one).
 */
export async function createTransferAtQuote(ctx: AppContext, user: UserRow, input: CreateTransferInput, quoteId: string): Promise<CreatedPendingTransfer> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const referenceCode = input.referenceCode ?? generateReferenceCode();
    const created = await insertPendingTransferAtRate(ctx, {
      rate: null,
      quoteId,
      userId: user.id,
      recipientId: input.recipientId,
      referenceCode,
      cadAmount: input.cadAmount,
      inrAmount: input.inrAmount,
      exchangeRate: input.exchangeRate,
      paymentMethod: input.paymentMethod,
      now: ctx.clock.now(),
    });
    // A rule's refusal (limits, travel rule, closed account): createTransfer still answers a retry of a transfer that exists.
    if (created && 'refused' in created) throw created.refused;
    if (created) return created;
    const quote = await findOwnQuote(ctx.db, user.id, quoteId);
    await findOwnRecipient(ctx.db, user.id, input.recipientId);
    // Made at this quote by this very reference: a retry, which createTransfer's replay check answers.
    if (quote.usedBy !== null && quote.usedBy === input.referenceCode) throw conflict(apiMessages.referenceInUse);
    if (quote.usedBy !== null) throw await withNewQuote(ctx, user, input, quoteMessages.used);
    if (quote.expiresAt.getTime() <= ctx.clock.now().getTime()) throw await withNewQuote(ctx, user, input, quoteMessages.expired);
    if (!carries(input, quote)) throw conflict(quoteMessages.mismatch, { quote: toHeldQuote(quote) });
    // All right but the reference: the customer's is taken (createTransfer's replay check answers);
    // else one the server generated is, or a submission at the same quote in the same batch held
    // this one back and was refused: try again.
    if (input.referenceCode && (await referenceTaken(ctx, input.referenceCode))) throw conflict(apiMessages.referenceInUse);
  }
  throw new Error('could not allocate a unique reference code');
}
