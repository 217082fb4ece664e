import fc from 'fast-check';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { quoteTransfer } from '../../domain/quote';
import { generateReferenceCode } from '../../domain/reference-code';
import { openDatabase } from '../src/db/client';
import { discardEmbeddedData } from '../src/db/embedded-clusters';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres';
import { ApiClient } from './api-client';
import { createTestDatabase, newRecipient, newSignup, setUnreachableLimits, verifyCustomerIn } from './harness';
import { freePort, startServerProcess, type ServerProcess } from './server-process';

/**
 * Promise 8 of SECURITY.md: nothing acknowledged is lost, nothing is created twice, and a database
 * outage is survived. The server runs as a child process and is killed with SIGKILL mid-traffic.
 */

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

const TRANSFERS = 1_000;
const KILLS = 20;
const CONCURRENCY = 10;
const seed = Number(process.env.CRASH_SEED ?? Date.now() % 2_147_483_647);

describe(`SIGKILL at ${KILLS} random moments while ${TRANSFERS} transfers are submitted (seed ${seed})`, () => {
  it('loses no acknowledged transfer and creates no duplicate', { timeout: 240_000 }, async () => {
    console.warn(`crash seed: ${seed} (replay with CRASH_SEED=${seed})`);
    const database = await createTestDatabase();
    cleanups.push(() => database.drop());
    const port = String(await freePort());
    const env = { DATABASE_URL: database.url, PORT: port };
    let server: ServerProcess = await startServerProcess(env);
    cleanups.push(async () => {
      server.child.kill('SIGKILL');
    });

    const client = new ApiClient(server.url);
    const signedUp = await client.post('/api/auth/signup', newSignup());
    expect(signedUp.status).toBe(201);
    // 1,000 transfers of up to 5,000 by one customer: verified, with limits never reached (issue 17).
    const setup = openDatabase({ url: database.url, maxConnections: 1 });
    await verifyCustomerIn(setup.db, signedUp.body.id);
    await setUnreachableLimits(setup.db);
    await setup.close();
    const recipientId: number = (await client.post('/api/recipients', newRecipient())).body.id;

    // Kill after these numbers of acknowledgements (sorted, distinct, seeded). None in the last few
    // rounds: acknowledgements read while a restart is under way must still leave one to trigger it.
    const killPoints = fc.sample(fc.uniqueArray(fc.integer({ min: 1, max: TRANSFERS - 5 * CONCURRENCY }), { minLength: KILLS, maxLength: KILLS }), {
      numRuns: 1,
      seed,
    })[0]!.sort((a, b) => a - b);
    // From MIN_TRANSFER_CAD (20.00) up.
    const amounts = fc.sample(fc.integer({ min: 2_000, max: 500_000 }), { numRuns: TRANSFERS, seed });

    const planned = amounts.map((cents) => {
      const cad = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
      return { referenceCode: generateReferenceCode(), ...quoteTransfer({ cadAmount: cad, currentRate: '63' }) };
    });
    const acknowledged = new Map<string, { id: number; cadAmount: string }>();
    let kills = 0;
    let restarting: Promise<void> | undefined;

    const maybeKill = async (): Promise<void> => {
      if (restarting) {
        await restarting;
        return maybeKill();
      }
      if (kills >= KILLS || acknowledged.size < killPoints[kills]!) return;
      kills += 1;
      restarting = (async () => {
        server.child.kill('SIGKILL');
        await server.exited;
        server = await startServerProcess(env);
      })();
      await restarting;
      restarting = undefined;
    };

    const submit = async (transfer: (typeof planned)[number]) => {
      for (let attempt = 0; ; attempt++) {
        if (restarting) await restarting;
        try {
          const response = await client.post('/api/transfers', { ...transfer, recipientId, paymentMethod: 'economy' });
          if (response.status === 201 || response.status === 200) {
            acknowledged.set(transfer.referenceCode, { id: response.body.id, cadAmount: response.body.cadAmount });
            await maybeKill();
            return;
          }
          if (response.status < 500) throw new Error(`unexpected ${response.status}: ${JSON.stringify(response.body)}`);
        } catch (error) {
          if (error instanceof Error && error.message.startsWith('unexpected')) throw error;
          // Connection refused or reset while the server is down: retry the same referenceCode.
        }
        if (attempt > 500) throw new Error(`gave up on ${transfer.referenceCode}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };

    const queue = [...planned];
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) await submit(next);
      }),
    );

    expect(kills).toBe(KILLS);
    expect(acknowledged.size).toBe(TRANSFERS);
    const check = new pg.Client({ connectionString: database.url });
    await check.connect();
    try {
      const rows = await check.query<{ id: string; reference_code: string; cad_amount: string }>(
        'select id, reference_code, cad_amount from transfers',
      );
      expect(rows.rowCount).toBe(TRANSFERS);
      for (const row of rows.rows) {
        const ack = acknowledged.get(row.reference_code);
        expect(ack, `transfer ${row.reference_code} was never acknowledged`).toBeDefined();
        expect(ack!.id).toBe(Number(row.id));
        expect(ack!.cadAmount).toBe(row.cad_amount);
      }
      const events = await check.query<{ n: string }>('select count(*) as n from transfer_events');
      expect(Number(events.rows[0]!.n)).toBe(TRANSFERS);
    } finally {
      await check.end();
    }
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});

describe('database outage', () => {
  it('survives killed connections and a PostgreSQL restart: 503 meanwhile, working again within 10 s', { timeout: 120_000 }, async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'maplerupee-outage-'));
    const pgPort = await freePort();
    const log = { info: () => undefined, warn: () => undefined };
    let postgres = await startEmbeddedPostgres({ dataDir, log, port: pgPort });
    cleanups.push(async () => {
      await postgres.stop();
      await discardEmbeddedData(dataDir);
    });
    const server = await startServerProcess({ DATABASE_URL: postgres.url, LOG_LEVEL: 'error' });
    cleanups.push(async () => {
      server.child.kill('SIGKILL');
    });
    const client = new ApiClient(server.url);
    const signup = newSignup({ email: `outage.${randomBytes(3).toString('hex')}@example.com` });
    expect((await client.post('/api/auth/signup', signup)).status).toBe(201);
    for (let i = 0; i < 20; i++) expect((await client.get('/api/auth/me')).status).toBe(200);

    // 1. Every connection of the server is terminated by the database.
    const admin = new pg.Client({ connectionString: postgres.adminUrl() });
    await admin.connect();
    const terminated = await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'maplerupee' and pid <> pg_backend_pid()",
    );
    await admin.end();
    expect(terminated.rowCount).toBeGreaterThan(0);
    const afterTerminate = await waitForStatus(client, 200, 10_000);
    expect(afterTerminate.elapsedMs).toBeLessThan(10_000);
    expect(afterTerminate.statuses.every((status) => status === 200 || status === 503)).toBe(true);

    // 2. PostgreSQL stops: requests fail fast with 503, never 500, never a crash.
    await postgres.stop();
    const down = await client.get('/api/auth/me');
    expect(down.status).toBe(503);
    expect(down.body.message).toBe('The service is temporarily unavailable. Please try again shortly.');
    expect(down.headers.get('retry-after')).toBe('5');
    expect((await client.get('/api/exchange-rates')).status).toBe(503);
    expect((await client.post('/api/auth/login', { email: signup.email, password: signup.password })).status).toBe(503);

    // 3. PostgreSQL comes back on the same address: service resumes within 10 s.
    postgres = await startEmbeddedPostgres({ dataDir, log, port: pgPort });
    const recovered = await waitForStatus(client, 200, 10_000);
    expect(recovered.elapsedMs).toBeLessThan(10_000);
    expect(server.child.exitCode).toBeNull();
    expect(server.output()).not.toMatch(/uncaught|unhandled/i);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});

describe('a connection ended in the middle of a transaction', () => {
  it('fails that transaction, not the process; the pool goes on with new connections', async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.drop());
    const { db, close } = openDatabase({ url: database.url, maxConnections: 2 });
    cleanups.push(close);
    // Between two statements of a transaction the client is checked out and runs no query: the
    // database's goodbye then arrives as an 'error' event on the client itself. Unheard, it would
    // end a server's process (here Vitest reports it as an unhandled error and the run fails).
    const transaction = db.transaction(async (tx) => {
      const { pid } = (await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)).rows[0]!;
      const admin = new pg.Client({ connectionString: database.url });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await admin.end();
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toThrow();
    expect((await db.execute<{ ok: number }>(sql`select 1 as ok`)).rows).toEqual([{ ok: 1 }]);
  });
});

async function waitForStatus(client: ApiClient, status: number, timeoutMs: number) {
  const started = Date.now();
  const statuses: number[] = [];
  while (Date.now() - started < timeoutMs) {
    const response = await client.get('/api/auth/me');
    statuses.push(response.status);
    if (response.status === status) return { elapsedMs: Date.now() - started, statuses };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { elapsedMs: Number.POSITIVE_INFINITY, statuses };
}
