import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteTransfer } from '../../domain/quote';
import { monitoringStatusSchema } from '../../domain/schemas/admin';
import { claimPeriod, startJobs } from '../src/jobs/scheduler';
import { paymentMonitorJob, runPaymentMonitor } from '../src/payments/monitor';
import type { CollectionProvider } from '../src/payments/collection-provider';
import { recordSandboxETransfer } from '../src/payments/sandbox';
import { groupReferenceCode } from '../../domain/reference-code';
import type { ApiClient } from './api-client';
import { adminClient, newRecipient, signedUpClient, startTestApp, type TestApp } from './harness';
import { runManage } from './server-process';

/**
 * Payments (docs/architecture.md § Payments): incoming sandbox e-Transfers, the monitor that matches them to
 * pending transfers by reference code AND exact amount (without changing the status), its run records,
 * monitoring-status, apaylo-balance and check-payment. The run function is called directly.
 */

let testApp: TestApp;
let admin: ApiClient;
let adminUserId: number;

beforeAll(async () => {
  testApp = await startTestApp();
  const signedUp = await adminClient(testApp);
  admin = signedUp.client;
  adminUserId = signedUp.user.id;
});
afterAll(() => testApp.close());

const ctx = () => testApp.app.ctx;
const run = () => runPaymentMonitor(ctx(), { trigger: 'schedule' });

async function pendingTransfer(cadAmount = '500') {
  const customer = await signedUpClient(testApp);
  const recipient = await customer.client.post('/api/recipients', newRecipient());
  const response = await customer.client.post('/api/transfers', { ...quoteTransfer({ cadAmount, currentRate: '63' }), recipientId: recipient.body.id });
  expect(response.status).toBe(201);
  return response.body as { id: number; referenceCode: string; cadAmount: string };
}

const etransfer = (reference: string, amount: string, sender = 'Asha Patel', email = 'asha.patel@example.com') =>
  recordSandboxETransfer(testApp.database.db, testApp.clock, { reference, amount, sender, email });

async function adminView(id: number) {
  const row = (await testApp.database.db.execute<{ reference_code: string }>(sql`select reference_code from transfers where id = ${id}`)).rows[0]!;
  const response = await admin.get(`/api/admin/transfers?search=${row.reference_code}`);
  return response.body.find((transfer: { id: number }) => transfer.id === id);
}

async function status() {
  const response = await admin.get('/api/admin/monitoring-status');
  expect(response.status).toBe(200);
  return monitoringStatusSchema.parse(response.body);
}

describe('before any run', () => {
  it('monitoring-status says the monitor has not run', async () => {
    expect(await status()).toEqual({
      running: false,
      intervalMs: 30_000,
      lastRunAt: null,
      lastMatchedCount: null,
      lastError: null,
      unmatchedCount: 0,
      reviewCount: 0,
      provider: 'sandbox',
    });
  });

  it('the sandbox balance is 0.00 CAD', async () => {
    expect((await admin.get('/api/admin/apaylo-balance')).body).toEqual({ balance: '0.00', currency: 'CAD' });
  });
});

