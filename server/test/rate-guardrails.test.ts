import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rateAlertListSchema } from '../../domain/schemas/rate-alerts';
import { rateChangeDecisionResponseSchema, rateChangePendingResponseSchema, rateChangeRequestListSchema } from '../../domain/schemas/rate-settings';
import { auditEvents, mailQueue, rateAlerts } from '../src/db/schema';
import type { ApiClient } from './api-client';
import { MINUTE_MS } from './clock';
import { adminClient, setRate, signedUpClient, startTestApp, type TestApp } from './harness';

/**
 * Issue 33 item 11: the guardrails of an operator's rate (POST /api/admin/exchange-rates). More than
 * 2 % from the current rate needs `confirm: true` (else 409 rate_change_unconfirmed with the
 * percent); more than 10 % waits for a second operator; a correction within 15 minutes re-arms the
 * rate alerts the wrong rate fired.
 */

let testApp: TestApp;
let operator: ApiClient;
let secondOperator: ApiClient;

beforeAll(async () => {
  // The test clock moves past 15-minute windows: sessions last the whole file.
  testApp = await startTestApp({ env: { SESSION_IDLE_MINUTES: '1440', SESSION_ABSOLUTE_MINUTES: '1440' } });
  operator = (await adminClient(testApp)).client;
  secondOperator = (await adminClient(testApp)).client;
});
afterAll(() => testApp.close());
beforeEach(async () => {
  // Past any correction window of the previous test, then 64 INR per CAD.
  testApp.clock.advance(20 * MINUTE_MS);
  await setRate(testApp, '64');
});

const publicRate = async () => (await testApp.client().get('/api/exchange-rates')).body.rate as number;
const post = (body: Record<string, unknown>, client = operator) => client.post('/api/admin/exchange-rates', body);

describe('the 2 % confirmation', () => {
  it('1.9 % passes without a confirmation: 201, live', async () => {
    const response = await post({ rate: '65.216' });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(await publicRate()).toBe(65.216);
  });

  it('2.1 %: 409 rate_change_unconfirmed with the percent and what it was compared with; nothing changes', async () => {
    const audits = await testApp.database.db.select({ id: auditEvents.id }).from(auditEvents);
    const response = await post({ rate: '62.656' });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      code: 'rate_change_unconfirmed',
      changePercent: '2.10',
      referenceRate: '64.000000',
      referenceKind: 'current',
      rate: '62.656',
      secondApprovalRequired: false,
    });
    expect(response.body.message).toContain('2.10');
    expect(await publicRate()).toBe(64);
    expect(await testApp.database.db.select({ id: auditEvents.id }).from(auditEvents)).toHaveLength(audits.length);
  });

  it('2.1 % with confirm: true: 201, live, audited with the percent', async () => {
    const response = await post({ rate: '62.656', confirm: true });
    expect(response.status).toBe(201);
    expect(await publicRate()).toBe(62.656);
    const [audit] = await testApp.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'exchange_rate.updated'))
      .orderBy(auditEvents.id)
      .then((rows) => rows.slice(-1));
    expect(audit?.after).toMatchObject({ rate: '62.656000', changePercent: '2.10', referenceKind: 'current' });
  });
});

describe('the 10 % second approval', () => {
  it('11 % without confirm: 409 saying a second approval will follow', async () => {
    const response = await post({ rate: '71.04' });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: 'rate_change_unconfirmed', changePercent: '11.00', secondApprovalRequired: true });
  });

  it('11 % confirmed: 202 pending, not live; its operator cannot approve it (403); another operator approves: live, audited', async () => {
    const response = await post({ rate: '71.04', confirm: true });
    expect(response.status).toBe(202);
    const { rateChange } = rateChangePendingResponseSchema.parse(response.body);
    expect(rateChange).toMatchObject({ rate: '71.040000', changePercent: '11.00', referenceKind: 'current', status: 'pending', decidedBy: null });
    expect(await publicRate()).toBe(64);

    const pending = rateChangeRequestListSchema.parse((await secondOperator.get('/api/admin/exchange-rates/changes')).body);
    expect(pending.map((change) => change.id)).toContain(rateChange.id);

    const own = await operator.post(`/api/admin/exchange-rates/changes/${rateChange.id}/approve`);
    expect(own.status).toBe(403);
    expect(own.body.code).toBe('own_rate_change');
    expect(await publicRate()).toBe(64);

    const approved = await secondOperator.post(`/api/admin/exchange-rates/changes/${rateChange.id}/approve`);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(rateChangeDecisionResponseSchema.parse(approved.body).rateChange).toMatchObject({ status: 'approved' });
    expect(await publicRate()).toBe(71.04);
    const audits = await testApp.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'exchange_rate.change_approved'));
    expect(audits.at(-1)?.after).toMatchObject({ rate: '71.040000', rateChangeRequestId: rateChange.id });

    const again = await secondOperator.post(`/api/admin/exchange-rates/changes/${rateChange.id}/approve`);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('rate_change_decided');
    const listed = rateChangeRequestListSchema.parse((await secondOperator.get('/api/admin/exchange-rates/changes')).body);
    expect(listed.map((change) => change.id)).not.toContain(rateChange.id);
  });

  it('6460 typed for 64.60 never goes live on one operator’s word: 409 with 9900 %, then pending; another operator rejects it', async () => {
    await setRate(testApp, '64.60');
    const unconfirmed = await post({ rate: '6460' });
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.body).toMatchObject({ code: 'rate_change_unconfirmed', changePercent: '9900.00', secondApprovalRequired: true });
    const confirmed = await post({ rate: '6460', confirm: true });
    expect(confirmed.status).toBe(202);
    expect(await publicRate()).toBe(64.6);
    const { rateChange } = rateChangePendingResponseSchema.parse(confirmed.body);
    const rejected = await secondOperator.post(`/api/admin/exchange-rates/changes/${rateChange.id}/reject`);
    expect(rejected.status).toBe(200);
    expect(rateChangeDecisionResponseSchema.parse(rejected.body).rateChange).toMatchObject({ status: 'rejected' });
    expect((await secondOperator.post(`/api/admin/exchange-rates/changes/${rateChange.id}/approve`)).status).toBe(409);
    expect(await publicRate()).toBe(64.6);
  });

  it('an unknown change is 404; a malformed id 400; a customer 403', async () => {
    expect((await secondOperator.post('/api/admin/exchange-rates/changes/999999/approve')).status).toBe(404);
    expect((await secondOperator.post('/api/admin/exchange-rates/changes/abc/approve')).status).toBe(400);
    const customer = await signedUpClient(testApp);
    expect((await customer.client.get('/api/admin/exchange-rates/changes')).status).toBe(403);
  });
});

