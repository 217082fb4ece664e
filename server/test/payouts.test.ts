import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteTransfer } from '../../domain/quote';
import { payoutListSchema, reconciliationRunDetailSchema } from '../../domain/schemas/payouts';
import { sandboxPayouts } from '../src/db/schema';
import { runPaymentMonitor } from '../src/payments/monitor';
import { recordSandboxETransfer } from '../src/payments/sandbox';
import { payoutIdempotencyKey } from '../src/payouts/idempotency-key';
import { runPayouts } from '../src/payouts/payout-job';
import { runReconciliation } from '../src/payouts/reconcile';
import { SANDBOX_PAYOUT_DELAY_MS, settleSandboxPayout } from '../src/payouts/sandbox-rail';
import type { ApiClient } from './api-client';
import { adminClient, newRecipient, signedUpClient, startTestApp, type TestApp } from './harness';
import { runManage } from './server-process';
import { startSmtpServer, type TestSmtpServer } from './smtp';

/**
 * The payout state machine with the sandbox rail (issue 33, items 7-9; docs/PAYMENTS.md), approval
 * needing the payment first (APPROVAL_NEEDS_PAYMENT=true): an unpaid approval refused without a
 * reason and allowed with one (audited), its payout waiting for the payment; the approval creating
 * the payout; the job sending, polling to paid, the transfer completed with the customer's mail;
 * the name check; failed → retry with a new key; refund; a return after completion; reconciliation.
 */

let smtp: TestSmtpServer;
let testApp: TestApp;
let admin: ApiClient;

