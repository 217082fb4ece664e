import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteTransfer } from '../../domain/quote';
import { backgroundJobs } from '../src/jobs/background-jobs';
import { claimPeriod, startJobs, type PeriodicJob } from '../src/jobs/scheduler';
import { runPaymentMonitor } from '../src/payments/monitor';
import type { CollectionProvider } from '../src/payments/collection-provider';
import { recordSandboxETransfer } from '../src/payments/sandbox';
import { cancelOverdueTransfers } from '../src/transfers/cancel-overdue-transfers';
import type { ApiClient } from './api-client';
import { adminClient, newRecipient, signedUpClient, startTestApp, type TestApp } from './harness';
import { startSmtpServer, type TestSmtpServer } from './smtp';

/**
 * Issue 20: a transfer left unpaid UNPAID_CANCEL_HOURS (72) after it was made is cancelled by a
 * scheduled job, with its timeline event (actor: the system), audit record and mail; never one paid,
 * approved, younger, or named by an e-Transfer waiting for an operator; never while the payment
 * monitor is not running; once each, however many instances run the job. The scheduler itself:
 * epoch-aligned periods, one claim per period, and a clean stop. Time is the test clock.
 */

const HOUR_MS = 60 * 60 * 1000;
const APP_URL = 'https://maplerupee.example';

let smtp: TestSmtpServer;
let testApp: TestApp;
let admin: ApiClient;

