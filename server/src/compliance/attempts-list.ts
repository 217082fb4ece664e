import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { TransferAttempt } from '../../../domain/schemas/compliance-case-work';
import type { Db } from '../db/client';
import { isoTimestamp } from '../db/iso-timestamp';
import { newestFirst } from '../db/order';
import { transferAttempts, users } from '../db/schema';
import { afterCursor, cursorTimestamp, toPage, type Page } from '../http/paging';

type Reader = Pick<Db, 'select'>;

/**
 * GET /api/admin/compliance/attempts (issue 31): the transfers the rules refused, newest first,
 * keyset-paged, every customer's or one's (`userId`, on transfer_attempts_user_idx).
 */
export async function listAttempts(
  db: Reader,
  filter: { userId?: number | undefined },
  page: { limit: number; cursor?: string | undefined },
): Promise<Page<TransferAttempt & { cursorAt: string }>> {
  const conditions: SQL[] = [];
  if (filter.userId !== undefined) conditions.push(eq(transferAttempts.userId, filter.userId));
  const after = afterCursor(transferAttempts.createdAt, transferAttempts.id, page.cursor);
  if (after) conditions.push(after);
  const rows = await db
    .select({
      id: transferAttempts.id,
      userId: transferAttempts.userId,
      customerName: sql<string>`coalesce(${users.legalName}, ${users.username})`,
      customerEmail: users.email,
      recipientId: transferAttempts.recipientId,
      recipientName: transferAttempts.recipientName,
      cadAmount: transferAttempts.cadAmount,
      reason: sql<TransferAttempt['reason']>`${transferAttempts.reason}`,
      referenceCode: transferAttempts.referenceCode,
      createdAt: isoTimestamp(transferAttempts.createdAt),
      cursorAt: cursorTimestamp(transferAttempts.createdAt),
    })
    .from(transferAttempts)
    .innerJoin(users, eq(users.id, transferAttempts.userId))
    .where(and(...conditions))
    .orderBy(...newestFirst(transferAttempts.createdAt, transferAttempts.id))
    .limit(page.limit + 1);
  return toPage(rows, page.limit);
}

export async function countAttempts(db: Reader, filter: { userId?: number | undefined }): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(transferAttempts)
    .where(filter.userId === undefined ? undefined : eq(transferAttempts.userId, filter.userId));
  return row?.n ?? 0;
}
