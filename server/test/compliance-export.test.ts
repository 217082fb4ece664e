import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityVerifications, transfers } from '../src/db/schema';
import type { ApiClient } from './api-client';
import { adminClient, seedTransfers, signedUpClient, startTestApp, type TestApp } from './harness';

/**
 * GET /api/admin/compliance/export (issue 17): an .xlsx streamed by the server and read back here
 * with exceljs. Sheet "Transfers": every transfer of 1,000 CAD or more in the range, with the
 * travel-rule details and the verification in force; sheet "Verifications": every verification
 * submitted or decided in the range. Ranges are whole days in BUSINESS_TIMEZONE (America/Toronto).
 * Admin only; every export audited with who and which range.
 */

let testApp: TestApp;
let admin: ApiClient;
let adminId: number;

beforeAll(async () => {
  testApp = await startTestApp();
  const signedUp = await adminClient(testApp, { firstName: 'Olivia', lastName: 'Tremblay' });
  admin = signedUp.client;
  adminId = signedUp.user.id;
});
afterAll(() => testApp.close());

async function download(query: string, client: ApiClient = admin) {
  const response = await fetch(`${testApp.url}/api/admin/compliance/export${query}`, { headers: { cookie: client.cookieHeader } });
  const buffer = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, buffer };
}

async function workbookOf(buffer: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  return workbook;
}

