import { and, count, eq, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { CaseKind, CaseOutcome, ComplianceCase } from '../../../domain/schemas/compliance';
import type { CaseFilter } from '../../../domain/schemas/compliance-cases';
import type { Db } from '../db/client';
import { isoTimestamp } from '../db/iso-timestamp';
import { newestFirst } from '../db/order';
import { complianceCaseTransfers, complianceCases, transfers, users } from '../db/schema';
import { afterCursor, cursorTimestamp, toPage, type Page } from '../http/paging';

/** The operators' report cases (GET /api/admin/compliance/cases): newest first, keyset-paged. */

type Reader = Pick<Db, 'select'>;

type Person = { id: number; name: string } | null;

/** An operator (or customer) by id as { id, name } — the verified legal name, else the account's —, or null. */
function person(column: AnyColumn): SQL<Person> {
  return sql<Person>`(select json_build_object('id', p.id, 'name', coalesce(p.legal_name, p.username)) from ${users} p where p.id = ${column})`;
}

const caseColumns = {
  id: complianceCases.id,
  kind: sql<CaseKind>`${complianceCases.kind}`,
  userId: complianceCases.userId,
  customerName: sql<string | null>`coalesce(${users.legalName}, ${users.username})`,
  customerEmail: users.email,
  recipientId: complianceCases.recipientId,
  beneficiary: sql<{ accountNumber: string; ifscCode: string } | null>`case when ${complianceCases.beneficiaryAccountNumber} is null then null
    else json_build_object('accountNumber', ${complianceCases.beneficiaryAccountNumber}, 'ifscCode', ${complianceCases.beneficiaryIfscCode}) end`,
  total: complianceCases.total,
  windowStart: isoTimestamp(complianceCases.windowStart),
  windowEnd: isoTimestamp(complianceCases.windowEnd),
  dueBy: complianceCases.dueBy,
  transferIds: sql<number[]>`coalesce((
    select json_agg(${complianceCaseTransfers.transferId} order by ${complianceCaseTransfers.transferId})
    from ${complianceCaseTransfers} where ${complianceCaseTransfers.caseId} = ${complianceCases.id}), '[]'::json)`,
  transfers: sql<ComplianceCase['transfers']>`coalesce((
    select json_agg(json_build_object('id', t.id, 'referenceCode', t.reference_code, 'cadAmount', t.cad_amount::text, 'status', t.status,
                                      'customerName', coalesce(tu.legal_name, tu.username)) order by t.id)
    from ${complianceCaseTransfers} ct join ${transfers} t on t.id = ct.transfer_id join ${users} tu on tu.id = t.user_id
    where ct.case_id = ${complianceCases.id}), '[]'::json)`,
  status: sql<'open' | 'closed'>`${complianceCases.status}`,
  summary: complianceCases.summary,
  rule: sql<'refused_attempts' | null>`${complianceCases.rule}`,
  openedAt: isoTimestamp(complianceCases.openedAt),
  openedBy: person(complianceCases.openedBy),
  assignee: person(complianceCases.assignedTo),
  outcome: sql<CaseOutcome | null>`${complianceCases.outcome}`,
  reference: complianceCases.reference,
  note: complianceCases.note,
  closedAt: isoTimestamp(complianceCases.closedAt),
  closedBy: person(complianceCases.closedBy),
  frozen: sql<boolean>`coalesce(${complianceCases.outcome} = 'listed_property' and ${complianceCases.authorityDecision} is null, false)`,
  authorityDecision: sql<ComplianceCase['authorityDecision']>`case when ${complianceCases.authorityDecision} is null then null
    else json_build_object('decision', ${complianceCases.authorityDecision}, 'note', ${complianceCases.authorityNote},
      'decidedAt', to_char(${complianceCases.authorityDecidedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'decidedBy', ${person(complianceCases.authorityDecidedBy)}) end`,
  cursorAt: cursorTimestamp(complianceCases.openedAt),
};

type CaseRow = Omit<ComplianceCase, 'overdue'> & { cursorAt: string };

/** Open and past its due date: the due date is a business day, so "before today" there (BUSINESS_TIMEZONE). */
export function isOverdue(row: Pick<ComplianceCase, 'status' | 'dueBy'>, today: string): boolean {
  return row.status === 'open' && row.dueBy !== null && row.dueBy < today;
}

function withOverdue<T extends Omit<ComplianceCase, 'overdue'>>(row: T, today: string): T & { overdue: boolean } {
  return { ...row, overdue: isOverdue(row, today) };
}

/** The list's filters, and (the customer drawer, issue 34) the cases about one customer. */
type ListFilter = CaseFilter & { customerId?: number };

function filterConditions(filter: ListFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.customerId !== undefined) {
    // Theirs, or holding one of their transfers (a beneficiary case names no customer).
    conditions.push(sql`(${complianceCases.userId} = ${filter.customerId} or exists (
      select 1 from ${complianceCaseTransfers} ct join ${transfers} t on t.id = ct.transfer_id
      where ct.case_id = ${complianceCases.id} and t.user_id = ${filter.customerId}))`);
  }
  if (filter.status) conditions.push(eq(complianceCases.status, filter.status));
  if (filter.kind) conditions.push(eq(complianceCases.kind, filter.kind));
  if (filter.frozen) conditions.push(and(eq(complianceCases.outcome, 'listed_property'), isNull(complianceCases.authorityDecision))!);
  return conditions;
}

function selectCases(db: Reader) {
  // A beneficiary case has no customer: the join is a left one.
  return db.select(caseColumns).from(complianceCases).leftJoin(users, eq(users.id, complianceCases.userId));
}

export async function listCases(
  db: Reader,
  filter: ListFilter,
  page: { limit: number; cursor?: string | undefined },
  today: string,
): Promise<Page<ComplianceCase & { cursorAt: string }>> {
  const conditions = filterConditions(filter);
  const after = afterCursor(complianceCases.openedAt, complianceCases.id, page.cursor);
  if (after) conditions.push(after);
  const rows: CaseRow[] = await selectCases(db)
    .where(and(...conditions))
    .orderBy(...newestFirst(complianceCases.openedAt, complianceCases.id))
    .limit(page.limit + 1);
  return toPage(
    rows.map((row) => withOverdue(row, today)),
    page.limit,
  );
}

export async function countCases(db: Reader, filter: CaseFilter): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(complianceCases)
    .where(and(...filterConditions(filter)));
  return row?.count ?? 0;
}

/** One case as the API answers it, or undefined. */
export async function findCase(db: Reader, id: number, today: string): Promise<ComplianceCase | undefined> {
  const [row] = await selectCases(db).where(eq(complianceCases.id, id));
  if (!row) return undefined;
  const { cursorAt: _cursorAt, ...rest } = withOverdue(row as CaseRow, today);
  return rest;
}
