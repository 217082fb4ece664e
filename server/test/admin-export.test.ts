import fc from 'fast-check';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDate } from '../../domain/business-date';
import { safeText, wallClock } from '../src/http/spreadsheet';
import type { ApiClient } from './api-client';
import { adminClient, seedTransfers, signedUpClient, startTestApp, type SeedTransfer, type TestApp } from './harness';

/**
 * GET /api/admin/transfers/export: an .xlsx streamed by the server, read back here with exceljs:
 * the documented sheet, 13 columns in order with widths and formats, the file name, formula-injection
 * protection, and a 5,000-row file.
 */

let testApp: TestApp;
let admin: ApiClient;

beforeAll(async () => {
  testApp = await startTestApp();
  admin = (await adminClient(testApp)).client;
});
afterAll(() => testApp.close());

async function download(query: string, client: ApiClient = admin) {
  const response = await fetch(`${testApp.url}/api/admin/transfers/export${query}`, { headers: { cookie: client.cookieHeader } });
  const buffer = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, buffer };
}

async function readSheet(buffer: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  return workbook;
}

const HEADERS = [
  'Reference Code',
  'Date & Time',
  'Sender Name',
  'Sender Email',
  'CAD Amount',
  'INR Amount',
  'Exchange Rate',
  'Recipient Name',
  'Bank Name',
  'Account Number',
  'IFSC Code',
  'Status',
  'Payment Method',
];

