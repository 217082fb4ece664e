import { and, eq, sql, type SQL } from 'drizzle-orm';
import { sumDecimals } from '../../../domain/money';
import type { PaymentMethod } from '../../../domain/quote';
import type { AdminTransfer, TransferFilter, TransferStats } from '../../../domain/schemas/admin';
import { TRANSFER_STATUSES, type TransferStatus } from '../../../domain/transfer-status';
import type { Db } from '../db/client';
import { transferDailyStats, transfers, users } from '../db/schema';
import { newestFirst } from '../db/order';
import { afterCursor, cursorTimestamp, toPage, type Page } from './paging';

/**
 * The operators' transfer list, its counts and stats. Everything filters, sorts and pages in the
 * database on indexes: (created_at, id), (status, created_at, id), (user_id, created_at, id) and a
 * pattern index on reference_code. Counts without a search come from transfer_daily_stats (a few
 * rows per day) instead of counting transfers.
 */

type Reader = Pick<Db, 'select'>;

/** Whole days in the business time zone, inclusive, as instants: [fromDate 00:00, toDate + 1 day 00:00). */
function dateConditions(filter: TransferFilter, timeZone: string): SQL[] {
  const conditions: SQL[] = [];
  if (filter.fromDate) {
    conditions.push(sql`${transfers.createdAt} >= (${filter.fromDate}::date::timestamp at time zone ${timeZone})`);
  }
  if (filter.toDate) {
    conditions.push(sql`${transfers.createdAt} < ((${filter.toDate}::date + 1)::timestamp at time zone ${timeZone})`);
  }
  return conditions;
}

function searchCondition(filter: TransferFilter): SQL | undefined {
  const search = filter.search;
  if (!search) return undefined;
  // The prefix holds only A-Z and 0-9 (validated), so it needs no LIKE escaping.
  if (search.kind === 'reference') return sql`${transfers.referenceCode} like ${`${search.prefix}%`}`;
  return sql`${transfers.userId} in (select ${users.id} from ${users} where lower(${users.email}) = ${search.email})`;
}

export function transferConditions(filter: TransferFilter, timeZone: string): SQL[] {
  const conditions = dateConditions(filter, timeZone);
  if (filter.status) conditions.push(eq(transfers.status, filter.status));
  const search = searchCondition(filter);
  if (search) conditions.push(search);
  return conditions;
}

const adminTransferColumns = {
  id: transfers.id,
  referenceCode: transfers.referenceCode,
  createdAt: transfers.createdAt,
  cursorAt: cursorTimestamp(transfers.createdAt),
  senderName: users.username,
  senderEmail: users.email,
  senderFirstName: users.firstName,
  cadAmount: transfers.cadAmount,
  inrAmount: transfers.inrAmount,
  exchangeRate: transfers.exchangeRate,
  recipientName: transfers.recipientName,
  recipientBankName: transfers.recipientBankName,
  recipientAccountNumber: transfers.recipientAccountNumber,
  recipientIfscCode: transfers.recipientIfscCode,
  status: transfers.status,
  paymentMethod: transfers.paymentMethod,
  completedAt: transfers.completedAt,
  errorMessage: transfers.errorMessage,
  apayloTransactionId: transfers.apayloTransactionId,
  apayloSenderName: transfers.apayloSenderName,
  apayloSenderEmail: transfers.apayloSenderEmail,
};

function selectAdminTransfers(db: Reader) {
  return db.select(adminTransferColumns).from(transfers).innerJoin(users, eq(users.id, transfers.userId));
}

export type AdminTransferRow = Awaited<ReturnType<typeof selectAdminTransfers>>[number];

