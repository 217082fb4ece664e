import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  COUNTED_STATUSES,
  eftCaseChange,
  LARGE_EFT_THRESHOLD_CAD,
  REPORT_WINDOW_HOURS,
  type CountedTransfer,
  type EftCaseChange,
} from '../../../domain/compliance';
import { compareDecimal, sumDecimals } from '../../../domain/money';
import { complianceCases, complianceCaseTransfers, transfers } from '../db/schema';
import type { TransactionDb } from '../db/transaction';
import { joinEftCase, openEftCase, type EftGroup, type KnownEftCase, type Writer } from './eft-case-writes';
import type { Standings } from './read-standings';

const WINDOW_MS = REPORT_WINDOW_HOURS * 60 * 60 * 1000;

interface KnownCase extends KnownEftCase {
  userId: number;
}

export const byTime = (a: CountedTransfer, b: CountedTransfer) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id;

/**
 * Walks one group's new transfers in order: each opens a case or joins the one whose window it
 * falls in, as `decide` (domain eftCaseChange or eftBeneficiaryCaseChange) says. `theirs` are the
 * group's counted transfers since 24 hours before the earliest new one; `known` its cases.
 */
export async function applyToGroup<T extends CountedTransfer>(
  tx: Writer,
  group: EftGroup,
  mine: readonly T[],
  theirs: readonly T[],
  known: KnownEftCase[],
  decide: (at: Date, recent: readonly T[], cases: readonly KnownEftCase[], newId: number) => EftCaseChange | undefined,
  timeZone: string,
): Promise<void> {
  const ours = new Set(mine.map((transfer) => transfer.id));
  for (const transfer of [...mine].sort(byTime)) {
    // Every transfer another batch made came first (it committed before this batch read), whatever
    // its time says (another customer's batch may have taken its time earlier); this batch's own
    // count in their order.
    const upTo = theirs.filter(
      (other) => (!ours.has(other.id) || byTime(other, transfer) <= 0) && other.createdAt.getTime() > transfer.createdAt.getTime() - WINDOW_MS,
    );
    const change = decide(transfer.createdAt, upTo, known, transfer.id);
    if (change?.kind === 'open') {
      known.push(await openEftCase(tx, group, change, transfer.createdAt, timeZone));
    } else if (change?.kind === 'join') {
      await joinEftCase(tx, group, known.find((found) => found.id === change.caseId)!, change, transfer.createdAt, timeZone);
    }
  }
}

/**
 * The 24-hour rule per customer, in the transaction that inserted `created` (its customers locked):
 * for each new transfer, in order, domain eftCaseChange decides whether it opens an EFT report case
 * or joins the one whose window it falls in. Customers whose last 24 hours stay under 10,000 CAD and
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
  const cases: KnownCase[] = caseRows.map((row) => ({ ...row, userId: row.userId!, windowStart: row.windowStart!, transferIds: row.transferIds.map(Number) }));

  for (const [userId, mine] of concerned) {
    const theirs = recent.filter((transfer) => transfer.userId === userId);
    const known = cases.filter((found) => found.userId === userId);
    await applyToGroup(tx, { kind: 'eftr', userId }, mine, theirs, known, eftCaseChange, timeZone);
  }
}
