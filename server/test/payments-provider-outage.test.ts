import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteTransfer } from '../../domain/quote';
import { monitoringStatusSchema } from '../../domain/schemas/admin';
import { runPaymentMonitor } from '../src/payments/monitor';
import type { CollectionProvider } from '../src/payments/collection-provider';
import { PROVIDER_RETRY_AFTER_S } from '../src/payments/providers';
import type { ApiClient } from './api-client';
import { adminClient, newRecipient, signedUpClient, startTestApp, type TestApp } from './harness';

/**
 * A payment provider is another company's service and it will fail: the operator's calls that
 * need it answer 503 naming it, with Retry-After, never 500; the monitor records the failure and
 * nothing about the transfer changes.
 */

/** The collection account as it behaves during the provider's outage: every call is refused. */
const unreachableCollection: CollectionProvider = {
  name: 'apaylo',
  listIncoming: () => Promise.reject(new Error('connect ECONNREFUSED 203.0.113.7:443')),
  balance: () => Promise.reject(new Error('socket hang up')),
};

let testApp: TestApp;
let admin: ApiClient;

beforeAll(async () => {
  testApp = await startTestApp({ payments: { collection: unreachableCollection } });
  admin = (await adminClient(testApp)).client;
});
afterAll(() => testApp.close());

const unavailable = {
  message: 'The payment provider (apaylo) is not answering. Please try again in a minute.',
};

describe('the collection provider is down', () => {
  it('503: apaylo-balance names the provider and says when to retry', async () => {
    const response = await admin.get('/api/admin/apaylo-balance');
    expect(response.status).toBe(503);
    expect(response.body).toEqual(unavailable);
    expect(response.headers.get('retry-after')).toBe(String(PROVIDER_RETRY_AFTER_S));
  });

  it('503: check-payment leaves the transfer as it was; monitoring-status shows the failed run', async () => {
    const customer = await signedUpClient(testApp);
    const recipient = await customer.client.post('/api/recipients', newRecipient());
    const created = await customer.client.post('/api/transfers', { ...quoteTransfer({ cadAmount: '250', currentRate: '63' }), recipientId: recipient.body.id });
    expect(created.status).toBe(201);
    const before = await testApp.database.db.execute(sql`select * from transfers where id = ${created.body.id}`);

    const response = await admin.post(`/api/admin/check-payment/${created.body.id}`);
    expect(response.status).toBe(503);
    expect(response.body).toEqual(unavailable);

    const after = await testApp.database.db.execute(sql`select * from transfers where id = ${created.body.id}`);
    expect(after.rows).toEqual(before.rows);
    const status = monitoringStatusSchema.parse((await admin.get('/api/admin/monitoring-status')).body);
    expect(status.lastError).toBe(unavailable.message);
    expect(status.provider).toBe('apaylo');
  });

  it('the scheduled monitor run fails with the same error and records it, without a crash', async () => {
    await expect(runPaymentMonitor(testApp.app.ctx, { trigger: 'schedule' })).rejects.toThrow(unavailable.message);
    const [run] = (
      await testApp.database.db.execute<{ error: string | null; trigger: string }>(
        sql`select error, trigger from payment_monitor_runs order by id desc limit 1`,
      )
    ).rows;
    expect(run).toEqual({ error: unavailable.message, trigger: 'schedule' });
  });
});
