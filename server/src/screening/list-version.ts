import { desc, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sanctionsEntries, sanctionsListVersions } from '../db/schema';
import type { ListEntry } from './lists/list-entry';

/**
 * The sanctions list as of its newest version (sanctions_list_versions). Every screening records
 * the version it compared a party with; a transfer is approved only when each of its parties was
 * screened against the current one (screening-pending.ts).
 */

/** NOTIFY channel: an import made a new version (payload: the version). Each instance reloads its matcher. */
export const LIST_CHANGED_CHANNEL = 'sanctions_list_changed';

/** The newest list version, or 0 when no list was ever imported (then there is nothing to screen against). */
export async function currentListVersion(db: Pick<Db, 'select'>): Promise<number> {
  const [row] = await db.select({ version: sanctionsListVersions.version }).from(sanctionsListVersions).orderBy(desc(sanctionsListVersions.version)).limit(1);
  return row?.version ?? 0;
}

/** The current version as a subquery, for conditions evaluated inside one statement. */
export const currentListVersionSql = sql<number>`(select coalesce(max(${sanctionsListVersions.version}), 0) from ${sanctionsListVersions})`;

/** Every entry of every list, with the version each was added or last changed in. */
export async function readListEntries(db: Pick<Db, 'select'>): Promise<(ListEntry & { listVersion: number })[]> {
  const rows = await db
    .select({
      listName: sanctionsEntries.listName,
      entryId: sanctionsEntries.entryId,
      kind: sanctionsEntries.kind,
      name: sanctionsEntries.name,
      aliases: sanctionsEntries.aliases,
      datesOfBirth: sanctionsEntries.datesOfBirth,
      country: sanctionsEntries.country,
      listVersion: sanctionsEntries.listVersion,
    })
    .from(sanctionsEntries);
  return rows.map((row) => ({ ...row, kind: row.kind as ListEntry['kind'] }));
}

/** "list name/entry id": how a case and a re-screen name an entry. */
export function entryKey(entry: Pick<ListEntry, 'listName' | 'entryId'>): string {
  return `${entry.listName}/${entry.entryId}`;
}
