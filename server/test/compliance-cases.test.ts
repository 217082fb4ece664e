import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteTransfer } from '../../domain/quote';
import { complianceCaseSchema } from '../../domain/schemas/compliance';
import { businessDate } from '../../domain/business-date';
import { complianceCases } from '../src/db/schema';
import type { ApiClient, ApiResponse } from './api-client';
import { adminClient, newRecipient, setUnreachableLimits, signedUpClient, startTestApp, verifyCustomer, type TestApp } from './harness';

/**
 * Report cases (issue 17): GET /api/admin/compliance/cases, POST /api/admin/compliance/cases (an
 * operator flags a transfer or a customer: an "str" case that holds their transfers) and
 * POST /api/admin/compliance/cases/:id/close. Every call × {no session, customer, other customer,
 * operator}; the hold refuses approval and completion with 409 compliance_hold until the case is
 * closed; every change audited with its actor and reason.
 */

let testApp: TestApp;
let admin: ApiClient;
let adminId: number;
/** Another operator: an str case is filed by someone other than the operator who opened it (issue 31). */
let secondAdmin: ApiClient;
let secondAdminId: number;
let customerA: { client: ApiClient; user: { id: number } };
let customerB: { client: ApiClient; user: { id: number } };

beforeAll(async () => {
  testApp = await startTestApp();
  const signedUp = await adminClient(testApp, { firstName: 'Olivia', lastName: 'Tremblay' });
  admin = signedUp.client;
  adminId = signedUp.user.id;
  const second = await adminClient(testApp, { firstName: 'Marc', lastName: 'Gagnon' });
  secondAdmin = second.client;
  secondAdminId = second.user.id;
  customerA = await signedUpClient(testApp, { firstName: 'Kiran', lastName: 'Mehta' });
  customerB = await signedUpClient(testApp, { firstName: 'Dev', lastName: 'Anand' });
  // These tests make many transfers per customer: limits are not what they are about.
  for (const customer of [customerA, customerB]) await verifyCustomer(testApp, customer.user.id);
  await setUnreachableLimits(testApp);
});
afterAll(async () => {
  await testApp.close();
});

async function newTransfer(customer: ApiClient, cadAmount = '400'): Promise<number> {
  const recipient = await customer.post('/api/recipients', newRecipient({ name: 'Sunita Rao' }));
  expect(recipient.status).toBe(201);
  const response = await customer.post('/api/transfers', { ...quoteTransfer({ cadAmount, currentRate: '63' }), recipientId: recipient.body.id });
  expect(response.status).toBe(201);
  return response.body.id;
}

const flag = (body: unknown, client: ApiClient = admin) => client.post('/api/admin/compliance/cases', body);
const close = (id: number | string, body: unknown, client: ApiClient = admin) => client.post(`/api/admin/compliance/cases/${id}/close`, body);
const approve = (id: number) => admin.patch(`/api/admin/transfers/${id}`, { status: 'approved' });

const HOLD = { message: 'This transfer is on hold for a compliance review', code: 'compliance_hold' };

async function audits(action: string, caseId: number) {
  return (
    await testApp.database.db.execute<{ actor_user_id: number | null; before: unknown; after: Record<string, unknown> }>(
      sql`select actor_user_id, before, after from audit_events where action = ${action} and target_type = 'compliance_case' and target_id = ${String(caseId)} order by id`,
    )
  ).rows;
}

async function transferStatus(id: number): Promise<string> {
  const result = await testApp.database.db.execute<{ status: string }>(sql`select status from transfers where id = ${id}`);
  return result.rows[0]!.status;
}

describe('who may call', () => {
  it('answers 401 without a session and 403 to customers, for every call, and changes nothing', async () => {
    const transferId = await newTransfer(customerA.client);
    const anonymous = testApp.client();
    const body = { transferId, narrative: 'Structuring' };
    for (const [client, status] of [
      [anonymous, 401],
      [customerA.client, 403],
      [customerB.client, 403],
    ] as const) {
      expect((await client.get('/api/admin/compliance/cases')).status).toBe(status);
      expect((await flag(body, client)).status).toBe(status);
      expect((await close(1, { outcome: 'cleared', note: 'x' }, client)).status).toBe(status);
    }
    const count = await testApp.database.db.execute<{ n: number }>(sql`select count(*)::int as n from compliance_cases`);
    expect(count.rows[0]!.n).toBe(0);
    // The owner of the transfer cannot see the case either; the operator can.
    const opened = await flag(body);
    expect(opened.status).toBe(201);
    expect((await customerA.client.get('/api/admin/compliance/cases')).status).toBe(403);
    const listed = await admin.get('/api/admin/compliance/cases');
    expect(listed.status).toBe(200);
    expect(listed.body.map((row: { id: number }) => row.id)).toContain(opened.body.id);
  });
});

