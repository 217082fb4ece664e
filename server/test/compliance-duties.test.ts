import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteTransfer } from '../../domain/quote';
import { complianceCases } from '../src/db/schema';
import { runPaymentMonitor } from '../src/payments/monitor';
import { recordSandboxETransfer } from '../src/payments/sandbox';
import type { ApiClient } from './api-client';
import { adminClient, newRecipient, setUnreachableLimits, startTestApp, verifyCustomer, type TestApp } from './harness';

/**
 * Separation of duties (issue 31, item 7): an operator who is also a customer never decides about
 * themselves — their own transfer's status (403 own_transfer), a payment review or case about them
 * or their recipient (403 own_case) — and never files an str case they opened (409
 * second_operator_required, compliance-cases.test.ts). Every refusal is audited and changes nothing.
 */

let testApp: TestApp;
/** An operator who also sends money with MapleRupee. */
let insider: { client: ApiClient; user: { id: number }; recipientId: number };
let colleague: { client: ApiClient; user: { id: number } };

beforeAll(async () => {
  testApp = await startTestApp();
  const operator = await adminClient(testApp, { firstName: 'Dev', lastName: 'Malhotra' });
  await verifyCustomer(testApp, operator.user.id);
  const recipient = await operator.client.post('/api/recipients', newRecipient({ name: 'Kavya Malhotra' }));
  insider = { ...operator, recipientId: recipient.body.id };
  colleague = await adminClient(testApp, { firstName: 'Chloé', lastName: 'Roy' });
  await setUnreachableLimits(testApp);
});
afterAll(() => testApp.close());

async function ownTransfer(cadAmount = '400'): Promise<{ id: number; referenceCode: string }> {
  const response = await insider.client.post('/api/transfers', { ...quoteTransfer({ cadAmount, currentRate: '63' }), recipientId: insider.recipientId });
  expect(response.status).toBe(201);
  return response.body;
}

const statusOf = async (id: number) =>
  (await testApp.database.db.execute<{ status: string }>(sql`select status from transfers where id = ${id}`)).rows[0]!.status;

async function refusalsOf(targetType: string, targetId: number) {
  const result = await testApp.database.db.execute<{ actor_user_id: number; after: unknown }>(
    sql`select actor_user_id, after from audit_events where action = 'compliance.refused' and target_type = ${targetType} and target_id = ${String(targetId)} order by id`,
  );
  return result.rows;
}

const OWN_TRANSFER = { message: 'You sent this transfer, so another operator must change its status.', code: 'own_transfer' };
const OWN_CASE = { message: 'This concerns you or one of your recipients, so another operator must handle it.', code: 'own_case' };

describe('an operator’s own transfer', () => {
  it('cannot be approved, rejected or completed by them (403 own_transfer, audited); a colleague can', async () => {
    const transfer = await ownTransfer();
    const selfApproval = await insider.client.patch(`/api/admin/transfers/${transfer.id}`, { status: 'approved' });
    expect(selfApproval.status).toBe(403);
    expect(selfApproval.body).toEqual(OWN_TRANSFER);
    expect((await insider.client.patch(`/api/admin/transfers/${transfer.id}`, { status: 'rejected', reason: 'x' })).body).toEqual(OWN_TRANSFER);
    expect(await statusOf(transfer.id)).toBe('pending');

    expect((await colleague.client.patch(`/api/admin/transfers/${transfer.id}`, { status: 'approved' })).status).toBe(200);
    const selfCompletion = await insider.client.post(`/api/admin/complete-transfer/${transfer.id}`);
    expect(selfCompletion.status).toBe(403);
    expect(selfCompletion.body).toEqual(OWN_TRANSFER);
    expect((await insider.client.patch(`/api/admin/transfers/${transfer.id}`, { status: 'completed' })).status).toBe(403);
    expect(await statusOf(transfer.id)).toBe('approved');
    expect((await refusalsOf('transfer', transfer.id)).map((row) => [row.actor_user_id, row.after])).toEqual([
      [insider.user.id, { code: 'own_transfer', attempted: 'transfer.approved' }],
      [insider.user.id, { code: 'own_transfer', attempted: 'transfer.rejected' }],
      [insider.user.id, { code: 'own_transfer', attempted: 'transfer.completed' }],
      [insider.user.id, { code: 'own_transfer', attempted: 'transfer.completed' }],
    ]);
    expect((await colleague.client.post(`/api/admin/complete-transfer/${transfer.id}`)).status).toBe(200);
  });

  it('an unknown transfer stays 404 for everyone', async () => {
    expect((await insider.client.patch('/api/admin/transfers/987654321', { status: 'approved' })).status).toBe(404);
  });
});

