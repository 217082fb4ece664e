import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import { apiMessages } from '../../../domain/messages';
import { compareDecimal } from '../../../domain/money';
import { quoteTransfer } from '../../../domain/quote';
import { generateReferenceCode } from '../../../domain/reference-code';
import type { createTransferRequestSchema } from '../../../domain/schemas/transfer';
import type { UserRow } from '../auth/user-response';
import type { AppContext } from '../context';
import { fromDatabaseRow } from '../db/rows';
import { transferEvents, transfers } from '../db/schema';
import { AppError, conflict } from '../http/errors';
import { transferSubmittedMail } from '../mail/templates';
import { currentRate } from '../rates/current-rate';
import { findOwnRecipient } from '../recipients/recipients';
import type { TransferRow } from './to-response';
import { insertPendingTransferAtRate } from './create-pending-transfer';

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
 * Creates a pending transfer. The server is the authority: it reads the current rate, computes the
 * quote with the shared function, and refuses (409, with its quote) a request whose rate or INR
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
 * Inserts the transfer and the first event of its timeline in one statement (a data-modifying
 * CTE): atomic without BEGIN and COMMIT, one round trip instead of four. Undefined when the
 * reference code is taken.
 */
async function insertPendingTransfer(
  ctx: AppContext,
  values: typeof transfers.$inferInsert,
  actorUserId: number,
): Promise<TransferRow | undefined> {
  const insert = ctx.db.insert(transfers).values(values).onConflictDoNothing({ target: transfers.referenceCode }).returning();
  const column = (name: string) => sql.identifier(name);
  // getSQL(): an embedded query builder would be wrapped in parentheses, which a CTE body refuses.
  const result = await ctx.db.execute<Record<string, unknown>>(sql`
    with inserted as (${insert.getSQL()}),
    first_event as (
      insert into ${transferEvents} (${column(transferEvents.transferId.name)}, ${column(transferEvents.fromStatus.name)},
        ${column(transferEvents.toStatus.name)}, ${column(transferEvents.actorUserId.name)}, ${column(transferEvents.createdAt.name)})
      select ${column(transfers.id.name)}, null, ${values.status}, ${actorUserId}, ${values.createdAt} from inserted
    )
    select * from inserted`);
  const [raw] = result.rows;
  return raw ? fromDatabaseRow(transfers, raw) : undefined;
}

/** The customer's payment instructions by mail, sent in the background; the new transfer as created. */
function submitted(ctx: AppContext, user: UserRow, transfer: TransferRow): CreatedTransfer {
  const mail = transferSubmittedMail({
    to: user.email,
    firstName: user.firstName,
    transfer,
    paymentEmail: ctx.config.paymentEmail,
    securityQuestion: ctx.config.etransferQuestion,
    securityAnswer: ctx.config.etransferAnswer,
  });
  void ctx.mailer.send(mail).catch((error: unknown) => ctx.log.error({ err: error }, 'transfer mail failed'));
  return { transfer, replayed: false };
}

/**
 * The common case in one round trip. The quote is computed from the rate this server last saw
 * (the public rate cache), and one statement (create-pending-transfer.ts) inserts the transfer
 * only if that rate is still the newest in the database and the recipient is the customer's own
 * — so a stale cache can never price a transfer. Undefined when anything is off (another rate, a
 * quote that does not match, someone else's or a deleted recipient, a reference already taken):
 * the full path below then works out the precise answer.
 */
async function createAtKnownRate(ctx: AppContext, user: UserRow, input: CreateTransferInput): Promise<CreatedTransfer | undefined> {
  const rate = await ctx.publicRate.get();
  const quote = quoteTransfer({ cadAmount: input.cadAmount, currentRate: rate, paymentMethod: input.paymentMethod });
  const matches =
    compareDecimal(quote.inrAmount, '0') !== 0 &&
    compareDecimal(input.exchangeRate, quote.exchangeRate) === 0 &&
    compareDecimal(input.inrAmount, quote.inrAmount) === 0;
  if (!matches) return undefined;
  const created = await insertPendingTransferAtRate(ctx.db, {
    rate,
    userId: user.id,
    recipientId: input.recipientId,
    referenceCode: input.referenceCode ?? generateReferenceCode(),
    cadAmount: quote.cadAmount,
    inrAmount: quote.inrAmount,
    exchangeRate: quote.exchangeRate,
    paymentMethod: quote.paymentMethod,
    now: ctx.clock.now(),
  });
  return created && submitted(ctx, user, created);
}

async function createNewTransfer(ctx: AppContext, user: UserRow, input: CreateTransferInput): Promise<CreatedTransfer> {
  const created = await createAtKnownRate(ctx, user, input);
  if (created) return created;
  const recipient = await findOwnRecipient(ctx.db, user.id, input.recipientId);
  const quote = quoteTransfer({
    cadAmount: input.cadAmount,
    currentRate: await currentRate(ctx.db),
    paymentMethod: input.paymentMethod,
  });
  if (compareDecimal(quote.inrAmount, '0') === 0) {
    throw new AppError('invalid_input', apiMessages.amountTooSmall, { errors: { cadAmount: apiMessages.amountTooSmall } });
  }
  if (compareDecimal(input.exchangeRate, quote.exchangeRate) !== 0 || compareDecimal(input.inrAmount, quote.inrAmount) !== 0) {
    throw conflict(apiMessages.quoteChanged, { quote });
  }

  for (let attempt = 0; attempt < 5; attempt++) {
    const referenceCode = input.referenceCode ?? generateReferenceCode();
    const now = ctx.clock.now();
    const created = await insertPendingTransfer(
      ctx,
      {
        userId: user.id,
        recipientId: recipient.id,
        referenceCode,
        cadAmount: quote.cadAmount,
        inrAmount: quote.inrAmount,
        exchangeRate: quote.exchangeRate,
        paymentMethod: quote.paymentMethod,
        status: 'pending',
        recipientName: recipient.name,
        recipientAccountNumber: recipient.accountNumber,
        recipientIfscCode: recipient.ifscCode,
        recipientBankName: recipient.bankName,
        createdAt: now,
        updatedAt: now,
      },
      user.id,
    );
    if (created) return submitted(ctx, user, created);
    // The reference exists. The customer's own: createTransfer's replay check answers (a
    // concurrent identical submission won the race). One the server generated: try a new one.
    if (input.referenceCode) throw conflict(apiMessages.referenceInUse);
  }
  throw new Error('could not allocate a unique reference code');
}
