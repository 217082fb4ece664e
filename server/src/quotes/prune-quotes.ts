import { and, lt, notExists, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { quotes, transfers } from '../db/schema';

/**
 * An expired quote no transfer was made at is kept this long: a submission with it is still told
 * "your guaranteed rate has run out" (409 with a new quote) rather than "Quote not found".
 */
export const EXPIRED_QUOTES_KEPT_MS = 60 * 60 * 1000;

/** Drops the quotes that expired before `olderThan` with no transfer made at them (maintenance.ts). */
export async function pruneExpiredQuotes(db: Db, olderThan: Date): Promise<number> {
  const deleted = await db
    .delete(quotes)
    .where(and(lt(quotes.expiresAt, olderThan), notExists(sql`(select 1 from ${transfers} where ${transfers.quoteId} = ${quotes.id})`)))
    .returning({ id: quotes.id });
  return deleted.length;
}
