import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addWorkingDays } from '../../domain/business-days';
import { DEFAULT_LIMITS } from '../../domain/compliance';
import { quoteTransfer } from '../../domain/quote';
import { caseDetailSchema } from '../../domain/schemas/compliance-case-work';
import { businessDate } from '../../domain/business-date';
import { applyBeneficiaryRule } from '../src/compliance/beneficiary-rule-job';
import { runPaymentMonitor } from '../src/payments/monitor';
import { cancelOverdueTransfers } from '../src/transfers/cancel-overdue-transfers';
import type { ApiClient } from './api-client';
import { adminClient, newRecipient, setLimits, setRate, signedUpClient, startSecondInstance, startTestApp, verifyCustomer, type TestApp } from './harness';

/**
 * EFT report cases add up (issue 31, item 8): a transfer cancelled (by its customer or for
 * non-payment) or rejected leaves its case and the total is recomputed; an open case under 10,000.00
 * closes itself as not_reportable (audited, shown to operators); a filed case that changes reopens
 * with no outcome, reference or note and a new due date; and the 24-hour rule groups transfers to one
 * beneficiary (account number + IFSC) across customers into an eftr_beneficiary case (a job, once a
 * minute on a server; run here directly), once per window however its runs and cancels race.
 */

const RATE = '63.00';
let testApp: TestApp;
let operator: ApiClient;

beforeAll(async () => {
  testApp = await startTestApp({ maxConnections: 30, env: { UNPAID_CANCEL_HOURS: '72' } });
  await setRate(testApp, RATE);
  operator = (await adminClient(testApp, { firstName: 'Olivia', lastName: 'Tremblay' })).client;
  // 10,000 or more within 24 hours must be possible for one verified customer.
  await setLimits(testApp, { ...DEFAULT_LIMITS, verified: { perTransfer: '5000.00', daily: '30000.00', monthly: '90000.00' } });
});
afterAll(() => testApp.close());

let accounts = 0;
/** A bank account in India no other test pays. */
const newAccount = () => ({ accountNumber: `7770${(accounts += 1).toString().padStart(6, '0')}`, ifscCode: 'HDFC0001234' });

async function customer(account?: { accountNumber: string; ifscCode: string }) {
  const signedUp = await signedUpClient(testApp);
  await verifyCustomer(testApp, signedUp.user.id);
  const recipient = await signedUp.client.post('/api/recipients', newRecipient(account ?? {}));
  expect(recipient.status).toBe(201);
  return { ...signedUp, recipientId: recipient.body.id as number };
}
type Customer = Awaited<ReturnType<typeof customer>>;

async function send(who: Customer, cadAmount: string, client: ApiClient = who.client): Promise<{ id: number; referenceCode: string }> {
  const response = await client.post('/api/transfers', { ...quoteTransfer({ cadAmount, currentRate: RATE }), recipientId: who.recipientId });
  expect(response.status).toBe(201);
  return response.body;
}

async function casesOf(filter: { userId?: number; accountNumber?: string }) {
  const all: { id: number; kind: string; userId: number | null; beneficiary: { accountNumber: string } | null }[] = (
    await operator.get('/api/admin/compliance/cases?limit=500')
  ).body;
  const mine = all.filter((found) =>
    filter.userId !== undefined ? found.userId === filter.userId && found.kind === 'eftr' : found.beneficiary?.accountNumber === filter.accountNumber,
  );
  return Promise.all(mine.map(async (found) => caseDetailSchema.parse((await operator.get(`/api/admin/compliance/cases/${found.id}`)).body)));
}

const today = () => businessDate(testApp.clock.now(), testApp.config.businessTimeZone);

async function audits(caseId: number, action: string) {
  const result = await testApp.database.db.execute<{ actor_user_id: number | null; before: unknown; after: Record<string, unknown> }>(
    sql`select actor_user_id, before, after from audit_events where action = ${action} and target_type = 'compliance_case' and target_id = ${String(caseId)} order by id`,
  );
  return result.rows;
}

