import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRecipientListSchema, adminUserListSchema, exchangeRateHistorySchema } from '../../domain/schemas/admin';
import type { ApiClient } from './api-client';
import { MINUTE_MS } from './clock';
import { adminClient, newRecipient, signedUpClient, startTestApp, type TestApp } from './harness';

/** GET /api/admin/users, GET /api/admin/recipients, POST /api/admin/exchange-rates and its history. */

let testApp: TestApp;
let admin: ApiClient;
let adminEmail: string;

beforeAll(async () => {
  testApp = await startTestApp();
  const signedUp = await adminClient(testApp, { firstName: 'Olivia', lastName: 'Tremblay' });
  admin = signedUp.client;
  adminEmail = signedUp.email;
});
afterAll(() => testApp.close());

async function walk(path: string, limit: number) {
  const rows: { id: number }[] = [];
  let cursor: string | null = null;
  let total: string | null = null;
  do {
    const response: Awaited<ReturnType<ApiClient['get']>> = await admin.get(`${path}?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(response.status).toBe(200);
    rows.push(...(response.body as { id: number }[]));
    cursor = response.headers.get('x-next-cursor');
    total = response.headers.get('x-total-count');
  } while (cursor);
  return { rows, total };
}

describe('GET /api/admin/users', () => {
  it('newest first with the documented fields, never a password hash; N Total in X-Total-Count', async () => {
    const customer = await signedUpClient(testApp, { firstName: 'Farah', lastName: 'Khan', country: 'UK' });
    const response = await admin.get('/api/admin/users');
    expect(response.status).toBe(200);
    const users = adminUserListSchema.parse(response.body);
    expect(Object.keys(response.body[0]).sort()).toEqual(
      ['id', 'name', 'username', 'firstName', 'lastName', 'email', 'country', 'isAdmin', 'createdAt'].sort(),
    );
    expect(users[0]).toMatchObject({ id: customer.user.id, name: 'Farah Khan', firstName: 'Farah', lastName: 'Khan', country: 'UK', isAdmin: false });
    expect(users.find((user) => user.email === adminEmail)?.isAdmin).toBe(true);
    expect(JSON.stringify(response.body)).not.toMatch(/password|\$argon2/i);
    const [count] = (await testApp.database.db.execute<{ n: string }>(sql`select count(*)::text as n from users`)).rows;
    expect(response.headers.get('x-total-count')).toBe(count!.n);
  });

  it('pages with no duplicates and no gaps', async () => {
    for (let index = 0; index < 6; index++) await signedUpClient(testApp);
    const { rows, total } = await walk('/api/admin/users', 3);
    expect(rows.length).toBe(Number(total));
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    const expected = await testApp.database.db.execute<{ id: number }>(sql`select id from users order by created_at desc, id desc`);
    expect(rows.map((row) => row.id)).toEqual(expected.rows.map((row) => row.id));
  });

  it('400 for a bad limit or cursor', async () => {
    expect((await admin.get('/api/admin/users?limit=0')).body.message).toBe('limit must be a whole number from 1 to 500');
    expect((await admin.get('/api/admin/users?cursor=%2F%2F')).body.message).toBe(
      'This page link is no longer valid. Please start again from the first page.',
    );
  });
});

describe('GET /api/admin/recipients', () => {
  it('every customer’s live recipients, newest first, with who added them; deleted ones leave the list and the count', async () => {
    const owner = await signedUpClient(testApp, { firstName: 'Arjun', lastName: 'Mehta' });
    const kept = await owner.client.post('/api/recipients', newRecipient({ name: 'Lakshmi Nair', relationship: 'Self' }));
    const removed = await owner.client.post('/api/recipients', newRecipient({ name: 'Gone Person' }));
    const before = await admin.get('/api/admin/recipients');
    const recipients = adminRecipientListSchema.parse(before.body);
    expect(Object.keys(before.body[0]).sort()).toEqual(
      ['id', 'name', 'bankName', 'accountNumber', 'ifscCode', 'relationship', 'createdAt', 'userName', 'userEmail'].sort(),
    );
    expect(recipients.map((recipient) => recipient.id).slice(0, 2)).toEqual([removed.body.id, kept.body.id]);
    expect(recipients[1]).toMatchObject({
      name: 'Lakshmi Nair',
      relationship: 'Self',
      accountNumber: kept.body.accountNumber,
      ifscCode: 'SBIN0001234',
      bankName: 'State Bank of India',
      userName: 'Arjun Mehta',
      userEmail: owner.email,
    });
    const countBefore = Number(before.headers.get('x-total-count'));

    expect((await owner.client.delete(`/api/recipients/${removed.body.id}`)).status).toBe(200);
    const after = await admin.get('/api/admin/recipients');
    expect(after.body.map((recipient: { id: number }) => recipient.id)).not.toContain(removed.body.id);
    expect(Number(after.headers.get('x-total-count'))).toBe(countBefore - 1);
  });

  it('pages with no duplicates and no gaps; the count matches the rows', async () => {
    const owner = await signedUpClient(testApp);
    for (let index = 0; index < 5; index++) await owner.client.post('/api/recipients', newRecipient());
    const { rows, total } = await walk('/api/admin/recipients', 2);
    expect(rows.length).toBe(Number(total));
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    const [live] = (await testApp.database.db.execute<{ n: string }>(sql`select count(*)::text as n from recipients where deleted_at is null`)).rows;
    expect(total).toBe(live!.n);
  });
});

describe('POST /api/admin/exchange-rates', () => {
  const post = (body: unknown) => admin.post('/api/admin/exchange-rates', body);

  it('201: a new current rate, effective at once for the public rate and quotes; audited', async () => {
    const response = await post({ fromCurrency: 'CAD', toCurrency: 'INR', rate: '64.1250' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      message: 'Exchange rate updated successfully',
      rate: {
        id: expect.any(Number),
        fromCurrency: 'CAD',
        toCurrency: 'INR',
        rate: '64.125000',
        previousRate: '63.000000',
        createdAt: expect.any(String),
        createdBy: { name: 'Olivia Tremblay', email: adminEmail },
      },
    });
    expect((await testApp.client().get('/api/exchange-rates')).body).toEqual({ rate: 64.125, midRate: null, midSource: null, midAsOf: null, arrivalIfPaidToday: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    const [audit] = (
      await testApp.database.db.execute<{ before: unknown; after: unknown; ip: string }>(
        sql`select before, after, ip from audit_events where action = 'exchange_rate.updated' and target_id = ${String(response.body.rate.id)}`,
      )
    ).rows;
    expect(audit).toEqual({
      before: { rate: '63.000000' },
      after: { rate: '64.125000', changePercent: '1.79', referenceKind: 'current', alertsRearmed: 0 },
      ip: '127.0.0.1',
    });
  });

  it.each([
    ['0', 'Rate must be a positive number'],
    ['0.0000', 'Rate must be a positive number'],
    ['-5', 'Rate must be a positive number'],
    ['abc', 'Rate must be a positive number'],
    ['', 'Rate must be a positive number'],
    ['1e2', 'Rate must be a positive number'],
    ['NaN', 'Rate must be a positive number'],
    ['63.12345', 'Rate can have at most 4 decimal places'],
    ['10000', 'Rate must be less than 10000'],
    ['12345.5', 'Rate must be less than 10000'],
  ])('rate %j → 400 "%s", nothing stored', async (rate, message) => {
    const before = await testApp.database.db.execute<{ n: number }>(sql`select count(*)::int as n from exchange_rates`);
    const response = await post({ fromCurrency: 'CAD', toCurrency: 'INR', rate });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    const after = await testApp.database.db.execute<{ n: number }>(sql`select count(*)::int as n from exchange_rates`);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('400 for a number instead of text, a missing rate, or another currency pair', async () => {
    expect((await post({ fromCurrency: 'CAD', toCurrency: 'INR', rate: 63.5 })).body.message).toBe('Rate must be a positive number');
    expect((await post({ fromCurrency: 'CAD', toCurrency: 'INR' })).body.message).toBe('Rate must be a positive number');
    const usd = await post({ fromCurrency: 'USD', toCurrency: 'INR', rate: '83' });
    expect(usd.status).toBe(400);
    expect(usd.body.message).toBe('Only the CAD to INR rate can be set');
    expect((await post({ fromCurrency: 'CAD', toCurrency: 'EUR', rate: '0.7' })).body.message).toBe('Only the CAD to INR rate can be set');
  });

  it('the largest and smallest rates the schema allows pass it, then wait for a second operator (issue 33: over 10 % away)', async () => {
    const largest = await post({ rate: '9999.9999', confirm: true });
    expect(largest.status).toBe(202);
    expect(largest.body.rateChange.rate).toBe('9999.999900');
    expect((await post({ rate: ' 0.0001 ', confirm: true })).body.rateChange.rate).toBe('0.000100');
  });
});

describe('GET /api/admin/exchange-rates/history', () => {
  it('newest first, each with the rate it replaced and who set it (null for the seeded rate)', async () => {
    testApp.clock.advance(MINUTE_MS);
    await admin.post('/api/admin/exchange-rates', { rate: '61.5', confirm: true });
    testApp.clock.advance(MINUTE_MS);
    await admin.post('/api/admin/exchange-rates', { rate: '62', confirm: true });
    const response = await admin.get('/api/admin/exchange-rates/history');
    expect(response.status).toBe(200);
    const history = exchangeRateHistorySchema.parse(response.body);
    expect(history.slice(0, 2).map((entry) => [entry.rate, entry.previousRate])).toEqual([
      ['62.000000', '61.500000'],
      ['61.500000', history[2]!.rate],
    ]);
    const seeded = history.at(-1)!;
    expect(seeded).toMatchObject({ rate: '63.000000', previousRate: null, createdBy: null });
    expect(history.every((entry, index) => index === 0 || Date.parse(entry.createdAt) <= Date.parse(history[index - 1]!.createdAt))).toBe(true);
    expect(response.headers.get('x-total-count')).toBe(String(history.length));
    expect((await testApp.client().get('/api/exchange-rates')).body).toEqual({ rate: 62, midRate: null, midSource: null, midAsOf: null, arrivalIfPaidToday: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  });

  it('pages like the other lists', async () => {
    const { rows, total } = await walk('/api/admin/exchange-rates/history', 2);
    expect(rows.length).toBe(Number(total));
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
  });
});
