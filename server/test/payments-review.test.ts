import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteTransfer } from '../../domain/quote';
import { paymentReviewListSchema } from '../../domain/schemas/payment-review';
import { runPaymentMonitor } from '../src/payments/monitor';
import { recordSandboxETransfer } from '../src/payments/sandbox';
import type { ApiClient } from './api-client';
import { adminClient, newRecipient, seedTransfers, signedUpClient, startTestApp, type TestApp } from './harness';

/**
 * No reference a customer chooses can capture another customer's e-Transfer (SECURITY.md): the
 * monitor records a payment on its own only when the message names exactly one transfer and the
 * sender is that transfer's customer; otherwise an operator decides, seeing every candidate.
 */

let testApp: TestApp;
let admin: ApiClient;

beforeAll(async () => {
  testApp = await startTestApp();
  admin = (await adminClient(testApp)).client;
});
afterAll(() => testApp.close());

const run = () => runPaymentMonitor(testApp.app.ctx, { trigger: 'schedule' });

async function customer(firstName: string, lastName: string) {
  const signedUp = await signedUpClient(testApp, { firstName, lastName });
  const recipient = await signedUp.client.post('/api/recipients', newRecipient());
  return { ...signedUp, recipientId: recipient.body.id as number };
}

type Customer = Awaited<ReturnType<typeof customer>>;

async function send(who: Customer, cadAmount: string, referenceCode?: string) {
  const response = await who.client.post('/api/transfers', {
    ...quoteTransfer({ cadAmount, currentRate: '63' }),
    recipientId: who.recipientId,
    ...(referenceCode ? { referenceCode } : {}),
  });
  return response;
}

async function pending(who: Customer, cadAmount: string): Promise<{ id: number; referenceCode: string }> {
  const response = await send(who, cadAmount);
  expect(response.status).toBe(201);
  return response.body;
}

const pay = (message: string, amount: string, sender: string, email: string) =>
  recordSandboxETransfer(testApp.database.db, testApp.clock, { reference: message, amount, sender, email });

async function paymentOf(id: number) {
  const rows = await testApp.database.db.execute<{ apaylo_transaction_id: string | null }>(
    sql`select apaylo_transaction_id from transfers where id = ${id}`,
  );
  return rows.rows[0]!.apaylo_transaction_id;
}

async function reviews() {
  const response = await admin.get('/api/admin/payment-reviews');
  expect(response.status).toBe(200);
  return paymentReviewListSchema.parse(response.body);
}

async function reviewOf(transactionId: string) {
  const found = (await reviews()).find((review) => review.transactionId === transactionId);
  expect(found, `a review of ${transactionId}`).toBeDefined();
  return found!;
}

