import { and, eq, isNull } from 'drizzle-orm';
import { rateMessages } from '../../../domain/rate-texts';
import type { Db } from '../db/client';
import { rateAlerts } from '../db/schema';
import { notFound } from '../http/errors';

/**
 * Deletes one of the customer's active alerts. Someone else's, an unknown one and one that has
 * already ended (its row stays with its mail) are all "Rate alert not found".
 */
export async function deleteRateAlert(db: Db, userId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(rateAlerts)
    .where(and(eq(rateAlerts.id, id), eq(rateAlerts.userId, userId), isNull(rateAlerts.triggeredAt)))
    .returning({ id: rateAlerts.id });
  if (deleted.length === 0) throw notFound(rateMessages.notFound);
}
