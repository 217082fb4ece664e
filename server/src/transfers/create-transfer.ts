import { eq } from 'drizzle-orm';
import type { z } from 'zod/mini';
import { apiMessages } from '../../../domain/messages';
import { compareDecimal } from '../../../domain/money';
import { quoteTransfer, type Quote } from '../../../domain/quote';
import { generateReferenceCode } from '../../../domain/reference-code';
import type { createTransferRequestSchema } from '../../../domain/schemas/transfer';
import type { UserRow } from '../auth/user-response';
import type { AppContext } from '../context';
import { transfers } from '../db/schema';
import { AppError, conflict } from '../http/errors';
import { currentRate } from '../rates/current-rate';
import { screenTransferParties } from '../screening/screen-parties';
import { findOwnRecipient } from '../recipients/recipients';
import type { TransferRow } from './to-response';
import { insertPendingTransferAtRate, type CreatedPendingTransfer } from './create-pending-transfer';
import { createTransferAtQuote } from './create-transfer-at-quote';
import { assertAtLeastMinimum } from './minimum-amount';

type CreateTransferInput = z.output<typeof createTransferRequestSchema>;

export interface CreatedTransfer {
  transfer: TransferRow;
  /** True when this referenceCode had already created the transfer (a retried submission). */
  replayed: boolean;
}

async function findByReference(ctx: AppContext, referenceCode: string): Promise<TransferRow | undefined> {
  const [row] = await ctx.db.select().from(transfers).where(eq(transfers.referenceCode, referenceCode));
  return row;
}

/** A retried submission gets its transfer back; the same reference with other details is refused. */
function replay(existing: TransferRow, userId: number, input: CreateTransferInput): CreatedTransfer {
  const same =
    existing.userId === userId &&
    existing.recipientId === input.recipientId &&
    existing.paymentMethod === input.paymentMethod &&
    compareDecimal(existing.cadAmount, input.cadAmount) === 0;
  if (!same) throw conflict(apiMessages.referenceInUse);
  return { transfer: existing, replayed: true };
}

/**
 * Creates a pending transfer. The server is the authority: it prices the transfer at the current
 * rate with the shared quote function, and refuses (409, with its quote) a request whose rate or INR
 * differ from it, so nobody gets an amount they were not shown. The referenceCode makes retries
 * safe: the unique constraint lets exactly one submission through, and the others get it back.
 */
export async function createTransfer(ctx: AppContext, user: UserRow, input: CreateTransferInput): Promise<CreatedTransfer> {
  try {
    return await createNewTransfer(ctx, user, input);
  } catch (error) {
    // A retry whose transfer exists gets it back, whatever changed since (rate, recipient). Looked
    // up only when something refused the request, so a first submission costs no extra query.
    if (input.referenceCode && error instanceof AppError) {
      const existing = await findByReference(ctx, input.referenceCode);
      if (existing) return replay(existing, user.id, input);
    }
    throw error;
  }
}

/**
 * The new transfer as created; its mail (payment instructions), queued by the same statement, goes
 * now. Its customer and recipient are screened before the answer if this instance's list is newer
 * than the one they were last screened against (an import since they were added); a failure
 * leaves them unscreened, so the transfer cannot be approved until the re-screen has reached them
 * (screening_pending): it fails closed.
 */
async function submitted(ctx: AppContext, created: CreatedPendingTransfer): Promise<CreatedTransfer> {
  ctx.mailQueue.kick();
  await screenTransferParties(ctx, created.transfer, created.screened);
  return { transfer: created.transfer, replayed: false };
}

/** Whether the request carries exactly this quote (and the quote pays out something). */
function carries(input: CreateTransferInput, quote: Quote): boolean {
  return (
    compareDecimal(quote.inrAmount, '0') !== 0 &&
    compareDecimal(input.exchangeRate, quote.exchangeRate) === 0 &&
    compareDecimal(input.inrAmount, quote.inrAmount) === 0
  );
}

/**
 * The common case is one statement (create-pending-transfer.ts): the quote is computed from the
 * rate this server last saw (the public rate cache), and the statement inserts the transfer only
 * if that rate is still the newest in the database and the recipient is the customer's own — so a
 * stale cache can never price a transfer. When it inserts nothing, the database says why: no such
 * recipient (404), an amount below MIN_TRANSFER_CAD or too small (400), another quote (409 with it), or, all else being
 * right, a reference already taken (the customer's: 409; one the server generated: a new one).
 * The compliance rules (limits, the travel rule, closed accounts) are decided in the same batch
 * transaction, race-free (create-pending-transfer.ts); their refusal is the answer. With a quoteId
 * the transfer is made at that held quote instead (create-transfer-at-quote.ts).
 */
async function createNewTransfer(ctx: AppContext, user: UserRow, input: CreateTransferInput): Promise<CreatedTransfer> {
  assertAtLeastMinimum(ctx.config, input.cadAmount);
  if (input.quoteId !== undefined) return submitted(ctx, await createTransferAtQuote(ctx, user, input, input.quoteId));
  let rate = await ctx.publicRate.get();
  for (let attempt = 0; attempt < 5; attempt++) {
    const quote = quoteTransfer({ cadAmount: input.cadAmount, currentRate: rate, paymentMethod: input.paymentMethod });
    const carried = carries(input, quote);
    if (carried) {
      const created = await insertPendingTransferAtRate(ctx, {
        rate,
        quoteId: null,
        userId: user.id,
        recipientId: input.recipientId,
        referenceCode: input.referenceCode ?? generateReferenceCode(),
        cadAmount: quote.cadAmount,
        inrAmount: quote.inrAmount,
        exchangeRate: quote.exchangeRate,
        paymentMethod: quote.paymentMethod,
        now: ctx.clock.now(),
      });
      // A rule's refusal (limits, travel rule, closed account): createTransfer still answers a retry of a transfer that exists.
      if (created && 'refused' in created) throw created.refused;
      if (created) return submitted(ctx, created);
    }
    await findOwnRecipient(ctx.db, user.id, input.recipientId);
    const current = await currentRate(ctx.db);
    const currentQuote = quoteTransfer({ cadAmount: input.cadAmount, currentRate: current, paymentMethod: input.paymentMethod });
    if (compareDecimal(currentQuote.inrAmount, '0') === 0) {
      throw new AppError('invalid_input', apiMessages.amountTooSmall, { errors: { cadAmount: apiMessages.amountTooSmall } });
    }
    if (!carries(input, currentQuote)) throw conflict(apiMessages.quoteChanged, { quote: currentQuote });
    // Rate and recipient were right: the reference exists. The customer's own: createTransfer's
    // replay check answers (a concurrent identical submission won the race). One the server
    // generated: try a new one.
    if (carried && compareDecimal(current, rate) === 0 && input.referenceCode) throw conflict(apiMessages.referenceInUse);
    rate = current;
  }
  throw new Error('could not allocate a unique reference code');
}
