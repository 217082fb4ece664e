import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import { TRAVEL_RULE_THRESHOLD_CAD } from '../../../domain/compliance';
import { PRODUCT_NAME } from '../../../domain/constants';
import type { RecordsExportQuery } from '../../../domain/schemas/compliance-cases';
import { businessDate } from '../../../domain/business-date';
import { drainOrClose, EXPORT_BATCH, safeText, wallClock } from '../http/spreadsheet';
import { transferConditions } from '../admin/transfer-list';
import { recordAudit } from '../audit/audit';
import type { UserRow } from '../auth/user-response';
import type { AppContext, RequestMeta } from '../context';
import type { Db } from '../db/client';
import { newestFirst } from '../db/order';
import { identityVerifications, transfers, users } from '../db/schema';
import { afterCursor, cursorTimestamp, toPage, type Page } from '../http/paging';
import { decider, verificationColumns } from './verification-list';

/**
 * The compliance records export (GET /api/admin/compliance/export): an .xlsx with the sheet
 * "Transfers" — every transfer of 1,000 CAD or more (the travel rule's threshold) made in the range,
 * with the travel-rule details and the identity verification in force — and the sheet
 * "Verifications" — every verification submitted or decided in the range. Dates are whole days in
 * BUSINESS_TIMEZONE, inclusive, as in the transfer export; it streams the same way (keyset pages
 * into exceljs's streaming writer, waiting for the client), so memory stays flat.
 */

const MONEY_FORMAT = '#,##0.00';
const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm:ss';

/**
 * A column of a sheet, named by the key of the row field it shows. `cell` converts the value where
 * the general rule (see toCell) does not fit.
 */
type RecordsColumn = Partial<ExcelJS.Column> & { key: string; cell?: (value: never) => unknown };

// numeric(10,2) and (10,4) hold at most 10 significant digits: a double keeps them exactly.
const amount = (value: string) => Number(value);
const upperCase = (value: string) => value.toUpperCase();

export const RECORDS_TRANSFER_COLUMNS: RecordsColumn[] = [
  { header: 'Reference Code', key: 'referenceCode', width: 16 },
  { header: 'Date & Time', key: 'createdAt', width: 20, style: { numFmt: DATE_TIME_FORMAT } },
  { header: 'CAD Amount', key: 'cadAmount', width: 14, style: { numFmt: MONEY_FORMAT }, cell: amount },
  { header: 'INR Amount', key: 'inrAmount', width: 16, style: { numFmt: MONEY_FORMAT }, cell: amount },
  { header: 'Exchange Rate', key: 'exchangeRate', width: 14, style: { numFmt: '0.0000' }, cell: amount },
  { header: 'Status', key: 'status', width: 12, cell: upperCase },
  { header: 'Sender Full Name', key: 'senderName', width: 26 },
  { header: 'Sender Address', key: 'senderAddress', width: 40 },
  { header: 'Sender Email', key: 'senderEmail', width: 32 },
  { header: 'e-Transfer Sender Name', key: 'etransferSenderName', width: 26 },
  { header: 'e-Transfer Sender Email', key: 'etransferSenderEmail', width: 32 },
  { header: 'Recipient Name', key: 'recipientName', width: 26 },
  { header: 'Recipient Address', key: 'recipientAddress', width: 40 },
  { header: 'Account Number', key: 'accountNumber', width: 20, style: { numFmt: '@' } },
  { header: 'IFSC Code', key: 'ifscCode', width: 14 },
  { header: 'Bank Name', key: 'bankName', width: 26 },
  { header: 'Verification ID', key: 'verificationId', width: 14 },
  { header: 'Verification Method', key: 'verificationMethod', width: 18 },
];

