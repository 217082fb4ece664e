import { sql } from 'drizzle-orm';
import type { PendingQueues } from '../../../domain/schemas/admin';
import { transferOnHold } from '../compliance/case-hold';
import type { AppContext } from '../context';
import { transfers } from '../db/schema';

/**
 * The desk's pending queues (issue 33): "Awaiting payment" and "Paid — ready to approve" (the same
 * sets as GET /api/admin/transfers?status=pending&payment=…), and how many pending transfers a
 * compliance case holds. Pending transfers are the few not yet decided: the status index serves it.
 */
export async function pendingQueues(ctx: AppContext): Promise<PendingQueues> {
  // Raw SQL: the select builder writes a single table's columns unqualified, which inside
  // transferOnHold's subqueries would name the cases' own columns.
  const result = await ctx.db.execute<{ awaitingPayment: number; paid: number; onHold: number }>(sql`
    select count(*) filter (where ${transfers.apayloTransactionId} is null)::int as "awaitingPayment",
      count(*) filter (where ${transfers.apayloTransactionId} is not null)::int as paid,
      count(*) filter (where ${transferOnHold(transfers)})::int as "onHold"
    from ${transfers} where ${transfers.status} = 'pending'`);
  const row = result.rows[0];
  return {
    awaitingPayment: row?.awaitingPayment ?? 0,
    paid: row?.paid ?? 0,
    onHold: row?.onHold ?? 0,
    approvalNeedsPayment: ctx.config.approvalNeedsPayment,
  };
}
