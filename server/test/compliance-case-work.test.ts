import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteTransfer } from '../../domain/quote';
import { caseDetailSchema, operatorListSchema } from '../../domain/schemas/compliance-case-work';
import type { ApiClient } from './api-client';
import { adminClient, newRecipient, signedUpClient, startTestApp, type TestApp } from './harness';

/**
 * Case work (issue 31, item 12): notes (POST /api/admin/compliance/cases/:id/notes), an assignee
 * (POST …/:id/assign, an operator or null), and the history (GET …/:id: the case with every open,
 * note, assignment and close, who and when), each audited; bad input 400, unknown case 404,
 * customers 403.
 */

let testApp: TestApp;
let olivia: { client: ApiClient; user: { id: number } };
let marc: { client: ApiClient; user: { id: number } };
let customer: { client: ApiClient; user: { id: number } };
let caseId: number;

beforeAll(async () => {
  testApp = await startTestApp();
  olivia = await adminClient(testApp, { firstName: 'Olivia', lastName: 'Tremblay' });
  marc = await adminClient(testApp, { firstName: 'Marc', lastName: 'Gagnon' });
  customer = await signedUpClient(testApp, { firstName: 'Kiran', lastName: 'Mehta' });
  const recipient = await customer.client.post('/api/recipients', newRecipient());
  const transfer = await customer.client.post('/api/transfers', { ...quoteTransfer({ cadAmount: '300', currentRate: '63' }), recipientId: recipient.body.id });
  caseId = (await olivia.client.post('/api/admin/compliance/cases', { transferId: transfer.body.id, narrative: 'Round amounts to a new recipient' })).body.id;
});
afterAll(() => testApp.close());

const detail = async (client: ApiClient = olivia.client) => {
  const response = await client.get(`/api/admin/compliance/cases/${caseId}`);
  expect(response.status).toBe(200);
  return caseDetailSchema.parse(response.body);
};

describe('notes, assignee and history', () => {
  it('keeps notes (multi-line, trimmed) and assignments in the history, oldest first, with who; each audited', async () => {
    const noted = await olivia.client.post(`/api/admin/compliance/cases/${caseId}/notes`, { text: '  Called the customer.\nThey will send the invoice.  ' });
    expect(noted.status).toBe(201);
    const assigned = await olivia.client.post(`/api/admin/compliance/cases/${caseId}/assign`, { userId: marc.user.id });
    expect(assigned.status).toBe(200);
    expect(assigned.body.assignee).toEqual({ id: marc.user.id, name: 'Marc Gagnon' });
    expect((await marc.client.post(`/api/admin/compliance/cases/${caseId}/notes`, { text: 'Invoice received: consistent.' })).status).toBe(201);
    const unassigned = await marc.client.post(`/api/admin/compliance/cases/${caseId}/assign`, { userId: null });
    expect(unassigned.body.assignee).toBeNull();
    expect((await marc.client.post(`/api/admin/compliance/cases/${caseId}/close`, { outcome: 'cleared', note: 'Invoice matches' })).status).toBe(200);
    // Notes go on after the close.
    expect((await olivia.client.post(`/api/admin/compliance/cases/${caseId}/notes`, { text: 'Filed with the customer’s records.' })).status).toBe(201);

    const history = await detail(marc.client);
    expect(history).toMatchObject({ id: caseId, status: 'closed', outcome: 'cleared', openedBy: { id: olivia.user.id, name: 'Olivia Tremblay' }, closedBy: { id: marc.user.id } });
    expect(history.events.map((event) => [event.kind, event.actor?.name ?? null, event.text])).toEqual([
      ['opened', 'Olivia Tremblay', 'Round amounts to a new recipient'],
      ['note', 'Olivia Tremblay', 'Called the customer.\nThey will send the invoice.'],
      ['assigned', 'Olivia Tremblay', null],
      ['note', 'Marc Gagnon', 'Invoice received: consistent.'],
      ['assigned', 'Marc Gagnon', null],
      ['closed', 'Marc Gagnon', 'Invoice matches'],
      ['note', 'Olivia Tremblay', 'Filed with the customer’s records.'],
    ]);
    expect(history.events[2]!.details).toEqual({ assignee: { id: marc.user.id, name: 'Marc Gagnon' } });
    expect(history.events[4]!.details).toEqual({ assignee: null });
    const times = history.events.map((event) => Date.parse(event.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));

    const audits = await testApp.database.db.execute<{ action: string; actor_user_id: number; before: unknown; after: unknown }>(
      sql`select action, actor_user_id, before, after from audit_events where target_type = 'compliance_case' and target_id = ${String(caseId)}
          and action in ('compliance.case_note_added', 'compliance.case_assigned') order by id`,
    );
    expect(audits.rows.map((row) => [row.action, row.actor_user_id, row.before, row.after])).toEqual([
      ['compliance.case_note_added', olivia.user.id, null, { text: 'Called the customer.\nThey will send the invoice.' }],
      ['compliance.case_assigned', olivia.user.id, { assignedTo: null }, { assignedTo: marc.user.id }],
      ['compliance.case_note_added', marc.user.id, null, { text: 'Invoice received: consistent.' }],
      ['compliance.case_assigned', marc.user.id, { assignedTo: marc.user.id }, { assignedTo: null }],
      ['compliance.case_note_added', olivia.user.id, null, { text: 'Filed with the customer’s records.' }],
    ]);
    // The list shows the assignee too.
    await olivia.client.post(`/api/admin/compliance/cases/${caseId}/assign`, { userId: olivia.user.id });
    const listed = (await olivia.client.get('/api/admin/compliance/cases?status=all')).body.find((row: { id: number }) => row.id === caseId);
    expect(listed.assignee).toEqual({ id: olivia.user.id, name: 'Olivia Tremblay' });
  });

  it('lists the operators a case can be assigned to', async () => {
    const operators = operatorListSchema.parse((await olivia.client.get('/api/admin/compliance/operators')).body);
    expect(operators.map((operator) => operator.name)).toEqual(['Marc Gagnon', 'Olivia Tremblay']);
  });
});

