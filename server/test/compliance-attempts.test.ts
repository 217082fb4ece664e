import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../domain/compliance';
import { quoteTransfer } from '../../domain/quote';
import { transferAttemptListSchema } from '../../domain/schemas/compliance-case-work';
import type { ApiClient } from './api-client';
import { adminClient, newRecipient, setLimits, setRate, signedUpClient, startTestApp, verifyCustomer, type TestApp } from './harness';

/**
 * Attempts are records too (issue 31, item 11): a transfer refused for verification_required,
 * limit_exceeded or recipient_address_required (or rejected while a case held it:
 * compliance-freeze.test.ts) is kept as an attempt — who, amount, recipient, reason, time — shown to
 * operators (GET /api/admin/compliance/attempts), and three refused attempts within 24 hours open a
 * suspicious-transaction review case, once per window; the number is a setting (audited).
 */

const RATE = '63.00';
let testApp: TestApp;
let operator: { client: ApiClient; user: { id: number } };

beforeAll(async () => {
  testApp = await startTestApp();
  await setRate(testApp, RATE);
  operator = await adminClient(testApp);
  await setLimits(testApp, { ...DEFAULT_LIMITS, verified: { perTransfer: '5000.00', daily: '10000.00', monthly: '30000.00' } });
});
afterAll(() => testApp.close());

const transfer = (cadAmount: string, recipientId: number, referenceCode?: string) => ({
  ...quoteTransfer({ cadAmount, currentRate: RATE }),
  recipientId,
  ...(referenceCode ? { referenceCode } : {}),
});

async function attemptsOf(userId: number) {
  const response = await operator.client.get(`/api/admin/compliance/attempts?userId=${userId}`);
  expect(response.status).toBe(200);
  return transferAttemptListSchema.parse(response.body);
}

async function reviewsOf(userId: number) {
  const result = await testApp.database.db.execute<{ id: number; status: string; rule: string; summary: string; opened_by: number | null }>(
    sql`select id, status, rule, summary, opened_by from compliance_cases where user_id = ${userId} and kind = 'str' order by id`,
  );
  return result.rows;
}

describe('refused transfers are kept as attempts', () => {
  it('keeps who, how much, to whom, why and when; a retry of one refused submission is one attempt; allowed ones write none', async () => {
    const basic = await signedUpClient(testApp, { firstName: 'Neha', lastName: 'Joshi' });
    const recipient = await basic.client.post('/api/recipients', newRecipient({ name: 'Rahul Joshi' }));
    expect((await basic.client.post('/api/transfers', transfer('500', recipient.body.id))).status).toBe(201);
    expect(await attemptsOf(basic.user.id)).toEqual([]);

    const refused = await basic.client.post('/api/transfers', transfer('1000', recipient.body.id, 'NJ4K2P9QX1'));
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('verification_required');
    expect((await basic.client.post('/api/transfers', transfer('1000', recipient.body.id, 'NJ4K2P9QX1'))).status).toBe(422);
    expect(await attemptsOf(basic.user.id)).toEqual([
      {
        id: expect.any(Number),
        userId: basic.user.id,
        customerName: 'Neha Joshi',
        customerEmail: basic.email,
        recipientId: recipient.body.id,
        recipientName: 'Rahul Joshi',
        cadAmount: '1000.00',
        reason: 'verification_required',
        referenceCode: 'NJ4K2P9QX1',
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      },
    ]);
  });

  it('three refusals in 24 hours open one str review case (by the rule, holding nothing); a fourth opens no other', async () => {
    const who = await signedUpClient(testApp, { firstName: 'Vikram', lastName: 'Rao' });
    await verifyCustomer(testApp, who.user.id);
    const noAddress = await who.client.post('/api/recipients', newRecipient({ address: undefined, city: undefined, state: undefined }));
    const withAddress = await who.client.post('/api/recipients', newRecipient());
    const stranger = await signedUpClient(testApp);
    const strangersRecipient = await stranger.client.post('/api/recipients', newRecipient());

    expect((await who.client.post('/api/transfers', transfer('1500', noAddress.body.id))).body.code).toBe('recipient_address_required');
    const allowed = await who.client.post('/api/transfers', transfer('5000', withAddress.body.id));
    expect(allowed.status).toBe(201);
    expect((await who.client.post('/api/transfers', transfer('5000', withAddress.body.id))).status).toBe(201);
    expect((await who.client.post('/api/transfers', transfer('100', withAddress.body.id))).body.code).toBe('limit_exceeded');
    expect(await reviewsOf(who.user.id)).toEqual([]);
    // Someone else's recipient: the attempt is kept, without naming their recipient.
    expect((await who.client.post('/api/transfers', transfer('200', strangersRecipient.body.id))).body.code).toBe('limit_exceeded');

    const attempts = await attemptsOf(who.user.id);
    expect(attempts.map((attempt) => [attempt.reason, attempt.cadAmount, attempt.recipientId])).toEqual([
      ['limit_exceeded', '200.00', null],
      ['limit_exceeded', '100.00', withAddress.body.id],
      ['recipient_address_required', '1500.00', noAddress.body.id],
    ]);
    const [review, ...others] = await reviewsOf(who.user.id);
    expect(others).toEqual([]);
    expect(review).toMatchObject({
      status: 'open',
      rule: 'refused_attempts',
      opened_by: null,
      summary: '3 transfers refused by the rules within 24 hours (limits, identity, travel rule or holds). Review whether to report them as attempted transactions.',
    });
    const [audit] = (
      await testApp.database.db.execute<{ actor_user_id: number | null; after: Record<string, unknown> }>(
        sql`select actor_user_id, after from audit_events where action = 'compliance.case_opened' and target_id = ${String(review!.id)}`,
      )
    ).rows;
    expect(audit).toMatchObject({ actor_user_id: null, after: { kind: 'str', rule: 'refused_attempts', attempts: 3, threshold: 3 } });
    // A review holds nothing by itself: an operator flags the customer if it calls for it.
    expect((await operator.client.patch(`/api/admin/transfers/${allowed.body.id}`, { status: 'approved' })).status).toBe(200);

    expect((await who.client.post('/api/transfers', transfer('300', withAddress.body.id))).body.code).toBe('limit_exceeded');
    expect(await reviewsOf(who.user.id)).toHaveLength(1);
  });
});

