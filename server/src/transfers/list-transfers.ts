import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { maskAccountNumber } from '../../../domain/mask';
import type { PaymentMethod } from '../../../domain/quote';
import type { Transfer, TransferListQuery } from '../../../domain/schemas/transfer';
import { MAX_ROW_ID } from '../../../domain/schemas/common';
import type { TransferStatus } from '../../../domain/transfer-status';
import type { Db } from '../db/client';
import { newestFirst } from '../db/order';
import { preparedArrayRows, preparedPerShape, shapeOf } from '../db/prepared';
import { transfers } from '../db/schema';
import { afterPosition, cursorAtFromText, decodeCursor, toPage, type Page } from '../http/paging';

/**
 * The customer's history (docs/api.md § Transfers): their own transfers, newest first, filtered by
 * status and search and keyset-paged in the database. Every query starts with `user_id = $1`, so it
 * reads one customer's rows on (user_id, created_at, id) or (user_id, status, created_at, id) and
 * costs the same however many transfers other customers have.
 */

type Reader = Pick<Db, 'select'>;
/** The list runs its prepared statements on the pool itself. */
type ListReader = Pick<Db, 'select' | '$client'>;

export type HistoryFilter = Pick<TransferListQuery, 'status' | 'search'>;

interface OwnValues {
  userId: number | Placeholder;
  status?: string | Placeholder | undefined;
  search?: string | Placeholder | undefined;
}

/**
 * Part of the reference code or of the recipient's name, any case. Names are folded with ICU's
 * root locale ("und-x-icu"), not the database's: the embedded database's C locale lowers only
 * ASCII, and Élodie must be found as élodie. Codes are A–Z and 0–9, so upper-casing the needle is
 * enough for them. strpos rather than LIKE: no wildcard in the needle to escape.
 */
function searchCondition(search: string | Placeholder): SQL {
  return sql`(strpos(${transfers.referenceCode}, upper(${search}::text)) > 0
    or strpos(lower(${transfers.recipientName} collate "und-x-icu"), lower(${search}::text collate "und-x-icu")) > 0)`;
}

function ownConditions(values: OwnValues): SQL[] {
  const conditions = [eq(transfers.userId, values.userId)];
  if (values.status !== undefined) conditions.push(eq(transfers.status, values.status));
  if (values.search !== undefined) conditions.push(searchCondition(values.search));
  return conditions;
}

/**
 * The customer's view of a transfer, selected as API-ready values (see preparedArrayRows). The
 * codes, amounts and creation time are ASCII without a comma: PostgreSQL joins them into one
 * column, split here — node-postgres decodes a column at a cost that splitting does not have.
 */
const historyColumns = {
  id: transfers.id,
  packed: sql<string>`concat_ws(',', ${transfers.referenceCode}, ${transfers.status}, ${transfers.cadAmount}, ${transfers.inrAmount},
    ${transfers.exchangeRate}, ${transfers.paymentMethod}, (${transfers.apayloTransactionId} is not null), (${transfers.createdAt} at time zone 'UTC'),
    coalesce(${transfers.midRate}::text, ''), coalesce(${transfers.midSource}, ''),
    coalesce(to_char(${transfers.midAsOf} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), ''))`,
  recipientName: transfers.recipientName,
  recipientAccountNumber: transfers.recipientAccountNumber,
  recipientBankName: transfers.recipientBankName,
};

type HistoryRow = Awaited<ReturnType<ReturnType<typeof prepareList>>>[number];

/** Placeholders for the optional parts a shape has: s(tatus), q (search), c(ursor). */
function placeholders(shape: string): OwnValues {
  return {
    userId: sql.placeholder('userId'),
    status: shape.includes('s') ? sql.placeholder('status') : undefined,
    search: shape.includes('q') ? sql.placeholder('search') : undefined,
  };
}

/**
 * One prepared statement per combination of filters (at most 8). Each is served by an index in
 * list order whatever the values — (user_id, status, …) with a status, (user_id, …) without; a
 * search filters that walk — so a generic plan is as good as a custom one.
 */
