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
  /** Peak resident memory of the server process so far (VmHWM), in MB. */
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

/** The built server (NODE_ENV=production) on a fresh embedded database, or on DATABASE_URL. */
export async function startBenchServer(): Promise<BenchServer> {
  if (!existsSync(path.join(root, 'dist', 'server', 'main.js'))) throw new Error('Run `npm run build` first');
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'maplerupee-bench-'));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
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
    async peakMemoryMb() {
      const status = await fs.readFile(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return Math.round(kb / 1024);
    },
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
