import type { PayoutState } from '../../../domain/payout-states';
import { transferOnHold } from '../compliance/case-hold';
import { and, eq, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PaymentMethod } from '../../../domain/quote';
import type { TransferFilter, TransferStats } from '../../../domain/schemas/admin';
import { MAX_ROW_ID } from '../../../domain/schemas/common';
import type { TransferStatus } from '../../../domain/transfer-status';
import type { Db } from '../db/client';
import { transferDailyStats, transfers, users } from '../db/schema';
import { newestFirst } from '../db/order';
import { isoTimestamp } from '../db/iso-timestamp';
import { preparedArrayRows, preparedPerShape, shapeOf } from '../db/prepared';
import { totalsByStatus, type StatusTotal } from '../transfers/totals';
import { afterCursor, afterPosition, cursorTimestamp, decodeCursor, toPage, type Page } from '../http/paging';
import { findTransferMatches, type TransferMatches } from './search';

/**
 * The operators' transfer list, its counts and stats. Everything filters, sorts and pages in the
 * database on indexes: (created_at, id), (status, created_at, id), (user_id, created_at, id) and a
 * pattern index on reference_code. Counts without a search come from transfer_daily_stats (a few
 * rows per day) instead of counting transfers. The operators' search (`q`, issue 34) first finds
 * the customers and recipients it names (search.ts); the filters carry what it found.
 */

type Reader = Pick<Db, 'select'>;
/** The list runs its prepared statements on the pool itself. */
type ListReader = Pick<Db, 'select' | '$client'>;

/** A value bound now, or a placeholder bound when a prepared statement runs. */
type Bound<T> = T | Placeholder;

interface FilterValues {
  fromDate?: Bound<string> | undefined;
  toDate?: Bound<string> | undefined;
  status?: Bound<string> | undefined;
  timeZone: Bound<string>;
}

/** Dates are whole days in the business time zone, inclusive: [fromDate 00:00, toDate + 1 day 00:00). */
function filterConditions(values: FilterValues): SQL[] {
  const conditions: SQL[] = [];
  if (values.fromDate !== undefined) {
    conditions.push(sql`${transfers.createdAt} >= (${values.fromDate}::date::timestamp at time zone ${values.timeZone})`);
  }
  if (values.toDate !== undefined) {
    conditions.push(sql`${transfers.createdAt} < ((${values.toDate}::date + 1)::timestamp at time zone ${values.timeZone})`);
  }
  if (values.status !== undefined) conditions.push(eq(transfers.status, values.status));
  return conditions;
}

/** The filters as the list, the counts and the export read them: `q` replaced by what it matched. */
export type TransferListFilter = Omit<TransferFilter, 'q'> & { q?: TransferMatches | undefined };

/** Resolves the search (`q`) of the filters, once per request: the list and its count share it. */
export async function withTransferMatches(db: Reader, filter: TransferFilter): Promise<TransferListFilter> {
  const { q, ...rest } = filter;
  return q === undefined ? rest : { ...rest, q: await findTransferMatches(db, q) };
}

/** A transfer of a customer or to a recipient the search named, or whose reference starts with it. */
function queryCondition(filter: TransferListFilter): SQL | undefined {
  const matches = filter.q;
  if (!matches) return undefined;
  const named = [
    sql`${transfers.userId} = any(${sql.param(matches.userIds)}::int[])`,
    sql`${transfers.recipientId} = any(${sql.param(matches.recipientIds)}::int[])`,
  ];
  // The prefix holds only A-Z and 0-9 before its % (search.ts), so it needs no LIKE escaping.
  if (matches.referencePrefix) named.unshift(sql`${transfers.referenceCode} like ${matches.referencePrefix}`);
  return or(...named);
}

function searchCondition(filter: TransferListFilter): SQL | undefined {
  const search = filter.search;
  if (!search) return undefined;
  // The prefix holds only A-Z and 0-9 (validated), so it needs no LIKE escaping.
  if (search.kind === 'reference') return sql`${transfers.referenceCode} like ${`${search.prefix}%`}`;
  return sql`${transfers.userId} in (select ${users.id} from ${users} where lower(${users.email}) = ${search.email})`;
}

/** The payment filter (issue 33): the desk's "Paid — ready to approve" and "Awaiting payment" queues. */
function paymentCondition(filter: TransferListFilter): SQL | undefined {
  if (filter.payment === 'received') return sql`${transfers.apayloTransactionId} is not null`;
  if (filter.payment === 'awaiting') return sql`${transfers.apayloTransactionId} is null`;
  return undefined;
}

export function transferConditions(filter: TransferListFilter, timeZone: string): SQL[] {
  const conditions = filterConditions({ fromDate: filter.fromDate, toDate: filter.toDate, status: filter.status, timeZone });
  const search = searchCondition(filter);
  if (search) conditions.push(search);
  const query = queryCondition(filter);
  if (query) conditions.push(query);
  const payment = paymentCondition(filter);
  if (payment) conditions.push(payment);
  return conditions;
}