function prepareList(db: ListReader, shape: string) {
  const conditions = ownConditions(placeholders(shape));
  // X-Total-Count in the same statement, evaluated once (an uncommitted subquery is an InitPlan):
  // one round trip per page instead of two, which was a fifth of the page's CPU on both sides.
  const total = sql<string>`(select count(*) from ${transfers} where ${and(...ownConditions(placeholders(shape)))})`;
  if (shape.includes('c')) conditions.push(afterPosition(transfers.createdAt, transfers.id, sql.placeholder('cursorAt'), sql.placeholder('cursorId')));
  const query = db
    .select({ ...historyColumns, total })
    .from(transfers)
    .where(and(...conditions))
    .orderBy(...newestFirst(transfers.createdAt, transfers.id))
    .limit(sql.placeholder('limit'));
  return preparedArrayRows(db.$client, `history_${shape || 'all'}`, query);
}

const listStatement = preparedPerShape(prepareList);

function toTransfer(row: HistoryRow): Transfer & { cursorAt: string } {
  const [referenceCode, status, cadAmount, inrAmount, exchangeRate, paymentMethod, paid, createdAtText, midRate, midSource, midAsOf] = row.packed.split(',') as [
    string, TransferStatus, string, string, string, PaymentMethod, string, string, string, string, string,
  ];
  const cursorAt = cursorAtFromText(createdAtText);
  return {
    id: row.id,
    referenceCode,
    status,
    // ISO to the millisecond, as Date#toISOString writes it, cut from the cursor's microseconds.
    createdAt: `${cursorAt.slice(0, 23)}Z`,
    cadAmount,
    inrAmount,
    exchangeRate,
    paymentMethod,
    recipientName: row.recipientName,
    recipientAccount: maskAccountNumber(row.recipientAccountNumber),
    recipientBankName: row.recipientBankName,
    // A boolean joined into text is PostgreSQL's 'true' or 'false'.
    paymentReceived: paid === 'true',
    // The market rate it was priced from (issue 33); empty (null) for a manual rate with no market.
    midRate: midRate || null,
    midSource: (midSource || null) as Transfer['midSource'],
    midAsOf: midAsOf || null,
    cursorAt,
  };
}

/** One page of the caller's transfers matching the filter, newest first, and how many match in all. */
export async function listOwnTransfers(
  db: ListReader,
  userId: number,
  query: HistoryFilter & { limit: number; cursor?: string | undefined },
): Promise<Page<Transfer & { cursorAt: string }> & { total: number }> {
  const position = query.cursor ? decodeCursor(query.cursor, MAX_ROW_ID.bigint) : undefined;
  const shape = shapeOf({ s: query.status, q: query.search, c: position });
  const rows = await listStatement(db, shape)({
    userId,
    status: query.status,
    search: query.search,
    cursorAt: position?.at,
    cursorId: position?.id,
    limit: query.limit + 1,
  });
  // An empty page (past the end, or nothing matches) has no row to carry the count.
  const total = rows[0] ? Number(rows[0].total) : await countOwnTransfers(db, userId, query);
  return { ...toPage(rows.map(toTransfer), query.limit), total };
}

function prepareCount(db: Reader, shape: string) {
  return db
    .select({ count: sql<number>`count(*)::bigint` })
    .from(transfers)
    .where(and(...ownConditions(placeholders(shape))))
    .prepare(`history_count_${shape || 'all'}`);
}

const countStatement = preparedPerShape(prepareCount);

/** How many of the caller's transfers match the filter (X-Total-Count): read from an index alone. */
export async function countOwnTransfers(db: Reader, userId: number, filter: HistoryFilter): Promise<number> {
  const shape = shapeOf({ s: filter.status, q: filter.search });
  const [row] = await countStatement(db, shape).execute({ userId, status: filter.status, search: filter.search });
  return row?.count ?? 0;
}
