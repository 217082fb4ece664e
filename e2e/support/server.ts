import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface E2eServer {
  baseURL: string;
  dataDir: string;
  env: Record<string, string>;
  stop: () => Promise<void>;
}

/**
 * Starts the built server (`npm run build` first) exactly as `npm start` does, on a fresh embedded
 * database in `dataDir`, with mail written to its outbox folder. `env` adds to (or overrides) the
 * journeys' settings: a spec that needs another configuration (e2e/payout-desk.spec.ts: an
 * automatic payout rail) runs its own server beside the shared one.
 */
export async function startE2eServer(baseURL: string, dataDir: string, env: Record<string, string> = {}): Promise<E2eServer> {
  if (!existsSync(path.join(ROOT, 'dist', 'server', 'main.js'))) {
    throw new Error('Build the app first: npm run build');
  }
  await fs.rm(dataDir, { recursive: true, force: true });
  await fs.mkdir(dataDir, { recursive: true });
  const serverEnv = {
    NODE_ENV: 'production',
    PORT: new URL(baseURL).port,
    DATA_DIR: dataDir,
    APP_URL: baseURL,
    LOG_LEVEL: 'warn',
    SMTP_URL: '',
    // Every journey signs up from 127.0.0.1; the real allowance (20 an hour) is tested in the API tests.
    SIGNUPS_PER_IP_PER_HOUR: '1000',
    // Journeys move pending transfers to days long past (support/db.ts): the server must not cancel
    // them under a journey. cancel.spec.ts runs the cancelling itself (npm run manage -- cancel-unpaid).
    UNPAID_CANCEL_HOURS: 'off',
    // The journeys approve and Mark Complete by hand: the sandbox payout job must not pay (and
    // complete) their transfers under them. The payout state machine is tested in the API tests
    // and, on the desk, by payout-desk.spec.ts with its own server.
    PAYOUT_PROVIDER: 'manual',
    ...env,
  };
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: ROOT,
    env: { ...process.env, ...serverEnv },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${baseURL}/api/auth/me`)).status === 401) break;
    } catch {
      // not yet listening
    }
    if (Date.now() > deadline) throw new Error('the server did not start within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseURL,
    dataDir,
    env: serverEnv,
    stop: async () => {
      if (server.exitCode !== null) return;
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    },
  };
}
