import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { ROOT, startE2eServer } from './support/server';

/** Starts the journeys' server on a fresh embedded database in .e2e-data (support/server.ts). */
export default async function globalSetup(config: FullConfig) {
  const baseURL = config.projects[0]?.use.baseURL ?? 'http://localhost:3210';
  const dataDir = path.join(ROOT, '.e2e-data');
  process.env.E2E_DATA_DIR = dataDir;
  const server = await startE2eServer(baseURL, dataDir);
  return server.stop;
}