describe('flagging a transfer', () => {
  it('opens an str case that holds the transfer until it is closed; closing is audited and happens once', async () => {
    const transferId = await newTransfer(customerA.client);
    const opened = await flag({ transferId, narrative: '  Five transfers of 990 CAD in two days.\nThe customer would not say why.  ' });
    expect(opened.status).toBe(201);
    const body = complianceCaseSchema.parse(opened.body);
    expect(body).toMatchObject({
      kind: 'str',
      userId: customerA.user.id,
      customerName: 'Kiran Mehta',
      recipientId: null,
      total: null,
      windowStart: null,
      dueBy: null,
      overdue: false,
      transferIds: [transferId],
      status: 'open',
      summary: 'Five transfers of 990 CAD in two days.\nThe customer would not say why.',
      outcome: null,
      closedAt: null,
    });
    const [openedAudit] = await audits('compliance.case_opened', body.id);
    expect(openedAudit).toMatchObject({ actor_user_id: adminId, after: { kind: 'str', transferId, reason: body.summary } });

    // On hold: approval refused, nothing changes.
    const refused = await approve(transferId);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual(HOLD);
    expect(await transferStatus(transferId)).toBe('pending');

    // A move the status machine refuses anyway keeps its own answer.
    const wrongMove = await admin.patch(`/api/admin/transfers/${transferId}`, { status: 'completed' });
    expect(wrongMove.status).toBe(409);
    expect(wrongMove.body.status).toBe('pending');

    // The operator who opened it cannot file it (issue 31): a second operator must; the refusal is audited.
    const own = await close(body.id, { outcome: 'filed', reference: 'STR-2026-0042', note: 'Reported to FINTRAC.' });
    expect(own.status).toBe(409);
    expect(own.body).toEqual({ message: 'You opened this case, so another operator must close it as filed.', code: 'second_operator_required' });
    const refusals = await testApp.database.db.execute<{ actor_user_id: number; after: Record<string, unknown> }>(
      sql`select actor_user_id, after from audit_events where action = 'compliance.refused' and target_id = ${String(body.id)}`,
    );
    expect(refusals.rows).toEqual([{ actor_user_id: adminId, after: { code: 'second_operator_required', attempted: 'compliance.case_close' } }]);
    expect(await transferStatus(transferId)).toBe('pending');

    const closed = await close(body.id, { outcome: 'filed', reference: ' STR-2026-0042 ', note: 'Reported to FINTRAC.' }, secondAdmin);
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ id: body.id, status: 'closed', outcome: 'filed', reference: 'STR-2026-0042', note: 'Reported to FINTRAC.' });
    expect(closed.body.closedAt).toEqual(expect.any(String));
    const [closedAudit] = await audits('compliance.case_closed', body.id);
    expect(closedAudit).toMatchObject({
      actor_user_id: secondAdminId,
      before: { status: 'open' },
      after: { status: 'closed', outcome: 'filed', reference: 'STR-2026-0042', reason: 'Reported to FINTRAC.' },
    });

    // A closed case cannot be closed again, and the second attempt records nothing.
    const again = await close(body.id, { outcome: 'cleared', note: 'Twice' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'This case is already closed.', status: 'closed' });
    expect(await audits('compliance.case_closed', body.id)).toHaveLength(1);

    // The hold is lifted.
    expect((await approve(transferId)).status).toBe(200);
  });

  it('holds the completion path too (PATCH to completed and complete-transfer), and still lets an operator reject', async () => {
    const approved = await newTransfer(customerA.client);
    expect((await approve(approved)).status).toBe(200);
    const opened = await flag({ transferId: approved, narrative: 'Recipient account reported as a mule account' });
    expect(opened.status).toBe(201);
    const viaPatch = await admin.patch(`/api/admin/transfers/${approved}`, { status: 'completed' });
    expect(viaPatch.status).toBe(409);
    expect(viaPatch.body).toEqual(HOLD);
    const viaComplete = await admin.post(`/api/admin/complete-transfer/${approved}`);
    expect(viaComplete.status).toBe(409);
    expect(viaComplete.body).toEqual(HOLD);
    expect(await transferStatus(approved)).toBe('approved');
    expect((await close(opened.body.id, { outcome: 'cleared', note: 'Bank confirmed the account' })).status).toBe(200);
    expect((await admin.post(`/api/admin/complete-transfer/${approved}`)).status).toBe(200);

    const pending = await newTransfer(customerA.client);
    await flag({ transferId: pending, narrative: 'Suspicious' });
    const rejected = await admin.patch(`/api/admin/transfers/${pending}`, { status: 'rejected', reason: 'Refused after review' });
    expect(rejected.status).toBe(200);
    expect(rejected.body.status).toBe('rejected');
  });

  it('holds only the flagged transfer, not the customer’s others', async () => {
    const flagged = await newTransfer(customerA.client);
    const other = await newTransfer(customerA.client);
    expect((await flag({ transferId: flagged, narrative: 'This one only' })).status).toBe(201);
    expect((await approve(other)).status).toBe(200);
    expect((await approve(flagged)).status).toBe(409);
  });
});