describe('a cancelled or rejected transfer leaves its case', () => {
  it('900 + 5,000 + 4,100 open a case at 10,000.00; cancelling the 4,100 closes it as not_reportable at 5,900.00', async () => {
    const who = await customer();
    const small = await send(who, '900.00');
    const middle = await send(who, '5000.00');
    const large = await send(who, '4100.00');
    const [opened] = await casesOf({ userId: who.user.id });
    expect(opened).toMatchObject({ total: '10000.00', status: 'open', transferIds: [small.id, middle.id, large.id] });

    expect((await who.client.post(`/api/transfers/${large.referenceCode}/cancel`)).status).toBe(200);
    const [closed, ...none] = await casesOf({ userId: who.user.id });
    expect(none).toEqual([]);
    expect(closed).toMatchObject({
      id: opened!.id,
      total: '5900.00',
      status: 'closed',
      outcome: 'not_reportable',
      closedBy: null,
      transferIds: [small.id, middle.id],
      summary: '24-hour total 5,900.00 CAD from 2 transfers',
    });
    expect(closed!.events.map((event) => [event.kind, event.actor])).toEqual([
      ['opened', null],
      ['recomputed', null],
      ['closed', null],
    ]);
    expect(closed!.events[1]!.details).toEqual({ total: '5900.00', transferIds: [large.id] });
    expect(await audits(opened!.id, 'compliance.case_closed')).toEqual([
      expect.objectContaining({ actor_user_id: null, after: expect.objectContaining({ status: 'closed', outcome: 'not_reportable', total: '5900.00', removedTransferIds: [large.id] }) }),
    ]);

    // Another 4,100 in the window brings the live total back to 10,000.00: the case reopens, due again.
    const again = await send(who, '4100.00');
    const [reopened] = await casesOf({ userId: who.user.id });
    expect(reopened).toMatchObject({ total: '10000.00', status: 'open', outcome: null, transferIds: [small.id, middle.id, again.id] });
    expect(reopened!.events.map((event) => event.kind)).toEqual(['opened', 'recomputed', 'closed', 'joined', 'reopened']);
  });

  it('a rejection takes the transfer out the same way', async () => {
    const who = await customer();
    const first = await send(who, '5000.00');
    const second = await send(who, '5000.00');
    const [opened] = await casesOf({ userId: who.user.id });
    expect(opened).toMatchObject({ total: '10000.00', status: 'open' });
    expect((await operator.patch(`/api/admin/transfers/${second.id}`, { status: 'rejected', reason: 'Duplicate' })).status).toBe(200);
    const [closed] = await casesOf({ userId: who.user.id });
    expect(closed).toMatchObject({ total: '5000.00', status: 'closed', outcome: 'not_reportable', transferIds: [first.id] });
  });

  it('a filed case that changes reopens: outcome, reference and note cleared (kept in its history), due 5 working days on', async () => {
    const who = await customer();
    const a = await send(who, '5000.00');
    const b = await send(who, '5000.00');
    const c = await send(who, '1000.00');
    const [opened] = await casesOf({ userId: who.user.id });
    expect(opened).toMatchObject({ total: '11000.00' });
    const filed = await operator.post(`/api/admin/compliance/cases/${opened!.id}/close`, { outcome: 'filed', reference: 'EFT-77', note: 'Filed through the FINTRAC portal' });
    expect(filed.body).toMatchObject({ status: 'closed', outcome: 'filed', reference: 'EFT-77' });

    expect((await who.client.post(`/api/transfers/${c.referenceCode}/cancel`)).status).toBe(200);
    const [reopened] = await casesOf({ userId: who.user.id });
    expect(reopened).toMatchObject({
      status: 'open',
      outcome: null,
      reference: null,
      note: null,
      closedAt: null,
      total: '10000.00',
      dueBy: addWorkingDays(today(), 5),
      transferIds: [a.id, b.id],
    });
    expect(reopened!.events.at(-1)).toMatchObject({ kind: 'reopened', text: 'Filed through the FINTRAC portal', details: { outcome: 'filed', reference: 'EFT-77' } });
    expect(await audits(opened!.id, 'compliance.case_reopened')).toEqual([
      expect.objectContaining({ actor_user_id: null, before: expect.objectContaining({ outcome: 'filed', reference: 'EFT-77' }) }),
    ]);

    // Under the threshold now, but a report was filed: it stays open for an operator to amend or withdraw.
    expect((await operator.patch(`/api/admin/transfers/${b.id}`, { status: 'rejected', reason: 'Customer asked' })).status).toBe(200);
    const [amend] = await casesOf({ userId: who.user.id });
    expect(amend).toMatchObject({ status: 'open', total: '5000.00', outcome: null });
  });
});

