import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, runMigrations } from '../server/src/db/client';
import { discardEmbeddedData } from '../server/src/db/embedded-clusters';
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
        // BENCH_PG_STATEMENTS=1: pg_stat_statements, to see which statements PostgreSQL spends its time on.
        ...(process.env.BENCH_PG_STATEMENTS ? { shared_preload_libraries: 'pg_stat_statements', 'pg_stat_statements.track': 'all' } : {}),
      },
    });
    url = postgres.url;
    logDir = path.join(postgres.clusterDir, 'log');
    stop = async () => {
      await postgres.stop();
      // Its cluster too, when root kept it in /var/lib/maplerupee: nothing else ever deletes one.
      await discardEmbeddedData(dataDir);
    };
  }
  const database = openDatabase({ url, maxConnections: 2 });
  await runMigrations(database);
  await database.close();
  return { url, logDir, embedded: !process.env.DATABASE_URL, stop };
}

/**
 * Waits until every queued transfer mail is sent, and says how many were still queued when
 * called and how long they took: creation is only as fast as its mail, which the queue sends
 * after the commit, so a backlog left at the end of a run is work the run did not pay for.
 */
/** Forgets every quote no transfer was made at: each quote scenario starts from none held, on a vacuumed table. */
export async function clearQuotes(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('delete from quotes where not exists (select 1 from transfers where transfers.quote_id = quotes.id)');
    // The deleted rows' index entries would otherwise slow whichever run comes next.
    await client.query('vacuum analyze quotes');
  } finally {
    await client.end();
  }
}

export async function drainMailQueue(databaseUrl: string): Promise<{ backlog: number; seconds: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  try {
    const unsent = async () =>
      Number((await client.query<{ n: string }>('select count(*) as n from mail_queue where sent_at is null')).rows[0]!.n);
    const backlog = await unsent();
    for (let left = backlog; left > 0; left = await unsent()) {
      if (performance.now() - started > 120_000) throw new Error(`mail queue: ${left} messages still unsent after 120 s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { backlog, seconds: (performance.now() - started) / 1000 };
  } finally {
    await client.end();
  }
}
