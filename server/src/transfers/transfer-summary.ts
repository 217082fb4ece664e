import { eq, sql } from 'drizzle-orm';
import type { TransferTotals } from '../../../domain/schemas/transfer';
import type { Db } from '../db/client';
import { preparedPerShape } from '../db/prepared';
import { transfers } from '../db/schema';
import { totalsByStatus } from './totals';

type Reader = Pick<Db, 'select'>;

/**
 * The history's summary over every one of the customer's transfers, not a page of them: one
 * GROUP BY status read from (user_id, status, created_at, id, cad_amount) alone, a few
 * milliseconds at 10,000 transfers (docs/PERFORMANCE.md).
 */
function prepareSummary(db: Reader) {
  return db
    .select({
      status: transfers.status,
      count: sql<number>`count(*)::bigint`,
      cadTotal: sql<string>`coalesce(sum(${transfers.cadAmount}), 0)::text`,
    })
    .from(transfers)
    .where(eq(transfers.userId, sql.placeholder('userId')))
    .groupBy(transfers.status)
    .prepare('history_summary');
}

const summaryStatement = preparedPerShape(prepareSummary);

export async function transferSummary(db: Reader, userId: number): Promise<TransferTotals> {
  return totalsByStatus(await summaryStatement(db).execute({ userId }));
}
