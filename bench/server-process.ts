import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

export interface BenchServer {
  url: string;
  pid: number;
  /** Resident memory of the server process now, in MB. */
  memoryMb(): Promise<number>;
  /** Peak resident memory since start (VmHWM), in MB. */
  peakMemoryMb(): Promise<number>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function memoryField(pid: number, field: 'VmRSS' | 'VmHWM'): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
}

/**
 * Where the bench server's DATA_DIR goes: its only content is the mail outbox (the database is
 * DATABASE_URL's). In memory (/dev/shm) where there is one: a deployment sends mail over SMTP,
 * and 1,000 .eml files a second created on the disk where PostgreSQL fsyncs its WAL measured the
 * file system's journal, not the server (docs/PERFORMANCE.md). BENCH_APP_TMP chooses another.
 */
function benchAppTmp(): string {
  if (process.env.BENCH_APP_TMP) return process.env.BENCH_APP_TMP;
  return existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();
}

/** The built server (`npm run build`) of this checkout or of `checkout`, NODE_ENV=production, on the given database. */
export async function startBenchServer(databaseUrl: string, checkout = root): Promise<BenchServer> {
  if (!existsSync(path.join(checkout, 'dist', 'server', 'main.js'))) throw new Error(`Run \`npm run build\` in ${checkout} first`);
  const dataDir = await fs.mkdtemp(path.join(benchAppTmp(), 'maplerupee-bench-app-'));
  const port = await freePort();
  // BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server under load.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  // As deployed: production, a request line per request at the default level, written to a file
  // (a deployment's log collector) — the log is part of what is measured.
  const logFile = await fs.open(path.join(dataDir, 'server.log'), 'a');
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, 'dist/server/main.js'], {
    cwd: checkout,
    // The seed's pending transfers are up to 7 days old: cancelling them (and mailing) is not what the bench measures.
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'info', UNPAID_CANCEL_HOURS: 'off' },
    stdio: ['ignore', logFile.fd, 'inherit'],
  });
  await logFile.close();
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      const log = await fs.readFile(path.join(dataDir, 'server.log'), 'utf8').catch(() => '');
      throw new Error(`server exited with ${child.exitCode}:\n${log.slice(-4_000)}`);
    }
    try {
      if ((await fetch(`${url}/api/exchange-rates`)).ok) break;
    } catch {
      // starting
    }
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    pid: child.pid!,
    memoryMb: () => memoryField(child.pid!, 'VmRSS'),
    peakMemoryMb: () => memoryField(child.pid!, 'VmHWM'),
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A bare-route ceiling server (bench/bare-server.ts) in its own process: `logged`, or `plain` Fastify. */
export async function startBareServer(kind: 'logged' | 'plain' = 'logged'): Promise<{ url: string; pid: number; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-server.ts', ...(kind === 'plain' ? ['--plain'] : [])], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return {
    url,
    pid: child.pid!,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
