import { afterAll, beforeAll, expect, it } from 'vitest';
import { quoteTransfer } from '../../domain/quote';
import type { ApiClient } from './api-client';
import { adminClient, newRecipient, signedUpClient, startTestApp, type TestApp } from './harness';

/**
 * The refusal of a held transfer's approval names the hold (409 compliance_hold), on a database of
 * its own: no open case whose id happens to equal one of its transfers' ids (as in
 * compliance-cases.test.ts, where case 1 holds transfer 1) can make a wrong query look right.
 */

let testApp: TestApp;
let admin: ApiClient;
let customer: ApiClient;

beforeAll(async () => {
  testApp = await startTestApp();
  admin = (await adminClient(testApp)).client;
  customer = (await signedUpClient(testApp, { firstName: 'Ravi', lastName: 'Kumar' })).client;
});
afterAll(async () => {
  await testApp.close();
});

it('answers 409 compliance_hold for a flagged transfer whose id is not its case’s', async () => {
  const recipient = await customer.post('/api/recipients', newRecipient());
  const ids: number[] = [];
  for (const cadAmount of ['50', '60', '120']) {
    const sent = await customer.post('/api/transfers', { ...quoteTransfer({ cadAmount, currentRate: '63' }), recipientId: recipient.body.id });
    expect(sent.status).toBe(201);
    ids.push(sent.body.id);
  }
  const flagged = ids[2]!;
  const opened = await admin.post('/api/admin/compliance/cases', { transferId: flagged, narrative: 'Sender is not the customer' });
  expect(opened.status).toBe(201);
  expect(opened.body.id).not.toBe(flagged);

  const refused = await admin.patch(`/api/admin/transfers/${flagged}`, { status: 'approved' });
  expect(refused.status).toBe(409);
  expect(refused.body).toEqual({ message: 'This transfer is on hold for a compliance review', code: 'compliance_hold' });
  // The others are not held, and a move the machine refuses keeps its own answer.
  expect((await admin.patch(`/api/admin/transfers/${ids[0]}`, { status: 'approved' })).status).toBe(200);
  expect((await admin.patch(`/api/admin/transfers/${ids[1]}`, { status: 'completed' })).body).toMatchObject({ status: 'pending' });
});
