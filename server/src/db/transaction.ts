import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';

/**
 * Runs `work` in one transaction on one pooled connection, for statements that must share it
 * (a lock held while later statements read and write). A connection whose ROLLBACK fails is
 * broken: it is discarded, never handed to the next caller.
 */
export async function withTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch((rollbackError: unknown) => {
      broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
    });
    throw error;
  } finally {
    client.release(broken);
  }
}

/**
 * Drizzle on a transaction's own connection (queries built as everywhere else, run inside it).
 * Without the schema: given it, drizzle extracts the relational config of every table each time
 * (~5% of a transfer's server time, one per creation batch), and nothing here uses `db.query`.
 */
export type TransactionDb = NodePgDatabase;

export function transactionDb(client: pg.PoolClient): TransactionDb {
  return drizzle(client, { casing: 'snake_case' });
}
