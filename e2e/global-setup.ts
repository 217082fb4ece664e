import type { FullConfig } from '@playwright/test';
import { startE2eServer } from './support/server';
import { dataDir, serverUrl } from './support/worker';

/**
 * Starts one server per worker, each on a fresh embedded database of its own (support/worker.ts:
 * worker n's at E2E_PORT + 10·n, data in .e2e-data-n), at once: the journeys of two workers never
 * see each other's transfers, rates, lists or mail.
 */
export default async function globalSetup(config: FullConfig) {
  const servers = await Promise.all(Array.from({ length: config.workers }, (_, index) => startE2eServer(serverUrl(index), dataDir(index))));
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}
