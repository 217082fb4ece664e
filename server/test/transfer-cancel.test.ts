import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerLimitsSchema } from '../../domain/schemas/compliance';
import { quoteTransfer } from '../../domain/quote';
import { statusConflictSchema, transferSchema, transferTotalsSchema } from '../../domain/schemas/transfer';
import { runPaymentMonitor } from '../src/payments/monitor';
import { recordSandboxETransfer } from '../src/payments/sandbox';
import type { ApiClient } from './api-client';
import { adminClient, newRecipient, signedUpClient, startTestApp, type TestApp } from './harness';
import { startSmtpServer, type TestSmtpServer } from './smtp';

/**
 * POST /api/transfers/:id/cancel (issue 20): a customer cancels their own pending, unpaid transfer;
 * every caller × {no session, owner, other customer, operator}; every refusal; the timeline, audit
 * and mail written with it; a cancel racing an operator's approval (20 pairs) and racing the
 * payment monitor recording the e-Transfer; and what 'cancelled' changes elsewhere (counts, filters,
 * export, the payment matcher, payment reviews, limits).
 */

const APP_URL = 'https://maplerupee.example';

let smtp: TestSmtpServer;
let testApp: TestApp;
let admin: ApiClient;

beforeAll(async () => {
  smtp = await startSmtpServer();
  testApp = await startTestApp({ maxConnections: 50, env: { SMTP_URL: smtp.url, APP_URL } });
  admin = (await adminClient(testApp, { firstName: 'Olivia' })).client;
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

interface Customer {
  client: ApiClient;
  userId: number;
  email: string;
  recipientId: number;
}

async function customer(overrides: Record<string, unknown> = {}): Promise<Customer> {
  const { client, user, email } = await signedUpClient(testApp, { firstName: 'Kiran', lastName: 'Shah', ...overrides });
  const recipient = await client.post('/api/recipients', newRecipient({ name: 'Sunita Rao', bankName: 'Canara Bank' }));
  expect(recipient.status).toBe(201);
  return { client, userId: user.id, email, recipientId: recipient.body.id };
}

async function send(owner: Customer, cadAmount = '250.00'): Promise<{ id: number; referenceCode: string }> {
  const response = await owner.client.post('/api/transfers', { ...quoteTransfer({ cadAmount, currentRate: '63' }), recipientId: owner.recipientId });
  expect(response.status).toBe(201);
  return response.body;
}

const cancel = (client: ApiClient, key: number | string) => client.post(`/api/transfers/${key}/cancel`);

async function statusOf(id: number): Promise<string> {
  const [row] = (await testApp.database.db.execute<{ status: string }>(sql`select status from transfers where id = ${id}`)).rows;
  return row!.status;
}

async function changes(transferId: number) {
  return (
    await testApp.database.db.execute<{ from_status: string; to_status: string; actor_user_id: number | null; reason: string | null }>(
      sql`select from_status, to_status, actor_user_id, reason from transfer_events where transfer_id = ${transferId} and from_status is not null order by id`,
    )
  ).rows;
}

async function audits(transferId: number) {
  return (
    await testApp.database.db.execute<{ actor_user_id: number | null; before: unknown; after: unknown; ip: string | null }>(
      sql`select actor_user_id, before, after, ip from audit_events
          where action = 'transfer.status_changed' and target_id = ${String(transferId)} order by id`,
    )
  ).rows;
}

/** Marks the transfer paid, as the payment monitor does when it records its e-Transfer. */
async function markPaid(id: number): Promise<void> {
  await testApp.database.db.execute(sql`update transfers set apaylo_transaction_id = ${`TX-${id}`}, apaylo_sender_name = 'Kiran Shah' where id = ${id}`);
}

describe('POST /api/transfers/:id/cancel, by caller', () => {
  it('no session: 401, and nothing changes', async () => {
    const transfer = await send(await customer());
    const response = await cancel(testApp.client(), transfer.id);
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Please sign in to continue.');
    expect(await statusOf(transfer.id)).toBe('pending');
  });

  it('the owner, by number: 200 with the customer’s view, cancelled; one event, one audit, one mail with the link', async () => {
    const owner = await customer();
    const transfer = await send(owner, '321.09');
    const response = await cancel(owner.client, transfer.id);
    expect(response.status).toBe(200);
    expect(transferSchema.parse(response.body)).toMatchObject({
      id: transfer.id,
      referenceCode: transfer.referenceCode,
      status: 'cancelled',
      cadAmount: '321.09',
      paymentReceived: false,
      recipientName: 'Sunita Rao',
    });
    expect(response.body.recipientAccount).toMatch(/^\*+\d{4}$/);
    expect(await changes(transfer.id)).toEqual([{ from_status: 'pending', to_status: 'cancelled', actor_user_id: owner.userId, reason: null }]);
    const [audit, ...more] = await audits(transfer.id);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({ actor_user_id: owner.userId, before: { status: 'pending' }, after: { status: 'cancelled', by: 'customer' } });
    expect(audit!.ip).toBeTruthy();

    const mail = await smtp.waitForMessage(owner.email, `Your transfer ${transfer.referenceCode} is cancelled`);
    expect(mail.text).toContain(`As you asked, we cancelled your transfer ${transfer.referenceCode}: $321.09 to Sunita Rao (Canara Bank)`);
    expect(mail.text).toContain('Do not send an Interac e-Transfer for it.');
    expect(mail.text).toContain(`${APP_URL}/history/${transfer.referenceCode}`);
  });

  it('the owner, by reference code (also one that starts with a digit): 200', async () => {
    const owner = await customer();
    for (const referenceCode of [undefined, '4K2M9P7Q1X']) {
      const response = await owner.client.post('/api/transfers', {
        ...quoteTransfer({ cadAmount: '25', currentRate: '63' }),
        recipientId: owner.recipientId,
        ...(referenceCode ? { referenceCode } : {}),
      });
      const transfer = response.body as { id: number; referenceCode: string };
      const cancelled = await cancel(owner.client, transfer.referenceCode);
      expect(cancelled.status, transfer.referenceCode).toBe(200);
      expect(cancelled.body).toMatchObject({ id: transfer.id, status: 'cancelled' });
    }
  });

  it('another customer, by number or reference: 404 "Transfer not found", as for one that does not exist', async () => {
    const transfer = await send(await customer());
    const other = await customer();
    for (const key of [transfer.id, transfer.referenceCode, 9_007_199_254_740_991, 'ZZZZZZZZZ9']) {
      const response = await cancel(other.client, key);
      expect(response.status, String(key)).toBe(404);
      expect(response.body).toEqual({ message: 'Transfer not found' });
    }
    expect(await statusOf(transfer.id)).toBe('pending');
    expect(await changes(transfer.id)).toEqual([]);
  });

  it('an operator is a customer here: 404 for a customer’s transfer, 200 for their own', async () => {
    const transfer = await send(await customer());
    expect((await cancel(admin, transfer.id)).status).toBe(404);
    expect(await statusOf(transfer.id)).toBe('pending');
    const operator = await adminClient(testApp);
    const recipient = await operator.client.post('/api/recipients', newRecipient());
    const own = await operator.client.post('/api/transfers', { ...quoteTransfer({ cadAmount: '20', currentRate: '63' }), recipientId: recipient.body.id });
    expect((await cancel(operator.client, own.body.id)).body).toMatchObject({ status: 'cancelled' });
  });
});

describe('refusals', () => {
  it('400 for a key that is neither a number nor a reference code', async () => {
    const owner = await customer();
    for (const key of ['0', '-1', 'abc', 'abcde12345', '12.5', '1e3', '9007199254740992', 'ABCDE123456']) {
      const response = await cancel(owner.client, key);
      expect(response.status, key).toBe(400);
      expect(response.body.errors).toHaveProperty('id');
    }
  });

  it('409 with the current status once it is cancelled, approved, rejected or completed; nothing more is written', async () => {
    const owner = await customer();
    const twice = await send(owner);
    expect((await cancel(owner.client, twice.id)).status).toBe(200);
    const again = await cancel(owner.client, twice.id);
    expect(again.status).toBe(409);
    expect(statusConflictSchema.parse(again.body)).toEqual({ message: 'This transfer is cancelled and can no longer be cancelled.', status: 'cancelled' });
    expect(await changes(twice.id)).toHaveLength(1);

    for (const moves of [['approved'], ['rejected'], ['approved', 'completed']] as const) {
      const transfer = await send(owner);
      for (const status of moves) expect((await admin.patch(`/api/admin/transfers/${transfer.id}`, { status })).status).toBe(200);
      const response = await cancel(owner.client, transfer.referenceCode);
      const current = moves.at(-1)!;
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ message: `This transfer is ${current} and can no longer be cancelled.`, status: current });
      expect(await statusOf(transfer.id)).toBe(current);
      expect(await changes(transfer.id)).toHaveLength(moves.length);
    }
  });

  it('409 when the payment was received: the status stays pending, and the message says why', async () => {
    const owner = await customer();
    const transfer = await send(owner);
    await markPaid(transfer.id);
    const response = await cancel(owner.client, transfer.id);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      message: 'We have received your Interac e-Transfer for this transfer, so it can no longer be cancelled. Contact support if you need to stop it.',
      status: 'pending',
    });
    expect(await statusOf(transfer.id)).toBe('pending');
    expect(await changes(transfer.id)).toEqual([]);
  });

  it('answers in the request’s language', async () => {
    const owner = await customer();
    const transfer = await send(owner);
    await cancel(owner.client, transfer.id);
    const french = await owner.client.post(`/api/transfers/${transfer.id}/cancel`, undefined, { 'accept-language': 'fr-CA' });
    expect(french.body.message).toBe('Ce transfert est déjà annulé et ne peut plus être annulé.');
    const hindi = await owner.client.post(`/api/transfers/${transfer.id}/cancel`, undefined, { 'accept-language': 'hi-IN' });
    expect(hindi.body.message).toContain('रद्द नहीं किया जा सकता');
  });

  it('an operator cannot set cancelled: 400 (an operator rejects instead)', async () => {
    const transfer = await send(await customer());
    const response = await admin.patch(`/api/admin/transfers/${transfer.id}`, { status: 'cancelled' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Status must be one of pending, approved, completed or rejected');
    expect(await statusOf(transfer.id)).toBe('pending');
  });

  it('the mail is in the account’s language (French)', async () => {
    const owner = await customer({ locale: 'fr-CA' });
    const transfer = await send(owner, '22.50');
    expect((await cancel(owner.client, transfer.id)).status).toBe(200);
    const mail = await smtp.waitForMessage(owner.email, `Votre transfert ${transfer.referenceCode} est annulé`);
    expect(mail.text).toContain(`Comme vous l’avez demandé, nous avons annulé votre transfert ${transfer.referenceCode}\u00a0: 22,50\u00a0$ pour Sunita Rao`);
    expect(mail.text).toContain(`${APP_URL}/history/${transfer.referenceCode}`);
  });
});