describe('a correction within 15 minutes re-arms the rate alerts the wrong rate fired', () => {
  async function firedAlerts() {
    const customer = await signedUpClient(testApp);
    const ids: number[] = [];
    for (const targetRate of ['64.5', '65.4']) {
      const response = await customer.client.post('/api/rate-alerts', { targetRate });
      expect(response.status).toBe(201);
      ids.push(response.body.id);
    }
    // The wrong rate (2.5 % up) reaches both targets: both end, each with its mail queued.
    expect((await post({ rate: '65.6', confirm: true })).status).toBe(201);
    expect((await rateAlertListSchema.parse((await customer.client.get('/api/rate-alerts')).body))).toEqual([]);
    expect(await testApp.database.db.select().from(mailQueue).where(inArray(mailQueue.rateAlertId, ids))).toHaveLength(2);
    return { customer: customer.client, ids };
  }

  it('corrected 14 minutes later to 64.6: the 65.4 alert is active again and its mail withdrawn; 64.5, still reached, stays ended', async () => {
    const { customer, ids } = await firedAlerts();
    testApp.clock.advance(14 * MINUTE_MS);
    expect((await post({ rate: '64.6' })).status).toBe(201);
    const active = rateAlertListSchema.parse((await customer.get('/api/rate-alerts')).body);
    expect(active.map((alert) => alert.targetRate)).toEqual(['65.4000']);
    const mails = await testApp.database.db.select().from(mailQueue).where(inArray(mailQueue.rateAlertId, ids));
    expect(mails.map((mail) => mail.rateAlertId)).toEqual([ids[0]]);
    // Re-armed, it fires again (and mails again) when a rate truly reaches it.
    testApp.clock.advance(20 * MINUTE_MS);
    expect((await post({ rate: '65.5' })).status).toBe(201);
    expect(rateAlertListSchema.parse((await customer.get('/api/rate-alerts')).body)).toEqual([]);
    expect(await testApp.database.db.select().from(mailQueue).where(eq(mailQueue.rateAlertId, ids[1]!))).toHaveLength(1);
  });

  it('corrected 16 minutes later: nothing is re-armed', async () => {
    const { customer, ids } = await firedAlerts();
    testApp.clock.advance(16 * MINUTE_MS);
    expect((await post({ rate: '64.6' })).status).toBe(201);
    expect(rateAlertListSchema.parse((await customer.get('/api/rate-alerts')).body)).toEqual([]);
    const ended = await testApp.database.db.select().from(rateAlerts).where(inArray(rateAlerts.id, ids));
    expect(ended.every((alert) => alert.triggeredAt !== null)).toBe(true);
    expect(await testApp.database.db.select().from(mailQueue).where(inArray(mailQueue.rateAlertId, ids))).toHaveLength(2);
  });
});

describe('quotes and transfers carry the market rate they were priced from', () => {
  it('a manual rate with no market: midRate, midSource and midAsOf are null on the rate, the quote and the transfer', async () => {
    expect((await testApp.client().get('/api/exchange-rates')).body).toEqual({ rate: 64, midRate: null, midSource: null, midAsOf: null, arrivalIfPaidToday: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    const customer = await signedUpClient(testApp);
    const quote = await customer.client.post('/api/quotes', { cadAmount: '100.00', paymentMethod: 'economy' });
    expect(quote.status).toBe(201);
    expect(quote.body).toMatchObject({ midRate: null, midSource: null, midAsOf: null });
  });
});
