import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteTransfer } from '../../domain/quote';
import { runPaymentMonitor } from '../src/payments/monitor';
import { recordSandboxETransfer } from '../src/payments/sandbox';
import type { ApiClient } from './api-client';
import { adminClient, newRecipient, signedUpClient, startTestApp, type TestApp } from './harness';

/**
 * GET /metrics (issue 35; docs/DEPLOY.md § What to watch): Prometheus text behind METRICS_TOKEN,
 * a 404 without one; HTTP latency by route pattern, the runtime and pool; and the business
 * gauges moving as a transfer is created, paid and approved.
 */

const TOKEN = 'metrics-token-for-the-tests-0123456789';

let testApp: TestApp;
let admin: ApiClient;

beforeAll(async () => {
  testApp = await startTestApp({ env: { METRICS_TOKEN: TOKEN } });
  admin = (await adminClient(testApp)).client;
});
afterAll(async () => {
  await testApp.close();
});

async function scrape(): Promise<string> {
  const response = await testApp.client().get('/metrics', { authorization: `Bearer ${TOKEN}` });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body as string;
}

/** A sample's value: `name{labels} value`. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  if (line === undefined) throw new Error(`no sample ${series}`);
  return Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('answers 401 without the token or with another, and the Prometheus text with it', async () => {
    const none = await testApp.client().get('/metrics');
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect(none.body).toEqual({ message: 'Send the metrics token as Authorization: Bearer <METRICS_TOKEN>.' });
    expect((await testApp.client().get('/metrics', { authorization: `Bearer ${TOKEN}x` })).status).toBe(401);
    expect((await testApp.client().get('/metrics', { authorization: TOKEN })).status).toBe(401);

    const text = await scrape();
    expect(text).toContain('# TYPE maplerupee_http_request_duration_seconds histogram');
    expect(text).toContain('# TYPE maplerupee_nodejs_eventloop_lag_seconds gauge');
    expect(sample(text, 'maplerupee_db_pool_connections{state="total"}')).toBeGreaterThan(0);
    expect(text).toMatch(/^maplerupee_payment_monitor_lag_seconds -?\d/m);
    expect(text).toMatch(/^maplerupee_compliance_cases_open\{kind="eftr"\} \d+$/m);
  });

  it('times requests under their route pattern, never the raw URL', async () => {
    await testApp.client().get('/api/transfers/123456');
    const text = await scrape();
    expect(text).toMatch(/maplerupee_http_request_duration_seconds_count\{method="GET",route="\/api\/transfers\/:id",status_code="401"\} [1-9]/);
    expect(text).not.toContain('123456');
  });

  it('the business gauges move as a transfer is created, paid and approved', async () => {
    const pending = (text: string, payment: string) => sample(text, `maplerupee_transfers_pending{payment="${payment}"}`);
    const before = await scrape();
    const customer = await signedUpClient(testApp);
    const recipient = await customer.client.post('/api/recipients', newRecipient());
    const made = await customer.client.post('/api/transfers', { ...quoteTransfer({ cadAmount: '500', currentRate: '63' }), recipientId: recipient.body.id });
    expect(made.status).toBe(201);

    const created = await scrape();
    expect(pending(created, 'awaiting')).toBe(pending(before, 'awaiting') + 1);
    // The submitted mail waits in the queue until the queue's next turn.
    expect(sample(created, 'maplerupee_mail_queue_depth')).toBeGreaterThanOrEqual(0);

    await recordSandboxETransfer(testApp.database.db, testApp.clock, { reference: made.body.referenceCode, amount: '500.00', sender: 'Asha Patel', email: customer.email });
    await runPaymentMonitor(testApp.app.ctx, { trigger: 'schedule' });
    const paid = await scrape();
    expect(pending(paid, 'awaiting')).toBe(pending(before, 'awaiting'));
    expect(pending(paid, 'received')).toBe(pending(before, 'received') + 1);
    expect(sample(paid, 'maplerupee_payment_monitor_lag_seconds')).toBeGreaterThanOrEqual(0);

    expect((await admin.patch(`/api/admin/transfers/${made.body.id}`, { status: 'approved' })).status).toBe(200);
    const approved = await scrape();
    expect(pending(approved, 'received')).toBe(pending(before, 'received'));
    expect(sample(approved, 'maplerupee_payouts{state="pending"}')).toBe(sample(before, 'maplerupee_payouts{state="pending"}') + 1);
  });
});

describe('the dashboard and the docs', () => {
  it('name only metrics the server exposes (docs/deploy/grafana-dashboard.json, docs/DEPLOY.md § What to watch)', async () => {
    const exposed = new Set([...(await scrape()).matchAll(/^# TYPE (\S+) /gm)].map((match) => match[1]!));
    const named = (text: string) => new Set([...text.matchAll(/maplerupee_[a-z_]+/g)].map((match) => match[0].replace(/_(bucket|count|sum)$/, '')));
    const dashboard = named(readFileSync(new URL('../../docs/deploy/grafana-dashboard.json', import.meta.url), 'utf8'));
    const deploy = readFileSync(new URL('../../docs/DEPLOY.md', import.meta.url), 'utf8');
    const watch = named(deploy.slice(deploy.indexOf('## What to watch'), deploy.indexOf('\n## ', deploy.indexOf('## What to watch') + 1)));
    expect(dashboard.size).toBeGreaterThan(5);
    expect(watch.size).toBeGreaterThan(5);
    expect([...dashboard, ...watch].filter((name) => !exposed.has(name))).toEqual([]);
  });
});

describe('without METRICS_TOKEN', () => {
  it('answers 404, not the web app’s page', async () => {
    const plain = await startTestApp();
    try {
      const response = await plain.client().get('/metrics');
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Not found' });
    } finally {
      await plain.close();
    }
  });
});