/**
 * A search or a payment filter is answered by a query built for it (and counted on transfers): the
 * prepared statements and the daily aggregate serve only dates and status. The payment filter is
 * meant for pending transfers, which the status index narrows to the few not yet decided.
 */
function needsDirectQuery(filter: TransferListFilter): boolean {
  return filter.search !== undefined || filter.q !== undefined || filter.payment !== undefined;
}

/**
 * A transfer as the admin API answers it, built in SQL: timestamps as ISO text, the payment flag
 * computed — no value needs decoding, so the list can skip drizzle's row mapping (preparedArrayRows).
 */
const adminTransferColumns = {
  id: transfers.id,
  referenceCode: transfers.referenceCode,
  cursorAt: cursorTimestamp(transfers.createdAt),
  // The verified legal name once there is one (issue 31): a name set in Profile is not the customer's.
  senderName: sql<string>`coalesce(${users.legalName}, ${users.username})`,
  senderEmail: users.email,
  userId: transfers.userId,
  senderFirstName: users.firstName,
  cadAmount: transfers.cadAmount,
  inrAmount: transfers.inrAmount,
  exchangeRate: transfers.exchangeRate,
  recipientId: transfers.recipientId,
  recipientName: transfers.recipientName,
  recipientBankName: transfers.recipientBankName,
  recipientAccountNumber: transfers.recipientAccountNumber,
  recipientIfscCode: transfers.recipientIfscCode,
  status: sql<TransferStatus>`${transfers.status}`,
  // Rows from before payment methods existed hold '' and were economy transfers.
  paymentMethod: sql<PaymentMethod>`coalesce(nullif(${transfers.paymentMethod}, ''), 'economy')`,
  completedAt: isoTimestamp(transfers.completedAt),
  errorMessage: transfers.errorMessage,
  paymentReceived: sql<boolean>`${transfers.apayloTransactionId} is not null`,
  apayloTransactionId: transfers.apayloTransactionId,
  apayloSenderName: transfers.apayloSenderName,
  apayloSenderEmail: transfers.apayloSenderEmail,
  // Held by an open compliance case: the desk offers no Approve (issue 33).
  onHold: transferOnHold(transfers),
  // The latest payout attempt's state (issue 33; payouts_transfer_attempt_key serves it), null with none.
  payoutState: sql<PayoutState | null>`(select p.state from payouts p where p.transfer_id = ${transfers.id} order by p.attempt desc limit 1)`,
};

function selectAdminTransfers(db: Reader) {
  return db.select(adminTransferColumns).from(transfers).innerJoin(users, eq(users.id, transfers.userId));
}

type SelectedAdminTransfer = Awaited<ReturnType<typeof selectAdminTransfers>>[number];

/** An AdminTransfer (the API answer; the serializer leaves the rest out) plus what the server needs besides. */
export type AdminTransferRow = SelectedAdminTransfer & { createdAt: string };

/**
 * createdAt as the API writes instants (ISO, milliseconds — what Date#toISOString gives), cut from
 * the cursor's microsecond text rather than formatted by PostgreSQL a second time per row (a sixth
 * of the list query's execution). to_char's MS truncates, as this does.
 */
function withCreatedAt<Row extends SelectedAdminTransfer>(rows: Row[]): (Row & { createdAt: string })[] {
  for (const row of rows) (row as Row & { createdAt: string }).createdAt = `${row.cursorAt.slice(0, 23)}Z`;
  return rows as (Row & { createdAt: string })[];
}

/**
 * The same order, written so no index can produce it. For a reference-code search PostgreSQL may
 * otherwise walk the (created_at, id) index newest first and filter on the prefix, which reads the
 * whole table when the matches are old or few. Forced onto the prefix index, it reads only the
 * matches (at most ~1/36 of the table for a one-character prefix) and sorts them.
 */
const prefixSearchOrder = [sql`${transfers.createdAt} + interval '0 seconds' desc`, sql`${transfers.id} + 0 desc`];

/**
 * The list without a search, as named prepared statements (db/prepared.ts): one per combination
 * of filters, at most 16. Every combination is served by an index in list order whatever the
 * values, so a generic plan is as good as a custom one. A reference-code search is not prepared:
 * its prefix index needs the pattern's value at planning time.
 */
function prepareFilteredList(db: ListReader, shape: string) {
  const has = (key: string) => shape.includes(key);
  const conditions = filterConditions({
    fromDate: has('f') ? sql.placeholder('fromDate') : undefined,
    toDate: has('t') ? sql.placeholder('toDate') : undefined,
    status: has('s') ? sql.placeholder('status') : undefined,
    timeZone: sql.placeholder('timeZone'),
  });
  if (has('c')) conditions.push(afterPosition(transfers.createdAt, transfers.id, sql.placeholder('cursorAt'), sql.placeholder('cursorId')));
  const query = selectAdminTransfers(db)
    .where(and(...conditions))
    .orderBy(...newestFirst(transfers.createdAt, transfers.id))
    .limit(sql.placeholder('limit'));
  return preparedArrayRows<SelectedAdminTransfer>(db.$client, `admin_transfers_${shape || 'all'}`, query);
}

const filteredList = preparedPerShape(prepareFilteredList);

