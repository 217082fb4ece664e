import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { ADVISORY_LOCKS } from '../jobs/locks';
import { migrationsDir } from '../paths';
import * as schema from './schema';

/** Drizzle on our pool; `$client` is the pool itself, for the few statements run on it directly. */
export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };

export interface Database {
  db: Db;
  pool: pg.Pool;
  /** The connection string, for dedicated connections such as LISTEN. */
  url: string;
  close(): Promise<void>;
}

// numeric stays a string end to end: money never becomes a float.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => value);
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed)) throw new RangeError(`int8 value ${value} exceeds the safe range`);
  return parsed;
});

export interface DatabaseOptions {
  url: string;
  maxConnections?: number;
  onError?: (error: Error) => void;
}

export function openDatabase(options: DatabaseOptions): Database {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.maxConnections ?? 20,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    application_name: 'maplerupee',
  });
  let closing = false;
  // An idle client losing its connection (database restart) must not crash the process. While
  // closing, clients still saying goodbye when the database stops are expected, not news.
  pool.on('error', (error) => {
    if (!closing) options.onError?.(error);
  });
  // The pool listens for errors of idle clients only. A client checked out between two queries (in
  // a transaction) when the database ends its connection (a restart, a failover) would emit an
  // 'error' no one listens to, and that ends the process. Its holder learns of it from its next
  // query, and the pool discards the broken client when it is released.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  return {
    db,
    pool,
    url: options.url,
    close: () => {
      closing = true;
      return pool.end();
    },
  };
}

const MIGRATION_LOCK_KEY = ADVISORY_LOCKS.migrations;

/** Applies committed migrations; an advisory lock makes concurrent starts take turns. */
export async function runMigrations(database: Database): Promise<void> {
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle(client, { schema }), { migrationsFolder: migrationsDir });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
