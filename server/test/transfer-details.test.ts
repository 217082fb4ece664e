import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteTransfer } from '../../domain/quote';
import { transferDetailsSchema } from '../../domain/schemas/transfer';
import { recordSandboxETransfer } from '../src/payments/sandbox';
import type { ApiClient } from './api-client';
import { MINUTE_MS } from './clock';
import { adminClient, newRecipient, setRate, signedUpClient, startTestApp, verifyCustomer, type TestApp } from './harness';
import { logIn } from './route-samples';

/**
 * GET /api/transfers/:id (issue 20): the customer's own transfer by number or reference, with its
 * timeline and expected arrival, × {no session, owner, other customer, operator} and bad input. The
 * test clock is set to a known Friday so the business days are known: Friday December 4, 2026,
 * 12:00 in Toronto (BUSINESS_TIMEZONE's default).
 */

const FRIDAY_NOON_TORONTO = Date.parse('2026-12-04T17:00:00Z');

let testApp: TestApp;
let operator: Awaited<ReturnType<typeof adminClient>>;
beforeAll(async () => {
  testApp = await startTestApp();
  testApp.clock.advance(FRIDAY_NOON_TORONTO - testApp.clock.now().getTime());
  await setRate(testApp, '61.25');
  operator = await adminClient(testApp);
});
afterAll(() => testApp.close());

interface Customer {
  client: ApiClient;
  userId: number;
  recipientId: number;
  email: string;
  password: string;
}

async function customer(): Promise<Customer> {
  const { client, user, email, password } = await signedUpClient(testApp);
  await verifyCustomer(testApp, user.id);
  const recipient = await client.post('/api/recipients', newRecipient());
  expect(recipient.status).toBe(201);
  return { client, userId: user.id, recipientId: recipient.body.id, email, password };
}

/** Moves the test clock to `iso`; sessions idle that long have ended, so the customer and the operator sign in again. */
async function moveClockTo(iso: string, owner: Customer): Promise<void> {
  testApp.clock.advance(Date.parse(iso) - testApp.clock.now().getTime());
  expect((await logIn(owner.client, owner)).status).toBe(200);
  expect((await logIn(operator.client, operator)).status).toBe(200);
}

async function send(owner: Customer, cadAmount = '500'): Promise<{ id: number; referenceCode: string; createdAt: string }> {
  const quote = quoteTransfer({ cadAmount, currentRate: '61.25' });
  const response = await owner.client.post('/api/transfers', { ...quote, recipientId: owner.recipientId });
  expect(response.status).toBe(201);
  return response.body;
}

/** The test clock runs on from where it was set: a step's time is read around the action that makes it. */
async function timed<T>(action: () => Promise<T>): Promise<{ from: string; to: string; result: T }> {
  const from = testApp.clock.now().toISOString();
  const result = await action();
  return { from, to: testApp.clock.now().toISOString(), result };
}

function expectWithin(at: string, window: { from: string; to: string }) {
  expect(at >= window.from && at <= window.to, `${at} within ${window.from}…${window.to}`).toBe(true);
}

async function setStatus(id: number, status: string, reason?: string) {
  const response = await operator.client.patch(`/api/admin/transfers/${id}`, { status, ...(reason ? { reason } : {}) });
  expect(response.status).toBe(200);
}

const steps = (body: { timeline: { step: string }[] }) => body.timeline.map((entry) => entry.step);