/** One page of matching transfers, newest first; `limit` rows at most (the export reads 2,000 at a time). */
export async function listAdminTransfers(
  db: ListReader,
  filter: TransferListFilter,
  timeZone: string,
  page: { limit: number; cursor?: string | undefined },
): Promise<Page<AdminTransferRow>> {
  if (needsDirectQuery(filter)) {
    const conditions = transferConditions(filter, timeZone);
    const after = afterCursor(transfers.createdAt, transfers.id, page.cursor);
    if (after) conditions.push(after);
    const rows = await selectAdminTransfers(db)
      .where(and(...conditions))
      .orderBy(...(filter.search?.kind === 'reference' ? prefixSearchOrder : newestFirst(transfers.createdAt, transfers.id)))
      .limit(page.limit + 1);
    return toPage(withCreatedAt(rows), page.limit);
  }
  const position = page.cursor ? decodeCursor(page.cursor, MAX_ROW_ID.bigint) : undefined;
  const shape = shapeOf({ f: filter.fromDate, t: filter.toDate, s: filter.status, c: position });
  const rows = await filteredList(db, shape)({
    fromDate: filter.fromDate,
    toDate: filter.toDate,
    status: filter.status,
    timeZone,
    cursorAt: position?.at,
    cursorId: position?.id,
    limit: page.limit + 1,
  });
  return toPage(withCreatedAt(rows), page.limit);
}

/** One transfer in the admin view, or undefined. */
export async function findAdminTransfer(db: Reader, id: number): Promise<AdminTransferRow | undefined> {
  const [row] = withCreatedAt(await selectAdminTransfers(db).where(eq(transfers.id, id)));
  return row;
}

/** Count and CAD sum per status for the filter: from the daily aggregate unless a search is given. */
async function statusTotals(db: Reader, filter: TransferListFilter, timeZone: string): Promise<StatusTotal[]> {
  if (needsDirectQuery(filter)) {
    return db
      .select({
        status: transfers.status,
        count: sql<number>`count(*)`,
        cadTotal: sql<string>`coalesce(sum(${transfers.cadAmount}), 0)::text`,
      })
      .from(transfers)
      .where(and(...transferConditions(filter, timeZone)))
      .groupBy(transfers.status);
  }
  const shape = shapeOf({ f: filter.fromDate, t: filter.toDate, s: filter.status });
  return dailyTotals(db, shape).execute({ fromDate: filter.fromDate, toDate: filter.toDate, status: filter.status });
}

/** The daily aggregate's rows for a shape of filters (dates are already business days there). */
function dailyStatsConditions(shape: string): SQL[] {
  const conditions: SQL[] = [];
  if (shape.includes('f')) conditions.push(sql`${transferDailyStats.day} >= ${sql.placeholder('fromDate')}::date`);
  if (shape.includes('t')) conditions.push(sql`${transferDailyStats.day} <= ${sql.placeholder('toDate')}::date`);
  if (shape.includes('s')) conditions.push(eq(transferDailyStats.status, sql.placeholder('status')));
  return conditions;
}

/** The counts' query on the daily aggregate, prepared per combination of filters like the list. */
function prepareDailyTotals(db: Reader, shape: string) {
  return db
    .select({
      status: transferDailyStats.status,
      count: sql<number>`coalesce(sum(${transferDailyStats.count}), 0)::bigint`,
      cadTotal: sql<string>`coalesce(sum(${transferDailyStats.cadTotal}), 0)::text`,
    })
    .from(transferDailyStats)
    .where(and(...dailyStatsConditions(shape)))
    .groupBy(transferDailyStats.status)
    .prepare(`transfer_daily_totals_${shape || 'all'}`);
}

/** The list's X-Total-Count needs no CAD sum: summing numerics is most of the counts' cost. */
function prepareDailyCount(db: Reader, shape: string) {
  return db
    .select({ count: sql<number>`coalesce(sum(${transferDailyStats.count}), 0)::bigint` })
    .from(transferDailyStats)
    .where(and(...dailyStatsConditions(shape)))
    .prepare(`transfer_daily_count_${shape || 'all'}`);
}

const dailyCount = preparedPerShape(prepareDailyCount);
const dailyTotals = preparedPerShape(prepareDailyTotals);

export async function transferStats(db: Reader, filter: TransferListFilter, timeZone: string): Promise<TransferStats> {
  return totalsByStatus(await statusTotals(db, filter, timeZone));
}

/** The number of transfers matching the filter (X-Total-Count). */
export async function countAdminTransfers(db: Reader, filter: TransferListFilter, timeZone: string): Promise<number> {
  if (needsDirectQuery(filter)) {
    const [row] = await db
      .select({ count: sql<number>`count(*)::bigint` })
      .from(transfers)
      .where(and(...transferConditions(filter, timeZone)));
    return row?.count ?? 0;
  }
  const shape = shapeOf({ f: filter.fromDate, t: filter.toDate, s: filter.status });
  const [row] = await dailyCount(db, shape).execute({ fromDate: filter.fromDate, toDate: filter.toDate, status: filter.status });
  return row?.count ?? 0;
}
