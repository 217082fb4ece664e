import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discardEmbeddedData } from '../src/db/embedded-clusters';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/db/embedded-postgres';
import { READINESS_REUSE_MS, readMigrationJournal, Readiness } from '../src/health/readiness';
import { ApiClient, type ApiResponse } from './api-client';
import { startTestApp, type TestApp } from './harness';
import { rawRequest } from './raw-http';
import { freePort, startServerProcess } from './server-process';

/**
 * GET /healthz and GET /readyz (docs/api.md § Health, docs/DEPLOY.md): public, cheap, with the
 * security headers and no-store of every server answer, never the web app's page; /readyz is 503
 * with its reason and Retry-After while the database is unreachable or a migration is missing.
 */

const MIGRATIONS = readMigrationJournal();
const LAST = MIGRATIONS.at(-1)!;

const logLines: { level: number; msg: string; path?: string; pending?: string[] }[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
    done();
  },
});

let testApp: TestApp;
let webDir: string;
const cleanups: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  // A stand-in for the built web app, so its fallback (index.html for any other GET) is active.
  webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'maplerupee-web-'));
  await fs.writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>MapleRupee</title><div id="splash"></div>');
  await fs.writeFile(path.join(webDir, 'app.html'), '<!doctype html><title>MapleRupee</title>');
  testApp = await startTestApp({ env: { LOG_LEVEL: 'debug' }, logStream, webDistDir: webDir });
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  await testApp.close();
  await fs.rm(webDir, { recursive: true, force: true });
});

function expectServerHeaders(response: ApiResponse) {
  expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
  expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
}

