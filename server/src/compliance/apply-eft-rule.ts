import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { addWorkingDays } from '../../../domain/business-days';
import {
  COUNTED_STATUSES,
  eftCaseChange,
  EFT_REPORT_DUE_WORKING_DAYS,
  LARGE_EFT_THRESHOLD_CAD,
  REPORT_WINDOW_HOURS,
  type CountedTransfer,
  type EftCaseWindow,
} from '../../../domain/compliance';
import { limitsMessages } from '../../../domain/limits-messages';
import { compareDecimal, sumDecimals } from '../../../domain/money';
import { businessDate } from '../admin/export';
import { recordAudit } from '../audit/audit';
import { complianceCases, complianceCaseTransfers, transfers } from '../db/schema';
import type { TransactionDb } from '../db/transaction';
import type { Standings } from './read-standings';

const WINDOW_MS = REPORT_WINDOW_HOURS * 60 * 60 * 1000;

interface KnownCase extends EftCaseWindow {
  userId: number;
  total: string;
  status: string;
}

const byTime = (a: CountedTransfer, b: CountedTransfer) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id;

/**
 * The 24-hour rule, in the transaction that inserted `created` (its customers locked): for each
 * new transfer, in order, domain eftCaseChange decides whether it opens an EFT report case or
 * joins the one whose window it falls in. Customers whose last 24 hours stay under 10,000 CAD and
 * who have no open window are skipped without a query (the common case).
 */
export async function applyEftRule(tx: TransactionDb, created: readonly (CountedTransfer & { userId: number })[], standings: Standings, timeZone: string): Promise<void> {
  const concerned = new Map<number, CountedTransfer[]>();
  for (const transfer of created) concerned.set(transfer.userId, [...(concerned.get(transfer.userId) ?? []), transfer]);
  for (const [userId, mine] of concerned) {
    const standing = standings.byUser.get(userId);
    const dayTotal = sumDecimals([standing?.usage.daily ?? '0', ...mine.map((transfer) => transfer.cadAmount)], 2);
    if (!standing?.eftrWindowOpen && compareDecimal(dayTotal, LARGE_EFT_THRESHOLD_CAD) < 0) concerned.delete(userId);
  }
  if (concerned.size === 0) return;
  const userIds = [...concerned.keys()];
  const earliest = Math.min(...[...concerned.values()].flat().map((transfer) => transfer.createdAt.getTime()));
  const since = new Date(earliest - WINDOW_MS);
  const recent = await tx
    .select({ id: transfers.id, userId: transfers.userId, createdAt: transfers.createdAt, cadAmount: transfers.cadAmount })
    .from(transfers)
    .where(and(inArray(transfers.userId, userIds), inArray(transfers.status, [...COUNTED_STATUSES]), gt(transfers.createdAt, since)));
  // Every case that may hold one of those transfers (its window ends after `since`), open or closed:
  // a transfer already in a case is never counted into another.
  const caseRows = await tx
    .select({
      id: complianceCases.id,
      userId: complianceCases.userId,
      windowStart: complianceCases.windowStart,
      total: sql<string>`coalesce(${complianceCases.total}, 0)::text`,
      status: complianceCases.status,
      // bigint ids as text: node-postgres leaves int8 arrays as strings anyway.
      transferIds: sql<string[]>`coalesce(array_agg(${complianceCaseTransfers.transferId}::text) filter (where ${complianceCaseTransfers.transferId} is not null), '{}')`,
    })
    .from(complianceCases)
    .leftJoin(complianceCaseTransfers, eq(complianceCaseTransfers.caseId, complianceCases.id))
    .where(and(eq(complianceCases.kind, 'eftr'), inArray(complianceCases.userId, userIds), gt(complianceCases.windowEnd, since)))
    .groupBy(complianceCases.id);
  const cases: KnownCase[] = caseRows.map((row) => ({ ...row, windowStart: row.windowStart!, transferIds: row.transferIds.map(Number) }));

  for (const [userId, mine] of concerned) {
    const theirs = recent.filter((transfer) => transfer.userId === userId);
    const known = cases.filter((found) => found.userId === userId);
    for (const transfer of [...mine].sort(byTime)) {
      const upTo = theirs.filter((other) => byTime(other, transfer) <= 0 && other.createdAt.getTime() > transfer.createdAt.getTime() - WINDOW_MS);
      const change = eftCaseChange(transfer.createdAt, upTo, known);
      if (change?.kind === 'open') {
        const dueBy = addWorkingDays(businessDate(transfer.createdAt, timeZone), EFT_REPORT_DUE_WORKING_DAYS);
        const summary = limitsMessages.eftCaseSummary(change.total, change.transferIds.length);
        const [opened] = await tx
          .insert(complianceCases)
          .values({ kind: 'eftr', userId, status: 'open', total: change.total, windowStart: change.windowStart, windowEnd: change.windowEnd, dueBy, summary, openedAt: transfer.createdAt })
          .returning({ id: complianceCases.id });
        if (!opened) throw new Error('EFT case insert returned nothing');
        await tx.insert(complianceCaseTransfers).values(change.transferIds.map((transferId) => ({ caseId: opened.id, transferId })));
        await recordAudit(tx, {
          actorUserId: null,
          action: 'compliance.eftr_case_opened',
          targetType: 'compliance_case',
          targetId: opened.id,
          after: { userId, total: change.total, windowStart: change.windowStart, windowEnd: change.windowEnd, dueBy, transferIds: change.transferIds },
        });
        known.push({ id: opened.id, userId, windowStart: change.windowStart, total: change.total, status: 'open', transferIds: [...change.transferIds] });
      } else if (change?.kind === 'join') {
        const joined = known.find((found) => found.id === change.caseId)!;
        const before = { total: joined.total, status: joined.status, transferIds: [...joined.transferIds] };
        joined.total = sumDecimals([joined.total, change.addedTotal], 2);
        joined.transferIds.push(...change.transferIds);
        // A case already closed (its report filed) opens again: the report needs amending.
        joined.status = 'open';
        await tx.insert(complianceCaseTransfers).values(change.transferIds.map((transferId) => ({ caseId: joined.id, transferId })));
        await tx
          .update(complianceCases)
          .set({ total: joined.total, status: 'open', closedAt: null, closedBy: null, summary: limitsMessages.eftCaseSummary(joined.total, joined.transferIds.length) })
          .where(eq(complianceCases.id, joined.id));
        await recordAudit(tx, {
          actorUserId: null,
          action: 'compliance.eftr_case_joined',
          targetType: 'compliance_case',
          targetId: joined.id,
          before,
          after: { total: joined.total, status: joined.status, transferIds: joined.transferIds },
        });
      }
    }
  }
}