export const RECORDS_VERIFICATION_COLUMNS: RecordsColumn[] = [
  { header: 'Verification ID', key: 'id', width: 14 },
  { header: 'Customer Name', key: 'customerName', width: 26 },
  { header: 'Customer Email', key: 'customerEmail', width: 32 },
  { header: 'Method', key: 'method', width: 14 },
  { header: 'Status', key: 'status', width: 12, cell: upperCase },
  { header: 'Submitted', key: 'submittedAt', width: 20, style: { numFmt: DATE_TIME_FORMAT } },
  { header: 'Decided', key: 'decidedAt', width: 20, style: { numFmt: DATE_TIME_FORMAT } },
  { header: 'Decided By', key: 'decidedBy', width: 32 },
  { header: 'Reason', key: 'reason', width: 32 },
  { header: 'Note', key: 'note', width: 32 },
  { header: 'Date of Birth', key: 'dateOfBirth', width: 14 },
  { header: 'Occupation', key: 'occupation', width: 22 },
  { header: 'Street', key: 'street', width: 30 },
  { header: 'City', key: 'city', width: 18 },
  { header: 'Province', key: 'province', width: 10 },
  { header: 'Postal Code', key: 'postalCode', width: 12 },
  { header: 'ID Type', key: 'idType', width: 22 },
  { header: 'ID Number', key: 'idNumber', width: 18, style: { numFmt: '@' } },
  { header: 'ID Issuing Jurisdiction', key: 'idJurisdiction', width: 22 },
  { header: 'ID Expiry', key: 'idExpiry', width: 12 },
];

/** [fromDate 00:00, toDate + 1 day 00:00) in the business time zone, on any timestamp column. */
function dayRange(column: AnyColumn, query: RecordsExportQuery, timeZone: string): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.fromDate) conditions.push(sql`${column} >= (${query.fromDate}::date::timestamp at time zone ${timeZone})`);
  if (query.toDate) conditions.push(sql`${column} < ((${query.toDate}::date + 1)::timestamp at time zone ${timeZone})`);
  return conditions.length ? and(...conditions) : undefined;
}

type Reader = Pick<Db, 'select'>;

/**
 * The customer's full legal name, as the records show it (sender and verified person alike): the
 * name an operator verified (issue 31), else the first and last name given at sign-up.
 */
const legalName = sql<string>`coalesce(${users.legalName}, ${users.firstName} || ' ' || ${users.lastName})`;
type PageRequest = { limit: number; cursor?: string | undefined };

async function transferPage(db: Reader, query: RecordsExportQuery, timeZone: string, page: PageRequest) {
  const conditions = [
    sql`${transfers.cadAmount} >= ${TRAVEL_RULE_THRESHOLD_CAD}`,
    ...transferConditions(query, timeZone),
    afterCursor(transfers.createdAt, transfers.id, page.cursor),
  ];
  const rows = await db
    .select({
      id: transfers.id,
      cursorAt: cursorTimestamp(transfers.createdAt),
      referenceCode: transfers.referenceCode,
      createdAt: transfers.createdAt,
      cadAmount: transfers.cadAmount,
      inrAmount: transfers.inrAmount,
      exchangeRate: transfers.exchangeRate,
      status: transfers.status,
      senderName: legalName,
      senderAddress: transfers.senderAddress,
      senderEmail: users.email,
      etransferSenderName: transfers.apayloSenderName,
      etransferSenderEmail: transfers.apayloSenderEmail,
      recipientName: transfers.recipientName,
      recipientAddress: transfers.recipientAddress,
      accountNumber: transfers.recipientAccountNumber,
      ifscCode: transfers.recipientIfscCode,
      bankName: transfers.recipientBankName,
      verificationId: transfers.verificationId,
      verificationMethod: identityVerifications.method,
    })
    .from(transfers)
    .innerJoin(users, eq(users.id, transfers.userId))
    .leftJoin(identityVerifications, eq(identityVerifications.id, transfers.verificationId))
    .where(and(...conditions))
    .orderBy(...newestFirst(transfers.createdAt, transfers.id))
    .limit(page.limit + 1);
  return toPage(rows, page.limit);
}

async function verificationPage(db: Reader, query: RecordsExportQuery, timeZone: string, page: PageRequest) {
  const submitted = dayRange(identityVerifications.submittedAt, query, timeZone);
  const decided = dayRange(identityVerifications.decidedAt, query, timeZone);
  const conditions = [
    submitted && decided ? sql`((${submitted}) or (${decided}))` : undefined,
    afterCursor(identityVerifications.submittedAt, identityVerifications.id, page.cursor),
  ];
  const rows = await db
    .select({
      ...verificationColumns,
      customerName: legalName,
      customerEmail: users.email,
      decidedBy: decider.email,
    })
    .from(identityVerifications)
    .innerJoin(users, eq(users.id, identityVerifications.userId))
    .leftJoin(decider, eq(decider.id, identityVerifications.decidedBy))
    .where(and(...conditions))
    .orderBy(...newestFirst(identityVerifications.submittedAt, identityVerifications.id))
    .limit(page.limit + 1);
  return toPage(rows, page.limit);
}