beforeAll(async () => {
  smtp = await startSmtpServer();
  testApp = await startTestApp({ env: { SMTP_URL: smtp.url, APPROVAL_NEEDS_PAYMENT: 'true' } });
  admin = (await adminClient(testApp)).client;
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

const ctx = () => testApp.app.ctx;
const db = () => testApp.database.db;

interface Made {
  id: number;
  referenceCode: string;
  email: string;
}

async function newTransfer(accountNumber?: string): Promise<Made> {
  const customer = await signedUpClient(testApp);
  const recipient = await customer.client.post('/api/recipients', newRecipient(accountNumber ? { accountNumber } : {}));
  expect(recipient.status).toBe(201);
  const response = await customer.client.post('/api/transfers', { ...quoteTransfer({ cadAmount: '500', currentRate: '63' }), recipientId: recipient.body.id });
  expect(response.status).toBe(201);
  return { id: response.body.id, referenceCode: response.body.referenceCode, email: customer.email };
}

/** The customer's e-Transfer arrives and the monitor records it. */
async function pay(transfer: Made) {
  await recordSandboxETransfer(db(), testApp.clock, { reference: transfer.referenceCode, amount: '500.00', sender: 'Asha Patel', email: transfer.email });
  const run = await runPaymentMonitor(ctx(), { trigger: 'schedule' });
  expect(run.matchedTransferIds).toContain(transfer.id);
}

async function paidAndApproved(accountNumber?: string): Promise<Made> {
  const transfer = await newTransfer(accountNumber);
  await pay(transfer);
  expect((await admin.patch(`/api/admin/transfers/${transfer.id}`, { status: 'approved' })).status).toBe(200);
  return transfer;
}

async function payoutsOf(transferId: number) {
  const response = await admin.get(`/api/admin/transfers/${transferId}/payouts`);
  expect(response.status).toBe(200);
  return payoutListSchema.parse(response.body);
}

async function transferRow(transfer: Made) {
  const response = await admin.get(`/api/admin/transfers?search=${transfer.referenceCode}`);
  return response.body.find((row: { id: number }) => row.id === transfer.id) as { status: string; payoutState: string | null; onHold: boolean };
}

const afterDelay = () => testApp.clock.advance(SANDBOX_PAYOUT_DELAY_MS + 1_000);

async function mailSubjects(email: string) {
  return smtp.messages.filter((mail) => [mail.to].flat().some((address) => address?.text.includes(email))).map((mail) => mail.subject);
}

async function waitForSubject(email: string, fragment: string) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if ((await mailSubjects(email)).some((subject) => subject?.includes(fragment))) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail "${fragment}" to ${email}: ${JSON.stringify(await mailSubjects(email))}`);
}

describe('approve needs the money first', () => {
  it('splits pending into the desk\'s queues: awaiting payment and paid — the same sets the list filters by payment', async () => {
    const queues = async () => {
      const response = await admin.get('/api/admin/transfers/queues');
      expect(response.status).toBe(200);
      return response.body as { awaitingPayment: number; paid: number; onHold: number; approvalNeedsPayment: boolean };
    };
    const listed = async (payment: string) => {
      const response = await admin.get(`/api/admin/transfers?status=pending&payment=${payment}&limit=500`);
      expect(response.status).toBe(200);
      return { ids: (response.body as { id: number }[]).map((row) => row.id), total: Number(response.headers.get('x-total-count')) };
    };
    const before = await queues();
    expect(before.approvalNeedsPayment).toBe(true);
    const transfer = await newTransfer();
    expect(await queues()).toMatchObject({ awaitingPayment: before.awaitingPayment + 1, paid: before.paid });
    const awaiting = await listed('awaiting');
    expect(awaiting.ids).toContain(transfer.id);
    expect(awaiting.total).toBe(before.awaitingPayment + 1);

    await pay(transfer);
    const after = await queues();
    expect(after).toMatchObject({ awaitingPayment: before.awaitingPayment, paid: before.paid + 1 });
    const paid = await listed('received');
    expect(paid.ids).toContain(transfer.id);
    expect(paid.total).toBe(after.paid);
    expect((await listed('awaiting')).ids).not.toContain(transfer.id);

    const bad = await admin.get('/api/admin/transfers?payment=maybe');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Payment must be received or awaiting');
  });

  it('refuses an unpaid approval without a reason (409 payment_not_recorded), nothing written', async () => {
    const transfer = await newTransfer();
    const response = await admin.patch(`/api/admin/transfers/${transfer.id}`, { status: 'approved' });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      code: 'payment_not_recorded',
      message: 'No payment recorded — approve anyway? Give a reason to approve before the customer’s e-Transfer is recorded; the payout then waits for it.',
    });
    expect((await transferRow(transfer)).status).toBe('pending');
    expect(await payoutsOf(transfer.id)).toEqual([]);
  });

  it('approves with a reason (audited, kept on the payout); the payout waits for the payment, then is paid and completes the transfer with mail', async () => {
    const transfer = await newTransfer();
    const reason = 'Customer sent the bank confirmation by phone';
    const response = await admin.patch(`/api/admin/transfers/${transfer.id}`, { status: 'approved', unpaidReason: reason });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'approved', paymentReceived: false, payoutState: 'pending' });
    const [audit] = (
      await db().execute<{ after: Record<string, unknown> }>(
        sql`select after from audit_events where action = 'transfer.status_changed' and target_id = ${String(transfer.id)}`,
      )
    ).rows;
    expect(audit!.after).toMatchObject({ status: 'approved', unpaidReason: reason });
    const [payout] = await payoutsOf(transfer.id);
    expect(payout).toMatchObject({ attempt: 1, state: 'pending', unpaidReason: reason, idempotencyKey: payoutIdempotencyKey(transfer.id, 1), provider: 'sandbox' });

    // No payment yet: the job leaves it.
    await runPayouts(ctx());
    expect((await payoutsOf(transfer.id))[0]!.state).toBe('pending');

    await pay(transfer);
    await runPayouts(ctx());
    expect((await payoutsOf(transfer.id))[0]).toMatchObject({ state: 'in_flight', nameCheck: 'match', providerStatus: 'processing' });
    expect((await transferRow(transfer)).status).toBe('approved');

    afterDelay();
    await runPayouts(ctx());
    const [paid] = await payoutsOf(transfer.id);
    expect(paid).toMatchObject({ state: 'paid', providerStatus: 'outgoing_payment_sent' });
    expect(paid!.providerReference).toMatch(/^SBXUTR\d{10}$/);
    expect((await transferRow(transfer)).status).toBe('completed');
    const events = (await db().execute<{ to_status: string; actor_user_id: number | null }>(sql`select to_status, actor_user_id from transfer_events where transfer_id = ${transfer.id} order by id`)).rows;
    expect(events.filter((event) => event.to_status === 'completed')).toEqual([{ to_status: 'completed', actor_user_id: null }]);
    await waitForSubject(transfer.email, 'is complete');

    // Read again: nothing moves, nothing is completed twice.
    await runPayouts(ctx());
    const again = (await db().execute(sql`select 1 from transfer_events where transfer_id = ${transfer.id} and to_status = 'completed'`)).rows;
    expect(again).toHaveLength(1);
  });

  it('a paid transfer is approved without a reason; the approval creates its payout', async () => {
    const transfer = await paidAndApproved();
    expect(await payoutsOf(transfer.id)).toMatchObject([{ attempt: 1, state: 'pending', unpaidReason: null }]);
  });
});

describe('the name check', () => {
  it('another name at the bank blocks the payout; retry makes attempt 2 with a new key', async () => {
    const transfer = await paidAndApproved('123450000');
    await runPayouts(ctx());
    expect(await payoutsOf(transfer.id)).toMatchObject([{ state: 'blocked', nameCheck: 'mismatch', nameAtBank: 'SOMEONE ELSE' }]);
    expect(await transferRow(transfer)).toMatchObject({ status: 'approved', payoutState: 'blocked' });
    const retried = await admin.post(`/api/admin/transfers/${transfer.id}/payout-retry`, {});
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ message: 'Payout attempt 2 created: it is sent on the next run.', payout: { attempt: 2, state: 'pending' } });
    expect(retried.body.payout.idempotencyKey).toBe(payoutIdempotencyKey(transfer.id, 2));
    expect(retried.body.payout.idempotencyKey).not.toBe(payoutIdempotencyKey(transfer.id, 1));
    // A live attempt is not retried.
    const again = await admin.post(`/api/admin/transfers/${transfer.id}/payout-retry`, {});
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('payout_not_retryable');
  });

  it('a partial match waits for the operator: "pay anyway" clears it and the job sends it without asking again', async () => {
    const transfer = await paidAndApproved('123451111');
    await runPayouts(ctx());
    expect(await payoutsOf(transfer.id)).toMatchObject([{ state: 'review', nameCheck: 'partial_match' }]);
    await runPayouts(ctx());
    expect((await payoutsOf(transfer.id))[0]!.state).toBe('review');
    const cleared = await admin.post(`/api/admin/transfers/${transfer.id}/payout-clear`, {});
    expect(cleared.status).toBe(200);
    expect(cleared.body.payout.state).toBe('cleared');
    const twice = await admin.post(`/api/admin/transfers/${transfer.id}/payout-clear`, {});
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('payout_not_in_review');
    await runPayouts(ctx());
    expect((await payoutsOf(transfer.id))[0]).toMatchObject({ state: 'in_flight', nameCheck: 'partial_match' });
  });
});

describe('failed and returned payouts', () => {
  it('a failed payout leaves the transfer approved and flagged; Mark Complete waits while in flight; retry, then refund', async () => {
    const transfer = await paidAndApproved();
    await runPayouts(ctx());
    const inFlight = await admin.post(`/api/admin/complete-transfer/${transfer.id}`, {});
    expect(inFlight.status).toBe(409);
    expect(inFlight.body).toMatchObject({ code: 'payout_in_progress', payoutState: 'in_flight' });
    const refundInFlight = await admin.post(`/api/admin/transfers/${transfer.id}/payout-refund`, { reason: 'Refund' });
    expect(refundInFlight.status).toBe(409);
    expect(refundInFlight.body.code).toBe('payout_in_progress');
    // PATCH keeps its contract: approved → rejected is not a move it makes.
    expect((await admin.patch(`/api/admin/transfers/${transfer.id}`, { status: 'rejected', reason: 'Refund' })).status).toBe(409);

    expect(await settleSandboxPayout(db(), testApp.clock, transfer.referenceCode, 'fail')).toBe('failed');
    await runPayouts(ctx());
    expect(await payoutsOf(transfer.id)).toMatchObject([{ state: 'failed', failureReason: 'Sandbox: the bank refused the credit' }]);
    expect(await transferRow(transfer)).toMatchObject({ status: 'approved', payoutState: 'failed' });

    expect((await admin.post(`/api/admin/transfers/${transfer.id}/payout-retry`, {})).status).toBe(200);
    await runPayouts(ctx());
    expect(await settleSandboxPayout(db(), testApp.clock, transfer.referenceCode, 'fail')).toBe('failed');
    await runPayouts(ctx());
    expect((await payoutsOf(transfer.id)).map((payout) => payout.state)).toEqual(['failed', 'failed']);

    expect((await admin.post(`/api/admin/transfers/${transfer.id}/payout-refund`, {})).status).toBe(400);
    const reason = 'We could not pay the recipient; your money is refunded.';
    const refund = await admin.post(`/api/admin/transfers/${transfer.id}/payout-refund`, { reason });
    expect(refund.status).toBe(200);
    expect(refund.body).toMatchObject({ status: 'rejected', errorMessage: reason });
    await waitForSubject(transfer.email, 'could not be processed');
  });

  it('a transfer completed by hand before its payout was sent cancels the payout', async () => {
    const transfer = await paidAndApproved();
    expect((await admin.post(`/api/admin/complete-transfer/${transfer.id}`, {})).status).toBe(200);
    expect((await payoutsOf(transfer.id))[0]!.state).toBe('cancelled');
    await runPayouts(ctx());
    expect((await db().select().from(sandboxPayouts)).some((row) => row.referenceCode === transfer.referenceCode)).toBe(false);
  });

  it('a return weeks after completion is recorded and alerted; the transfer stays completed', async () => {
    const transfer = await paidAndApproved();
    await runPayouts(ctx());
    afterDelay();
    await runPayouts(ctx());
    expect((await transferRow(transfer)).status).toBe('completed');
    expect(await settleSandboxPayout(db(), testApp.clock, transfer.referenceCode, 'return')).toBe('returned');
    await runPayouts(ctx());
    expect(await payoutsOf(transfer.id)).toMatchObject([{ state: 'returned' }]);
    expect(await transferRow(transfer)).toMatchObject({ status: 'completed', payoutState: 'returned' });
    const alerts = (await db().execute(sql`select 1 from audit_events where action = 'payout.returned_after_completion' and target_id = ${String(transfer.id)}`)).rows;
    expect(alerts).toHaveLength(1);
  });
});

describe('npm run manage -- sandbox-payout', () => {
  it('makes an in-flight sandbox payout fail; refuses bad input and a payout that cannot take the outcome', async () => {
    const manage = (...args: string[]) => runManage(testApp.config.databaseUrl, 'sandbox-payout', ...args);
    const transfer = await paidAndApproved();
    await runPayouts(ctx());
    const failed = await manage('--reference', transfer.referenceCode, '--outcome', 'fail', '--reason', 'Account closed');
    expect(failed).toEqual({ code: 0, output: `The sandbox payout of ${transfer.referenceCode} is now failed; the payout job sees it on its next run.\n` });
    await runPayouts(ctx());
    expect(await payoutsOf(transfer.id)).toMatchObject([{ state: 'failed', failureReason: 'Account closed' }]);
    const twice = await manage('--reference', transfer.referenceCode, '--outcome', 'return');
    expect(twice.code).toBe(1);
    expect(twice.output).toContain('can come back (it is not paid)');
    const bad = await manage('--reference', transfer.referenceCode, '--outcome', 'explode');
    expect(bad.code).toBe(2);
    expect(bad.output).toContain('--outcome fail, return or pay');
  }, 60_000);
});

describe('reconciliation', () => {
  it('matches the sandbox statement with our paid payouts and lists a planted difference with its transfer', async () => {
    const transfer = await paidAndApproved();
    await runPayouts(ctx());
    afterDelay();
    await runPayouts(ctx());
    // Planted: the rail paid something we never sent.
    await db().insert(sandboxPayouts).values({
      idempotencyKey: '00000000-0000-5000-8000-000000000001',
      referenceCode: 'PLANTED001',
      inrAmount: '1234.00',
      state: 'paid',
      createdAt: testApp.clock.now(),
      settledAt: testApp.clock.now(),
    });
    // Planted: our paid payout is not on the rail's statement.
    const [ours] = await payoutsOf(transfer.id);
    await db().execute(sql`delete from sandbox_payouts where idempotency_key = ${ours!.idempotencyKey}`);
    const run = await runReconciliation(ctx(), new Date(testApp.clock.now().getTime() + 60_000));
    expect(run).not.toBeNull();
    expect(await runReconciliation(ctx(), run!.periodEnd)).toBeNull();

    const list = await admin.get('/api/admin/reconciliation-runs');
    expect(list.status).toBe(200);
    expect(list.body[0]).toMatchObject({ id: run!.id, payoutProvider: 'sandbox', collectionProvider: 'sandbox', payoutBalanceCurrency: 'INR' });
    const detail = reconciliationRunDetailSchema.parse((await admin.get(`/api/admin/reconciliation-runs/${run!.id}`)).body);
    expect(detail.differences).toContainEqual(expect.objectContaining({ kind: 'payout_not_at_rail', transferId: transfer.id, referenceCode: transfer.referenceCode }));
    expect(detail.differences).toContainEqual(
      expect.objectContaining({ kind: 'rail_payout_unknown', transferId: null, details: expect.objectContaining({ rail: expect.objectContaining({ amount: '-1234.00' }) }) }),
    );
    // The other payouts paid today are on the statement: no difference names them.
    const paidIds = (await db().execute<{ transfer_id: number }>(sql`select transfer_id from payouts where state = 'paid' and transfer_id <> ${transfer.id}`)).rows.map((row) => Number(row.transfer_id));
    expect(paidIds.length).toBeGreaterThan(0);
    expect(detail.differences.filter((difference) => difference.transferId !== null && paidIds.includes(difference.transferId))).toEqual([]);
    expect((await admin.get('/api/admin/reconciliation-runs/987654321')).status).toBe(404);
  });
});
