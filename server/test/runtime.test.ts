import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discardEmbeddedData } from '../src/db/embedded-clusters';
import { locateEmbeddedCluster } from '../src/db/embedded-postgres';
import { ApiClient } from './api-client';
import { newSignup } from './harness';
import { bundledEntry, projectRoot as root, startServerProcess } from './server-process';

/**
 * The runtime contract of docs/architecture.md § Running it, exercised on the real entry point in child
 * processes: start on the embedded database, the manage CLI while the server runs, clean shutdown, recovery
 * from a killed run, and configuration errors that name the variable.
 */

let dataDir: string;

const startServer = (env: Record<string, string> = {}) => startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env });

async function manage(...args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [await bundledEntry('manage'), ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output };
}

async function postmasterPid(): Promise<number | undefined> {
  // DATA_DIR/pg, or (as root, DATA_DIR being mode 0700) the cluster kept for it in /var/lib/maplerupee.
  const file = path.join((await locateEmbeddedCluster(dataDir)).clusterDir, 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  return Number((await fs.readFile(file, 'utf8')).split('\n')[0]);
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'maplerupee-runtime-'));
});
afterAll(async () => {
  const pid = await postmasterPid();
  if (pid) process.kill(pid, 'SIGINT');
  // Stopped before its cluster is deleted (a running one never is).
  for (let waited = 0; pid && waited < 30_000 && isRunning(pid); waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
  await discardEmbeddedData(dataDir);
});

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('npm start on the embedded database', () => {
  it('serves the API, lets the manage CLI grant and revoke admin while running, and stops cleanly on SIGTERM', async () => {
    const server = await startServer();
    const client = new ApiClient(server.url);
    const signup = newSignup();
    expect((await client.post('/api/auth/signup', signup)).status).toBe(201);
    expect((await client.get('/api/auth/me')).body.isAdmin).toBe(false);

    const granted = await manage('grant-admin', signup.email.toUpperCase());
    expect(granted.output).toContain(`${signup.email} is now an admin.`);
    expect(granted.code).toBe(0);
    expect((await client.get('/api/auth/me')).body.isAdmin).toBe(true);

    const revoked = await manage('revoke-admin', signup.email);
    expect(revoked.code).toBe(0);
    expect((await client.get('/api/auth/me')).body.isAdmin).toBe(false);

    const unknown = await manage('grant-admin', 'nobody@example.com');
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain('No user has the email nobody@example.com');

    const postgres = await postmasterPid();
    expect(postgres).toBeGreaterThan(0);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('MapleRupee stopped');
    expect(await postmasterPid()).toBeUndefined();
    // A server with its own PostgreSQL and three manage runs, each a process of its own: over 30 s on a busy machine.
  }, 120_000);

  it('recovers from a run killed with SIGKILL (its PostgreSQL left running) and keeps the data', async () => {
    const first = await startServer();
    const signup = newSignup();
    expect((await new ApiClient(first.url).post('/api/auth/signup', signup)).status).toBe(201);
    first.child.kill('SIGKILL');
    await first.exited;
    const leftover = await postmasterPid();
    expect(leftover).toBeGreaterThan(0);
    expect(() => process.kill(leftover!, 0)).not.toThrow();

    const second = await startServer();
    expect(second.output()).toContain('left running by an earlier run');
    const login = await new ApiClient(second.url).post('/api/auth/login', { email: signup.email, password: signup.password });
    expect(login.status).toBe(200);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
    // Two starts of a server with its own PostgreSQL, one a recovery: over 30 s on a busy machine.
  }, 120_000);

  it('grant-admin works with the server stopped (it starts the embedded database itself)', async () => {
    const result = await manage('grant-admin', 'nobody@example.com');
    expect(result.code).toBe(1);
    expect(await postmasterPid()).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ APP_URL: 'not a url' }, 'APP_URL'],
    [{ BUSINESS_TIMEZONE: 'Mars/Olympus' }, 'BUSINESS_TIMEZONE'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ SIGNUPS_PER_IP_PER_HOUR: '0' }, 'SIGNUPS_PER_IP_PER_HOUR'],
    [{ PAYMENT_MONITOR_INTERVAL_SECONDS: '0.5' }, 'PAYMENT_MONITOR_INTERVAL_SECONDS'],
  ])('a bad setting %j stops start-up with a message naming %s', async (env, name) => {
    const child = spawn(process.execPath, [await bundledEntry('main')], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, ...env },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid configuration');
    expect(stderr).toContain(`${name}:`);
  });
});