describe('a payment review naming the operator’s own transfer', () => {
  it('cannot be accepted or dismissed by them (403 own_case, audited); a colleague decides it', async () => {
    const transfer = await ownTransfer('250');
    await recordSandboxETransfer(testApp.database.db, testApp.clock, { reference: transfer.referenceCode, amount: '250', sender: 'Someone Else', email: 'else@bank.example' });
    await runPaymentMonitor(testApp.app.ctx, { trigger: 'schedule' });
    const reviews: { id: number; candidates: { transferId: number }[] }[] = (await colleague.client.get('/api/admin/payment-reviews')).body;
    const review = reviews.find((candidate) => candidate.candidates.some((named) => named.transferId === transfer.id))!;
    expect(review).toBeDefined();

    const accept = await insider.client.post(`/api/admin/payment-reviews/${review.id}/accept`, { transferId: transfer.id, note: 'Mine' });
    expect(accept.status).toBe(403);
    expect(accept.body).toEqual(OWN_CASE);
    const dismiss = await insider.client.post(`/api/admin/payment-reviews/${review.id}/dismiss`, { note: 'Refunded' });
    expect(dismiss.body).toEqual(OWN_CASE);
    const [open] = (await testApp.database.db.execute<{ resolution: string | null }>(sql`select resolution from incoming_etransfers where id = ${review.id}`)).rows;
    expect(open!.resolution).toBeNull();
    expect((await refusalsOf('incoming_etransfer', review.id)).map((row) => row.after)).toEqual([
      { code: 'own_case', attempted: 'payment.review_decision' },
      { code: 'own_case', attempted: 'payment.review_decision' },
    ]);
    expect((await colleague.client.post(`/api/admin/payment-reviews/${review.id}/accept`, { transferId: transfer.id, note: 'Checked' })).status).toBe(200);
  });
});

describe('a case about the operator or their recipient', () => {
  it('cannot be closed, noted, assigned or decided by them (403 own_case, audited); the colleague can', async () => {
    // A possible sanctions match on the operator's own recipient, as screening opens one.
    const [aboutRecipient] = await testApp.database.db
      .insert(complianceCases)
      .values({ kind: 'sanctions', party: 'recipient', userId: insider.user.id, recipientId: insider.recipientId, summary: 'Possible match', sanctionsMatch: 'List/1' })
      .returning({ id: complianceCases.id });
    const caseId = aboutRecipient!.id;
    const calls = [
      () => insider.client.post(`/api/admin/compliance/cases/${caseId}/close`, { outcome: 'cleared', note: 'Not them' }),
      () => insider.client.post(`/api/admin/compliance/cases/${caseId}/notes`, { text: 'My own recipient' }),
      () => insider.client.post(`/api/admin/compliance/cases/${caseId}/assign`, { userId: insider.user.id }),
    ];
    for (const call of calls) {
      const response = await call();
      expect(response.status).toBe(403);
      expect(response.body).toEqual(OWN_CASE);
    }
    const [state] = (await testApp.database.db.execute<{ status: string; assigned_to: number | null }>(sql`select status, assigned_to from compliance_cases where id = ${caseId}`)).rows;
    expect(state).toEqual({ status: 'open', assigned_to: null });
    expect((await refusalsOf('compliance_case', caseId)).map((row) => row.after)).toEqual([
      { code: 'own_case', attempted: 'compliance.case_close' },
      { code: 'own_case', attempted: 'compliance.case_note' },
      { code: 'own_case', attempted: 'compliance.case_assign' },
    ]);
    // Nor can the colleague hand it to them.
    const toSubject = await colleague.client.post(`/api/admin/compliance/cases/${caseId}/assign`, { userId: insider.user.id });
    expect(toSubject.status).toBe(400);
    expect(toSubject.body.errors).toEqual({ userId: 'This operator is who the case is about, so they cannot work on it.' });
    // An str case a colleague opened about the operator's own transfer is theirs to keep out of too.
    const transfer = await ownTransfer();
    const str = await colleague.client.post('/api/admin/compliance/cases', { transferId: transfer.id, narrative: 'Insider sending to a new account' });
    expect((await insider.client.post(`/api/admin/compliance/cases/${str.body.id}/close`, { outcome: 'cleared', note: 'Fine' })).body).toEqual(OWN_CASE);
    expect((await colleague.client.post(`/api/admin/compliance/cases/${caseId}/close`, { outcome: 'cleared', note: 'Different date of birth' })).status).toBe(200);
  });
});
