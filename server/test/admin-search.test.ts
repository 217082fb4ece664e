import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages, apiMessages, validation } from '../../domain/messages';
import { quoteTransfer } from '../../domain/quote';
import { adminRecipientListSchema, adminTransferListSchema, adminUserListSchema } from '../../domain/schemas/admin';
import { users } from '../src/db/schema';
import { recordSandboxETransfer } from '../src/payments/sandbox';
import type { ApiClient } from './api-client';
import { adminClient, newRecipient, signedUpClient, startTestApp, type TestApp } from './harness';

/**
 * The operators' search (issue 34): `q` on GET /api/admin/transfers (and the stats and export that
 * share its filters) matches a reference code's start, a customer's name or email, a recipient's
 * name, or the last digits of the recipient's account number, any case, combined with the other
 * filters; `%`, `_` and `\` match themselves. GET /api/admin/users and /api/admin/recipients take
 * the same `q`. Every customer here has names no other test file uses, and each check asks only
 * for what its own customers could match.
 */

let testApp: TestApp;
let admin: ApiClient;

interface Made {
  id: number;
  referenceCode: string;
  recipientId: number;
}

interface Customer {
  id: number;
  email: string;
  client: ApiClient;
  transfers: Made[];
}

/** A customer with these recipients, and one pending 100 CAD transfer to each, oldest first. */
async function customerSending(firstName: string, lastName: string, payees: { name: string; accountNumber?: string }[]): Promise<Customer> {
  const customer = await signedUpClient(testApp, { firstName, lastName });
  const transfers: Made[] = [];
  for (const payee of payees) {
    const recipient = await customer.client.post('/api/recipients', newRecipient(payee));
    expect(recipient.status, JSON.stringify(recipient.body)).toBe(201);
    const made = await customer.client.post('/api/transfers', { ...quoteTransfer({ cadAmount: '100', currentRate: '63' }), recipientId: recipient.body.id });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    transfers.push({ id: made.body.id, referenceCode: made.body.referenceCode, recipientId: recipient.body.id });
  }
  return { id: customer.user.id, email: customer.email, client: customer.client, transfers };
}

let zephyrine: Customer;
let percy: Customer;

beforeAll(async () => {
  testApp = await startTestApp();
  admin = (await adminClient(testApp)).client;
  zephyrine = await customerSending('Zephyrine', 'Quillfeather', [
    { name: 'Anaïs Oberoi', accountNumber: '5550001234987' },
    { name: 'Tobias Wren', accountNumber: '5550002222333' },
  ]);
  percy = await customerSending('Percival', 'Ozymandias', [
    { name: 'Shop 100% Pure', accountNumber: '7770004444111' },
    { name: 'Shop 1000 Pure', accountNumber: '7770004444222' },
    { name: 'Under_Score', accountNumber: '7770004444333' },
    { name: 'UnderXScore', accountNumber: '7770004444444' },
    { name: 'Back\\Slash', accountNumber: '7770004444555' },
    { name: 'Backslash', accountNumber: '7770004444666' },
  ]);
});
afterAll(() => testApp.close());

