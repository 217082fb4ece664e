import { and, eq, isNull } from 'drizzle-orm';
import { apiMessages, screenValidation } from '../../../domain/messages';
import type { createRecipientRequestSchema, Recipient } from '../../../domain/schemas/recipient';
import type { z } from 'zod/mini';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { newestFirst } from '../db/order';
import { isUniqueViolation } from '../db/errors';
import { recipients } from '../db/schema';
import { AppError, invalidInput, notFound } from '../http/errors';
import { lookupIfsc } from '../ifsc/ifsc-directory';

export type RecipientRow = typeof recipients.$inferSelect;
type NewRecipient = z.output<typeof createRecipientRequestSchema>;

export function toRecipientResponse(row: RecipientRow): Recipient {
  return {
    id: row.id,
    name: row.name,
    relationship: row.relationship,
    accountNumber: row.accountNumber,
    bankName: row.bankName,
    ifscCode: row.ifscCode,
    address: row.address,
    city: row.city,
    state: row.state,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The caller's saved recipients, newest first; deleted ones are gone from here (history keeps them). */
export async function listRecipients(db: Db, userId: number): Promise<RecipientRow[]> {
  return db
    .select()
    .from(recipients)
    .where(and(eq(recipients.userId, userId), isNull(recipients.deletedAt)))
    .orderBy(...newestFirst(recipients.createdAt, recipients.id));
}

/**
 * The bank name the customer typed, else the one the IFSC data has for the code (issue 20); an IFSC
 * the data does not know needs it typed.
 */
async function bankNameFor(input: NewRecipient): Promise<string> {
  if (input.bankName !== undefined) return input.bankName;
  const known = await lookupIfsc(input.ifscCode);
  if (!known) throw invalidInput(screenValidation.bankNameRequired, { bankName: screenValidation.bankNameRequired });
  return known.bank;
}

export async function createRecipient(db: Db, userId: number, input: NewRecipient): Promise<RecipientRow> {
  const bankName = await bankNameFor(input);
  try {
    const [row] = await db
      .insert(recipients)
      .values({ userId, ...input, bankName })
      .returning();
    if (!row) throw new Error('insert returned no recipient');
    return row;
  } catch (error) {
    if (isUniqueViolation(error, 'recipients_user_account_ifsc_key')) {
      throw new AppError('conflict', apiMessages.recipientDuplicate);
    }
    throw error;
  }
}

/** A live recipient of this user, or 404: someone else's recipient is indistinguishable from none. */
export async function findOwnRecipient(db: Pick<Db, 'select'>, userId: number, id: number): Promise<RecipientRow> {
  const [row] = await db
    .select()
    .from(recipients)
    .where(and(eq(recipients.id, id), eq(recipients.userId, userId), isNull(recipients.deletedAt)));
  if (!row) throw notFound(apiMessages.recipientNotFound);
  return row;
}

/** Soft delete: the recipient leaves the list; transfers keep their snapshot of it. */
export async function deleteRecipient(db: Db, clock: Clock, userId: number, id: number): Promise<void> {
  const now = clock.now();
  const deleted = await db
    .update(recipients)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(recipients.id, id), eq(recipients.userId, userId), isNull(recipients.deletedAt)))
    .returning({ id: recipients.id });
  if (deleted.length === 0) throw notFound(apiMessages.recipientNotFound);
}
