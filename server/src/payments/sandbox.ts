import { randomBytes } from 'node:crypto';
import { asc, gt, sql } from 'drizzle-orm';
import { z } from 'zod/mini';
import { compareDecimal, decimalPlaces, isDecimalString, roundDecimal } from '../../../domain/money';
import { emailSchema } from '../../../domain/schemas/auth';
import { visibleMultiLineText, visibleText } from '../../../domain/schemas/common';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { sandboxETransfers } from '../db/schema';
import type { CollectionProvider, IncomingPage } from './collection-provider';

/**
 * The sandbox collection provider (PAYMENTS_PROVIDER=sandbox, the default): no money moves. Incoming
 * e-Transfers are rows of sandbox_etransfers, written by `npm run manage -- sandbox-etransfer`.
 * (The sandbox payout rail is payouts/sandbox-rail.ts.)
 */

export class SandboxCollectionProvider implements CollectionProvider {
  readonly name = 'sandbox';

  constructor(private readonly db: Db) {}

  async listIncoming(cursor: string | null, limit: number): Promise<IncomingPage> {
    const after = cursor && /^\d{1,15}$/.test(cursor) ? Number(cursor) : 0;
    const rows = await this.db
      .select()
      .from(sandboxETransfers)
      .where(gt(sandboxETransfers.id, after))
      .orderBy(asc(sandboxETransfers.id))
      .limit(limit);
    const last = rows[rows.length - 1];
    return {
      transfers: rows.map((row) => ({
        transactionId: row.transactionId,
        message: row.message,
        amount: row.amount,
        senderName: row.senderName,
        senderEmail: row.senderEmail,
        receivedAt: row.receivedAt,
      })),
      cursor: last ? String(last.id) : cursor,
    };
  }

  async balance(): Promise<{ balance: string; currency: 'CAD' }> {
    const [row] = await this.db
      .select({ total: sql<string>`coalesce(sum(${sandboxETransfers.amount}), 0)::text` })
      .from(sandboxETransfers);
    return { balance: roundDecimal(row?.total ?? '0', 2), currency: 'CAD' };
  }
}

const AMOUNT_MESSAGE = 'The amount must be a number of dollars above 0 with at most 2 decimals, such as 500 or 500.25';

/** What `manage sandbox-etransfer` accepts: the fields of an Interac e-Transfer a customer sends. */
export const sandboxETransferSchema = z.object({
  reference: z
    .string({ error: 'Give the e-Transfer message with --reference' })
    .check(
      z.trim(),
      z.minLength(1, 'Give the e-Transfer message with --reference'),
      z.maxLength(400, 'The message must be at most 400 characters'),
      visibleMultiLineText,
    ),
  amount: z.pipe(
    z.string({ error: AMOUNT_MESSAGE }).check(
      z.trim(),
      z.refine(
        (value) =>
          isDecimalString(value) &&
          compareDecimal(value, '0') > 0 &&
          decimalPlaces(value) <= 2 &&
          compareDecimal(value, '99999999.99') <= 0,
        AMOUNT_MESSAGE,
      ),
    ),
    z.transform((value: string) => roundDecimal(value, 2)),
  ),
  sender: z
    .string({ error: "Give the sender's name with --sender" })
    .check(
      z.trim(),
      z.minLength(1, "Give the sender's name with --sender"),
      z.maxLength(200, "The sender's name must be at most 200 characters"),
      visibleText,
    ),
  email: emailSchema,
});
export type SandboxETransferInput = z.input<typeof sandboxETransferSchema>;

/** Records an incoming sandbox e-Transfer, as if a customer had just sent it. */
export async function recordSandboxETransfer(db: Db, clock: Clock, input: SandboxETransferInput) {
  const parsed = sandboxETransferSchema.parse(input);
  const [row] = await db
    .insert(sandboxETransfers)
    .values({
      transactionId: `SBX-${randomBytes(6).toString('hex').toUpperCase()}`,
      message: parsed.reference,
      amount: parsed.amount,
      senderName: parsed.sender,
      senderEmail: parsed.email,
      receivedAt: clock.now(),
    })
    .returning();
  if (!row) throw new Error('insert returned no sandbox e-Transfer');
  return row;
}