describe('matching incoming e-Transfers', () => {
  it('matches by reference code and exact amount, records the payment, and leaves the status to an operator', async () => {
    const transfer = await pendingTransfer('500');
    const incoming = await etransfer(transfer.referenceCode, '500.00', 'Asha Patel', 'asha.patel@example.com');
    const result = await run();
    expect(result).toMatchObject({ skipped: false, fetchedCount: 1, matchedCount: 1, matchedTransferIds: [transfer.id] });
    expect(await adminView(transfer.id)).toMatchObject({
      status: 'pending',
      paymentReceived: true,
      apayloTransactionId: incoming.transactionId,
      apayloSenderName: 'Asha Patel',
      apayloSenderEmail: 'asha.patel@example.com',
    });
    const [audit] = (
      await testApp.database.db.execute<{ actor_user_id: number | null; after: { transactionId: string } }>(
        sql`select actor_user_id, after from audit_events where action = 'payment.matched' and target_id = ${String(transfer.id)}`,
      )
    ).rows;
    expect(audit).toMatchObject({ actor_user_id: null, after: { transactionId: incoming.transactionId, amount: '500.00' } });
    // Running again changes nothing.
    expect(await run()).toMatchObject({ fetchedCount: 0, matchedCount: 0 });
  });

  it('finds the reference in any case, inside a longer message', async () => {
    const transfer = await pendingTransfer('120.55');
    await etransfer(`Payment for ${transfer.referenceCode.toLowerCase()}, thanks!`, '120.55');
    expect((await run()).matchedTransferIds).toEqual([transfer.id]);
  });

  it('finds a reference written in groups as the app shows it (QIBA EX7E 2R), with spaces or hyphens', async () => {
    const spaced = await pendingTransfer('130.10');
    const hyphenated = await pendingTransfer('130.20');
    await etransfer(`Rent ${groupReferenceCode(spaced.referenceCode).toLowerCase()}. Thanks`, '130.10');
    await etransfer(groupReferenceCode(hyphenated.referenceCode).replaceAll(' ', '-'), '130.20');
    expect((await run()).matchedTransferIds.sort((a, b) => a - b)).toEqual([spaced.id, hyphenated.id]);
  });

  it('a different amount or an unknown reference stays unmatched and shows in monitoring-status', async () => {
    const transfer = await pendingTransfer('300');
    const before = (await status()).unmatchedCount;
    await etransfer(transfer.referenceCode, '299.99');
    await etransfer('ZZZZ999999', '300');
    const result = await run();
    expect(result.matchedCount).toBe(0);
    expect(result.unmatchedCount).toBe(before + 2);
    expect(await adminView(transfer.id)).toMatchObject({ paymentReceived: false, apayloTransactionId: null });
    const monitoring = await status();
    expect(monitoring).toMatchObject({ running: true, lastMatchedCount: 0, lastError: null, unmatchedCount: before + 2 });
    expect(Date.parse(monitoring.lastRunAt!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('an e-Transfer that arrives before the transfer is submitted is matched on a later run', async () => {
    const customer = await signedUpClient(testApp);
    const recipient = await customer.client.post('/api/recipients', newRecipient());
    const referenceCode = 'EARLY12345';
    await etransfer(referenceCode, '75');
    expect((await run()).matchedCount).toBe(0);
    const transfer = await customer.client.post('/api/transfers', {
      ...quoteTransfer({ cadAmount: '75', currentRate: '63' }),
      recipientId: recipient.body.id,
      referenceCode,
    });
    expect(transfer.status).toBe(201);
    expect((await run()).matchedTransferIds).toEqual([transfer.body.id]);
  });

  it('a second payment for the same transfer is not matched again; an unpaid approved transfer is (issue 33), a rejected one is not', async () => {
    const transfer = await pendingTransfer('40');
    await etransfer(transfer.referenceCode, '40');
    await etransfer(transfer.referenceCode, '40');
    const result = await run();
    expect(result.matchedTransferIds).toEqual([transfer.id]);
    const unmatched = await testApp.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from incoming_etransfers where matched_transfer_id is null and message = ${transfer.referenceCode}`,
    );
    expect(unmatched.rows[0]!.n).toBe(1);

    const approved = await pendingTransfer('41');
    expect((await admin.patch(`/api/admin/transfers/${approved.id}`, { status: 'approved' })).status).toBe(200);
    await etransfer(approved.referenceCode, '41');
    // Approved before its payment was recorded: its payout waits for this payment.
    expect((await run()).matchedTransferIds).toEqual([approved.id]);

    const rejected = await pendingTransfer('42');
    expect((await admin.patch(`/api/admin/transfers/${rejected.id}`, { status: 'rejected' })).status).toBe(200);
    await etransfer(rejected.referenceCode, '42');
    expect((await run()).matchedCount).toBe(0);
  });

  it('only one run at a time: a run that finds the lock taken skips', async () => {
    const transfer = await pendingTransfer('64');
    await etransfer(transfer.referenceCode, '64');
    const holder = new pg.Client({ connectionString: testApp.config.databaseUrl });
    await holder.connect();
    try {
      await holder.query('select pg_advisory_lock(7236002)');
      expect(await run()).toMatchObject({ skipped: true, matchedCount: 0 });
      expect((await adminView(transfer.id)).paymentReceived).toBe(false);
    } finally {
      await holder.query('select pg_advisory_unlock(7236002)');
      await holder.end();
    }
    expect((await run()).matchedTransferIds).toEqual([transfer.id]);
  });

  it('concurrent runs match each e-Transfer once', async () => {
    const transfers = await Promise.all([pendingTransfer('21'), pendingTransfer('22'), pendingTransfer('23')]);
    for (const transfer of transfers) await etransfer(transfer.referenceCode, transfer.cadAmount);
    const results = await Promise.all(Array.from({ length: 5 }, () => run()));
    expect(results.flatMap((result) => result.matchedTransferIds).sort()).toEqual(transfers.map((transfer) => transfer.id).sort());
  });

  it('a provider failure is recorded as the last error, and the next good run clears it', async () => {
    const failing: CollectionProvider = {
      name: 'sandbox',
      listIncoming: async () => {
        throw new Error('provider timed out');
      },
      balance: async () => ({ balance: '0.00', currency: 'CAD' }),
    };
    await expect(runPaymentMonitor(ctx(), { trigger: 'schedule', provider: failing })).rejects.toThrow('provider timed out');
    expect(await status()).toMatchObject({ lastError: 'provider timed out', lastMatchedCount: 0 });
    await run();
    expect((await status()).lastError).toBeNull();
  });

  it('the aggregate is untouched by matching (no status change)', async () => {
    const aggregate = await testApp.database.db.execute<{ n: string }>(sql`select sum(count)::text as n from transfer_daily_stats where status = 'pending'`);
    const direct = await testApp.database.db.execute<{ n: string }>(sql`select count(*)::text as n from transfers where status = 'pending'`);
    expect(aggregate.rows[0]!.n).toBe(direct.rows[0]!.n);
  });
});

describe('POST /api/admin/check-payment/:id', () => {
  it('paymentFound with the sender when the e-Transfer has arrived (the check runs the matcher)', async () => {
    const transfer = await pendingTransfer('250');
    await etransfer(transfer.referenceCode, '250', 'ASHA K PATEL', 'asha.k@bank.example');
    const response = await admin.post(`/api/admin/check-payment/${transfer.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      paymentFound: true,
      needsReview: false,
      message: 'Payment Found: $250.00 received from ASHA K PATEL (asha.k@bank.example).',
      transfer: { id: transfer.id, paymentReceived: true, apayloSenderEmail: 'asha.k@bank.example', status: 'pending' },
    });
    const [audit] = (
      await testApp.database.db.execute<{ actor_user_id: number }>(
        sql`select actor_user_id from audit_events where action = 'payment.matched' and target_id = ${String(transfer.id)}`,
      )
    ).rows;
    expect(audit!.actor_user_id).toBe(adminUserId);
    // Asking again still finds it.
    expect((await admin.post(`/api/admin/check-payment/${transfer.id}`)).body.paymentFound).toBe(true);
  });

  it('matches only the transfer asked about', async () => {
    const asked = await pendingTransfer('90');
    const other = await pendingTransfer('91');
    await etransfer(other.referenceCode, '91');
    const response = await admin.post(`/api/admin/check-payment/${asked.id}`);
    expect(response.body).toMatchObject({
      paymentFound: false,
      needsReview: false,
      message: `No Payment: no matching e-Transfer has been received for ${asked.referenceCode} yet.`,
    });
    expect((await adminView(other.id)).paymentReceived).toBe(false);
    expect((await run()).matchedTransferIds).toEqual([other.id]);
  });

  it('waits for a monitor run in progress instead of failing', async () => {
    const transfer = await pendingTransfer('66');
    await etransfer(transfer.referenceCode, '66');
    const holder = new pg.Client({ connectionString: testApp.config.databaseUrl });
    await holder.connect();
    await holder.query('select pg_advisory_lock(7236002)');
    const pending = admin.post(`/api/admin/check-payment/${transfer.id}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await holder.query('select pg_advisory_unlock(7236002)');
    await holder.end();
    expect((await pending).body.paymentFound).toBe(true);
  });

  it('404 for an unknown transfer, 400 for a malformed id', async () => {
    const unknown = await admin.post('/api/admin/check-payment/987654321');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Transfer not found' });
    expect((await admin.post('/api/admin/check-payment/abc')).status).toBe(400);
  });
});

describe('GET /api/admin/apaylo-balance', () => {
  it('is the sandbox account’s exact total received, as a decimal string', async () => {
    const [expected] = (
      await testApp.database.db.execute<{ total: string }>(sql`select sum(amount)::numeric(14,2)::text as total from sandbox_etransfers`)
    ).rows;
    const response = await admin.get('/api/admin/apaylo-balance');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ balance: expected!.total, currency: 'CAD' });
    await etransfer('ANYTHING', '0.10');
    await etransfer('ANYTHING', '0.20');
    const after = await admin.get('/api/admin/apaylo-balance');
    const cents = (value: string) => BigInt(value.replace('.', ''));
    expect(cents(after.body.balance) - cents(response.body.balance)).toBe(30n);
  });
});

describe('the scheduled monitor', () => {
  it('runs on its timer and stops cleanly, waiting for the run in progress', async () => {
    const transfer = await pendingTransfer('33');
    await etransfer(transfer.referenceCode, '33');
    const monitor = startJobs(ctx(), [paymentMonitorJob(ctx(), 50)]);
    try {
      const deadline = Date.now() + 5_000;
      while (Date.now() < deadline && !(await adminView(transfer.id)).paymentReceived) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    } finally {
      await monitor.stop();
    }
    expect((await adminView(transfer.id)).paymentReceived).toBe(true);
    const runs = await testApp.database.db.execute<{ n: number }>(sql`select count(*)::int as n from payment_monitor_runs where trigger = 'schedule'`);
    const after = runs.rows[0]!.n;
    await new Promise((resolve) => setTimeout(resolve, 200));
    const later = await testApp.database.db.execute<{ n: number }>(sql`select count(*)::int as n from payment_monitor_runs where trigger = 'schedule'`);
    expect(later.rows[0]!.n).toBe(after);
  });
});

describe('claiming a period', () => {
  it('of instances claiming one period at once exactly one wins; a claim only moves forward', async () => {
    const period = new Date(Date.UTC(2099, 0, 1, 12, 0, 0));
    const later = new Date(period.getTime() + 30_000);
    const job = paymentMonitorJob(ctx()).name;
    const claim = (at: Date) => claimPeriod(testApp.database.db, job, at, ctx().clock.now());
    const claims = await Promise.all(Array.from({ length: 8 }, () => claim(period)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claim(period)).toBe(false);
    expect(await claim(new Date(period.getTime() - 30_000))).toBe(false);
    expect(await claim(later)).toBe(true);
    // No claim left in the future, which would stop any later scheduled run in this file.
    await testApp.database.db.execute(sql`delete from scheduled_jobs`);
  });
});

describe('npm run manage -- sandbox-etransfer', () => {
  const manage = (...args: string[]) => runManage(testApp.config.databaseUrl, ...args);

  it('records an incoming e-Transfer that the monitor then matches; refuses bad input', async () => {
    const transfer = await pendingTransfer('480');
    const recorded = await manage('sandbox-etransfer', '--reference', transfer.referenceCode, '--amount', '480', '--sender', 'Patel Asha', '--email', 'asha@bank.example');
    expect(recorded.output).toMatch(new RegExp(`Recorded sandbox e-Transfer SBX-[0-9A-F]{12}: \\$480\\.00 from Patel Asha <asha@bank\\.example>, message "${transfer.referenceCode}"`));
    expect(recorded.code).toBe(0);
    expect((await run()).matchedTransferIds).toEqual([transfer.id]);
    expect((await adminView(transfer.id)).apayloSenderName).toBe('Patel Asha');

    const bad = await manage('sandbox-etransfer', '--reference', 'X', '--amount=-5', '--sender', 'N', '--email', 'not-an-email');
    expect(bad.code).toBe(2);
    expect(bad.output).toContain('The amount must be a number of dollars above 0 with at most 2 decimals');
    expect(bad.output).toContain('Please enter a valid email address');
  });
});
