import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteTransfer } from '../../domain/quote';
import { caseDetailSchema } from '../../domain/schemas/compliance-case-work';
import { complianceCases } from '../src/db/schema';
import { runPaymentMonitor } from '../src/payments/monitor';
import { cancelOverdueTransfers } from '../src/transfers/cancel-overdue-transfers';
import type { ApiClient } from './api-client';
import { adminClient, newRecipient, setUnreachableLimits, signedUpClient, startTestApp, verifyCustomer, type TestApp } from './harness';
import { startSmtpServer, type TestSmtpServer } from './smtp';

/**
 * Issue 31, items 6 and 10: a confirmed sanctions hit closed as a listed-person property report
 * (outcome listed_property) freezes its party's transfers — no approval, completion or rejection
 * (409 listed_property_frozen, audited), no cancel by the customer (409, neutral), no cancel for
 * non-payment — until a second operator records what the authorities decided. Rejecting a transfer a
 * suspicious-transaction or sanctions case holds tells the customer nothing of the operator's reason.
 */

let smtp: TestSmtpServer;
let testApp: TestApp;
let first: { client: ApiClient; user: { id: number } };
let second: { client: ApiClient; user: { id: number } };

beforeAll(async () => {
  smtp = await startSmtpServer();
  testApp = await startTestApp({ env: { SMTP_URL: smtp.url, UNPAID_CANCEL_HOURS: '72' } });
  first = await adminClient(testApp, { firstName: 'Olivia', lastName: 'Tremblay' });
  second = await adminClient(testApp, { firstName: 'Marc', lastName: 'Gagnon' });
  await setUnreachableLimits(testApp);
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

async function customerWithRecipient(firstName: string) {
  const customer = await signedUpClient(testApp, { firstName, lastName: 'Singh' });
  await verifyCustomer(testApp, customer.user.id);
  const recipient = await customer.client.post('/api/recipients', newRecipient({ name: 'Arjun Mehta' }));
  expect(recipient.status).toBe(201);
  return { ...customer, recipientId: recipient.body.id as number };
}

async function send(customer: { client: ApiClient; recipientId: number }, cadAmount = '300'): Promise<{ id: number; referenceCode: string }> {
  const response = await customer.client.post('/api/transfers', { ...quoteTransfer({ cadAmount, currentRate: '63' }), recipientId: customer.recipientId });
  expect(response.status).toBe(201);
  return response.body;
}

/** A possible sanctions match about a recipient, as screening opens one. */
async function sanctionsCaseOn(userId: number, recipientId: number | null): Promise<number> {
  const [row] = await testApp.database.db
    .insert(complianceCases)
    .values({ kind: 'sanctions', party: recipientId === null ? 'customer' : 'recipient', userId, recipientId, summary: 'Possible match: Test List/42', sanctionsMatch: 'Test List/42' })
    .returning({ id: complianceCases.id });
  return row!.id;
}

const statusOf = async (id: number) =>
  (await testApp.database.db.execute<{ status: string }>(sql`select status from transfers where id = ${id}`)).rows[0]!.status;

const refusals = async (targetType: string, targetId: number) =>
  (
    await testApp.database.db.execute<{ actor_user_id: number; after: { code: string; attempted: string } }>(
      sql`select actor_user_id, after from audit_events where action = 'compliance.refused' and target_type = ${targetType} and target_id = ${String(targetId)} order by id`,
    )
  ).rows;

const FROZEN = {
  message:
    'This transfer is frozen by a listed-person property report: it can be neither approved nor rejected until an operator records what the authorities decided.',
  code: 'listed_property_frozen',
};

describe('a listed-person property report freezes the party’s transfers', () => {
  it('refuses approval, completion, rejection and cancels until another operator records the authorities’ decision', async () => {
    const customer = await customerWithRecipient('Harpreet');
    const pending = await send(customer);
    const toReject = await send(customer);
    const unpaid = await send(customer);
    const approved = await send(customer);
    expect((await first.client.patch(`/api/admin/transfers/${approved.id}`, { status: 'approved' })).status).toBe(200);
    const caseId = await sanctionsCaseOn(customer.user.id, customer.recipientId);

    const closed = await first.client.post(`/api/admin/compliance/cases/${caseId}/close`, {
      outcome: 'listed_property',
      reference: 'LPEP-2026-7',
      note: 'Confirmed hit: reported to the RCMP, CSIS and FINTRAC.',
    });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ status: 'closed', outcome: 'listed_property', frozen: true, authorityDecision: null, closedBy: { id: first.user.id } });

    for (const [id, body, path] of [
      [pending.id, { status: 'approved' }, 'patch'],
      [toReject.id, { status: 'rejected', reason: 'Listed person' }, 'patch'],
      [approved.id, { status: 'completed' }, 'patch'],
      [approved.id, undefined, 'complete'],
    ] as const) {
      const response = path === 'patch' ? await second.client.patch(`/api/admin/transfers/${id}`, body) : await second.client.post(`/api/admin/complete-transfer/${id}`);
      expect(response.status).toBe(409);
      expect(response.body).toEqual(FROZEN);
    }
    expect([await statusOf(pending.id), await statusOf(toReject.id), await statusOf(approved.id)]).toEqual(['pending', 'pending', 'approved']);
    expect((await refusals('transfer', toReject.id)).map((row) => row.after)).toEqual([{ code: 'listed_property_frozen', attempted: 'transfer.rejected' }]);

    // The customer cannot cancel it either, and is told nothing of why.
    const cancelled = await customer.client.post(`/api/transfers/${pending.referenceCode}/cancel`);
    expect(cancelled.status).toBe(409);
    expect(cancelled.body).toEqual({ message: 'This transfer cannot be cancelled in the app. Contact support if you need to stop it.', status: 'pending' });

    // Lifting a freeze takes two people: the operator who froze cannot record the decision.
    const own = await first.client.post(`/api/admin/compliance/cases/${caseId}/authority-decision`, { decision: 'released', note: 'Not the listed person' });
    expect(own.status).toBe(409);
    expect(own.body).toEqual({ message: 'You froze these transfers, so another operator must record what the authorities decided.', code: 'second_operator_required' });
    expect((await refusals('compliance_case', caseId)).map((row) => row.after)).toEqual([
      { code: 'second_operator_required', attempted: 'compliance.authority_decision' },
    ]);

    const decided = await second.client.post(`/api/admin/compliance/cases/${caseId}/authority-decision`, {
      decision: 'released',
      note: '  RCMP letter of 3 March: not the listed person.  ',
    });
    expect(decided.status).toBe(200);
    const detail = caseDetailSchema.parse(decided.body);
    expect(detail).toMatchObject({
      frozen: false,
      authorityDecision: { decision: 'released', note: 'RCMP letter of 3 March: not the listed person.', decidedBy: { id: second.user.id, name: 'Marc Gagnon' } },
    });
    expect(detail.events.map((event) => event.kind)).toEqual(['opened', 'closed', 'frozen', 'authority_decision']);
    const [audit] = (
      await testApp.database.db.execute<{ actor_user_id: number; after: Record<string, unknown> }>(
        sql`select actor_user_id, after from audit_events where action = 'compliance.authority_decision' and target_id = ${String(caseId)}`,
      )
    ).rows;
    expect(audit).toMatchObject({ actor_user_id: second.user.id, after: { frozen: false, decision: 'released' } });

    // Recorded once; then the transfers move again.
    const again = await second.client.post(`/api/admin/compliance/cases/${caseId}/authority-decision`, { decision: 'seized', note: 'Twice' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: 'What the authorities decided is already recorded for this case.' });
    expect((await second.client.patch(`/api/admin/transfers/${pending.id}`, { status: 'approved' })).status).toBe(200);
    expect((await second.client.post(`/api/admin/complete-transfer/${approved.id}`)).status).toBe(200);
    expect((await customer.client.post(`/api/transfers/${unpaid.referenceCode}/cancel`)).status).toBe(200);
  });

  it('freezes a customer as a whole (a case about no recipient), and nobody else', async () => {
    const listed = await customerWithRecipient('Gurpreet');
    const other = await customerWithRecipient('Manpreet');
    const listedTransfer = await send(listed);
    const otherTransfer = await send(other);
    const caseId = await sanctionsCaseOn(listed.user.id, null);
    expect((await first.client.post(`/api/admin/compliance/cases/${caseId}/close`, { outcome: 'listed_property', note: 'Confirmed' })).status).toBe(200);
    // A transfer made after the freeze is frozen too.
    const later = await send(listed);
    for (const id of [listedTransfer.id, later.id]) {
      expect((await second.client.patch(`/api/admin/transfers/${id}`, { status: 'approved' })).body).toEqual(FROZEN);
    }
    expect((await second.client.patch(`/api/admin/transfers/${otherTransfer.id}`, { status: 'approved' })).status).toBe(200);
    const frozenList = await first.client.get('/api/admin/compliance/cases?frozen=true');
    expect(frozenList.body.map((row: { id: number }) => row.id)).toContain(caseId);
    expect((await first.client.get('/api/admin/compliance/cases?frozen=maybe')).status).toBe(400);
  });

  it('closes only a sanctions case as listed_property (400 for another kind); a decision needs a frozen case', async () => {
    const customer = await customerWithRecipient('Jaspreet');
    const transfer = await send(customer);
    const str = await first.client.post('/api/admin/compliance/cases', { transferId: transfer.id, narrative: 'Structuring' });
    const refused = await second.client.post(`/api/admin/compliance/cases/${str.body.id}/close`, { outcome: 'listed_property', note: 'x' });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      message: 'Only a sanctions case can be closed as a listed-person property report.',
      errors: { outcome: 'Only a sanctions case can be closed as a listed-person property report.' },
    });
    const notFrozen = await second.client.post(`/api/admin/compliance/cases/${str.body.id}/authority-decision`, { decision: 'released', note: 'x' });
    expect(notFrozen.status).toBe(409);
    expect(notFrozen.body).toEqual({ message: 'This case froze no transfers, so there is no decision of the authorities to record.' });
    for (const body of [{}, { decision: 'pardoned', note: 'x' }, { decision: 'released' }, { decision: 'released', note: '   ' }, { decision: 'released', note: 'x'.repeat(2001) }]) {
      expect((await second.client.post(`/api/admin/compliance/cases/${str.body.id}/authority-decision`, body)).status).toBe(400);
    }
    expect((await second.client.post('/api/admin/compliance/cases/999999/authority-decision', { decision: 'released', note: 'x' })).status).toBe(404);
  });
});

