import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Newest first, in the exact order of our (created_at DESC, id DESC) indexes. Drizzle creates them
 * as DESC NULLS LAST; a plain ORDER BY … DESC means NULLS FIRST and could not walk them.
 */
export function newestFirst(createdAt: AnyColumn, id: AnyColumn): SQL[] {
  return [sql`${createdAt} desc nulls last`, sql`${id} desc nulls last`];
}
