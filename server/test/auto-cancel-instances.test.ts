import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { recipients, transfers, users } from '../src/db/schema';
import { createTestDatabase, newRecipient, newSignup, seedReference } from './harness';
import { startServerProcess, type ServerProcess } from './server-process';
import { startSmtpServer, type TestSmtpServer } from './smtp';

/**
 * Issue 20's automatic cancellation with two server processes (the real entry point, as `npm
 * start` runs it) on one database and one SMTP server, the payment monitor and the job every
 * second: transfers left unpaid past UNPAID_CANCEL_HOURS, added while both run, are each cancelled
 * exactly once — one timeline event, one audit record, one mail received — by whichever instance
 * claimed the period.
 */

const INSTANCES = 2;
const TRANSFERS = 30;
const HOUR_MS = 60 * 60 * 1000;

let testDatabase: Awaited<ReturnType<typeof createTestDatabase>>;
let database: Database;
let smtp: TestSmtpServer;
let dataDir: string;
let instances: ServerProcess[] = [];

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = openDatabase({ url: testDatabase.url, maxConnections: 4 });
  smtp = await startSmtpServer();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'maplerupee-auto-cancel-'));
  const env = {
    DATABASE_URL: testDatabase.url,
    SMTP_URL: smtp.url,
    APP_URL: 'http://maplerupee.test',
    DATA_DIR: dataDir,
    PAYMENT_MONITOR_INTERVAL_SECONDS: '1',
    UNPAID_CANCEL_HOURS: '1',
  };
  const started = await Promise.allSettled(Array.from({ length: INSTANCES }, () => startServerProcess(env)));
  instances = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  for (const result of started) if (result.status === 'rejected') throw result.reason;
}, 120_000);

afterAll(async () => {
  for (const instance of instances) if (instance.child.exitCode === null && instance.child.signalCode === null) instance.child.kill('SIGTERM');
  await Promise.all(instances.map((instance) => instance.exited));
  await smtp?.close();
  await database?.close();
  await testDatabase?.drop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

/** A customer with `count` pending, unpaid transfers made two hours ago (one past UNPAID_CANCEL_HOURS). */
async function overdueTransfers(count: number): Promise<{ email: string; references: string[] }> {
  const signup = newSignup();
  const [user] = await database.db
    .insert(users)
    .values({ email: signup.email, username: 'Asha Patel', firstName: 'Asha', lastName: 'Patel', passwordHash: 'cannot-sign-in', country: 'Canada' })
    .returning({ id: users.id });
  const [recipient] = await database.db.insert(recipients).values({ userId: user!.id, ...newRecipient() }).returning({ id: recipients.id });
  const createdAt = new Date(Date.now() - 2 * HOUR_MS);
  const references = Array.from({ length: count }, () => seedReference());
  await database.db.insert(transfers).values(
    references.map((referenceCode) => ({
      userId: user!.id,
      recipientId: recipient!.id,
      referenceCode,
      cadAmount: '42.00',
      inrAmount: '2600.00',
      exchangeRate: '63.0000',
      recipientName: 'Priya Sharma',
      recipientAccountNumber: '123456789012',
      recipientIfscCode: 'SBIN0001234',
      recipientBankName: 'State Bank of India',
      createdAt,
      updatedAt: createdAt,
    })),
  );
  return { email: signup.email, references };
}

describe(`${INSTANCES} server processes cancelling unpaid transfers`, () => {
  it('each overdue transfer is cancelled once: one event, one audit record, one mail', { timeout: 60_000 }, async () => {
    // Three batches a little over a period apart, so several periods (and both instances' timers) see work.
    const batches: { email: string; references: string[] }[] = [];
    for (let batch = 0; batch < 3; batch++) {
      batches.push(await overdueTransfers(TRANSFERS / 3));
      await new Promise((resolve) => setTimeout(resolve, 1_300));
    }
    const references = batches.flatMap((batch) => batch.references);

    const deadline = Date.now() + 20_000;
    let cancelled = 0;
    while (Date.now() < deadline) {
      const [row] = (
        await database.db.execute<{ n: number }>(sql`select count(*)::int as n from transfers where status = 'cancelled' and reference_code in ${references}`)
      ).rows;
      cancelled = row!.n;
      if (cancelled === TRANSFERS) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(cancelled).toBe(TRANSFERS);

    const perTransfer = await database.db.execute<{ reference_code: string; events: number; audits: number; reasons: string[] }>(sql`
      select t.reference_code,
        (select count(*)::int from transfer_events e where e.transfer_id = t.id and e.to_status = 'cancelled') as events,
        (select count(*)::int from audit_events a where a.action = 'transfer.status_changed' and a.target_id = t.id::text) as audits,
        (select array_agg(e.reason) from transfer_events e where e.transfer_id = t.id and e.to_status = 'cancelled') as reasons
      from transfers t where t.reference_code in ${references}`);
    for (const row of perTransfer.rows) {
      expect(row, row.reference_code).toMatchObject({ events: 1, audits: 1, reasons: ['Not paid within 1 hour'] });
    }

    // Every mail arrives, once: one message per transfer, each with its own Message-ID.
    for (const batch of batches) {
      for (const reference of batch.references) await smtp.waitForMessage(batch.email, `Your transfer ${reference} is cancelled`);
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const cancelMails = smtp.messages.filter((mail) => /^Your transfer \w+ is cancelled$/.test(mail.subject ?? ''));
    expect(cancelMails).toHaveLength(TRANSFERS);
    expect(new Set(cancelMails.map((mail) => mail.subject)).size).toBe(TRANSFERS);
    expect(new Set(cancelMails.map((mail) => mail.messageId)).size).toBe(TRANSFERS);

    // The job's latest period was claimed by one of the two processes.
    const [claim] = (
      await database.db.execute<{ claimed_by: string }>(sql`select claimed_by from scheduled_jobs where name = 'cancel-unpaid-transfers'`)
    ).rows;
    expect(instances.map((instance) => `${os.hostname()}:${instance.child.pid}`)).toContain(claim!.claimed_by);
    for (const instance of instances) expect(instance.child.exitCode).toBeNull();
  });
});