describe('a customer cannot capture another customer’s e-Transfer', () => {
  it('a word as a reference is refused: it could stand in anyone’s message', async () => {
    const alice = await customer('Alice', 'Martin');
    const response = await send(alice, '500', 'REMITTANCE');
    expect(response.status).toBe(400);
    expect(response.body.errors.referenceCode).toBe('The payment reference must be 10 capital letters and digits, with at least one of each');
  });

  it('the reported attack: a word-like reference (from before the rule) and the victim’s own in one message → nobody is paid; the operator sees both', async () => {
    const alice = await customer('Alice', 'Martin');
    const victim = await customer('Meera', 'Iyer');
    // References chosen before the rule above: seeded as a data import would.
    const squatted = await seedTransfers(testApp, [{ createdAt: testApp.clock.now(), cadAmount: '500.00', referenceCode: 'REMITTANCE' }], {
      userId: alice.user.id,
      recipientId: alice.recipientId,
    });
    const theirs = await pending(victim, '500');
    const incoming = await pay(`Remittance for mom, ref ${theirs.referenceCode}`, '500', 'Meera Iyer', 'meera@bank.example');
    const result = await run();
    expect(result.matchedTransferIds).toEqual([]);
    expect(result.reviewCount).toBe(1);
    expect(await paymentOf(squatted.ids[0]!)).toBeNull();
    expect(await paymentOf(theirs.id)).toBeNull();

    const review = await reviewOf(incoming.transactionId);
    expect(review).toMatchObject({ reason: 'several_references', amount: '500.00', senderName: 'Meera Iyer' });
    expect(review.candidates.map((candidate) => [candidate.referenceCode, candidate.senderMatches])).toEqual([
      ['REMITTANCE', false],
      [theirs.referenceCode, true],
    ]);

    const aliceCheck = await admin.post(`/api/admin/check-payment/${squatted.ids[0]}`);
    expect(aliceCheck.body).toMatchObject({ paymentFound: false, needsReview: true });
    expect(aliceCheck.body.message).toContain('Payment needs review: $500.00 from Meera Iyer (meera@bank.example)');

    // The operator gives it to the transfer the sender made.
    const accepted = await admin.post(`/api/admin/payment-reviews/${review.id}/accept`, { transferId: theirs.id, note: 'Sender is the customer of this one' });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ message: `Payment recorded on ${theirs.referenceCode}.`, transfer: { id: theirs.id, paymentReceived: true } });
    expect(await paymentOf(squatted.ids[0]!)).toBeNull();
  });

  it('the victim forgot the reference and the message holds only the squatter’s: not the customer, so not recorded', async () => {
    const alice = await customer('Alice', 'Martin');
    const victim = await customer('Meera', 'Iyer');
    const squatted = await seedTransfers(testApp, [{ createdAt: testApp.clock.now(), cadAmount: '250.00', referenceCode: 'FORMOMGIFT' }], {
      userId: alice.user.id,
      recipientId: alice.recipientId,
    });
    await pending(victim, '250');
    const incoming = await pay('For mom gift: formomgift', '250', 'Meera Iyer', 'meera@bank.example');
    expect((await run()).matchedTransferIds).toEqual([]);
    expect(await paymentOf(squatted.ids[0]!)).toBeNull();
    const review = await reviewOf(incoming.transactionId);
    expect(review.reason).toBe('sender_mismatch');
    expect(review.candidates).toEqual([
      expect.objectContaining({ referenceCode: 'FORMOMGIFT', customerName: 'Alice Martin', senderMatches: false, acceptable: true }),
    ]);
  });

  it('several generated references in one message are never matched on their own, even the same customer’s', async () => {
    const asha = await customer('Asha', 'Patel');
    const first = await pending(asha, '100');
    const second = await pending(asha, '100');
    const incoming = await pay(`${first.referenceCode} ${second.referenceCode}`, '100', 'Asha Patel', asha.email);
    expect((await run()).matchedTransferIds).toEqual([]);
    expect((await reviewOf(incoming.transactionId)).candidates.map((candidate) => candidate.transferId)).toEqual([first.id, second.id]);
  });

  it('the right reference from someone who is not the customer is shown as a mismatch, not recorded', async () => {
    const asha = await customer('Asha', 'Patel');
    const transfer = await pending(asha, '75');
    const incoming = await pay(transfer.referenceCode, '75', 'Ravi Kumar', 'ravi@example.com');
    const result = await run();
    expect(result).toMatchObject({ matchedTransferIds: [], reviewCount: 1 });
    expect(await paymentOf(transfer.id)).toBeNull();
    const check = await admin.post(`/api/admin/check-payment/${transfer.id}`);
    expect(check.body).toMatchObject({ paymentFound: false, needsReview: true });
    expect((await admin.get('/api/admin/monitoring-status')).body.reviewCount).toBeGreaterThanOrEqual(1);
    expect((await reviewOf(incoming.transactionId)).candidates[0]).toMatchObject({ senderMatches: false, customerEmail: asha.email });
  });

  it('the customer’s email as sender matches whatever the name says', async () => {
    const asha = await customer('Asha', 'Patel');
    const transfer = await pending(asha, '76');
    await pay(transfer.referenceCode, '76', 'Family Account', asha.email.toUpperCase());
    expect((await run()).matchedTransferIds).toEqual([transfer.id]);
  });
});

