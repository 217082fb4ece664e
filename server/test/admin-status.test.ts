import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteTransfer } from '../../domain/quote';
import { adminTransferSchema } from '../../domain/schemas/admin';
import type { ApiClient } from './api-client';
import { adminClient, newRecipient, signedUpClient, startTestApp, type TestApp } from './harness';
import { startSmtpServer, type TestSmtpServer } from './smtp';

/**
 * PATCH /api/admin/transfers/:id and POST /api/admin/complete-transfer/:id: the status machine,
 * enforced by one conditional update; timeline and audit rows in the same transaction; the
 * customer's mail after the commit; exactly one winner among concurrent operators.
 */

let smtp: TestSmtpServer;
let testApp: TestApp;
let admin: ApiClient;
let adminUserId: number;

beforeAll(async () => {
  smtp = await startSmtpServer();
  testApp = await startTestApp({ maxConnections: 30, env: { SMTP_URL: smtp.url } });
  const signedUp = await adminClient(testApp, { firstName: 'Olivia', lastName: 'Tremblay' });
  admin = signedUp.client;
  adminUserId = signedUp.user.id;
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

interface Made {
  id: number;
  referenceCode: string;
  email: string;
}

async function newTransfer(options: { cadAmount?: string; paymentMethod?: 'economy' | 'instant' } = {}): Promise<Made> {
  const customer = await signedUpClient(testApp, { firstName: 'Kiran' });
  const recipient = await customer.client.post('/api/recipients', newRecipient({ name: 'Sunita Rao', bankName: 'Canara Bank' }));
  const quote = quoteTransfer({ cadAmount: options.cadAmount ?? '400', currentRate: '63', paymentMethod: options.paymentMethod ?? 'economy' });
  const response = await customer.client.post('/api/transfers', { ...quote, recipientId: recipient.body.id });
  expect(response.status).toBe(201);
  return { id: response.body.id, referenceCode: response.body.referenceCode, email: customer.email };
}

const patch = (id: number | string, body: unknown) => admin.patch(`/api/admin/transfers/${id}`, body);

async function events(transferId: number) {
  return (
    await testApp.database.db.execute<{ from_status: string | null; to_status: string; actor_user_id: number; reason: string | null }>(
      sql`select from_status, to_status, actor_user_id, reason from transfer_events where transfer_id = ${transferId} order by id`,
    )
  ).rows;
}

async function audits(transferId: number) {
  return (
    await testApp.database.db.execute<{ actor_user_id: number; before: unknown; after: unknown; ip: string }>(
      sql`select actor_user_id, before, after, ip from audit_events
          where action = 'transfer.status_changed' and target_type = 'transfer' and target_id = ${String(transferId)} order by id`,
    )
  ).rows;
}

async function mailsTo(email: string) {
  return smtp.messages.filter((mail) => [mail.to].flat().some((address) => address?.text.includes(email)));
}

/** The transfer mails to `email` (sign-up's "verify your email" mail left out), once there are `count`. */
async function waitForMails(email: string, count: number) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const found = (await mailsTo(email)).filter((mail) => mail.subject !== 'Verify your MapleRupee email');
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`expected ${count} mails to ${email}`);
}