describe('GET /api/transfers/:id: who may read it', () => {
  let owner: Customer;
  let transfer: { id: number; referenceCode: string; createdAt: string };
  beforeAll(async () => {
    owner = await customer();
    transfer = await send(owner);
  });

  it('401 without a session, by number and by reference', async () => {
    for (const key of [transfer.id, transfer.referenceCode]) {
      const response = await testApp.client().get(`/api/transfers/${key}`);
      expect(response.status).toBe(401);
      expect(response.body.message).toBe('Please sign in to continue.');
    }
  });

  it('200 for its owner, by number and by reference, the same answer: amounts, masked account, recipient, timeline, expected day', async () => {
    const byId = await owner.client.get(`/api/transfers/${transfer.id}`);
    const byReference = await owner.client.get(`/api/transfers/${transfer.referenceCode}`);
    expect(byId.status).toBe(200);
    expect(byReference.body).toEqual(byId.body);
    const details = transferDetailsSchema.parse(byId.body);
    expect(details).toMatchObject({
      id: transfer.id,
      referenceCode: transfer.referenceCode,
      status: 'pending',
      cadAmount: '500.00',
      inrAmount: '30600.00',
      exchangeRate: '61.2500',
      paymentMethod: 'economy',
      recipientName: 'Priya Sharma',
      recipientBankName: 'State Bank of India',
      recipientId: owner.recipientId,
    });
    expect(details.recipientAccount).toMatch(/^\*+\d{4}$/);
    expect(details.timeline).toEqual([{ step: 'submitted', at: transfer.createdAt }]);
    // Pending: as if approved today (Friday December 4): Monday 7, Tuesday 8, Wednesday 9.
    expect(details.expectedBy).toBe('2026-12-09');
    // The send screen says the same day before Continue (GET /api/exchange-rates).
    expect((await owner.client.get('/api/exchange-rates')).body.arrivalIfPaidToday).toBe('2026-12-09');
  });

  it('a reference that starts with a digit is a reference, not a number', async () => {
    const quote = quoteTransfer({ cadAmount: '20', currentRate: '61.25' });
    const created = await owner.client.post('/api/transfers', { ...quote, recipientId: owner.recipientId, referenceCode: '7K2P9QX4MR' });
    expect(created.status).toBe(201);
    const response = await owner.client.get('/api/transfers/7K2P9QX4MR');
    expect(response.status).toBe(200);
    expect(response.body.id).toBe(created.body.id);
  });

  it('404 "Transfer not found" for another customer, by number and by reference, exactly as for none', async () => {
    const other = await customer();
    for (const key of [transfer.id, transfer.referenceCode, 9_007_199_254_740_991, 'ZZZZZZZZZ9']) {
      const response = await other.client.get(`/api/transfers/${key}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Transfer not found' });
    }
  });

  it('404 for an operator too (the customer’s view; operators have the admin desk); 200 for the operator’s own transfer', async () => {
    for (const key of [transfer.id, transfer.referenceCode]) {
      expect((await operator.client.get(`/api/transfers/${key}`)).status).toBe(404);
    }
    await verifyCustomer(testApp, operator.user.id);
    const recipient = await operator.client.post('/api/recipients', newRecipient());
    const own = await send({ client: operator.client, userId: operator.user.id, recipientId: recipient.body.id, email: operator.email, password: operator.password });
    const response = await operator.client.get(`/api/transfers/${own.referenceCode}`);
    expect(response.status).toBe(200);
    expect(response.body.id).toBe(own.id);
  });

  it('400 for a key that is neither a number nor a reference; nothing is read', async () => {
    for (const key of ['abc', 'mr7k2p9qx4', 'ABCDEFGHIJ', '0', '-1', '1.5', '1e3', '9007199254740992', 'MR7K2P9QX45', '%20']) {
      const response = await owner.client.get(`/api/transfers/${key}`);
      expect(response.status, key).toBe(400);
      expect(response.body.message).toBe('A transfer is named by its number or its 10-character reference, such as MR7K2P9QX4');
    }
  });

  it('answers in the request’s language', async () => {
    const other = await customer();
    const response = await other.client.get(`/api/transfers/${transfer.referenceCode}`, { 'accept-language': 'fr-CA' });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-language')).toBe('fr-CA');
    expect(response.body.message).not.toBe('Transfer not found');
  });
});

describe('GET /api/transfers/:id: the timeline moves as the transfer does', () => {
  it('payment received (the monitor’s match), approved, paid out: each step with its time; the expected day follows the approval, then is the day paid out', async () => {
    const owner = await customer();
    const transfer = await send(owner);
    const read = async () => transferDetailsSchema.parse((await owner.client.get(`/api/transfers/${transfer.referenceCode}`)).body);

    // Ten minutes later the customer's e-Transfer arrives and the operator checks it.
    testApp.clock.advance(10 * MINUTE_MS);
    await recordSandboxETransfer(testApp.database.db, testApp.clock, { reference: transfer.referenceCode, amount: '500.00', sender: 'Asha Patel', email: 'asha@bank.example' });
    const check = await timed(() => operator.client.post(`/api/admin/check-payment/${transfer.id}`));
    expect(check.result.body.paymentFound).toBe(true);
    const paid = await read();
    expect(steps(paid)).toEqual(['submitted', 'payment_received']);
    expectWithin(paid.timeline[1]!.at, check);
    expect(paid.status).toBe('pending');

    // Approved on Monday December 7 (a holiday in neither country): expected Thursday December 10.
    await moveClockTo('2026-12-07T14:00:00Z', owner);
    const approval = await timed(() => setStatus(transfer.id, 'approved'));
    const approved = await read();
    expect(steps(approved)).toEqual(['submitted', 'payment_received', 'approved']);
    expectWithin(approved.timeline[2]!.at, approval);
    expect(approved.expectedBy).toBe('2026-12-10');

    // Paid out on Tuesday December 8, 23:30 in Toronto (already Wednesday in UTC): the day is Toronto's.
    await moveClockTo('2026-12-09T04:30:00Z', owner);
    await setStatus(transfer.id, 'completed');
    const completed = await read();
    expect(steps(completed)).toEqual(['submitted', 'payment_received', 'approved', 'completed']);
    expect(completed.status).toBe('completed');
    expect(completed.expectedBy).toBe('2026-12-08');
  });

  it('rejected: the operator’s reason on the Rejected step, no expected day', async () => {
    const owner = await customer();
    const transfer = await send(owner);
    await setStatus(transfer.id, 'rejected', 'The account number does not match the recipient’s name');
    const details = transferDetailsSchema.parse((await owner.client.get(`/api/transfers/${transfer.id}`)).body);
    expect(details.timeline.at(-1)).toMatchObject({ step: 'rejected', note: 'The account number does not match the recipient’s name' });
    expect(details.status).toBe('rejected');
    expect(details.expectedBy).toBeNull();
  });

  it('approved without a recorded payment: no Payment received step; approved on Christmas Eve, expected after the holidays of both countries', async () => {
    const owner = await customer();
    const transfer = await send(owner);
    await moveClockTo('2026-12-24T15:00:00Z', owner);
    await setStatus(transfer.id, 'approved');
    const details = transferDetailsSchema.parse((await owner.client.get(`/api/transfers/${transfer.id}`)).body);
    expect(steps(details)).toEqual(['submitted', 'approved']);
    // Thursday 24: Friday 25 (Christmas), Monday 28 (Boxing Day observed), then Tuesday 29, Wednesday 30, Thursday 31.
    expect(details.expectedBy).toBe('2026-12-31');
    // A transfer paid on Christmas Eve is told the same before Continue.
    expect((await owner.client.get('/api/exchange-rates')).body.arrivalIfPaidToday).toBe('2026-12-31');
  });

  it('a deleted recipient: the transfer keeps its copy, recipientId is null (nothing to send again to)', async () => {
    const owner = await customer();
    const transfer = await send(owner);
    expect((await owner.client.delete(`/api/recipients/${owner.recipientId}`)).status).toBe(200);
    const details = transferDetailsSchema.parse((await owner.client.get(`/api/transfers/${transfer.id}`)).body);
    expect(details.recipientId).toBeNull();
    expect(details.recipientName).toBe('Priya Sharma');
  });

  it('a cancelled event (written as the cancel feature writes it) shows as the Cancelled step with its reason', async () => {
    const owner = await customer();
    const transfer = await send(owner);
    const at = new Date(Date.parse(transfer.createdAt) + 60 * MINUTE_MS);
    await testApp.database.db.execute(sql`
      insert into transfer_events (transfer_id, from_status, to_status, actor_user_id, reason, created_at)
      values (${transfer.id}, 'pending', 'cancelled', ${owner.userId}, 'Cancelled by the customer', ${at})`);
    const details = transferDetailsSchema.parse((await owner.client.get(`/api/transfers/${transfer.id}`)).body);
    expect(details.timeline.at(-1)).toEqual({ step: 'cancelled', at: at.toISOString(), note: 'Cancelled by the customer' });
  });
});
