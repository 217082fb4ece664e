import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/** The real entry point (server/src/main.ts, bundled) as a child process, for tests that kill or restart it. */

export const projectRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Ports for child processes: below Linux's ephemeral range (32768–60999), where listen(0) — every
 * in-process test app and fake mail server — never lands, and a thousand of its own per Vitest
 * worker. A port the kernel had just lent to listen(0) and freed could be lent again to another
 * worker's app before the child bound it: the child then failed (EADDRINUSE) while that app, with
 * another APP_URL, answered its readiness check, and the test's sign-up got its 403 cross_origin.
 */
const FIRST_PORT = 20_000;
const PORTS_PER_WORKER = 1_000;
let nextPort = 0;

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export async function freePort(): Promise<number> {
  const worker = Number(process.env.VITEST_POOL_ID ?? 0) % 12;
  for (let tries = 0; tries < PORTS_PER_WORKER; tries++) {
    const port = FIRST_PORT + worker * PORTS_PER_WORKER + (nextPort++ % PORTS_PER_WORKER);
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port in ${FIRST_PORT + worker * PORTS_PER_WORKER}–${FIRST_PORT + (worker + 1) * PORTS_PER_WORKER - 1}`);
}

/**
 * The file `node` runs for the server's `entry` ('main', 'manage') as it ships: the bundle
 * global-setup.ts built for this run (server-bundle.ts says why).
 */
export async function bundledEntry(entry: 'main' | 'manage'): Promise<string> {
  // Vitest's API, imported when called: bench/ uses this file (through nginx-proxy.ts) outside Vitest.
  const { inject } = await import('vitest');
  return path.join(inject('serverBundleDir'), `${entry}.js`);
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  exited: Promise<number | null>;
}

export async function startServerProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  const port = env.PORT ?? String(await freePort());
  const child = spawn(process.execPath, [await bundledEntry('main')], {
    cwd: projectRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: port },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-200_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    try {
      const response = await fetch(`${url}/api/auth/me`);
      if (response.status === 401) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, url, output: () => output, exited };
}

/** `npm run manage -- <args>` against the given database, as an operator would run it; its exit code and all it printed. */
export async function runManage(databaseUrl: string | undefined, ...args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [await bundledEntry('manage'), ...args], {
    cwd: projectRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output };
}