/** A sheet as rows of cell values (row 1 the header). */
function rowsOf(sheet: ExcelJS.Worksheet): unknown[][] {
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

const TRANSFER_HEADERS = [
  'Reference Code',
  'Date & Time',
  'CAD Amount',
  'INR Amount',
  'Exchange Rate',
  'Status',
  'Sender Full Name',
  'Sender Address',
  'Sender Email',
  'e-Transfer Sender Name',
  'e-Transfer Sender Email',
  'Recipient Name',
  'Recipient Address',
  'Account Number',
  'IFSC Code',
  'Bank Name',
  'Verification ID',
  'Verification Method',
];

describe('who may export', () => {
  it('answers 401 without a session and 403 to customers, and records nothing for them', async () => {
    const customer = await signedUpClient(testApp);
    expect((await download('', testApp.client())).status).toBe(401);
    expect((await download('', customer.client)).status).toBe(403);
    const audits = await testApp.database.db.execute<{ n: number }>(sql`select count(*)::int as n from audit_events where action = 'compliance.records_exported'`);
    expect(audits.rows[0]!.n).toBe(0);
  });

  it('refuses bad dates with 400', async () => {
    for (const [query, message] of [
      ['?fromDate=2026-02-30', 'From Date must be a real date written YYYY-MM-DD, e.g. 2026-01-31'],
      ['?toDate=yesterday', 'To Date must be a real date written YYYY-MM-DD, e.g. 2026-01-31'],
      ['?fromDate=2026-03-02&toDate=2026-03-01', 'From Date must be on or before To Date'],
    ] as const) {
      const response = await admin.get(`/api/admin/compliance/export${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.message).toBe(message);
    }
  });
});

describe('the records file', () => {
  it('holds the travel-rule transfers and the verifications of the range, and the export is audited', async () => {
    const db = testApp.database.db;
    const customer = await signedUpClient(testApp, { firstName: 'Asha', lastName: 'Patel' });
    const userId = customer.user.id;
    const [verification] = await db
      .insert(identityVerifications)
      .values({
        userId,
        status: 'approved',
        method: 'document',
        dateOfBirth: '1985-06-15',
        occupation: 'Nurse',
        street: '10 King St W',
        city: 'Toronto',
        province: 'ON',
        postalCode: 'M5H 1A1',
        idType: 'passport',
        idNumber: 'AB123456',
        idJurisdiction: 'Canada',
        idExpiry: '2030-01-01',
        // Submitted before the range, decided inside it (2026-03-02 10:00 in Toronto).
        submittedAt: new Date('2026-02-27T15:00:00Z'),
        decidedAt: new Date('2026-03-02T15:00:00Z'),
        decidedBy: adminId,
      })
      .returning({ id: identityVerifications.id });
    await db.insert(identityVerifications).values([
      // Submitted inside the range, undecided.
      { userId: (await signedUpClient(testApp, { firstName: 'Ravi', lastName: 'Kumar' })).user.id, status: 'pending', method: 'document', dateOfBirth: '1990-01-01', submittedAt: new Date('2026-03-01T05:00:00Z') },
      // Recorded by an operator outside the app, after the range.
      { userId, status: 'approved', method: 'in-person', note: 'Seen at the branch', submittedAt: new Date('2026-03-04T05:00:00Z'), decidedAt: new Date('2026-03-04T05:00:00Z'), decidedBy: adminId },
    ]);

    const recipient = await db.execute<{ id: number }>(sql`
      insert into recipients (user_id, name, account_number, ifsc_code, bank_name, relationship, address, city, state)
      values (${userId}, 'Priya Sharma', '123456789012', 'SBIN0001234', 'State Bank of India', 'Family', '4 MG Road', 'Pune', 'Maharashtra') returning id`);
    const owner = { userId, recipientId: recipient.rows[0]!.id };
    const seeded = await seedTransfers(
      testApp,
      [
        // 2026-03-01 00:00 in Toronto (EST, UTC−5): the first instant of the range.
        { createdAt: new Date('2026-03-01T05:00:00Z'), referenceCode: 'REC0000001', cadAmount: '1000.00', status: 'completed' },
        { createdAt: new Date('2026-03-02T18:30:00Z'), referenceCode: 'REC0000002', cadAmount: '999.99' },
        { createdAt: new Date('2026-03-03T12:00:00Z'), referenceCode: 'REC0000003', cadAmount: '4999.50', recipientName: '=HYPERLINK("x")' },
        // 2026-02-28 23:59:59 in Toronto: the day before the range.
        { createdAt: new Date('2026-03-01T04:59:59Z'), referenceCode: 'REC0000004', cadAmount: '2500.00' },
        // 2026-03-04 00:00 in Toronto: the day after.
        { createdAt: new Date('2026-03-04T05:00:00Z'), referenceCode: 'REC0000005', cadAmount: '2500.00' },
      ],
      owner,
    );
    await db
      .update(transfers)
      .set({
        senderAddress: '10 King St W, Toronto, ON M5H 1A1',
        recipientAddress: '4 MG Road, Pune, Maharashtra',
        verificationId: verification!.id,
        apayloSenderName: 'ASHA PATEL',
        apayloSenderEmail: 'asha@bank.example',
      })
      .where(eq(transfers.id, seeded.ids[0]!));

    const { status, headers, buffer } = await download('?fromDate=2026-03-01&toDate=2026-03-03');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(headers.get('content-disposition')).toBe('attachment; filename="MapleRupee_Compliance_Records_2026-03-01_to_2026-03-03.xlsx"');
    const workbook = await workbookOf(buffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Transfers', 'Verifications']);

    const transferRows = rowsOf(workbook.getWorksheet('Transfers')!);
    expect(transferRows[0]).toEqual(TRANSFER_HEADERS);
    // 999.99 and the transfers outside the range are left out; newest first.
    expect(transferRows.slice(1).map((row) => row[0])).toEqual(['REC0000003', 'REC0000001']);
    const [, third, first] = transferRows;
    expect(first).toEqual([
      'REC0000001',
      // The wall-clock time in Toronto.
      new Date('2026-03-01T00:00:00Z'),
      1000,
      6300,
      63,
      'COMPLETED',
      'Asha Patel',
      '10 King St W, Toronto, ON M5H 1A1',
      customer.email,
      'ASHA PATEL',
      'asha@bank.example',
      'Priya Sharma',
      '4 MG Road, Pune, Maharashtra',
      '123456789012',
      'SBIN0001234',
      'State Bank of India',
      verification!.id,
      'document',
    ]);
    // Formula-looking text stays text; missing details are empty cells.
    expect(third![11]).toBe(`'=HYPERLINK("x")`);
    expect(third![7]).toBeUndefined();
    expect(third![16]).toBeUndefined();

    const verificationRows = rowsOf(workbook.getWorksheet('Verifications')!);
    expect(verificationRows[0]!.slice(0, 8)).toEqual(['Verification ID', 'Customer Name', 'Customer Email', 'Method', 'Status', 'Submitted', 'Decided', 'Decided By']);
    expect(verificationRows.slice(1).map((row) => [row[1], row[3], row[4]])).toEqual([
      ['Ravi Kumar', 'document', 'PENDING'],
      ['Asha Patel', 'document', 'APPROVED'],
    ]);
    const decided = verificationRows[2]!;
    expect(decided[0]).toBe(verification!.id);
    expect(decided[5]).toEqual(new Date('2026-02-27T10:00:00Z'));
    expect(decided[6]).toEqual(new Date('2026-03-02T10:00:00Z'));
    expect(decided[7]).toEqual(expect.stringContaining('@'));
    expect(decided.slice(10)).toEqual(['1985-06-15', 'Nurse', '10 King St W', 'Toronto', 'ON', 'M5H 1A1', 'passport', 'AB123456', 'Canada', '2030-01-01']);

    const audits = await testApp.database.db.execute<{ actor_user_id: number; after: Record<string, unknown> }>(
      sql`select actor_user_id, after from audit_events where action = 'compliance.records_exported' order by id`,
    );
    expect(audits.rows.at(-1)).toMatchObject({ actor_user_id: adminId, after: { fromDate: '2026-03-01', toDate: '2026-03-03', reason: expect.any(String) } });
  });

  it('gives a workbook with both headers for a range with nothing in it, and audits that export too', async () => {
    const { status, headers, buffer } = await download('?fromDate=2001-01-01&toDate=2001-01-31');
    expect(status).toBe(200);
    expect(headers.get('content-disposition')).toContain('MapleRupee_Compliance_Records_2001-01-01_to_2001-01-31.xlsx');
    const workbook = await workbookOf(buffer);
    expect(rowsOf(workbook.getWorksheet('Transfers')!)).toEqual([TRANSFER_HEADERS]);
    expect(rowsOf(workbook.getWorksheet('Verifications')!)).toHaveLength(1);
    const audits = await testApp.database.db.execute<{ after: Record<string, unknown> }>(
      sql`select after from audit_events where action = 'compliance.records_exported' order by id desc limit 1`,
    );
    expect(audits.rows[0]!.after).toMatchObject({ fromDate: '2001-01-01', toDate: '2001-01-31' });
  });

  it('streams every row of a range larger than one page', async () => {
    const many = Array.from({ length: 1_203 }, (_, index) => ({
      createdAt: new Date(Date.UTC(2024, 5, 10, 12, 0, 0) + index * 1000),
      cadAmount: index % 3 === 0 ? '999.00' : '1500.00',
    }));
    await seedTransfers(testApp, many);
    const { status, buffer } = await download('?fromDate=2024-06-10&toDate=2024-06-10');
    expect(status).toBe(200);
    const rows = rowsOf((await workbookOf(buffer)).getWorksheet('Transfers')!);
    expect(rows).toHaveLength(1 + many.filter((row) => row.cadAmount === '1500.00').length);
    expect(new Set(rows.slice(1).map((row) => row[0])).size).toBe(rows.length - 1);
  });
});
