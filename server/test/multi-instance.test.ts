import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteTransfer } from '../../domain/quote';
import { generateReferenceCode } from '../../domain/reference-code';
import { monitoringStatusSchema } from '../../domain/schemas/admin';
import { Secret, TOTP } from 'otpauth';
import { setAdminRole } from '../src/admin/admin-role';
import { systemClock } from '../src/clock';
import { openDatabase, type Database } from '../src/db/client';
import { paymentMonitorRuns } from '../src/db/schema';
import { recordSandboxETransfer } from '../src/payments/sandbox';
import { ApiClient, type ApiResponse } from './api-client';
import { createTestDatabase, newRecipient, newSignup, setUnreachableLimits, verifyCustomerIn } from './harness';
import { startServerProcess, type ServerProcess } from './server-process';
import { startSmtpServer, type TestSmtpServer } from './smtp';

/**
 * Several instances, one database (docs/architecture.md § Beyond one machine): three server
 * processes (the real entry point, as `npm start` runs it) on one PostgreSQL and one SMTP server,
 * as behind a load balancer. A rate set on one is served by all within 1 s; the payment monitor
 * runs each period on exactly one of them; every transfer mail is sent exactly once; a session
 * made on one works on the others; and SIGKILL of one amid 300 submissions, which a client retries
 * on another instance with the same referenceCode, loses and doubles nothing.
 */

const INSTANCES = 3;
/** The test-only short interval of the payment monitor (PAYMENT_MONITOR_INTERVAL_SECONDS). */
const MONITOR_INTERVAL_SECONDS = 1;

const PUBLIC_ORIGIN = 'http://maplerupee.test';

