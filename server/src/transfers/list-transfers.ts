import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { newestFirst } from '../db/order';
import { transfers } from '../db/schema';
import type { TransferRow } from './to-response';

/** The caller's transfers, newest first (the history screen's list). */
export async function listOwnTransfers(db: Db, userId: number): Promise<TransferRow[]> {
  return db
    .select()
    .from(transfers)
    .where(eq(transfers.userId, userId))
    .orderBy(...newestFirst(transfers.createdAt, transfers.id));
}
