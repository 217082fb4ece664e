import { and, eq } from 'drizzle-orm';
import type { TransferKey } from '../../../domain/schemas/transfer';
import { apiMessages } from '../../../domain/messages';
import type { Db } from '../db/client';
import { transfers } from '../db/schema';
import { notFound } from '../http/errors';
import type { TransferRow } from './to-response';

type Reader = Pick<Db, 'select'>;

/**
 * The caller's own transfer by its number or reference code. Another customer's transfer is
 * "Transfer not found", exactly like one that does not exist, operators included: this is the
 * customer's view, and it never tells anyone whether a reference is taken.
 */
export async function findOwnTransfer(db: Reader, userId: number, key: TransferKey): Promise<TransferRow> {
  const byKey = 'id' in key ? eq(transfers.id, key.id) : eq(transfers.referenceCode, key.referenceCode);
  const [row] = await db.select().from(transfers).where(and(byKey, eq(transfers.userId, userId))).limit(1);
  if (!row) throw notFound(apiMessages.transferNotFound);
  return row;
}