describe('operators decide the reviews', () => {
  async function mismatchReview(amount: string) {
    const asha = await customer('Asha', 'Patel');
    const transfer = await pending(asha, amount);
    const incoming = await pay(`Ref ${transfer.referenceCode}`, amount, 'Vikram Patel', 'vikram@example.com');
    await run();
    return { transfer, review: await reviewOf(incoming.transactionId) };
  }

  it('accept: records the payment with the operator as its author; the review leaves the list', async () => {
    const { transfer, review } = await mismatchReview('81');
    const response = await admin.post(`/api/admin/payment-reviews/${review.id}/accept`, { transferId: transfer.id, note: 'Her husband paid; confirmed by phone' });
    expect(response.status).toBe(200);
    expect(response.body.transfer).toMatchObject({ paymentReceived: true, apayloSenderName: 'Vikram Patel', status: 'pending' });
    expect((await reviews()).some((open) => open.id === review.id)).toBe(false);
    const audit = await testApp.database.db.execute<{ action: string; actor_user_id: number | null; after: Record<string, unknown> }>(
      sql`select action, actor_user_id, after from audit_events where (target_type = 'transfer' and target_id = ${String(transfer.id)}) or (target_type = 'incoming_etransfer' and target_id = ${String(review.id)}) order by id`,
    );
    expect(audit.rows.map((row) => row.action)).toEqual(['payment.matched', 'payment.review_accepted']);
    expect(audit.rows[0]!.after).toMatchObject({ senderMatchesCustomer: false });
    expect(audit.rows[1]!.after).toMatchObject({ transferId: transfer.id, note: 'Her husband paid; confirmed by phone' });
    expect(audit.rows.every((row) => row.actor_user_id !== null)).toBe(true);
  });

  it('dismiss: needs a note, changes no transfer', async () => {
    const { transfer, review } = await mismatchReview('82');
    const noNote = await admin.post(`/api/admin/payment-reviews/${review.id}/dismiss`, { note: ' ' });
    expect(noNote.status).toBe(400);
    expect(noNote.body.errors.note).toBe('Write a note of at least 2 characters saying why');
    const response = await admin.post(`/api/admin/payment-reviews/${review.id}/dismiss`, { note: 'Not our customer: refunded to sender' });
    expect(response.status).toBe(200);
    expect(await paymentOf(transfer.id)).toBeNull();
    expect((await admin.post(`/api/admin/payment-reviews/${review.id}/accept`, { transferId: transfer.id })).status).toBe(409);
  });

  it('refusals change nothing: a transfer the message does not name (400), an unknown review (404), a transfer that moved on (409)', async () => {
    const { transfer, review } = await mismatchReview('83');
    const other = await pending(await customer('Other', 'Person'), '83');
    const notNamed = await admin.post(`/api/admin/payment-reviews/${review.id}/accept`, { transferId: other.id });
    expect(notNamed.status).toBe(400);
    expect(await paymentOf(other.id)).toBeNull();
    expect((await admin.post('/api/admin/payment-reviews/987654321/accept', { transferId: transfer.id })).status).toBe(404);

    expect((await admin.patch(`/api/admin/transfers/${transfer.id}`, { status: 'rejected' })).status).toBe(200);
    const moved = await admin.post(`/api/admin/payment-reviews/${review.id}/accept`, { transferId: transfer.id });
    expect(moved.status).toBe(409);
    expect(moved.body.message).toBe(`The payment cannot be recorded on ${transfer.referenceCode}: it is no longer pending, is already paid, or is for another amount.`);
    // Still open: the claim was undone with the rest.
    expect((await reviews()).some((open) => open.id === review.id)).toBe(true);
  });

  it('two operators deciding at once: exactly one decision', async () => {
    const { transfer, review } = await mismatchReview('84');
    const second = (await adminClient(testApp)).client;
    const answers = await Promise.all([
      admin.post(`/api/admin/payment-reviews/${review.id}/accept`, { transferId: transfer.id }),
      second.post(`/api/admin/payment-reviews/${review.id}/dismiss`, { note: 'Looks wrong' }),
      admin.post(`/api/admin/payment-reviews/${review.id}/accept`, { transferId: transfer.id }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    const decided = await testApp.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from audit_events where target_type = 'incoming_etransfer' and target_id = ${String(review.id)}`,
    );
    expect(decided.rows[0]!.n).toBe(1);
  });

  it('customers cannot see or decide reviews', async () => {
    const { transfer, review } = await mismatchReview('85');
    const asha = (await signedUpClient(testApp)).client;
    expect((await asha.get('/api/admin/payment-reviews')).status).toBe(403);
    expect((await asha.post(`/api/admin/payment-reviews/${review.id}/accept`, { transferId: transfer.id })).status).toBe(403);
    expect(await paymentOf(transfer.id)).toBeNull();
  });
});