describe('the rule’s setting', () => {
  it('GET answers the default 3; PUT changes it (audited) and the next refusals count against it; bad values are 400', async () => {
    expect((await operator.client.get('/api/admin/compliance/settings')).body).toEqual({ refusedAttemptsThreshold: 3 });
    for (const body of [{}, { refusedAttemptsThreshold: 0 }, { refusedAttemptsThreshold: 101 }, { refusedAttemptsThreshold: 2.5 }, { refusedAttemptsThreshold: '2' }]) {
      const response = await operator.client.request('PUT', '/api/admin/compliance/settings', { json: body });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Enter a whole number from 1 to 100');
    }
    const saved = await operator.client.request('PUT', '/api/admin/compliance/settings', { json: { refusedAttemptsThreshold: 1 } });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ refusedAttemptsThreshold: 1 });
    const [audit] = (
      await testApp.database.db.execute<{ actor_user_id: number; before: unknown; after: unknown }>(
        sql`select actor_user_id, before, after from audit_events where action = 'compliance.settings_updated'`,
      )
    ).rows;
    expect(audit).toEqual({ actor_user_id: operator.user.id, before: { refusedAttemptsThreshold: 3 }, after: { refusedAttemptsThreshold: 1 } });
    try {
      const who = await signedUpClient(testApp);
      const recipient = await who.client.post('/api/recipients', newRecipient());
      expect((await who.client.post('/api/transfers', transfer('2000', recipient.body.id))).status).toBe(422);
      expect(await reviewsOf(who.user.id)).toHaveLength(1);
    } finally {
      await operator.client.request('PUT', '/api/admin/compliance/settings', { json: { refusedAttemptsThreshold: 3 } });
    }
  });

  it('every call × {no session, customer}: 401, 403; a bad filter is 400', async () => {
    const customer = await signedUpClient(testApp);
    for (const [client, status] of [
      [testApp.client(), 401],
      [customer.client, 403],
    ] as const) {
      expect((await client.get('/api/admin/compliance/attempts')).status).toBe(status);
      expect((await client.get('/api/admin/compliance/settings')).status).toBe(status);
      expect((await client.request('PUT', '/api/admin/compliance/settings', { json: { refusedAttemptsThreshold: 5 } })).status).toBe(status);
    }
    for (const query of ['userId=abc', 'userId=0', 'userId=99999999999', 'limit=0']) {
      expect((await operator.client.get(`/api/admin/compliance/attempts?${query}`)).status).toBe(400);
    }
    const all = await operator.client.get('/api/admin/compliance/attempts?limit=1');
    expect(all.status).toBe(200);
    expect(all.body).toHaveLength(1);
    expect(Number(all.headers.get('x-total-count'))).toBeGreaterThan(1);
    expect(all.headers.get('x-next-cursor')).toEqual(expect.any(String));
  });
});