let testDatabase: Awaited<ReturnType<typeof createTestDatabase>>;
let database: Database;
let smtp: TestSmtpServer;
let dataDir: string;
let instances: ServerProcess[] = [];
let admin: ApiClient;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = openDatabase({ url: testDatabase.url, maxConnections: 4 });
  await setUnreachableLimits(database.db);
  smtp = await startSmtpServer();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'maplerupee-multi-'));
  const env = {
    DATABASE_URL: testDatabase.url,
    SMTP_URL: smtp.url,
    // One public origin for all, as behind a load balancer: the only Origin each accepts.
    APP_URL: PUBLIC_ORIGIN,
    DATA_DIR: dataDir,
    PAYMENT_MONITOR_INTERVAL_SECONDS: String(MONITOR_INTERVAL_SECONDS),
  };
  // Started at once: each applies the (already applied) migrations under the advisory lock.
  const started = await Promise.allSettled(Array.from({ length: INSTANCES }, () => startServerProcess(env)));
  instances = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  for (const result of started) if (result.status === 'rejected') throw result.reason;
  const operator = await signUp(instances[0]!);
  expect((await setAdminRole(database.db, operator.email, true)).status).toBe('changed');
  // The desk needs a second factor (issue 18): an authenticator app, its code at the real clock.
  const enrolment = await operator.client.post('/api/auth/totp');
  const code = new TOTP({ secret: Secret.fromBase32(enrolment.body.secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();
  expect((await operator.client.post('/api/auth/totp/confirm', { code })).status).toBe(200);
  admin = operator.client;
}, 120_000);

afterAll(async () => {
  for (const instance of instances) if (instance.child.exitCode === null && instance.child.signalCode === null) instance.child.kill('SIGKILL');
  await Promise.all(instances.map((instance) => instance.exited));
  await smtp?.close();
  await database?.close();
  await testDatabase?.drop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

async function signUp(instance: ServerProcess) {
  const client = new ApiClient(instance.url, PUBLIC_ORIGIN);
  const signup = newSignup();
  const response = await client.post('/api/auth/signup', signup);
  expect(response.status).toBe(201);
  // These customers send hundreds of transfers: verified, with limits they never reach (issue 17).
  await verifyCustomerIn(database.db, response.body.id);
  return { client, email: signup.email, userId: response.body.id as number };
}

/** Reads until `done` or the deadline (epoch ms); answers the last value read. */
async function poll<T>(read: () => Promise<T>, done: (value: T) => boolean, deadline: number, everyMs = 20): Promise<T> {
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() >= deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

async function publicRate(instance: ServerProcess): Promise<number> {
  const response = await new ApiClient(instance.url, PUBLIC_ORIGIN).get('/api/exchange-rates');
  expect(response.status).toBe(200);
  return response.body.rate as number;
}

/** The instance id payment_monitor_runs records (server/src/payments/monitor.ts). */
const instanceId = (instance: ServerProcess) => `${os.hostname()}:${instance.child.pid}`;

describe(`${INSTANCES} server processes on one database`, () => {
  it('a rate set through any instance is served by every instance within 1 s', async () => {
    const rates = ['64.1250', '65.5000', '63.8000'];
    for (const [index, rate] of rates.entries()) {
      // Every instance has just answered (and cached) the rate before the change.
      const before = await Promise.all(instances.map(publicRate));
      expect(new Set(before).size).toBe(1);
      expect(before[0]).not.toBe(Number(rate));

      const response = await admin.sameBrowserAt(instances[index]!.url).post('/api/admin/exchange-rates', { fromCurrency: 'CAD', toCurrency: 'INR', rate, confirm: true });
      expect(response.status).toBe(201);
      const deadline = Date.now() + 1_000;
      const served = await Promise.all(instances.map((instance) => poll(() => publicRate(instance), (value) => value === Number(rate), deadline)));
      expect(served).toEqual(instances.map(() => Number(rate)));
    }
  });

  it('a session made on one instance works on the others, and signing out on one ends it on all within 1 s', async () => {
    const customer = await signUp(instances[0]!);
    const [, second, third] = instances.map((instance) => customer.client.sameBrowserAt(instance.url));
    for (const browser of [second!, third!]) {
      const me = await browser.get('/api/auth/me');
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ id: customer.userId, email: customer.email });
    }
    const recipient = await second!.post('/api/recipients', newRecipient());
    expect(recipient.status).toBe(201);
    const listed = await third!.get('/api/recipients');
    expect(listed.body.map((row: { id: number }) => row.id)).toEqual([recipient.body.id]);

    expect((await third!.post('/api/auth/logout')).status).toBe(200);
    // The other instances had the session in their caches: the NOTIFY of its deletion ends it there
    // (decision 020) — within moments of the commit, not at it, so this waits up to 1 s.
    for (const browser of [customer.client, second!]) {
      const deadline = Date.now() + 1_000;
      let status = (await browser.get('/api/auth/me')).status;
      while (status !== 401 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        status = (await browser.get('/api/auth/me')).status;
      }
      expect(status).toBe(401);
    }
  });

  it('every transfer mail queued on any instance is sent exactly once through one SMTP server', async () => {
    const MAILS = 30;
    const customer = await signUp(instances[0]!);
    const browsers = instances.map((instance) => customer.client.sameBrowserAt(instance.url));
    const recipient = await browsers[1]!.post('/api/recipients', newRecipient());
    const rate = String(await publicRate(instances[2]!));
    const submitted = await Promise.all(
      Array.from({ length: MAILS }, async (_, index) => {
        const response = await browsers[index % INSTANCES]!.post('/api/transfers', {
          ...quoteTransfer({ cadAmount: `${20 + index}`, currentRate: rate }),
          recipientId: recipient.body.id,
          paymentMethod: 'economy',
        });
        expect(response.status).toBe(201);
        return response.body.id as number;
      }),
    );

    const messageId = (mailId: number) => `<transfer-mail-${mailId}@maplerupee.local>`;
    const received = (mailId: number) => smtp.messages.filter((message) => message.messageId === messageId(mailId));
    const mailRows = async () =>
      (
        await database.db.execute<{ id: number; sent_at: Date | null; reference_code: string }>(sql`
          select m.id, m.sent_at, t.reference_code from mail_queue m
          join transfer_events e on e.id = m.transfer_event_id join transfers t on t.id = e.transfer_id
          where t.id in ${sql.raw(`(${submitted.join(',')})`)}`)
      ).rows;
    // Once every row is marked sent no instance can claim it again (a claim needs sent_at null),
    // so the copies counted then are final.
    const rows = await poll(mailRows, (all) => all.length === MAILS && all.every((row) => row.sent_at !== null && received(row.id).length > 0), Date.now() + 20_000, 50);
    expect(rows).toHaveLength(MAILS);
    for (const row of rows) {
      expect(row.sent_at).not.toBeNull();
      const copies = received(row.id);
      expect(copies, `copies of ${messageId(row.id)}`).toHaveLength(1);
      expect(copies[0]!.subject).toBe(`We received your transfer ${row.reference_code}`);
    }
  });

  it('the payment monitor runs each period on exactly one instance, and matches a payment once', async () => {
    const PERIODS = 5;
    const customer = await signUp(instances[1]!);
    const recipient = await customer.client.post('/api/recipients', newRecipient());
    const transfer = await customer.client.post('/api/transfers', {
      ...quoteTransfer({ cadAmount: '212.34', currentRate: String(await publicRate(instances[1]!)) }),
      recipientId: recipient.body.id,
      paymentMethod: 'economy',
    });
    expect(transfer.status).toBe(201);
    await recordSandboxETransfer(database.db, systemClock, {
      reference: transfer.body.referenceCode,
      amount: '212.34',
      sender: 'Asha Patel',
      email: customer.email,
    });

    const scheduledRuns = () =>
      database.db
        .select()
        .from(paymentMonitorRuns)
        .where(eq(paymentMonitorRuns.trigger, 'schedule'))
        .orderBy(asc(paymentMonitorRuns.startedAt));
    const first = (await scheduledRuns()).length;
    const runs = await poll(scheduledRuns, (all) => all.length >= first + PERIODS, Date.now() + 20_000, 100);
    expect(runs.length).toBeGreaterThanOrEqual(first + PERIODS);

    const ids = new Set(instances.map(instanceId));
    const perPeriod = new Map<number, string[]>();
    for (const run of runs) {
      expect(ids.has(run.instance!), `run by unknown instance ${run.instance}`).toBe(true);
      expect(run.scheduledFor).not.toBeNull();
      expect(run.error).toBeNull();
      const period = run.scheduledFor!.getTime();
      expect(period % (MONITOR_INTERVAL_SECONDS * 1_000)).toBe(0);
      perPeriod.set(period, [...(perPeriod.get(period) ?? []), run.instance!]);
    }
    for (const [period, ranBy] of perPeriod) expect(ranBy, `period ${new Date(period).toISOString()}`).toHaveLength(1);

    // The e-Transfer was matched by one of those runs, once.
    expect(runs.reduce((sum, run) => sum + run.matchedCount, 0)).toBe(1);
    const matched = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from audit_events where action = 'payment.matched' and target_id = ${String(transfer.body.id)}`,
    );
    expect(matched.rows[0]!.n).toBe(1);

    // Every instance reports the one monitor the instances share.
    for (const instance of instances) {
      const status = monitoringStatusSchema.parse((await admin.sameBrowserAt(instance.url).get('/api/admin/monitoring-status')).body);
      expect(status).toMatchObject({ running: true, intervalMs: MONITOR_INTERVAL_SECONDS * 1_000, lastError: null, unmatchedCount: 0 });
    }
  });

  it('SIGKILL of one instance amid 300 submissions spread over all three loses no acknowledged transfer and doubles none', { timeout: 60_000 }, async () => {
    const SUBMISSIONS = 300;
    const CONCURRENCY = 12;
    const KILL_AFTER_ACKS = 100;
    const VICTIM = 1;
    const victim = instances[VICTIM]!;

    const customer = await signUp(instances[0]!);
    const browsers = instances.map((instance) => customer.client.sameBrowserAt(instance.url));
    const recipient = await browsers[2]!.post('/api/recipients', newRecipient());
    const rate = String(await publicRate(instances[0]!));
    const planned = Array.from({ length: SUBMISSIONS }, (_, index) => ({
      index,
      body: {
        referenceCode: generateReferenceCode(),
        ...quoteTransfer({ cadAmount: `${20 + index}.${String(index % 100).padStart(2, '0')}`, currentRate: rate }),
        recipientId: recipient.body.id as number,
        paymentMethod: 'economy',
      },
    }));

    const acknowledged = new Map<string, { id: number; cadAmount: string }>();
    const inFlight = instances.map(() => 0);
    let killedAfter: number | undefined;
    let inFlightOnVictimAtKill = 0;
    let failedOnVictimAfterKill = 0;
    let replayed = 0;

    // A client behind a load balancer: submission i goes to instance i mod 3; an answer that never
    // comes (connection refused or reset) or a 5xx is retried, same referenceCode, on the next one.
    const submit = async ({ index, body }: (typeof planned)[number]) => {
      for (let attempt = 0; attempt < 30; attempt++) {
        const target = (index + attempt) % INSTANCES;
        let answer: ApiResponse<{ id: number; cadAmount: string }> | undefined;
        inFlight[target]! += 1;
        try {
          answer = await browsers[target]!.post('/api/transfers', body);
        } catch {
          // no answer: the instance is gone (or going)
        } finally {
          inFlight[target]! -= 1;
        }
        const status = answer?.status;
        if (answer && (status === 201 || status === 200)) {
          // 200: the transfer existed already — an earlier attempt committed but was never answered.
          if (status === 200) replayed += 1;
          acknowledged.set(body.referenceCode, { id: answer.body.id, cadAmount: answer.body.cadAmount });
          if (killedAfter === undefined && acknowledged.size >= KILL_AFTER_ACKS) {
            killedAfter = acknowledged.size;
            inFlightOnVictimAtKill = inFlight[VICTIM]!;
            victim.child.kill('SIGKILL');
          }
          return;
        }
        if (status !== undefined && status < 500) throw new Error(`unexpected ${status} for ${body.referenceCode}`);
        if (target === VICTIM && killedAfter !== undefined) failedOnVictimAfterKill += 1;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error(`gave up on ${body.referenceCode}`);
    };
    const queue = [...planned];
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) await submit(next);
      }),
    );

    console.warn(
      `killed instance ${VICTIM} after ${killedAfter} acknowledgements with ${inFlightOnVictimAtKill} submissions in flight on it; ` +
        `${failedOnVictimAfterKill} attempts on it failed and were retried on another instance, ${replayed} answered as already created`,
    );
    expect(killedAfter).toBe(KILL_AFTER_ACKS);
    expect(await victim.exited).toBeNull();
    expect(victim.child.signalCode).toBe('SIGKILL');
    // Submissions kept going to the dead instance and were answered by another.
    expect(failedOnVictimAfterKill).toBeGreaterThan(0);
    expect(acknowledged.size).toBe(SUBMISSIONS);

    const rows = (
      await database.db.execute<{ id: number; reference_code: string; cad_amount: string; first_events: number; events: number; mails: number }>(sql`
        select t.id, t.reference_code, t.cad_amount,
          count(e.id) filter (where e.from_status is null and e.to_status = 'pending')::int as first_events,
          count(e.id)::int as events, count(m.id)::int as mails
        from transfers t
        left join transfer_events e on e.transfer_id = t.id
        left join mail_queue m on m.transfer_event_id = e.id
        where t.user_id = ${customer.userId}
        group by t.id`)
    ).rows;
    expect(rows).toHaveLength(SUBMISSIONS);
    for (const row of rows) {
      const ack = acknowledged.get(row.reference_code);
      expect(ack, `transfer ${row.reference_code} was never acknowledged`).toBeDefined();
      expect(ack!.id).toBe(row.id);
      expect(ack!.cadAmount).toBe(row.cad_amount);
      expect(row).toMatchObject({ first_events: 1, events: 1, mails: 1 });
    }

    // The survivors carry on, then stop cleanly.
    for (const [index, instance] of instances.entries()) {
      if (index === VICTIM) continue;
      expect((await browsers[index]!.get('/api/auth/me')).status).toBe(200);
      instance.child.kill('SIGTERM');
      expect(await instance.exited).toBe(0);
    }
  });
});