/**
 * The general rule for a cell: text through safeText (never read as a formula), an instant as the
 * wall clock of the business time zone, anything else (numbers, missing values) as it is.
 */
function toCell(value: unknown, timeZone: string): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return wallClock(value, timeZone);
  if (typeof value === 'string') return safeText(value);
  return value;
}

function toCells(row: Record<string, unknown>, columns: RecordsColumn[], timeZone: string): Record<string, unknown> {
  const cells: Record<string, unknown> = {};
  for (const column of columns) {
    const value = row[column.key];
    cells[column.key] = column.cell && value !== null && value !== undefined ? column.cell(value as never) : toCell(value, timeZone);
  }
  return cells;
}

/** Writes every page of one sheet; false when the client went away. */
async function writeSheet<Row extends { cursorAt: string; id: number }>(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  output: PassThrough,
  timeZone: string,
  name: string,
  columns: RecordsColumn[],
  read: (page: PageRequest) => Promise<Page<Row>>,
): Promise<boolean> {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map(({ cell: _cell, ...column }) => column);
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let page = await read({ limit: EXPORT_BATCH });
  for (;;) {
    for (const row of page.rows) sheet.addRow(toCells(row, columns, timeZone)).commit();
    if (output.destroyed) return false;
    if (!page.nextCursor) break;
    // Backpressure: let the zip stream catch up, and wait while the client is slower than us.
    await new Promise((resolve) => setImmediate(resolve));
    if (output.writableNeedDrain) await drainOrClose(output);
    if (output.destroyed) return false;
    page = await read({ limit: EXPORT_BATCH, cursor: page.nextCursor });
  }
  sheet.commit();
  return true;
}

/** MapleRupee_Compliance_Records_<from|start>_to_<to|end>.xlsx, or _<today> without dates. */
export function recordsFileName(query: RecordsExportQuery, today: string): string {
  if (query.fromDate || query.toDate) return `${PRODUCT_NAME}_Compliance_Records_${query.fromDate ?? 'start'}_to_${query.toDate ?? 'end'}.xlsx`;
  return `${PRODUCT_NAME}_Compliance_Records_${today}.xlsx`;
}

export interface RecordsExport {
  fileName: string;
  stream: PassThrough;
}

/**
 * Audits the export (who exported which range), then streams the workbook. An empty range still
 * gives a workbook with both sheets' headers: "nothing in this range" is itself a record.
 */
export async function startRecordsExport(ctx: AppContext, actor: UserRow, query: RecordsExportQuery, meta: RequestMeta): Promise<RecordsExport> {
  const timeZone = ctx.config.businessTimeZone;
  const now = ctx.clock.now();
  await recordAudit(ctx.db, {
    actorUserId: actor.id,
    action: 'compliance.records_exported',
    targetType: 'compliance_records',
    after: { fromDate: query.fromDate ?? null, toDate: query.toDate ?? null, reason: 'compliance records export (travel-rule transfers and verifications)' },
    ip: meta.ip,
  });

  const output = new PassThrough();
  const write = async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false, zip: { zlib: { level: 1 } } });
    workbook.creator = PRODUCT_NAME;
    workbook.created = now;
    if (!(await writeSheet(workbook, output, timeZone, 'Transfers', RECORDS_TRANSFER_COLUMNS, (page) => transferPage(ctx.db, query, timeZone, page)))) return;
    if (!(await writeSheet(workbook, output, timeZone, 'Verifications', RECORDS_VERIFICATION_COLUMNS, (page) => verificationPage(ctx.db, query, timeZone, page)))) return;
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    ctx.log.error({ err: error }, 'compliance records export failed');
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return { fileName: recordsFileName(query, businessDate(now, timeZone)), stream: output };
}
