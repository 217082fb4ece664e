import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, runMigrations } from '../server/src/db/client';
import { startEmbeddedPostgres } from '../server/src/db/embedded-postgres';

export interface BenchDatabase {
  url: string;
  /** Where PostgreSQL writes its log (for the plan check); undefined on DATABASE_URL. */
  logDir: string | undefined;
  embedded: boolean;
  stop(): Promise<void>;
}

/** A fresh embedded PostgreSQL, tuned like a small production server, or DATABASE_URL's. */
export async function startBenchDatabase(): Promise<BenchDatabase> {
  let url = process.env.DATABASE_URL;
  let stop = async () => undefined;
  let logDir: string | undefined;
  if (!url) {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'maplerupee-bench-db-'));
    logDir = path.join(dataDir, 'pg', 'log');
    const postgres = await startEmbeddedPostgres({
      dataDir,
      log: { info: () => undefined, warn: (message) => console.warn(message) },
      settings: {
        shared_buffers: '512MB',
        effective_cache_size: '4GB',
        work_mem: '16MB',
        max_wal_size: '4GB',
        checkpoint_timeout: '30min',
        max_connections: '200',
        logging_collector: 'on',
        log_directory: 'log',
        log_filename: 'postgresql.log',
      },
    });
    url = postgres.url;
    stop = async () => {
      await postgres.stop();
      await fs.rm(dataDir, { recursive: true, force: true });
    };
  }
  const database = openDatabase({ url, maxConnections: 2 });
  await runMigrations(database);
  await database.close();
  return { url, logDir, embedded: !process.env.DATABASE_URL, stop };
}