describe('the 24-hour rule per beneficiary', () => {
  /** The job's run (once a minute on a server): what a test waits for instead. */
  const runRule = () => applyBeneficiaryRule(testApp.app.ctx);

  it('groups two customers’ transfers to one account + IFSC into an eftr_beneficiary case; one customer alone opens none', async () => {
    const account = newAccount();
    const alone = await customer(account);
    await send(alone, '5000.00');
    await send(alone, '5000.00');
    await runRule();
    // The customer's own case covers it: no beneficiary case for one sender.
    expect(await casesOf({ accountNumber: account.accountNumber })).toEqual([]);

    const other = newAccount();
    const asha = await customer(other);
    const ravi = await customer(other);
    const first = await send(asha, '4000.00');
    const second = await send(ravi, '5000.00');
    await runRule();
    expect(await casesOf({ accountNumber: other.accountNumber })).toEqual([]);
    const third = await send(ravi, '1000.00');
    await runRule();
    const [opened, ...more] = await casesOf({ accountNumber: other.accountNumber });
    expect(more).toEqual([]);
    expect(opened).toMatchObject({
      kind: 'eftr_beneficiary',
      userId: null,
      customerName: null,
      customerEmail: null,
      beneficiary: other,
      total: '10000.00',
      status: 'open',
      transferIds: [first.id, second.id, third.id],
      summary: '24-hour total 10,000.00 CAD from 3 transfers by several customers to one beneficiary',
      dueBy: addWorkingDays(today(), 5),
    });
    // Neither customer reached 10,000 alone: no per-customer case. Running the rule again changes nothing.
    expect([...(await casesOf({ userId: asha.user.id })), ...(await casesOf({ userId: ravi.user.id }))]).toEqual([]);
    await runRule();
    expect(await casesOf({ accountNumber: other.accountNumber })).toEqual([opened]);
    const listed = await operator.get('/api/admin/compliance/cases?kind=eftr_beneficiary&limit=500');
    expect(listed.body.map((row: { id: number }) => row.id)).toContain(opened!.id);

    // A later transfer in the window joins it; a cancel takes one out.
    const fourth = await send(asha, '500.00');
    await runRule();
    expect((await casesOf({ accountNumber: other.accountNumber }))[0]).toMatchObject({ total: '10500.00', transferIds: [first.id, second.id, third.id, fourth.id] });
    expect((await asha.client.post(`/api/transfers/${first.referenceCode}/cancel`)).status).toBe(200);
    const [after] = await casesOf({ accountNumber: other.accountNumber });
    expect(after).toMatchObject({ total: '6500.00', status: 'closed', outcome: 'not_reportable', transferIds: [second.id, third.id, fourth.id] });
  });

  it('runs racing on two instances and with cancels: one case, its total the live one', async () => {
    const instance = await startSecondInstance(testApp);
    try {
      for (let round = 0; round < 4; round++) {
        const account = newAccount();
        const one = await customer(account);
        const two = await customer(account);
        const there = instance.client();
        there.setCookie('maplerupee_session', two.client.cookie('maplerupee_session')!);
        const [kept] = await Promise.all([send(one, '5000.00'), send(two, '5000.00', there)]);
        const cancelled = await send(one, '200.00');
        // Three runs at once (as if three instances had claimed the period) and a cancel among them.
        await Promise.all([runRule(), runRule(), runRule(), one.client.post(`/api/transfers/${cancelled.referenceCode}/cancel`)]);
        const cases = await casesOf({ accountNumber: account.accountNumber });
        expect(cases).toHaveLength(1);
        expect(cases[0]).toMatchObject({ total: '10000.00', status: 'open' });
        expect(cases[0]!.transferIds).toHaveLength(2);
        expect(cases[0]!.transferIds).toContain(kept.id);
      }
    } finally {
      await instance.close();
    }
  });
});

describe('the unpaid-transfer cancel (last: it moves the clock past every session)', () => {
  it('takes the transfers it cancels out of their cases', async () => {
    const who = await customer();
    await send(who, '5000.00');
    await send(who, '5000.00');
    const [opened] = await casesOf({ userId: who.user.id });
    expect(opened).toMatchObject({ status: 'open', total: '10000.00' });
    testApp.clock.advance(73 * 60 * 60 * 1000);
    await runPaymentMonitor(testApp.app.ctx, { trigger: 'schedule' });
    expect((await cancelOverdueTransfers(testApp.app.ctx)).cancelled.length).toBeGreaterThanOrEqual(2);
    const [row] = (
      await testApp.database.db.execute<{ status: string; outcome: string; total: string; members: number }>(sql`
        select status, outcome, total::text as total, (select count(*)::int from compliance_case_transfers where case_id = ${opened!.id}) as members
        from compliance_cases where id = ${opened!.id}`)
    ).rows;
    expect(row).toEqual({ status: 'closed', outcome: 'not_reportable', total: '0.00', members: 0 });
  });
});
