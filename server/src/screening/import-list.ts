import { inArray, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/audit';
import type { CommandOrigin } from '../audit/command-origin';
import type { Db } from '../db/client';
import { sanctionsEntries, sanctionsListVersions } from '../db/schema';
import { entryKey, LIST_CHANGED_CHANNEL } from './list-version';
import type { ListEntry } from './lists/list-entry';

/** Who ran an import, from which file, and the file's format. */
export type ImportOrigin = CommandOrigin & { format?: string };

export interface ListImport {
  listName: string;
  /** Entries the file holds for the list. */
  imported: number;
  added: number;
  changed: number;
  removed: number;
}

export interface ImportResult {
  /** The new list version, or the current one when nothing changed. */
  version: number;
  /** False when every list was already exactly as in the file: no new version, nothing to re-screen. */
  changed: boolean;
  lists: ListImport[];
}

const BATCH = 1_000;

function sameEntry(a: ListEntry, b: ListEntry): boolean {
  const same = (x: readonly string[], y: readonly string[]) => x.length === y.length && x.every((value, index) => value === y[index]);
  return a.kind === b.kind && a.name === b.name && a.country === b.country && same(a.aliases, b.aliases) && same(a.datesOfBirth, b.datesOfBirth);
}

/**
 * Replaces every list named in `entries` with the file's entries for it, in one transaction, as a
 * new list version: entries added or changed take the version (a re-screen compares parties only
 * with them), unchanged ones keep theirs, and entries the file no longer holds are removed. Other
 * lists are left alone. An import that changes nothing makes no version. Audited; every instance
 * hears of the new version on LIST_CHANGED_CHANNEL after the commit and reloads its matcher.
 */
export async function importListVersion(db: Db, entries: readonly ListEntry[], origin: ImportOrigin, now: Date): Promise<ImportResult> {
  const lists = [...new Set(entries.map((entry) => entry.listName))];
  return db.transaction(async (tx) => {
    // One import at a time: two at once would each compare with what the other is replacing.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sanctions_import'))`);
    const existing = lists.length
      ? await tx
          .select({
            listName: sanctionsEntries.listName,
            entryId: sanctionsEntries.entryId,
            kind: sanctionsEntries.kind,
            name: sanctionsEntries.name,
            aliases: sanctionsEntries.aliases,
            datesOfBirth: sanctionsEntries.datesOfBirth,
            country: sanctionsEntries.country,
          })
          .from(sanctionsEntries)
          .where(inArray(sanctionsEntries.listName, lists))
      : [];
    const before = new Map(existing.map((row) => [entryKey(row), { ...row, kind: row.kind as ListEntry['kind'] }]));
    const incoming = new Set(entries.map(entryKey));
    const upserts = entries.filter((entry) => {
      const old = before.get(entryKey(entry));
      return !old || !sameEntry(old, entry);
    });
    const removed = existing.filter((row) => !incoming.has(entryKey(row)));
    const counts: ListImport[] = lists.map((listName) => ({
      listName,
      imported: entries.filter((entry) => entry.listName === listName).length,
      added: upserts.filter((entry) => entry.listName === listName && !before.has(entryKey(entry))).length,
      changed: upserts.filter((entry) => entry.listName === listName && before.has(entryKey(entry))).length,
      removed: removed.filter((row) => row.listName === listName).length,
    }));
    const changed = upserts.length > 0 || removed.length > 0;

    let version: number;
    if (changed) {
      const [created] = await tx
        .insert(sanctionsListVersions)
        .values({ createdAt: now, origin, lists: counts, entryCount: 0 })
        .returning({ version: sanctionsListVersions.version });
      version = created!.version;
      for (let start = 0; start < removed.length; start += BATCH) {
        const gone = removed.slice(start, start + BATCH);
        await tx.execute(sql`
          delete from ${sanctionsEntries} using unnest(${sql.param(gone.map((row) => row.listName))}::text[], ${sql.param(gone.map((row) => row.entryId))}::text[]) as gone(list_name, entry_id)
          where ${sanctionsEntries.listName} = gone.list_name and ${sanctionsEntries.entryId} = gone.entry_id`);
      }
      for (let start = 0; start < upserts.length; start += BATCH) {
        const values = upserts.slice(start, start + BATCH).map((entry) => ({
          listName: entry.listName,
          entryId: entry.entryId,
          kind: entry.kind,
          name: entry.name,
          aliases: [...entry.aliases],
          datesOfBirth: [...entry.datesOfBirth],
          country: entry.country,
          listVersion: version,
          importedAt: now,
        }));
        await tx
          .insert(sanctionsEntries)
          .values(values)
          .onConflictDoUpdate({
            target: [sanctionsEntries.listName, sanctionsEntries.entryId],
            set: {
              kind: sql`excluded.kind`,
              name: sql`excluded.name`,
              aliases: sql`excluded.aliases`,
              datesOfBirth: sql`excluded.dates_of_birth`,
              country: sql`excluded.country`,
              listVersion: sql`excluded.list_version`,
              importedAt: sql`excluded.imported_at`,
            },
          });
      }
      await tx.execute(sql`update ${sanctionsListVersions} set entry_count = (select count(*) from ${sanctionsEntries}) where version = ${version}`);
      await tx.execute(sql`select pg_notify(${LIST_CHANGED_CHANNEL}, ${String(version)})`);
    } else {
      const [current] = await tx.execute<{ version: number }>(sql`select coalesce(max(version), 0)::int as version from ${sanctionsListVersions}`).then((result) => result.rows);
      version = current!.version;
    }
    await recordAudit(tx, {
      actorUserId: null,
      action: 'sanctions.imported',
      targetType: 'sanctions_list',
      targetId: lists.join(', '),
      after: { ...origin, version, changed, lists: counts, reason: 'sanctions list imported (npm run manage -- import-sanctions)' },
    });
    return { version, changed, lists: counts };
  });
}