describe('rejecting a held transfer does not tip off the customer (item 10)', () => {
  it('keeps the operator’s reason from the customer’s timeline, mail and errorMessage; operators keep it', async () => {
    const customer = await customerWithRecipient('Amrit');
    const held = await send(customer);
    const free = await send(customer);
    const opened = await first.client.post('/api/admin/compliance/cases', { transferId: held.id, narrative: 'Third-party funds suspected' });
    const reason = 'Suspected money mule: STR being prepared';
    const rejected = await second.client.patch(`/api/admin/transfers/${held.id}`, { status: 'rejected', reason });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ status: 'rejected', errorMessage: null });

    const details = await customer.client.get(`/api/transfers/${held.referenceCode}`);
    expect(details.body.timeline.find((entry: { step: string }) => entry.step === 'rejected')).toEqual({ step: 'rejected', at: expect.any(String) });
    testApp.app.ctx.mailQueue.kick();
    const mail = await smtp.waitForMessage(customer.email, `Your transfer ${held.referenceCode} could not be processed`);
    expect(mail.text).not.toContain(reason);
    expect(mail.text).not.toContain('Reason');

    // Operators keep it: on the timeline event, in the audit and in the holding case's history.
    const [event] = (
      await testApp.database.db.execute<{ reason: string; reason_withheld: boolean }>(
        sql`select reason, reason_withheld from transfer_events where transfer_id = ${held.id} and to_status = 'rejected'`,
      )
    ).rows;
    expect(event).toEqual({ reason, reason_withheld: true });
    const history = caseDetailSchema.parse((await first.client.get(`/api/admin/compliance/cases/${opened.body.id}`)).body);
    expect(history.events.at(-1)).toMatchObject({ kind: 'transfer_rejected', text: reason, details: { transferId: held.id }, actor: { id: second.user.id } });
    // The rejection is kept as a refused attempt (a hold).
    const attempts = await first.client.get(`/api/admin/compliance/attempts?userId=${customer.user.id}`);
    expect(attempts.body).toEqual([expect.objectContaining({ reason: 'compliance_hold', referenceCode: held.referenceCode, cadAmount: '300.00' })]);

    // A transfer no case holds keeps its reason, for the customer too.
    expect((await second.client.patch(`/api/admin/transfers/${free.id}`, { status: 'rejected', reason: 'Wrong amount sent' })).body.errorMessage).toBe('Wrong amount sent');
    const freeDetails = await customer.client.get(`/api/transfers/${free.referenceCode}`);
    expect(freeDetails.body.timeline.find((entry: { step: string }) => entry.step === 'rejected')).toMatchObject({ note: 'Wrong amount sent' });
  });
});

describe('the unpaid-transfer cancel (last: it moves the clock past every session)', () => {
  it('leaves a frozen party’s transfer alone and cancels the others', async () => {
    const listed = await customerWithRecipient('Navjot');
    const other = await customerWithRecipient('Simran');
    const frozen = await send(listed);
    const unpaid = await send(other);
    const caseId = await sanctionsCaseOn(listed.user.id, listed.recipientId);
    expect((await first.client.post(`/api/admin/compliance/cases/${caseId}/close`, { outcome: 'listed_property', note: 'Confirmed' })).status).toBe(200);
    testApp.clock.advance(73 * 60 * 60 * 1000);
    // The job cancels nothing unless the payment monitor ran lately.
    await runPaymentMonitor(testApp.app.ctx, { trigger: 'schedule' });
    const run = await cancelOverdueTransfers(testApp.app.ctx);
    expect(run.skipped).toBeNull();
    expect(run.cancelled).toContain(unpaid.id);
    expect(run.cancelled).not.toContain(frozen.id);
    expect([await statusOf(frozen.id), await statusOf(unpaid.id)]).toEqual(['pending', 'cancelled']);
  });
});