async function search(query: string) {
  const response = await admin.get(`/api/admin/transfers?${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const rows = adminTransferListSchema.parse(response.body);
  return { ids: rows.map((row) => row.id).sort((a, b) => a - b), total: Number(response.headers.get('x-total-count')), rows };
}

const q = (text: string) => `q=${encodeURIComponent(text)}`;
const idsOf = (...made: Made[]) => made.map((transfer) => transfer.id).sort((a, b) => a - b);

describe('GET /api/admin/transfers?q=', () => {
  it('matches a reference code by its start, any case, typed in groups or not', async () => {
    const [target] = zephyrine.transfers;
    expect(await search(q(target!.referenceCode))).toMatchObject({ ids: [target!.id], total: 1 });
    const start = await search(q(target!.referenceCode.slice(0, 7).toLowerCase()));
    expect(start.ids).toContain(target!.id);
    // As a customer reads it out, in groups of four.
    const grouped = target!.referenceCode.replace(/(.{4})(?=.)/g, '$1 ');
    expect(await search(q(grouped))).toMatchObject({ ids: [target!.id], total: 1 });
  });

  it('matches a customer’s name, any part and any case, and the verified legal name', async () => {
    expect((await search(q('zephyr'))).ids).toEqual(idsOf(...zephyrine.transfers));
    expect((await search(q('QUILLFEATHER'))).ids).toEqual(idsOf(...zephyrine.transfers));
    await testApp.database.db.update(users).set({ legalName: 'Zephyrine Marguerite Quillfeather' }).where(eq(users.id, zephyrine.id));
    expect((await search(q('marguerite'))).ids).toEqual(idsOf(...zephyrine.transfers));
  });

  it('matches a customer’s email, any part', async () => {
    const local = zephyrine.email.split('@')[0]!;
    expect((await search(q(local.toUpperCase()))).ids).toEqual(idsOf(...zephyrine.transfers));
    expect((await search(q(zephyrine.email))).ids).toEqual(idsOf(...zephyrine.transfers));
  });

  it('matches a recipient’s name, any part, folding case beyond ASCII', async () => {
    const [toAnais] = zephyrine.transfers;
    expect(await search(q('ANAÏS OBER'))).toMatchObject({ ids: [toAnais!.id], total: 1 });
    expect((await search(q('anaïs'))).ids).toEqual([toAnais!.id]);
  });

  it('matches the last digits of the recipient’s account number, not digits inside it', async () => {
    const [toAnais, toTobias] = zephyrine.transfers;
    expect((await search(q('4987'))).ids).toEqual([toAnais!.id]);
    expect((await search(q('2333'))).ids).toEqual([toTobias!.id]);
    expect((await search(q('5550001234987'))).ids).toEqual([toAnais!.id]);
    // Inside the number (…0001234…), not at its end.
    expect(await search(q('0001234'))).toMatchObject({ ids: [], total: 0 });
    // The answer shows what the list always shows: the operator's full account number, nothing more.
    expect((await search(q('4987'))).rows[0]).toMatchObject({ recipientAccountNumber: '5550001234987', userId: zephyrine.id });
  });

  it('treats %, _ and \\ as plain characters', async () => {
    const [pure, , underscore, , backslashed] = percy.transfers;
    // Unescaped, "100%" would also match "Shop 1000 Pure", "r_s" "UnderXScore", "k\\s" "Backslash"
    // (and not "Back\\Slash"), and "%%%" or "___" every transfer.
    expect((await search(q('100%'))).ids).toEqual([pure!.id]);
    expect((await search(q('r_s'))).ids).toEqual([underscore!.id]);
    expect((await search(q('k\\s'))).ids).toEqual([backslashed!.id]);
    expect(await search(q('%%%'))).toMatchObject({ ids: [], total: 0 });
    expect(await search(q('___'))).toMatchObject({ ids: [], total: 0 });
  });

  it('combines with status, dates and payment, and the stats follow the search', async () => {
    const [first, second] = zephyrine.transfers;
    expect((await admin.patch(`/api/admin/transfers/${second!.id}`, { status: 'rejected', reason: 'Duplicate' })).status).toBe(200);
    expect((await search(`${q('zephyr')}&status=pending`)).ids).toEqual([first!.id]);
    expect((await search(`${q('zephyr')}&status=rejected`)).ids).toEqual([second!.id]);
    expect((await search(`${q('zephyr')}&status=all&fromDate=2000-01-01`)).ids).toEqual(idsOf(first!, second!));
    expect(await search(`${q('zephyr')}&fromDate=2000-01-01&toDate=2000-01-31`)).toMatchObject({ ids: [], total: 0 });

    // Percy's first transfer is paid: the desk's queues narrow the search too.
    const [paid, ...unpaid] = percy.transfers;
    await recordSandboxETransfer(testApp.database.db, testApp.clock, {
      reference: paid!.referenceCode,
      amount: '100.00',
      sender: 'Percival Ozymandias',
      email: 'percival@bank.example',
    });
    expect((await admin.post(`/api/admin/check-payment/${paid!.id}`)).body.paymentFound).toBe(true);
    expect((await search(`${q('ozymandias')}&status=pending&payment=received`)).ids).toEqual([paid!.id]);
    expect((await search(`${q('ozymandias')}&status=pending&payment=awaiting`)).ids).toEqual(idsOf(...unpaid));

    const stats = await admin.get(`/api/admin/stats?${q('zephyr')}`);
    expect(stats.body).toEqual({ pending: 1, approved: 0, completed: 0, rejected: 1, cancelled: 0, total: 2, totalCad: '200.00' });
  });

  it('pages a search with the cursor, newest first', async () => {
    const first = await admin.get(`/api/admin/transfers?${q('ozymandias')}&limit=4`);
    expect(first.headers.get('x-total-count')).toBe('6');
    const next = await admin.get(`/api/admin/transfers?${q('ozymandias')}&limit=4&cursor=${first.headers.get('x-next-cursor')}`);
    const ids = [...first.body, ...next.body].map((row: { id: number }) => row.id);
    expect(ids).toEqual(idsOf(...percy.transfers).reverse());
    expect(next.headers.get('x-next-cursor')).toBeNull();
  });

  it('the export downloads only what the search found', async () => {
    const none = await admin.get(`/api/admin/transfers/export?${q('nothing-is-called-this')}`);
    expect(none.status).toBe(404);
    expect(none.body).toEqual({ message: adminMessages.noDataToExport });
    const found = await admin.get(`/api/admin/transfers/export?${q('zephyr')}`);
    expect(found.status).toBe(200);
  });

  it('a blank search is no search', async () => {
    const blank = await admin.get(`/api/admin/transfers?q=${encodeURIComponent('   ')}&limit=1`);
    const all = await admin.get('/api/admin/transfers?limit=1');
    expect(blank.status).toBe(200);
    expect(blank.headers.get('x-total-count')).toBe(all.headers.get('x-total-count'));
  });

  it.each([
    ['two characters', q('ab'), adminMessages.queryInvalid],
    ['two characters after trimming', q('  ab  '), adminMessages.queryInvalid],
    ['101 characters', q('a'.repeat(101)), adminMessages.queryInvalid],
    ['a repeated parameter', 'q=abc&q=def', adminMessages.queryInvalid],
    ['a hidden character', q('abc\u202edef'), validation.controlCharacters],
  ])('refuses %s with 400', async (_name, query, message) => {
    const response = await admin.get(`/api/admin/transfers?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ q: message });
    const stats = await admin.get(`/api/admin/stats?${query}`);
    expect(stats.status).toBe(400);
  });

  it('answers 401 without a session and 403 to a customer, as every admin route', async () => {
    const anonymous = await testApp.client().get(`/api/admin/transfers?${q('zephyr')}`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: apiMessages.notSignedIn });
    const customer = await zephyrine.client.get(`/api/admin/transfers?${q('zephyr')}`);
    expect(customer.status).toBe(403);
    expect(customer.body).toEqual({ message: apiMessages.notAdmin });
  });
});

