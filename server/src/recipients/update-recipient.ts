import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod/mini';
import { apiMessages } from '../../../domain/messages';
import type { updateRecipientRequestSchema } from '../../../domain/schemas/recipient';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { recipients } from '../db/schema';
import { notFound } from '../http/errors';
import type { RecipientRow } from './recipients';

type RecipientChange = z.output<typeof updateRecipientRequestSchema>;

/**
 * Changes a recipient's address (the travel rule asks for it from 1,000 CAD). Only the parts sent
 * change; transfers already made keep the address they were made with.
 */
export async function updateRecipient(db: Db, clock: Clock, userId: number, id: number, change: RecipientChange): Promise<RecipientRow> {
  const set = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
  const [row] = await db
    .update(recipients)
    .set({ ...set, updatedAt: clock.now() })
    .where(and(eq(recipients.id, id), eq(recipients.userId, userId), isNull(recipients.deletedAt)))
    .returning();
  if (!row) throw notFound(apiMessages.recipientNotFound);
  return row;
}