describe('a cancel racing an approval', () => {
  it('20 concurrent pairs on 20 transfers: each ends cancelled or approved, one call 200 and the other 409, one event', async () => {
    const owners = await Promise.all(Array.from({ length: 20 }, () => customer()));
    const made = await Promise.all(owners.map((owner) => send(owner)));
    const results = await Promise.all(
      made.map((transfer, index) =>
        Promise.all([cancel(owners[index]!.client, transfer.id), admin.patch(`/api/admin/transfers/${transfer.id}`, { status: 'approved' })]),
      ),
    );
    for (const [index, [cancelled, approved]] of results.entries()) {
      const transfer = made[index]!;
      expect([cancelled.status, approved.status].sort()).toEqual([200, 409]);
      const winner = cancelled.status === 200 ? 'cancelled' : 'approved';
      const loser = cancelled.status === 200 ? approved : cancelled;
      expect(loser.body.status).toBe(winner);
      expect(await statusOf(transfer.id)).toBe(winner);
      const events = await changes(transfer.id);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ from_status: 'pending', to_status: winner });
      expect(await audits(transfer.id)).toHaveLength(1);
    }
  });
});

describe('a cancel racing the payment monitor recording the e-Transfer', () => {
  /** Holds the transfer's row lock until released, so both sides queue behind it in a known order. */
  async function holdRow(id: number) {
    const client = new pg.Client({ connectionString: testApp.database.url });
    await client.connect();
    await client.query('begin');
    await client.query('select id from transfers where id = $1 for update', [id]);
    return {
      async release() {
        await client.query('commit');
        await client.end();
      },
    };
  }

  /** Waits until `count` statements wait on a lock of `transfers`. */
  async function waitingOnLocks(count: number) {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const [row] = (
        await testApp.database.db.execute<{ n: number }>(
          sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
        )
      ).rows;
      if (row!.n >= count || Date.now() > deadline) return row!.n;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  async function paymentFor(owner: Customer, transfer: { referenceCode: string }) {
    await recordSandboxETransfer(testApp.database.db, testApp.clock, { reference: transfer.referenceCode, amount: '250.00', sender: 'Kiran Shah', email: owner.email });
  }

  it('the cancel first: cancelled, and the e-Transfer is left unmatched', async () => {
    const owner = await customer();
    const transfer = await send(owner);
    await paymentFor(owner, transfer);
    const lock = await holdRow(transfer.id);
    const cancelling = cancel(owner.client, transfer.id);
    expect(await waitingOnLocks(1)).toBe(1);
    const monitor = runPaymentMonitor(testApp.app.ctx, { trigger: 'schedule' });
    expect(await waitingOnLocks(2)).toBe(2);
    await lock.release();
    const [response, run] = await Promise.all([cancelling, monitor]);
    expect(response.status).toBe(200);
    expect(run.matchedTransferIds).not.toContain(transfer.id);
    const view = (await admin.get(`/api/admin/transfers?search=${transfer.referenceCode}`)).body[0];
    expect(view).toMatchObject({ status: 'cancelled', paymentReceived: false });
    const [incoming] = (
      await testApp.database.db.execute<{ matched_transfer_id: number | null; review_reason: string | null }>(
        sql`select matched_transfer_id, review_reason from incoming_etransfers where message = ${transfer.referenceCode}`,
      )
    ).rows;
    expect(incoming).toEqual({ matched_transfer_id: null, review_reason: null });
  });

  it('the payment first: recorded, and the cancel is refused (409, still pending)', async () => {
    const owner = await customer();
    const transfer = await send(owner);
    await paymentFor(owner, transfer);
    const lock = await holdRow(transfer.id);
    const monitor = runPaymentMonitor(testApp.app.ctx, { trigger: 'schedule' });
    expect(await waitingOnLocks(1)).toBe(1);
    const cancelling = cancel(owner.client, transfer.id);
    expect(await waitingOnLocks(2)).toBe(2);
    await lock.release();
    const [run, response] = await Promise.all([monitor, cancelling]);
    expect(run.matchedTransferIds).toContain(transfer.id);
    expect(response.status).toBe(409);
    expect(response.body.status).toBe('pending');
    expect(response.body.message).toContain('We have received your Interac e-Transfer');
    expect(await statusOf(transfer.id)).toBe('pending');
  });
});

describe('cancelled everywhere', () => {
  it('a cancelled transfer never takes a payment: its e-Transfer stays unmatched, and a review cannot accept it', async () => {
    const owner = await customer();
    const transfer = await send(owner);
    expect((await cancel(owner.client, transfer.id)).status).toBe(200);
    await recordSandboxETransfer(testApp.database.db, testApp.clock, { reference: transfer.referenceCode, amount: '250.00', sender: 'Kiran Shah', email: owner.email });
    const check = await admin.post(`/api/admin/check-payment/${transfer.id}`);
    expect(check.body).toMatchObject({ paymentFound: false, needsReview: false });
    await runPaymentMonitor(testApp.app.ctx, { trigger: 'schedule' });
    expect((await admin.get(`/api/admin/transfers?search=${transfer.referenceCode}`)).body[0]).toMatchObject({ status: 'cancelled', paymentReceived: false });

    // Someone else's e-Transfer naming it and another pending transfer waits for an operator, who cannot record it on the cancelled one.
    const other = await send(owner);
    await recordSandboxETransfer(testApp.database.db, testApp.clock, {
      reference: `${transfer.referenceCode} ${other.referenceCode}`,
      amount: '250.00',
      sender: 'Kiran Shah',
      email: owner.email,
    });
    await runPaymentMonitor(testApp.app.ctx, { trigger: 'schedule' });
    const reviews: { id: number; candidates: { transferId: number; status: string; acceptable: boolean }[] }[] = (
      await admin.get('/api/admin/payment-reviews?limit=500')
    ).body;
    const review = reviews.find((entry) => entry.candidates.some((candidate) => candidate.transferId === transfer.id))!;
    expect(review.candidates.find((candidate) => candidate.transferId === transfer.id)).toMatchObject({ status: 'cancelled', acceptable: false });
    const accept = await admin.post(`/api/admin/payment-reviews/${review.id}/accept`, { transferId: transfer.id });
    expect(accept.status).toBe(409);
    expect(await statusOf(transfer.id)).toBe('cancelled');
  });

  it('counts: the summary and the stats gain cancelled; total counts it, totalCad leaves its money out', async () => {
    const owner = await customer();
    const kept = await send(owner, '100.25');
    const dropped = await send(owner, '40.50');
    expect((await cancel(owner.client, dropped.id)).status).toBe(200);
    const summary = transferTotalsSchema.parse((await owner.client.get('/api/transfers/summary')).body);
    expect(summary).toEqual({ pending: 1, approved: 0, completed: 0, rejected: 0, cancelled: 1, total: 2, totalCad: '100.25' });
    expect(kept.id).toBeGreaterThan(0);

    const stats = transferTotalsSchema.parse((await admin.get(`/api/admin/stats?search=${encodeURIComponent(owner.email)}`)).body);
    expect(stats).toEqual(summary);
    const aggregate = transferTotalsSchema.parse((await admin.get('/api/admin/stats')).body);
    const [direct] = (
      await testApp.database.db.execute<{ n: number; cad: string }>(
        sql`select count(*)::int as n, coalesce(sum(cad_amount) filter (where status <> 'cancelled'), 0)::numeric(14,2)::text as cad from transfers`,
      )
    ).rows;
    expect(aggregate.total).toBe(direct!.n);
    expect(aggregate.totalCad).toBe(direct!.cad);
    expect(aggregate.cancelled).toBeGreaterThan(0);
    expect(aggregate.pending + aggregate.approved + aggregate.completed + aggregate.rejected + aggregate.cancelled).toBe(aggregate.total);
  });

  it('filters: History’s and the desk’s status=cancelled, and the export says CANCELLED', async () => {
    const owner = await customer();
    const kept = await send(owner);
    const dropped = await send(owner);
    await cancel(owner.client, dropped.referenceCode);
    const history = await owner.client.get('/api/transfers?status=cancelled');
    expect(history.status).toBe(200);
    expect(history.body.map((row: { id: number }) => row.id)).toEqual([dropped.id]);
    expect(history.headers.get('x-total-count')).toBe('1');
    expect((await owner.client.get('/api/transfers')).body.map((row: { id: number; paymentReceived: boolean }) => [row.id, row.paymentReceived])).toEqual([
      [dropped.id, false],
      [kept.id, false],
    ]);

    const desk = await admin.get(`/api/admin/transfers?status=cancelled&search=${encodeURIComponent(owner.email)}`);
    expect(desk.body.map((row: { id: number }) => row.id)).toEqual([dropped.id]);
    expect((await admin.get('/api/admin/stats?status=cancelled')).body.pending).toBe(0);

    const bad = await owner.client.get('/api/transfers?status=canceled');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Status must be one of pending, approved, completed, rejected, cancelled or all');

    const exported = await fetch(`${testApp.url}/api/admin/transfers/export?status=cancelled&search=${encodeURIComponent(owner.email)}`, {
      headers: { cookie: admin.cookieHeader },
    });
    expect(exported.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await exported.arrayBuffer()) as unknown as ExcelJS.Buffer);
    const sheet = book.getWorksheet('Transfers')!;
    expect(sheet.getRow(1).getCell(12).value).toBe('Status');
    expect(sheet.getRow(2).getCell(1).value).toBe(dropped.referenceCode);
    expect(sheet.getRow(2).getCell(12).value).toBe('CANCELLED');
    expect(sheet.rowCount).toBe(2);
  });

  it('a cancelled transfer frees the customer’s limits at once', async () => {
    const owner = await customer();
    const big = await send(owner, '900.00');
    const limits = () => owner.client.get('/api/limits').then((response) => customerLimitsSchema.parse(response.body));
    expect((await limits()).daily).toMatchObject({ used: '900.00', remaining: '99.99' });
    const refused = await owner.client.post('/api/transfers', { ...quoteTransfer({ cadAmount: '500', currentRate: '63' }), recipientId: owner.recipientId });
    expect(refused.status).toBe(422);
    expect((await cancel(owner.client, big.id)).status).toBe(200);
    expect((await limits()).daily).toMatchObject({ used: '0.00', remaining: '999.99' });
    expect((await limits()).monthly.used).toBe('0.00');
    expect((await send(owner, '500.00')).id).toBeGreaterThan(big.id);
  });
});