beforeAll(async () => {
  smtp = await startSmtpServer();
  testApp = await startTestApp({ maxConnections: 30, env: { SMTP_URL: smtp.url, APP_URL } });
  admin = (await adminClient(testApp)).client;
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

const ctx = () => testApp.app.ctx;

interface Customer {
  client: ApiClient;
  email: string;
  recipientId: number;
}

async function customer(overrides: Record<string, unknown> = {}): Promise<Customer> {
  const { client, email } = await signedUpClient(testApp, { firstName: 'Meera', lastName: 'Iyer', ...overrides });
  const recipient = await client.post('/api/recipients', newRecipient({ name: 'Arjun Nair', bankName: 'Canara Bank' }));
  return { client, email, recipientId: recipient.body.id };
}

async function send(owner: Customer, cadAmount = '75.00'): Promise<{ id: number; referenceCode: string }> {
  const response = await owner.client.post('/api/transfers', { ...quoteTransfer({ cadAmount, currentRate: '63' }), recipientId: owner.recipientId });
  expect(response.status).toBe(201);
  return response.body;
}

async function statusOf(id: number): Promise<string> {
  const [row] = (await testApp.database.db.execute<{ status: string }>(sql`select status from transfers where id = ${id}`)).rows;
  return row!.status;
}

async function cancelEvents(transferId: number) {
  return (
    await testApp.database.db.execute<{ actor_user_id: number | null; reason: string | null }>(
      sql`select actor_user_id, reason from transfer_events where transfer_id = ${transferId} and to_status = 'cancelled'`,
    )
  ).rows;
}

/** Sets a transfer's creation time `hours` before the test clock's now. */
async function madeHoursAgo(id: number, hours: number): Promise<void> {
  const at = new Date(testApp.clock.now().getTime() - hours * HOUR_MS);
  await testApp.database.db.execute(sql`update transfers set created_at = ${at} where id = ${id}`);
}

/** A scheduled monitor run now (the job cancels nothing unless the monitor ran within its last two periods). */
const monitorRun = () => runPaymentMonitor(ctx(), { trigger: 'schedule' });

describe('cancelOverdueTransfers', () => {
  it('cancels what waited 72 hours unpaid, with the system’s event, an audit and a mail; leaves everything else', async () => {
    const owner = await customer();
    const overdue = await send(owner, '75.00');
    const justUnder = await send(owner);
    const paid = await send(owner);
    const approved = await send(owner);
    const inReview = await send(owner);
    const wrongAmount = await send(owner);
    for (const transfer of [overdue, paid, approved, inReview, wrongAmount]) await madeHoursAgo(transfer.id, 72);
    await madeHoursAgo(justUnder.id, 71.9);
    expect((await admin.patch(`/api/admin/transfers/${approved.id}`, { status: 'approved' })).status).toBe(200);
    // Paid by the customer; an e-Transfer from someone else (waits for an operator); one of another amount (unmatched).
    const { db } = testApp.database;
    await recordSandboxETransfer(db, testApp.clock, { reference: paid.referenceCode, amount: '75.00', sender: 'Meera Iyer', email: owner.email });
    await recordSandboxETransfer(db, testApp.clock, { reference: inReview.referenceCode, amount: '75.00', sender: 'Someone Else', email: 'else@bank.example' });
    await recordSandboxETransfer(db, testApp.clock, { reference: wrongAmount.referenceCode, amount: '70.00', sender: 'Meera Iyer', email: owner.email });
    await monitorRun();

    const { cancelled } = await cancelOverdueTransfers(ctx());
    expect(cancelled).toContain(overdue.id);
    for (const kept of [justUnder, paid, approved, inReview, wrongAmount]) expect(cancelled).not.toContain(kept.id);
    expect(await statusOf(overdue.id)).toBe('cancelled');
    expect(await statusOf(justUnder.id)).toBe('pending');
    expect(await statusOf(paid.id)).toBe('pending');
    expect(await statusOf(approved.id)).toBe('approved');
    expect(await statusOf(inReview.id)).toBe('pending');
    expect(await statusOf(wrongAmount.id)).toBe('pending');

    expect(await cancelEvents(overdue.id)).toEqual([{ actor_user_id: null, reason: 'Not paid within 72 hours' }]);
    const audits = await db.execute<{ actor_user_id: number | null; after: unknown }>(
      sql`select actor_user_id, after from audit_events where action = 'transfer.status_changed' and target_id = ${String(overdue.id)}`,
    );
    expect(audits.rows).toEqual([{ actor_user_id: null, after: { status: 'cancelled', by: 'system', reason: 'Not paid within 72 hours' } }]);
    const mail = await smtp.waitForMessage(owner.email, `Your transfer ${overdue.referenceCode} is cancelled`);
    expect(mail.text).toContain(
      `We cancelled your transfer ${overdue.referenceCode}: $75.00 to Arjun Nair (Canara Bank), because we did not receive your Interac e-Transfer for it within 72 hours.`,
    );
    expect(mail.text).toContain('You can send a new transfer at any time.');
    expect(mail.text).toContain(`${APP_URL}/history/${overdue.referenceCode}`);

    // Once is enough: a second run finds nothing more (the one just under 72 hours has not aged yet).
    await monitorRun();
    expect((await cancelOverdueTransfers(ctx())).cancelled).toEqual([]);
    expect(await cancelEvents(overdue.id)).toHaveLength(1);
    // Time passes: it has now waited 72 hours too.
    testApp.clock.advance(0.2 * HOUR_MS);
    await monitorRun();
    expect((await cancelOverdueTransfers(ctx())).cancelled).toEqual([justUnder.id]);
  });

  it('writes the mail in the account’s language', async () => {
    const owner = await customer({ locale: 'hi-IN' });
    const transfer = await send(owner);
    await madeHoursAgo(transfer.id, 80);
    await monitorRun();
    expect((await cancelOverdueTransfers(ctx())).cancelled).toContain(transfer.id);
    const mail = await smtp.waitForMessage(owner.email, `आपका ट्रांसफ़र ${transfer.referenceCode} रद्द कर दिया गया है`);
    expect(mail.text).toContain('72 घंटे के भीतर');
  });

  it('cancels nothing while the payment monitor has not run successfully in its last two periods', async () => {
    const owner = await customer();
    const transfer = await send(owner);
    await madeHoursAgo(transfer.id, 100);
    await monitorRun();
    // Two periods and a margin later (PAYMENT_MONITOR_INTERVAL_SECONDS is 30), with no run since.
    testApp.clock.advance(66_000);
    expect(await cancelOverdueTransfers(ctx())).toEqual({ cancelled: [], skipped: 'monitor' });
    expect(await statusOf(transfer.id)).toBe('pending');
    // A failed run (the provider did not answer) does not count either.
    const failing: CollectionProvider = {
      name: ctx().payments.collection.name,
      listIncoming: () => Promise.reject(new Error('provider down')),
      balance: () => Promise.reject(new Error('provider down')),
    };
    await expect(runPaymentMonitor(ctx(), { trigger: 'schedule', provider: failing })).rejects.toThrow('provider down');
    expect((await cancelOverdueTransfers(ctx())).cancelled).toEqual([]);
    await monitorRun();
    expect((await cancelOverdueTransfers(ctx())).cancelled).toContain(transfer.id);
  });

  it('runs started at once (as on two instances) cancel each transfer once: one event, one mail', async () => {
    const owner = await customer();
    const made = await Promise.all(Array.from({ length: 12 }, () => send(owner, '30.00')));
    for (const transfer of made) await madeHoursAgo(transfer.id, 73);
    await monitorRun();
    const runs = await Promise.all([cancelOverdueTransfers(ctx()), cancelOverdueTransfers(ctx()), cancelOverdueTransfers(ctx())]);
    expect(runs.flatMap((run) => run.cancelled).sort((a, b) => a - b)).toEqual(made.map((transfer) => transfer.id).sort((a, b) => a - b));
    for (const transfer of made) {
      expect(await cancelEvents(transfer.id)).toHaveLength(1);
      const [mails] = (
        await testApp.database.db.execute<{ n: number }>(
          sql`select count(*)::int as n from mail_queue m join transfer_events e on e.id = m.transfer_event_id where e.transfer_id = ${transfer.id} and e.to_status = 'cancelled'`,
        )
      ).rows;
      expect(mails!.n).toBe(1);
    }
  });

  it('never cancels a transfer the conditional update finds approved meanwhile', async () => {
    const owner = await customer();
    const made = await Promise.all(Array.from({ length: 10 }, () => send(owner, '31.00')));
    for (const transfer of made) await madeHoursAgo(transfer.id, 90);
    await monitorRun();
    const [{ cancelled }, approvals] = await Promise.all([
      cancelOverdueTransfers(ctx()),
      Promise.all(made.map((transfer) => admin.patch(`/api/admin/transfers/${transfer.id}`, { status: 'approved' }))),
    ]);
    for (const [index, transfer] of made.entries()) {
      const status = await statusOf(transfer.id);
      expect(status).toBe(cancelled.includes(transfer.id) ? 'cancelled' : 'approved');
      expect(approvals[index]!.status).toBe(status === 'approved' ? 200 : 409);
      const [events] = (
        await testApp.database.db.execute<{ n: number }>(sql`select count(*)::int as n from transfer_events where transfer_id = ${transfer.id} and from_status is not null`)
      ).rows;
      expect(events!.n).toBe(1);
    }
  });
});

describe('UNPAID_CANCEL_HOURS', () => {
  it('off: no such job, and a run cancels nothing', async () => {
    const off = { ...ctx(), config: { ...ctx().config, unpaidCancelHours: undefined } };
    expect(backgroundJobs(off).map((job) => job.name)).toEqual([
      'payment-monitor:sandbox',
      'payouts:sandbox',
      'reconciliation',
      'maintenance',
      'sanctions-rescreen',
      'unused-documents',
      'eft-beneficiary-rule',
    ]);
    expect(backgroundJobs(ctx()).map((job) => job.name)).toEqual([
      'payment-monitor:sandbox',
      'payouts:sandbox',
      'reconciliation',
      'cancel-unpaid-transfers',
      'maintenance',
      'sanctions-rescreen',
      'unused-documents',
      'eft-beneficiary-rule',
    ]);
    const owner = await customer();
    const transfer = await send(owner);
    await madeHoursAgo(transfer.id, 1000);
    await monitorRun();
    expect(await cancelOverdueTransfers(off)).toEqual({ cancelled: [], skipped: 'off' });
    expect(await statusOf(transfer.id)).toBe('pending');
  });

  it('another number of hours: the rule and the mail say it', async () => {
    const owner = await customer();
    const transfer = await send(owner);
    await madeHoursAgo(transfer.id, 5);
    const fiveHours = { ...ctx(), config: { ...ctx().config, unpaidCancelHours: 5 } };
    await monitorRun();
    expect((await cancelOverdueTransfers(fiveHours)).cancelled).toContain(transfer.id);
    expect(await cancelEvents(transfer.id)).toEqual([{ actor_user_id: null, reason: 'Not paid within 5 hours' }]);
  });
});

describe('the scheduler', () => {
  it('runs a job at start-up and at each period’s start, one claim per period, and stops after the run in flight', async () => {
    const periods: number[] = [];
    let release: (() => void) | undefined;
    const job: PeriodicJob = {
      name: `test-job-${Date.now()}`,
      intervalMs: 40,
      run: async (period) => {
        periods.push(period.getTime());
        if (periods.length === 3) await new Promise<void>((resolve) => (release = resolve));
      },
    };
    const jobs = startJobs(ctx(), [job]);
    const deadline = Date.now() + 5_000;
    while (periods.length < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(periods.length).toBe(3);
    for (const period of periods) expect(period % 40).toBe(0);
    expect(new Set(periods).size).toBe(3);
    // Stopping waits for the run in progress.
    let stopped = false;
    const stopping = jobs.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    release!();
    await stopping;
    const count = periods.length;
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(periods.length).toBe(count);
  });

  it('two schedulers on one database run each period once between them', async () => {
    const ran: { period: number; by: string }[] = [];
    const job = (by: string): PeriodicJob => ({
      name: 'shared-test-job',
      intervalMs: 50,
      run: async (period) => {
        ran.push({ period: period.getTime(), by });
      },
    });
    const first = startJobs(ctx(), [job('first')]);
    const second = startJobs({ ...ctx() }, [job('second')]);
    await new Promise((resolve) => setTimeout(resolve, 600));
    await Promise.all([first.stop(), second.stop()]);
    const periods = ran.map((entry) => entry.period);
    expect(periods.length).toBeGreaterThanOrEqual(5);
    expect(new Set(periods).size).toBe(periods.length);
  });

  it('a claim only moves forward; of concurrent claims of one period exactly one wins', async () => {
    const period = new Date(Date.UTC(2098, 0, 1));
    const now = testApp.clock.now();
    const claims = await Promise.all(Array.from({ length: 8 }, () => claimPeriod(testApp.database.db, 'claim-test', period, now)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimPeriod(testApp.database.db, 'claim-test', new Date(period.getTime() - 1), now)).toBe(false);
    expect(await claimPeriod(testApp.database.db, 'claim-test', new Date(period.getTime() + 1), now)).toBe(true);
  });
});
