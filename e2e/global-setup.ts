import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';

/**
 * Starts the built server (`npm run build` first) exactly as `npm start` does, on a fresh embedded
 * database in .e2e-data, with mail written to the outbox folder the tests read.
 */
export default async function globalSetup(config: FullConfig) {
  const root = path.resolve(import.meta.dirname, '..');
  const baseURL = config.projects[0]?.use.baseURL ?? 'http://localhost:3210';
  const port = new URL(baseURL).port;
  const dataDir = path.join(root, '.e2e-data');
  if (!existsSync(path.join(root, 'dist', 'server', 'main.js'))) {
    throw new Error('Build the app first: npm run build');
  }
  await fs.rm(dataDir, { recursive: true, force: true });
  await fs.mkdir(dataDir, { recursive: true });
  process.env.E2E_DATA_DIR = dataDir;

  const server = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: port, DATA_DIR: dataDir, APP_URL: baseURL, LOG_LEVEL: 'warn', SMTP_URL: '',
      // Every journey signs up from 127.0.0.1; the real allowance (20 an hour) is tested in the API tests.
      SIGNUPS_PER_IP_PER_HOUR: '1000',
      // Journeys move pending transfers to days long past (support/db.ts): the server must not cancel
      // them under a journey. cancel.spec.ts runs the cancelling itself (npm run manage -- cancel-unpaid).
      UNPAID_CANCEL_HOURS: 'off',
      // The journeys approve and Mark Complete by hand: the sandbox payout job must not pay (and
      // complete) their transfers under them. The payout state machine is tested in the API tests.
      PAYOUT_PROVIDER: 'manual' },
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

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  };
}