describe('PATCH /api/admin/transfers/:id', () => {
  it('pending → approved → completed: 200 with the admin view, timeline, audit and a mail each time', async () => {
    const transfer = await newTransfer();
    const approved = await patch(transfer.id, { status: 'approved' });
    expect(approved.status).toBe(200);
    expect(adminTransferSchema.parse(approved.body)).toMatchObject({ id: transfer.id, status: 'approved', completedAt: null, errorMessage: null });

    const before = Date.now();
    const completed = await patch(transfer.id, { status: 'completed', reason: 'Paid by NEFT' });
    expect(completed.status).toBe(200);
    expect(completed.body.status).toBe('completed');
    expect(Date.parse(completed.body.completedAt)).toBeGreaterThanOrEqual(before - 1000);

    expect(await events(transfer.id)).toEqual([
      { from_status: null, to_status: 'pending', actor_user_id: expect.any(Number), reason: null },
      { from_status: 'pending', to_status: 'approved', actor_user_id: adminUserId, reason: null },
      { from_status: 'approved', to_status: 'completed', actor_user_id: adminUserId, reason: 'Paid by NEFT' },
    ]);
    expect(await audits(transfer.id)).toEqual([
      { actor_user_id: adminUserId, before: { status: 'pending' }, after: { status: 'approved' }, ip: '127.0.0.1' },
      { actor_user_id: adminUserId, before: { status: 'approved' }, after: { status: 'completed', reason: 'Paid by NEFT' }, ip: '127.0.0.1' },
    ]);

    // The submission mail, then one per change.
    const mails = await waitForMails(transfer.email, 3);
    const subjects = mails.map((mail) => mail.subject);
    expect(subjects).toContain(`Your transfer ${transfer.referenceCode} is approved`);
    expect(subjects).toContain(`Your transfer ${transfer.referenceCode} is complete`);
    const done = mails.find((mail) => mail.subject?.endsWith('is complete'))!;
    expect(done.text).toContain('Hello Kiran,');
    expect(done.text).toContain('₹25,200.00 has been paid to Sunita Rao at Canara Bank');
  });

  it('pending → rejected with a reason: kept as errorMessage and told to the customer', async () => {
    const transfer = await newTransfer();
    const reason = 'No Interac e-Transfer was received within 3 days';
    const response = await patch(transfer.id, { status: 'rejected', reason: `  ${reason}  ` });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'rejected', errorMessage: reason, completedAt: null });
    const [mail] = (await waitForMails(transfer.email, 2)).filter((message) => message.subject?.includes('could not be processed'));
    expect(mail!.subject).toBe(`Your transfer ${transfer.referenceCode} could not be processed`);
    expect(mail!.text).toContain(`Reason: ${reason}`);
  });

  it('a rejection without a reason is fine; a reason on approval goes to the timeline only', async () => {
    const first = await newTransfer();
    expect((await patch(first.id, { status: 'rejected' })).body.errorMessage).toBeNull();
    const second = await newTransfer();
    const approved = await patch(second.id, { status: 'approved', reason: 'Payment seen' });
    expect(approved.body.errorMessage).toBeNull();
    expect((await events(second.id)).at(-1)!.reason).toBe('Payment seen');
  });

  it.each([
    ['pending', 'completed'],
    ['pending', 'pending'],
    ['approved', 'approved'],
    ['approved', 'rejected'],
    ['approved', 'pending'],
    ['rejected', 'approved'],
    ['rejected', 'completed'],
    ['completed', 'rejected'],
    ['completed', 'approved'],
  ] as const)('%s → %s: 409 with the current status; nothing written', async (from, to) => {
    const transfer = await newTransfer();
    if (from !== 'pending') expect((await patch(transfer.id, { status: from === 'completed' ? 'approved' : from })).status).toBe(200);
    if (from === 'completed') expect((await patch(transfer.id, { status: 'completed' })).status).toBe(200);
    const eventsBefore = await events(transfer.id);
    const response = await patch(transfer.id, { status: to });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: `This transfer is ${from} and cannot be changed to ${to}.`, status: from });
    expect(await events(transfer.id)).toEqual(eventsBefore);
  });

  it('404 for an unknown transfer', async () => {
    const response = await patch(987_654_321, { status: 'approved' });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Transfer not found' });
  });

  it.each([
    [{ status: 'done' }, 'Status must be one of pending, approved, completed or rejected'],
    [{ status: 'APPROVED' }, 'Status must be one of pending, approved, completed or rejected'],
    [{}, 'Status must be one of pending, approved, completed or rejected'],
    [{ status: 1 }, 'Status must be one of pending, approved, completed or rejected'],
    [{ status: 'rejected', reason: 'x'.repeat(501) }, 'The reason must be at most 500 characters'],
    [{ status: 'rejected', reason: 42 }, 'The reason must be at most 500 characters'],
    [{ status: 'rejected', reason: 'bad\u0007bell' }, 'Text must not contain control characters or invisible formatting characters'],
  ])('400 for %j, nothing written', async (body, message) => {
    const transfer = await newTransfer();
    const response = await patch(transfer.id, body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect((await events(transfer.id)).length).toBe(1);
  });

  it('400 for a malformed id', async () => {
    expect((await patch('abc', { status: 'approved' })).status).toBe(400);
    expect((await patch('0', { status: 'approved' })).status).toBe(400);
  });

  it('a reason of exactly 500 characters is kept whole', async () => {
    const transfer = await newTransfer();
    const response = await patch(transfer.id, { status: 'rejected', reason: 'r'.repeat(500) });
    expect(response.status).toBe(200);
    expect(response.body.errorMessage).toHaveLength(500);
  });

  it('moves the counts: stats before and after', async () => {
    const transfer = await newTransfer({ cadAmount: '123.45' });
    const before = (await admin.get('/api/admin/stats')).body;
    await patch(transfer.id, { status: 'approved' });
    const after = (await admin.get('/api/admin/stats')).body;
    expect(after.pending).toBe(before.pending - 1);
    expect(after.approved).toBe(before.approved + 1);
    expect(after.total).toBe(before.total);
    expect(after.totalCad).toBe(before.totalCad);
  });
});