export function toAdminTransfer(row: AdminTransferRow): AdminTransfer {
  return {
    id: row.id,
    referenceCode: row.referenceCode,
    createdAt: row.createdAt.toISOString(),
    senderName: row.senderName,
    senderEmail: row.senderEmail,
    cadAmount: row.cadAmount,
    inrAmount: row.inrAmount,
    exchangeRate: row.exchangeRate,
    recipientName: row.recipientName,
    recipientBankName: row.recipientBankName,
    recipientAccountNumber: row.recipientAccountNumber,
    recipientIfscCode: row.recipientIfscCode,
    status: row.status as TransferStatus,
    paymentMethod: (row.paymentMethod || 'economy') as PaymentMethod,
    completedAt: row.completedAt?.toISOString() ?? null,
    errorMessage: row.errorMessage,
    paymentReceived: row.apayloTransactionId !== null,
    apayloTransactionId: row.apayloTransactionId,
    apayloSenderName: row.apayloSenderName,
    apayloSenderEmail: row.apayloSenderEmail,
  };
}

/**
 * The same order, written so no index can produce it. For a reference-code search PostgreSQL may
 * otherwise walk the (created_at, id) index newest first and filter on the prefix, which reads the
 * whole table when the matches are old or few. Forced onto the prefix index, it reads only the
 * matches (at most ~1/36 of the table for a one-character prefix) and sorts them.
 */
const prefixSearchOrder = [sql`${transfers.createdAt} + interval '0 seconds' desc`, sql`${transfers.id} + 0 desc`];

/** One page of matching transfers, newest first; `limit` rows at most (the export reads 1,000 at a time). */
export async function listAdminTransfers(
  db: Reader,
  filter: TransferFilter,
  timeZone: string,
  page: { limit: number; cursor?: string | undefined },
): Promise<Page<AdminTransferRow>> {
  const conditions = transferConditions(filter, timeZone);
  const after = afterCursor(transfers.createdAt, transfers.id, page.cursor);
  if (after) conditions.push(after);
  const rows = await selectAdminTransfers(db)
    .where(and(...conditions))
    .orderBy(...(filter.search?.kind === 'reference' ? prefixSearchOrder : newestFirst(transfers.createdAt, transfers.id)))
    .limit(page.limit + 1);
  return toPage(rows, page.limit);
}

/** One transfer in the admin view, or undefined. */
export async function findAdminTransfer(db: Reader, id: number): Promise<AdminTransferRow | undefined> {
  const [row] = await selectAdminTransfers(db).where(eq(transfers.id, id));
  return row;
}

interface StatusTotals {
  status: string;
  count: number;
  cadTotal: string;
}

/** Count and CAD sum per status for the filter: from the daily aggregate unless a search is given. */
async function statusTotals(db: Reader, filter: TransferFilter, timeZone: string): Promise<StatusTotals[]> {
  if (filter.search) {
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
  const conditions: SQL[] = [];
  if (filter.fromDate) conditions.push(sql`${transferDailyStats.day} >= ${filter.fromDate}::date`);
  if (filter.toDate) conditions.push(sql`${transferDailyStats.day} <= ${filter.toDate}::date`);
  if (filter.status) conditions.push(eq(transferDailyStats.status, filter.status));
  return db
    .select({
      status: transferDailyStats.status,
      count: sql<number>`coalesce(sum(${transferDailyStats.count}), 0)::bigint`,
      cadTotal: sql<string>`coalesce(sum(${transferDailyStats.cadTotal}), 0)::text`,
    })
    .from(transferDailyStats)
    .where(and(...conditions))
    .groupBy(transferDailyStats.status);
}

export async function transferStats(db: Reader, filter: TransferFilter, timeZone: string): Promise<TransferStats> {
  const totals = await statusTotals(db, filter, timeZone);
  const count = (status: TransferStatus) => totals.find((row) => row.status === status)?.count ?? 0;
  const stats = {
    pending: count('pending'),
    approved: count('approved'),
    completed: count('completed'),
    rejected: count('rejected'),
  };
  return {
    ...stats,
    total: TRANSFER_STATUSES.reduce((sum, status) => sum + stats[status], 0),
    totalCad: sumDecimals(
      totals.map((row) => row.cadTotal),
      2,
    ),
  };
}

/** The number of transfers matching the filter (X-Total-Count). */
export async function countAdminTransfers(db: Reader, filter: TransferFilter, timeZone: string): Promise<number> {
  return (await transferStats(db, filter, timeZone)).total;
}