describe('bad input, unknown cases, customers', () => {
  it('refuses what is not a note or an assignee with 400, and changes nothing', async () => {
    const before = (await detail()).events.length;
    for (const body of [{}, { text: '' }, { text: '   ' }, { text: 'x'.repeat(2001) }, { text: 'bell\u0007' }, { text: 42 }]) {
      const response = await olivia.client.post(`/api/admin/compliance/cases/${caseId}/notes`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    for (const body of [{}, { userId: 'marc' }, { userId: 0 }, { userId: 1.5 }, { userId: 3_000_000_000 }]) {
      const response = await olivia.client.post(`/api/admin/compliance/cases/${caseId}/assign`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const notAnOperator = await olivia.client.post(`/api/admin/compliance/cases/${caseId}/assign`, { userId: customer.user.id });
    expect(notAnOperator.status).toBe(400);
    expect(notAnOperator.body).toEqual({ message: 'Assign the case to an operator.', errors: { userId: 'Assign the case to an operator.' } });
    const unknownUser = await olivia.client.post(`/api/admin/compliance/cases/${caseId}/assign`, { userId: 99_999 });
    expect(unknownUser.status).toBe(404);
    expect(unknownUser.body).toEqual({ message: 'Operator not found' });
    expect((await detail()).events.length).toBe(before);
  });

  it('answers 404 for an unknown case and 400 for a bad id', async () => {
    for (const path of ['/api/admin/compliance/cases/999999', '/api/admin/compliance/cases/999999/notes', '/api/admin/compliance/cases/999999/assign']) {
      const response = path.endsWith('999999') ? await olivia.client.get(path) : await olivia.client.post(path, path.endsWith('notes') ? { text: 'x' } : { userId: null });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Case not found' });
    }
    expect((await olivia.client.get('/api/admin/compliance/cases/abc')).status).toBe(400);
  });

  it('answers 401 without a session and 403 to customers, for every call', async () => {
    for (const [client, status] of [
      [testApp.client(), 401],
      [customer.client, 403],
    ] as const) {
      expect((await client.get(`/api/admin/compliance/cases/${caseId}`)).status).toBe(status);
      expect((await client.post(`/api/admin/compliance/cases/${caseId}/notes`, { text: 'x' })).status).toBe(status);
      expect((await client.post(`/api/admin/compliance/cases/${caseId}/assign`, { userId: null })).status).toBe(status);
      expect((await client.post(`/api/admin/compliance/cases/${caseId}/authority-decision`, { decision: 'released', note: 'x' })).status).toBe(status);
      expect((await client.get('/api/admin/compliance/operators')).status).toBe(status);
    }
  });
});