/** Asks until the answer has this status (readiness answers are reused for up to a second). */
async function readyzUntil(client: ApiClient, status: number, timeoutMs = 5_000): Promise<ApiResponse> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await client.get('/readyz');
    if (response.status === status || Date.now() > deadline) return response;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function ownerQuery(text: string) {
  const client = new pg.Client({ connectionString: testApp.database.url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

describe('GET /healthz', () => {
  it('200 { status: "ok" } with the security headers and no-store; HEAD too', async () => {
    const response = await testApp.client().get('/healthz');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
    expectServerHeaders(response);
    const head = await testApp.client().request('HEAD', '/healthz');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
  });
});

describe('GET /readyz', () => {
  it('200 { status: "ready" } when the database answers and every migration is applied', async () => {
    const response = await testApp.client().get('/readyz');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ready' });
    expectServerHeaders(response);
    expect((await testApp.client().request('HEAD', '/readyz')).status).toBe(200);
  });

  it('503 naming the missing migration while the migrations journal lacks the last one, ready again once it is applied', async () => {
    const client = testApp.client();
    const removed = await ownerQuery(`delete from drizzle.__drizzle_migrations where created_at = ${LAST.when} returning hash, created_at`);
    expect(removed.rowCount).toBe(1);
    const restore = () =>
      ownerQuery(`insert into drizzle.__drizzle_migrations (hash, created_at) values ('${removed.rows[0].hash}', ${LAST.when})`);
    cleanups.push(restore);

    const started = Date.now();
    const notReady = await readyzUntil(client, 503);
    expect(notReady.status).toBe(503);
    // Answers are reused for at most a second: the change shows within about that.
    expect(Date.now() - started).toBeLessThan(READINESS_REUSE_MS + 1_000);
    expect(notReady.body).toEqual({
      message: `Not ready: 1 of ${MIGRATIONS.length} database migrations is not applied yet. Run \`npm run manage -- migrate\`.`,
    });
    expect(notReady.headers.get('retry-after')).toBe('30');
    expectServerHeaders(notReady);
    // The process itself still answers.
    expect((await client.get('/healthz')).status).toBe(200);

    cleanups.pop();
    await restore();
    expect((await readyzUntil(client, 200)).status).toBe(200);

    // Each change of state is logged once (warn, with the migration's name, then info), not per probe.
    const changes = logLines.filter((line) => line.msg.startsWith('Not ready') || line.msg.startsWith('ready again'));
    expect(changes.map((line) => line.level)).toEqual([40, 30]);
    expect(changes[0]!.pending).toEqual([LAST.tag]);
  });

  it('503 when no migration was ever applied (no migrations table)', async () => {
    await ownerQuery('alter schema drizzle rename to drizzle_elsewhere');
    const restore = () => ownerQuery('alter schema drizzle_elsewhere rename to drizzle');
    cleanups.push(restore);
    const response = await readyzUntil(testApp.client(), 503);
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ message: 'Not ready: no database migration is applied. Run `npm run manage -- migrate`.' });
    cleanups.pop();
    await restore();
    expect((await readyzUntil(testApp.client(), 200)).status).toBe(200);
  });

  it('probe answers are logged at debug, not info: a probe every few seconds does not flood the log', async () => {
    await testApp.client().get('/healthz');
    await testApp.client().get('/readyz');
    await testApp.client().get('/api/exchange-rates');
    const requestLines = logLines.filter((line) => line.msg === 'request');
    const levelOf = (pathname: string) => new Set(requestLines.filter((line) => line.path === pathname).map((line) => line.level));
    expect(levelOf('/healthz')).toEqual(new Set([20]));
    expect(levelOf('/readyz')).toEqual(new Set([20]));
    expect(levelOf('/api/exchange-rates')).toEqual(new Set([30]));
  });
});

describe('the probes next to the web app and the same-origin rule', () => {
  it('the web app still answers other paths, but never a probe path however it is spelled', async () => {
    const page = await rawRequest(testApp.url, 'GET', '/history');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    // A link opened from a mail gets the page without the splash (issue 34); / keeps it.
    expect(page.body).not.toContain('splash');
    expect((await rawRequest(testApp.url, 'GET', '/history/QJBAEX7E2R?from=mail')).body).not.toContain('splash');
    expect((await rawRequest(testApp.url, 'GET', '/')).body).toContain('id="splash"');
    expect((await rawRequest(testApp.url, 'GET', '/?amount=500')).body).toContain('id="splash"');
    for (const spelling of ['/healthz/', '/readyz/', '/HEALTHZ', '/Readyz', '/readyz/deep', '//readyz//', '/x/../readyz/']) {
      const response = await rawRequest(testApp.url, 'GET', spelling);
      expect(response.status, spelling).toBe(404);
      expect(response.headers['content-type'], spelling).toMatch(/^application\/json/);
      expect(response.headers['cache-control'], spelling).toBe('no-store');
      expect(JSON.parse(response.body), spelling).toEqual({ message: 'Not found' });
    }
  });

  it('a state-changing request to a probe is refused from another origin (403) and not found from ours (404)', async () => {
    const forged = await testApp.client().post('/readyz', {}, { origin: 'https://evil.example' });
    expect(forged.status).toBe(403);
    const own = await testApp.client().post('/readyz', {});
    expect(own.status).toBe(404);
    expect(own.headers.get('cache-control')).toBe('no-store');
  });
});

describe('Readiness (one query, shared and reused for at most a second)', () => {
  const silent = { info: () => undefined, warn: () => undefined } as unknown as FastifyBaseLogger;

  it('concurrent probes share one query; an answer is reused for under a second, then asked again', async () => {
    let now = 0;
    let queries = 0;
    const readiness = new Readiness({
      latestMigration: async () => {
        queries += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return LAST.when;
      },
      migrations: MIGRATIONS,
      log: silent,
      now: () => now,
    });
    const answers = await Promise.all(Array.from({ length: 50 }, () => readiness.check()));
    expect(answers.every((answer) => answer.ready)).toBe(true);
    expect(queries).toBe(1);
    now += READINESS_REUSE_MS - 1;
    await readiness.check();
    expect(queries).toBe(1);
    now += 1;
    await readiness.check();
    expect(queries).toBe(2);
  });

  it('a database slower than the timeout, unreachable, or refusing the role: not ready, with the reason', async () => {
    const check = (latestMigration: () => Promise<number | null>) =>
      new Readiness({ latestMigration, migrations: MIGRATIONS, log: silent, timeoutMs: 50 }).check();
    const codeError = (code: string) => Object.assign(new Error(code), { code });

    expect(await check(() => new Promise(() => undefined))).toMatchObject({
      ready: false,
      reason: 'database',
      message: 'Not ready: the database did not answer within 0.05 seconds.',
      retryAfterSeconds: 5,
    });
    expect(await check(() => Promise.reject(codeError('ECONNREFUSED')))).toMatchObject({
      ready: false,
      reason: 'database',
      message: 'Not ready: the database is not answering.',
    });
    expect(await check(() => Promise.reject(codeError('42501')))).toMatchObject({
      ready: false,
      reason: 'migrations',
      message: 'Not ready: the database role may not read the migrations table drizzle.__drizzle_migrations (see docs/database-roles.sql).',
    });
    expect(await check(async () => null)).toMatchObject({ ready: false, reason: 'migrations', pending: MIGRATIONS.map((m) => m.tag) });
    // A newer release migrated first: this build's migrations are all there, so it is ready.
    expect(await check(async () => LAST.when + 1_000)).toEqual({ ready: true });
  });
});

describe('database outage', () => {
  it('/readyz is 503 with Retry-After while PostgreSQL is stopped, /healthz stays 200, ready again when it is back', { timeout: 120_000 }, async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'maplerupee-readyz-outage-'));
    const pgPort = await freePort();
    const log = { info: () => undefined, warn: () => undefined };
    let postgres: EmbeddedPostgres = await startEmbeddedPostgres({ dataDir, log, port: pgPort });
    cleanups.push(async () => {
      await postgres.stop();
      await discardEmbeddedData(dataDir);
    });
    const server = await startServerProcess({ DATABASE_URL: postgres.url, LOG_LEVEL: 'warn' });
    cleanups.push(async () => server.child.kill('SIGKILL'));
    const client = new ApiClient(server.url);
    expect((await client.get('/readyz')).status).toBe(200);

    await postgres.stop();
    const down = await readyzUntil(client, 503).catch((error: unknown) => {
      throw new Error(`the server stopped answering (exit ${server.child.exitCode}):\n${server.output()}`, { cause: error });
    });
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ message: 'Not ready: the database is not answering.' });
    expect(down.headers.get('retry-after')).toBe('5');
    expectServerHeaders(down);
    const alive = await client.get('/healthz');
    expect(alive.status).toBe(200);
    expect(alive.body).toEqual({ status: 'ok' });

    postgres = await startEmbeddedPostgres({ dataDir, log, port: pgPort });
    const started = Date.now();
    expect((await readyzUntil(client, 200, 10_000)).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(server.child.exitCode).toBeNull();
    // The outage is logged once at warn, not once per probe.
    const warnings = server.output().split('\n').filter((line) => line.includes('Not ready: the database is not answering.'));
    expect(warnings).toHaveLength(1);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
