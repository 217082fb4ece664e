import path from 'node:path';

/**
 * The journeys run in parallel workers (playwright.config.ts), each against a server and database
 * of its own (e2e/global-setup.ts starts one per worker): worker n's server listens on
 * E2E_PORT + 10·n with its data in .e2e-data-n. Playwright sets TEST_PARALLEL_INDEX (0 … workers−1,
 * kept by a worker that replaces a crashed one) in each worker before it loads the config and the
 * specs; the runner itself has none and reads worker 0's.
 */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 3210);
const ROOT = path.resolve(import.meta.dirname, '../..');

export function parallelIndex(): number {
  return Number(process.env.TEST_PARALLEL_INDEX ?? 0);
}

export function serverPort(index = parallelIndex()): number {
  return E2E_BASE_PORT + 10 * index;
}

/** This worker's server, e.g. http://localhost:3220 for worker 1. */
export function serverUrl(index = parallelIndex()): string {
  return `http://localhost:${serverPort(index)}`;
}

/** This worker's server's DATA_DIR: its embedded database, outbox and uploads. */
export function dataDir(index = parallelIndex()): string {
  return path.join(ROOT, `.e2e-data-${index}`);
}
