import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages, apiMessages, validation } from '../../domain/messages';
import { quoteTransfer } from '../../domain/quote';
import { adminCustomerSchema, CUSTOMER_LATEST_TRANSFERS } from '../../domain/schemas/admin-customer';
import { MAX_ROW_ID } from '../../domain/schemas/common';
import { recordSandboxETransfer } from '../src/payments/sandbox';
import type { ApiClient } from './api-client';
import { databaseFingerprint } from './fingerprint';
import { adminClient, newRecipient, signedUpClient, startTestApp, type TestApp } from './harness';

/**
 * GET /api/admin/users/:id (issue 34): one customer as a support call needs them — details, the
 * limits as their own GET /api/limits reads them, their latest transfers and saved recipients
 * (accounts masked), the compliance cases and open payment reviews about them, nobody else's —
 * admin-only, 404 for an unknown id, 400 for a malformed one; the viewing is logged, never written.
 */

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});

let testApp: TestApp;
let admin: Awaited<ReturnType<typeof adminClient>>;

interface Customer {
  id: number;
  email: string;
  client: ApiClient;
  /** Oldest first. */
  transfers: { id: number; referenceCode: string }[];
  recipientIds: number[];
}

const ACCOUNTS = ['4440001112223', '4440009998887'];

async function customerWithTransfers(firstName: string, count: number, accounts: string[]): Promise<Customer> {
  const customer = await signedUpClient(testApp, { firstName, lastName: 'Lockwood' });
  const recipientIds: number[] = [];
  for (const [index, accountNumber] of accounts.entries()) {
    const made = await customer.client.post('/api/recipients', newRecipient({ name: `Payee ${firstName} ${index}`, accountNumber }));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    recipientIds.push(made.body.id);
  }
  const transfers: Customer['transfers'] = [];
  for (let index = 0; index < count; index++) {
    const made = await customer.client.post('/api/transfers', { ...quoteTransfer({ cadAmount: '20', currentRate: '63' }), recipientId: recipientIds[index % recipientIds.length] });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    transfers.push({ id: made.body.id, referenceCode: made.body.referenceCode });
  }
  return { id: customer.user.id, email: customer.email, client: customer.client, transfers, recipientIds };
}

/** A review: an e-Transfer naming the transfer, from a sender who is not its customer. */
async function reviewNaming(transfer: { id: number; referenceCode: string }): Promise<void> {
  await recordSandboxETransfer(testApp.database.db, testApp.clock, { reference: transfer.referenceCode, amount: '20.00', sender: 'Someone Else', email: 'someone@bank.example' });
  const checked = await admin.client.post(`/api/admin/check-payment/${transfer.id}`);
  expect(checked.body.needsReview).toBe(true);
}

let ishaan: Customer;
let other: Customer;
let caseId: number;

beforeAll(async () => {
  testApp = await startTestApp({ env: { LOG_LEVEL: 'info' }, logStream });
  admin = await adminClient(testApp);
  ishaan = await customerWithTransfers('Ishaan', CUSTOMER_LATEST_TRANSFERS + 1, ACCOUNTS);
  expect((await ishaan.client.patch('/api/profile', { phone: '+1 416 555 0100', locale: 'fr-CA' })).status).toBe(200);
  const flagged = await admin.client.post('/api/admin/compliance/cases', { transferId: ishaan.transfers[0]!.id, narrative: 'Round amounts, several a day' });
  expect(flagged.status).toBe(201);
  caseId = flagged.body.id;
  await reviewNaming(ishaan.transfers[1]!);
  // Someone else's case and review must not show on Ishaan's page.
  other = await customerWithTransfers('Oona', 2, ['4440005556667']);
  expect((await admin.client.post('/api/admin/compliance/cases', { transferId: other.transfers[0]!.id, narrative: 'Not Ishaan' })).status).toBe(201);
  await reviewNaming(other.transfers[1]!);
});
afterAll(() => testApp.close());