describe('20 operators acting on one transfer at once', () => {
  it('exactly one wins; the rest get 409 with the winner’s status; one timeline and one audit row', async () => {
    const transfer = await newTransfer();
    const operators = await Promise.all(Array.from({ length: 4 }, () => adminClient(testApp)));
    const requests = Array.from({ length: 20 }, (_, index) =>
      operators[index % operators.length]!.client.patch(`/api/admin/transfers/${transfer.id}`, {
        status: index % 2 === 0 ? 'approved' : 'rejected',
        reason: `operator ${index}`,
      }),
    );
    const responses = await Promise.all(requests);
    const winners = responses.filter((response) => response.status === 200);
    expect(winners).toHaveLength(1);
    const winner = winners[0]!.body.status;
    const losers = responses.filter((response) => response.status !== 200);
    expect(losers).toHaveLength(19);
    for (const loser of losers) {
      expect(loser.status).toBe(409);
      expect(loser.body.status).toBe(winner);
    }
    const changes = (await events(transfer.id)).filter((event) => event.from_status !== null);
    expect(changes).toHaveLength(1);
    expect(changes[0]!.to_status).toBe(winner);
    expect(await audits(transfer.id)).toHaveLength(1);
    const [row] = (await testApp.database.db.execute<{ status: string }>(sql`select status from transfers where id = ${transfer.id}`)).rows;
    expect(row!.status).toBe(winner);
  });

  it('concurrent approve and complete on different transfers leave the aggregate exact', async () => {
    const made = await Promise.all(Array.from({ length: 10 }, () => newTransfer()));
    await Promise.all(made.map((transfer) => patch(transfer.id, { status: 'approved' })));
    await Promise.all(made.map((transfer, index) => patch(transfer.id, { status: index % 2 ? 'completed' : 'approved' })));
    const aggregate = await testApp.database.db.execute<{ status: string; n: string; cad: string }>(
      sql`select status, sum(count)::text as n, sum(cad_total)::text as cad from transfer_daily_stats group by 1 having sum(count) > 0 order by 1`,
    );
    const direct = await testApp.database.db.execute<{ status: string; n: string; cad: string }>(
      sql`select status, count(*)::text as n, sum(cad_amount)::text as cad from transfers group by 1 order by 1`,
    );
    expect(aggregate.rows).toEqual(direct.rows);
  });
});

describe('POST /api/admin/complete-transfer/:id', () => {
  it('completes an approved economy transfer', async () => {
    const transfer = await newTransfer();
    await patch(transfer.id, { status: 'approved' });
    const response = await admin.post(`/api/admin/complete-transfer/${transfer.id}`);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Economy transfer marked as completed');
    expect(adminTransferSchema.parse(response.body.transfer)).toMatchObject({ id: transfer.id, status: 'completed', paymentMethod: 'economy' });
    expect(response.body.transfer.completedAt).not.toBeNull();
    expect((await events(transfer.id)).at(-1)).toMatchObject({ from_status: 'approved', to_status: 'completed', actor_user_id: adminUserId });
    expect((await waitForMails(transfer.email, 3)).some((mail) => mail.subject?.endsWith('is complete'))).toBe(true);
  });

  it('409 for a pending transfer, a completed one, or an instant one; 404 for none', async () => {
    const pending = await newTransfer();
    const notApproved = await admin.post(`/api/admin/complete-transfer/${pending.id}`);
    expect(notApproved.status).toBe(409);
    expect(notApproved.body).toEqual({ message: 'Only an approved transfer can be marked as completed; this one is pending.', status: 'pending' });

    const instant = await newTransfer({ paymentMethod: 'instant' });
    await patch(instant.id, { status: 'approved' });
    const notEconomy = await admin.post(`/api/admin/complete-transfer/${instant.id}`);
    expect(notEconomy.status).toBe(409);
    expect(notEconomy.body).toEqual({ message: 'Only economy transfers can be marked as completed here; this one is instant.', status: 'approved' });
    expect((await events(instant.id)).at(-1)!.to_status).toBe('approved');

    const done = await newTransfer();
    await patch(done.id, { status: 'approved' });
    expect((await admin.post(`/api/admin/complete-transfer/${done.id}`)).status).toBe(200);
    const again = await admin.post(`/api/admin/complete-transfer/${done.id}`);
    expect(again.status).toBe(409);
    expect(again.body.status).toBe('completed');

    expect((await admin.post('/api/admin/complete-transfer/99999999')).status).toBe(404);
  });
});

describe('mail delivery failing', () => {
  it('never undoes or fails the status change', async () => {
    // Nothing listens on port 9: every mail fails to send.
    const broken = await startTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
    try {
      const operator = (await adminClient(broken)).client;
      const customer = await signedUpClient(broken);
      const recipient = await customer.client.post('/api/recipients', newRecipient());
      const transfer = await customer.client.post('/api/transfers', { ...quoteTransfer({ cadAmount: '50', currentRate: '63' }), recipientId: recipient.body.id });
      const response = await operator.patch(`/api/admin/transfers/${transfer.body.id}`, { status: 'approved' });
      expect(response.status).toBe(200);
      expect((await operator.get(`/api/admin/transfers?search=${transfer.body.referenceCode}`)).body[0].status).toBe('approved');
    } finally {
      await broken.close();
    }
  });
});