describe('the export file', () => {
  let seeded: { ids: number[] };
  beforeAll(async () => {
    seeded = await seedTransfers(testApp, [
      // 2022-07-01 15:04:05 in Toronto (EDT, UTC−4).
      { createdAt: new Date('2022-07-01T19:04:05Z'), referenceCode: 'EXP0000001', cadAmount: '1234.50', status: 'completed' },
      { createdAt: new Date('2022-07-02T03:59:59Z'), referenceCode: 'EXP0000002', cadAmount: '0.10', paymentMethod: 'instant', recipientName: '=HYPERLINK("http://evil.example","click")' },
      { createdAt: new Date('2022-07-02T12:00:00Z'), referenceCode: 'EXP0000003', recipientName: '+1+1', recipientBankName: '-2+3' },
      { createdAt: new Date('2022-07-02T13:00:00Z'), referenceCode: 'EXP0000004', recipientName: '@SUM(A1:A2)', recipientBankName: '\tTabbed' },
      { createdAt: new Date('2022-07-02T14:00:00Z'), referenceCode: 'EXP0000005', recipientName: '\rReturn', status: 'rejected' },
    ]);
  });

  it('streams an .xlsx named for the date filter, sheet "Transfers", 13 columns in the documented order', async () => {
    const file = await download('?fromDate=2022-07-01&toDate=2022-07-02');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="MapleRupee_Transfers_2022-07-01_to_2022-07-02.xlsx"');
    expect(file.headers.get('cache-control')).toBe('no-store');
    expect(file.buffer.subarray(0, 2).toString()).toBe('PK');

    const workbook = await readSheet(file.buffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Transfers']);
    const sheet = workbook.getWorksheet('Transfers')!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...HEADERS]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.rowCount).toBe(6);
    const widths = sheet.columns.map((column) => column.width);
    expect(widths.every((width) => typeof width === 'number' && width >= 12)).toBe(true);
    expect(widths).toHaveLength(13);

    // Newest first, like the list.
    const references = [2, 3, 4, 5, 6].map((row) => sheet.getRow(row).getCell(1).value);
    expect(references).toEqual(['EXP0000005', 'EXP0000004', 'EXP0000003', 'EXP0000002', 'EXP0000001']);
  });

  it('writes numbers with 2 and 4 decimal formats, the business-time-zone date, text account numbers, upper-case status', async () => {
    const sheet = (await readSheet((await download('?fromDate=2022-07-01&toDate=2022-07-01')).buffer)).getWorksheet('Transfers')!;
    // 03:59:59Z on the 2nd is still the 1st in Toronto (23:59:59 EDT).
    expect([2, 3].map((number) => sheet.getRow(number).getCell(1).value)).toEqual(['EXP0000002', 'EXP0000001']);
    expect(sheet.getRow(2).getCell(2).value).toEqual(new Date(Date.UTC(2022, 6, 1, 23, 59, 59)));
    const row = sheet.getRow(3);
    expect(row.getCell(1).value).toBe('EXP0000001');
    // 15:04:05 on 2022-07-01 in Toronto, as a spreadsheet date (no time zone).
    expect(row.getCell(2).value).toEqual(new Date(Date.UTC(2022, 6, 1, 15, 4, 5)));
    expect(row.getCell(2).numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    expect(row.getCell(3).value).toBe('Asha Patel');
    expect(row.getCell(4).value).toMatch(/@example\.com$/);
    expect(row.getCell(5).value).toBe(1234.5);
    expect(row.getCell(5).numFmt).toBe('#,##0.00');
    expect(row.getCell(6).value).toBe(6300);
    expect(row.getCell(6).numFmt).toBe('#,##0.00');
    expect(row.getCell(7).value).toBe(63);
    expect(row.getCell(7).numFmt).toBe('0.0000');
    expect(row.getCell(8).value).toBe('Priya Sharma');
    expect(row.getCell(9).value).toBe('State Bank of India');
    expect(row.getCell(10).value).toBe('123456789012');
    expect(row.getCell(10).type).toBe(ExcelJS.ValueType.String);
    expect(row.getCell(11).value).toBe('SBIN0001234');
    expect(row.getCell(12).value).toBe('COMPLETED');
    expect(row.getCell(13).value).toBe('economy');
  });

  it('keeps text that looks like a formula as text, with a leading apostrophe', async () => {
    const sheet = (await readSheet((await download('?fromDate=2022-07-01&toDate=2022-07-02')).buffer)).getWorksheet('Transfers')!;
    const cells: unknown[] = [];
    sheet.eachRow((row, number) => {
      if (number === 1) return;
      row.eachCell((cell) => {
        expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
        expect(cell.formula).toBeUndefined();
        cells.push(cell.value);
      });
    });
    expect(cells).toContain(`'=HYPERLINK("http://evil.example","click")`);
    expect(cells).toContain("'+1+1");
    expect(cells).toContain("'-2+3");
    expect(cells).toContain("'@SUM(A1:A2)");
    expect(cells).toContain("'\tTabbed");
    // XML turns a raw carriage return into a line feed when the file is read; the apostrophe stays.
    expect(cells).toContain("'\nReturn");
    // The instant transfer, and the rejected one in upper case.
    expect(cells).toContain('instant');
    expect(cells).toContain('REJECTED');
    // 0.10 stays exactly 0.1 (a spreadsheet number), formatted as 0.10.
    expect(cells).toContain(0.1);
  });

  it('the status filter applies; a missing side is "start" or "end" in the name; no filter names today', async () => {
    const rejected = await download('?fromDate=2022-07-01&status=rejected');
    expect(rejected.headers.get('content-disposition')).toBe('attachment; filename="MapleRupee_Transfers_2022-07-01_to_end.xlsx"');
    const rows = (await readSheet(rejected.buffer)).getWorksheet('Transfers')!.getSheetValues().slice(2);
    expect(rows).toHaveLength(1);
    const upTo = await download('?toDate=2022-07-02');
    expect(upTo.headers.get('content-disposition')).toBe('attachment; filename="MapleRupee_Transfers_start_to_2022-07-02.xlsx"');
    const all = await download('');
    const today = businessDate(testApp.clock.now(), 'America/Toronto');
    expect(all.headers.get('content-disposition')).toBe(`attachment; filename="MapleRupee_Transfers_${today}.xlsx"`);
    expect(seeded.ids).toHaveLength(5);
  });

  it('404 "No data to export" when nothing matches; 400 for bad filters', async () => {
    const none = await admin.get('/api/admin/transfers/export?fromDate=2001-01-01&toDate=2001-12-31');
    expect(none.status).toBe(404);
    expect(none.body).toEqual({ message: 'No data to export' });
    const bad = await admin.get('/api/admin/transfers/export?fromDate=2022-07-05&toDate=2022-07-01');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('From Date must be on or before To Date');
  });

  it('401 without a session, 403 for a customer', async () => {
    expect((await download('', testApp.client())).status).toBe(401);
    const customer = await signedUpClient(testApp);
    expect((await download('', customer.client)).status).toBe(403);
  });
});