describe('GET /api/admin/users/:id', () => {
  it('answers the customer’s details, limits, latest transfers, recipients, cases and reviews', async () => {
    const response = await admin.client.get(`/api/admin/users/${ishaan.id}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const customer = adminCustomerSchema.parse(response.body);

    expect(customer.customer).toEqual({
      id: ishaan.id,
      name: 'Ishaan Lockwood',
      legalName: null,
      email: ishaan.email,
      phone: '+1 416 555 0100',
      country: 'Canada',
      locale: 'fr-CA',
      isAdmin: false,
      createdAt: expect.any(String),
      emailVerifiedAt: expect.any(String),
      closedAt: null,
    });
    // The limits exactly as the customer's own GET /api/limits reads them.
    expect(customer.limits).toEqual((await ishaan.client.get('/api/limits')).body);
    expect(customer.limits).toMatchObject({ tier: 'basic', verification: 'none', daily: { used: '220.00' } });

    expect(customer.transfers.total).toBe(CUSTOMER_LATEST_TRANSFERS + 1);
    expect(customer.transfers.latest.map((transfer) => transfer.referenceCode)).toEqual(
      ishaan.transfers.slice(1).reverse().map((transfer) => transfer.referenceCode),
    );
    expect(customer.transfers.latest[0]).toMatchObject({ status: 'pending', cadAmount: '20.00', recipientAccount: '*********2223' });

    expect(customer.recipients.map((recipient) => [recipient.id, recipient.accountNumber]).sort()).toEqual(
      [
        [ishaan.recipientIds[0], '*********2223'],
        [ishaan.recipientIds[1], '*********8887'],
      ].sort(),
    );
    expect(customer.cases).toEqual([
      expect.objectContaining({ id: caseId, kind: 'str', status: 'open', summary: 'Round amounts, several a day', frozen: false }),
    ]);
    expect(customer.paymentReviews).toHaveLength(1);
    expect(customer.paymentReviews[0]!.candidates.map((candidate) => candidate.transferId)).toEqual([ishaan.transfers[1]!.id]);
    // Masked everywhere: the full numbers are not in the answer at all.
    for (const account of ACCOUNTS) expect(JSON.stringify(response.body)).not.toContain(account);
  });

  it('logs who viewed whom, and writes nothing', async () => {
    const before = await databaseFingerprint(testApp);
    const seen = logLines.length;
    expect((await admin.client.get(`/api/admin/users/${other.id}`)).status).toBe(200);
    expect(await databaseFingerprint(testApp)).toEqual(before);
    const viewed = logLines.slice(seen).map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.msg === 'customer viewed');
    expect(viewed).toEqual([expect.objectContaining({ customerId: other.id, operatorId: admin.user.id })]);
    expect(logLines.slice(seen).filter((line) => line.includes('4440005556667'))).toEqual([]);
  });

  it('a deleted recipient is gone from the page; the case stays', async () => {
    expect((await ishaan.client.delete(`/api/recipients/${ishaan.recipientIds[0]}`)).status).toBe(200);
    const customer = adminCustomerSchema.parse((await admin.client.get(`/api/admin/users/${ishaan.id}`)).body);
    expect(customer.recipients.map((recipient) => recipient.id)).toEqual([ishaan.recipientIds[1]]);
    expect(customer.cases.map((found) => found.id)).toEqual([caseId]);
  });

  it('404 for an unknown customer', async () => {
    const response = await admin.client.get(`/api/admin/users/${MAX_ROW_ID.integer}`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: adminMessages.customerNotFound });
  });

  it.each(['abc', '0', '01', '1e3', '-1', String(MAX_ROW_ID.integer + 1)])('400 for the malformed id %s', async (id) => {
    const response = await admin.client.get(`/api/admin/users/${id}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(validation.idInvalid(MAX_ROW_ID.integer));
  });

  it('401 without a session; 403 to a customer, even about themselves', async () => {
    const anonymous = await testApp.client().get(`/api/admin/users/${ishaan.id}`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: apiMessages.notSignedIn });
    const self = await ishaan.client.get(`/api/admin/users/${ishaan.id}`);
    expect(self.status).toBe(403);
  });
});