describe('flagging a customer', () => {
  it('holds every transfer of the customer (made before or after the flag) and no one else’s; closing lifts it', async () => {
    const customer = await signedUpClient(testApp, { firstName: 'Ravi', lastName: 'Kumar' });
    const before = await newTransfer(customer.client);
    const opened = await flag({ userId: customer.user.id, narrative: 'Third-party deposits from many senders' });
    expect(opened.status).toBe(201);
    expect(opened.body).toMatchObject({ kind: 'str', userId: customer.user.id, transferIds: [], customerName: 'Ravi Kumar' });
    const after = await newTransfer(customer.client);
    const unrelated = await newTransfer(customerB.client);
    expect((await approve(before)).body).toEqual(HOLD);
    expect((await approve(after)).body).toEqual(HOLD);
    expect((await approve(unrelated)).status).toBe(200);
    const [audit] = await audits('compliance.case_opened', opened.body.id);
    expect(audit!.after).toMatchObject({ kind: 'str', userId: customer.user.id, reason: 'Third-party deposits from many senders' });

    expect((await close(opened.body.id, { outcome: 'cleared', note: 'Family members, documented' })).status).toBe(200);
    expect((await approve(before)).status).toBe(200);
    expect((await approve(after)).status).toBe(200);
  });
});

describe('bad flags and closings', () => {
  it('refuses what is not a flag with 400, and unknown transfers, customers and cases with 404', async () => {
    const transferId = await newTransfer(customerA.client);
    const cases = async () => (await testApp.database.db.execute<{ n: number }>(sql`select count(*)::int as n from compliance_cases`)).rows[0]!.n;
    const before = await cases();
    const bad = [
      [{ narrative: 'Neither' }, 'Flag either a transfer or a customer'],
      [{ transferId, userId: customerA.user.id, narrative: 'Both' }, 'Flag either a transfer or a customer'],
      [{ transferId }, 'Describe what is suspicious'],
      [{ transferId, narrative: '   ' }, 'Describe what is suspicious'],
      [{ transferId, narrative: 'x'.repeat(4001) }, 'At most 4000 characters'],
      [{ transferId, narrative: 'Hidden\u202Etext' }, 'Text must not contain control characters or invisible formatting characters'],
      [{ transferId: '12', narrative: 'Text id' }, 'transferId must be a transfer id'],
      [{ userId: 2 ** 31, narrative: 'Too big' }, 'userId must be a customer id'],
      [{ transferId: 2 ** 53, narrative: 'Too big' }, 'transferId must be a transfer id'],
      [{ transferId: 1.5, narrative: 'Fraction' }, 'transferId must be a transfer id'],
    ] as const;
    for (const [body, message] of bad) {
      const response = await flag(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toBe(message);
    }
    expect((await flag({ transferId: 2 ** 40, narrative: 'Nobody' })).body).toEqual({ message: 'Transfer not found' });
    expect((await flag({ userId: 2 ** 31 - 1, narrative: 'Nobody' })).body).toEqual({ message: 'Customer not found' });
    expect(await cases()).toBe(before);

    expect((await close(2 ** 31 - 1, { outcome: 'cleared', note: 'x' })).status).toBe(404);
    expect((await close(2 ** 31, { outcome: 'cleared', note: 'x' })).status).toBe(400);
    const opened = await flag({ transferId, narrative: 'To close' });
    for (const body of [{ outcome: 'closed', note: 'x' }, { outcome: 'filed' }, { outcome: 'filed', note: ' ' }, { outcome: 'filed', note: 'x', reference: 'r'.repeat(101) }]) {
      const response = await close(opened.body.id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toEqual(expect.any(String));
    }
    expect((await admin.get(`/api/admin/compliance/cases?status=open`)).body.map((row: { id: number }) => row.id)).toContain(opened.body.id);
  });
});

describe('the case list', () => {
  it('filters by status and kind, pages with the usual headers, and marks open cases past their due date overdue', async () => {
    const fresh = await startTestApp();
    try {
      const operator = (await adminClient(fresh)).client;
      const customer = await signedUpClient(fresh, { firstName: 'Meera', lastName: 'Iyer' });
      const db = fresh.database.db;
      const today = businessDate(fresh.clock.now(), fresh.config.businessTimeZone);
      const day = (offset: number) => new Date(Date.parse(`${today}T12:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
      // EFT report cases as the transfer code opens them: one past due, one due later, one closed past due.
      const eftr = (windowStart: string, dueBy: string, status: 'open' | 'closed', openedAt: string) => ({
        kind: 'eftr',
        userId: customer.user.id,
        total: '10000.00',
        windowStart: new Date(windowStart),
        windowEnd: new Date(Date.parse(windowStart) + 86_400_000),
        dueBy,
        summary: 'Transfers of 10,000.00 CAD within 24 hours',
        status,
        openedAt: new Date(openedAt),
        ...(status === 'closed' ? { outcome: 'filed', note: 'Filed', closedAt: new Date(openedAt) } : {}),
      });
      const [overdue, due, closedLate] = await db
        .insert(complianceCases)
        .values([
          eftr('2026-01-05T15:00:00Z', day(-1), 'open', '2026-01-06T15:00:00Z'),
          eftr('2026-01-07T15:00:00Z', today, 'open', '2026-01-08T15:00:00Z'),
          eftr('2026-01-09T15:00:00Z', day(-3), 'closed', '2026-01-10T15:00:00Z'),
        ])
        .returning({ id: complianceCases.id });
      const str = await operator.post('/api/admin/compliance/cases', { userId: customer.user.id, narrative: 'Flag' });
      expect(str.status).toBe(201);

      const all = await operator.get('/api/admin/compliance/cases');
      expect(all.status).toBe(200);
      expect(all.headers.get('x-total-count')).toBe('4');
      expect(all.body.map((row: { id: number }) => row.id)).toEqual([str.body.id, closedLate!.id, due!.id, overdue!.id]);
      const byId = new Map(all.body.map((row: { id: number; overdue: boolean }) => [row.id, row]));
      expect(byId.get(overdue!.id)).toMatchObject({ overdue: true, dueBy: day(-1), total: '10000.00', windowStart: '2026-01-05T15:00:00.000Z', windowEnd: '2026-01-06T15:00:00.000Z' });
      expect(byId.get(due!.id)).toMatchObject({ overdue: false, dueBy: today });
      expect(byId.get(closedLate!.id)).toMatchObject({ overdue: false, status: 'closed', outcome: 'filed' });
      for (const row of all.body) complianceCaseSchema.parse(row);

      const open = await operator.get('/api/admin/compliance/cases?status=open');
      expect(open.headers.get('x-total-count')).toBe('3');
      expect(open.body.every((row: { status: string }) => row.status === 'open')).toBe(true);
      const closed = await operator.get('/api/admin/compliance/cases?status=closed');
      expect(closed.body.map((row: { id: number }) => row.id)).toEqual([closedLate!.id]);
      const strOnly = await operator.get('/api/admin/compliance/cases?status=all&kind=str');
      expect(strOnly.body.map((row: { id: number }) => row.id)).toEqual([str.body.id]);
      const openEftr = await operator.get('/api/admin/compliance/cases?status=open&kind=eftr');
      expect(openEftr.headers.get('x-total-count')).toBe('2');

      // Paging: one at a time through all four, no duplicates, no gaps.
      const seen: number[] = [];
      let cursor: string | null = null;
      do {
        const page: ApiResponse<{ id: number }[]> = await operator.get(`/api/admin/compliance/cases?limit=1${cursor ? `&cursor=${cursor}` : ''}`);
        expect(page.status).toBe(200);
        expect(page.headers.get('x-total-count')).toBe('4');
        seen.push(...page.body.map((row) => row.id));
        cursor = page.headers.get('x-next-cursor');
      } while (cursor);
      expect(seen).toEqual(all.body.map((row: { id: number }) => row.id));

      for (const query of ['status=pending', 'kind=ctr', 'limit=0', 'limit=501', 'cursor=%25%25', 'status=open&status=closed']) {
        const response = await operator.get(`/api/admin/compliance/cases?${query}`);
        expect(response.status, query).toBe(400);
        expect(response.body.message).toEqual(expect.any(String));
      }
      expect((await operator.get('/api/admin/compliance/cases?status=pending')).body.message).toBe('Status must be open, closed or all');
      expect((await operator.get('/api/admin/compliance/cases?kind=ctr')).body.message).toBe('Kind must be eftr, eftr_beneficiary, str or sanctions');
    } finally {
      await fresh.close();
    }
  });
});

describe('concurrent closings', () => {
  it('exactly one of ten operators closing a case at once wins; the others get 409', async () => {
    const transferId = await newTransfer(customerA.client);
    const opened = await flag({ transferId, narrative: 'Race' });
    const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => close(opened.body.id, { outcome: 'cleared', note: `Operator ${index}` })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(9);
    expect(await audits('compliance.case_closed', opened.body.id)).toHaveLength(1);
  });
});