describe('GET /api/admin/users?q= and /api/admin/recipients?q=', () => {
  it('finds users by any part of their name or email, counted', async () => {
    const byName = await admin.get(`/api/admin/users?${q('zephyrine')}`);
    expect(adminUserListSchema.parse(byName.body).map((user) => user.id)).toEqual([zephyrine.id]);
    expect(byName.headers.get('x-total-count')).toBe('1');
    const byEmail = await admin.get(`/api/admin/users?${q(zephyrine.email.toUpperCase())}`);
    expect(byEmail.body.map((user: { id: number }) => user.id)).toEqual([zephyrine.id]);
    const none = await admin.get(`/api/admin/users?${q('%%%')}`);
    expect(none.body).toEqual([]);
    expect(none.headers.get('x-total-count')).toBe('0');
  });

  it('finds live recipients by name or the account’s last digits; a deleted one is gone, its transfer still found', async () => {
    const byName = await admin.get(`/api/admin/recipients?${q('oberoi')}`);
    const [anais] = adminRecipientListSchema.parse(byName.body);
    expect(anais).toMatchObject({ name: 'Anaïs Oberoi', userEmail: zephyrine.email });
    expect(byName.headers.get('x-total-count')).toBe('1');
    expect((await admin.get(`/api/admin/recipients?${q('4444333')}`)).body.map((row: { name: string }) => row.name)).toEqual(['Under_Score']);
    expect((await admin.get(`/api/admin/recipients?${q('r_s')}`)).body.map((row: { name: string }) => row.name)).toEqual(['Under_Score']);

    const tobias = zephyrine.transfers[1]!;
    expect((await zephyrine.client.delete(`/api/recipients/${tobias.recipientId}`)).status).toBe(200);
    const deleted = await admin.get(`/api/admin/recipients?${q('tobias wren')}`);
    expect(deleted.body).toEqual([]);
    expect(deleted.headers.get('x-total-count')).toBe('0');
    expect((await search(q('tobias wren'))).ids).toEqual([tobias.id]);
  });

  it('refuses a bad search with 400 and answers 403 to a customer', async () => {
    for (const path of ['/api/admin/users', '/api/admin/recipients']) {
      const short = await admin.get(`${path}?${q('zq')}`);
      expect(short.status).toBe(400);
      expect(short.body.errors).toEqual({ q: adminMessages.queryInvalid });
      expect((await zephyrine.client.get(`${path}?${q('zephyr')}`)).status).toBe(403);
      expect((await testApp.client().get(`${path}?${q('zephyr')}`)).status).toBe(401);
    }
  });
});