describe('a 5,000-row export', () => {
  it('has every matching row once, newest first, read across many pages', async () => {
    const rows: SeedTransfer[] = Array.from({ length: 5_000 }, (_, index) => ({
      createdAt: new Date(Date.UTC(2020, 1, 3, 14, 0, 0, index * 10)),
      cadAmount: `${(index % 5000) + 1}.25`,
    }));
    const seeded = await seedTransfers(testApp, rows);
    const file = await download('?fromDate=2020-02-03&toDate=2020-02-03');
    expect(file.status).toBe(200);
    const sheet = (await readSheet(file.buffer)).getWorksheet('Transfers')!;
    expect(sheet.rowCount).toBe(5_001);
    const amounts: number[] = [];
    const references = new Set<string>();
    sheet.eachRow((row, number) => {
      if (number === 1) return;
      amounts.push(row.getCell(5).value as number);
      references.add(row.getCell(1).value as string);
    });
    expect(references.size).toBe(5_000);
    // Newest first: the last seeded row (5000.25) leads, the first (1.25) ends.
    expect(amounts[0]).toBe(5000.25);
    expect(amounts.at(-1)).toBe(1.25);
    const total = amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0);
    expect(total).toBe(5_000 * 25 + (5_000 * 5_001 * 100) / 2);
    expect(seeded.ids).toHaveLength(5_000);
  });
});

describe('helpers', () => {
  it('safeText prefixes exactly the characters a spreadsheet reads as a formula', () => {
    for (const value of ['=1', '+1', '-1', '@x', '\tx', '\rx']) expect(safeText(value)).toBe(`'${value}`);
    for (const value of ['Asha', '1-2', 'a=b', "'quoted", '', ' =x']) expect(safeText(value)).toBe(value);
  });

  it('wallClock agrees with Intl to the second for any instant, in zones with odd offsets and shifts', () => {
    const zones = ['America/Toronto', 'America/St_Johns', 'Asia/Kolkata', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'Pacific/Chatham'];
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2015, 0, 1), max: Date.UTC(2035, 0, 1) }), fc.constantFrom(...zones), (ms, timeZone) => {
        const instant = new Date(ms);
        const parts = Object.fromEntries(
          new Intl.DateTimeFormat('en-CA', {
            timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
          }).formatToParts(instant).map((part) => [part.type, part.value]),
        );
        const expected = `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}.000Z`;
        expect(wallClock(instant, timeZone).toISOString()).toBe(expected);
      }),
      { numRuns: 5_000 },
    );
  });

  it('wallClock carries the business time zone’s wall time, across daylight saving', () => {
    expect(wallClock(new Date('2022-01-15T05:00:00Z'), 'America/Toronto')).toEqual(new Date(Date.UTC(2022, 0, 15, 0, 0, 0)));
    expect(wallClock(new Date('2022-07-01T04:00:00Z'), 'America/Toronto')).toEqual(new Date(Date.UTC(2022, 6, 1, 0, 0, 0)));
    expect(wallClock(new Date('2022-07-01T04:00:00Z'), 'Asia/Kolkata')).toEqual(new Date(Date.UTC(2022, 6, 1, 9, 30, 0)));
  });
});
