import { inArray, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/audit';
import type { Db } from '../db/client';
import { sanctionsEntries } from '../db/schema';
import type { ListEntry } from '../screening/lists/list-entry';
import type { SanctionsEntry } from './sanctions-match';

/**
 * `npm run manage -- import-sanctions FILE`: loads a sanctions list. The file (our CSV, the UN
 * Security Council Consolidated List XML or OpenSanctions' targets.simple.csv) is read by
 * screening/lists/parse-list.ts; every list named in it is replaced by the file's entries for it,
 * in one transaction; other lists are left alone.
 */

/**
 * A list entry as the screen stores it today: one date of birth. An entry with several gives none,
 * so the screen does not narrow by date for it (narrowing by one of them could hide a match).
 */
export function toSanctionsEntry(entry: ListEntry): SanctionsEntry {
  const { listName, entryId, name, aliases, datesOfBirth, country } = entry;
  return { listName, entryId, name, aliases, dateOfBirth: datesOfBirth.length === 1 ? datesOfBirth[0]! : null, country };
}

export interface ListImport {
  listName: string;
  /** Entries the list had before (all replaced). */
  replaced: number;
  imported: number;
}

/** Who ran a manage command: it has no signed-in user, so the audit names the system account and the file. */
export interface CommandOrigin {
  /** The operating-system account that ran the command. */
  operator: string;
  file?: string;
}

/**
 * Replaces every list named in `entries` with its entries, in one transaction, and audits it.
 * Answers the counts per list.
 */
export async function importSanctions(db: Db, entries: readonly SanctionsEntry[], origin: CommandOrigin, now: Date): Promise<ListImport[]> {
  const lists = [...new Set(entries.map((entry) => entry.listName))];
  return db.transaction(async (tx) => {
    // One import at a time: two at once would each delete before the other inserts.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sanctions_import'))`);
    const removed = lists.length
      ? await tx.delete(sanctionsEntries).where(inArray(sanctionsEntries.listName, lists)).returning({ listName: sanctionsEntries.listName })
      : [];
    for (let start = 0; start < entries.length; start += 1_000) {
      await tx.insert(sanctionsEntries).values(
        entries.slice(start, start + 1_000).map((entry) => ({
          listName: entry.listName,
          entryId: entry.entryId,
          name: entry.name,
          aliases: [...entry.aliases],
          dateOfBirth: entry.dateOfBirth,
          country: entry.country,
          importedAt: now,
        })),
      );
    }
    const counts = lists.map((listName) => ({
      listName,
      replaced: removed.filter((row) => row.listName === listName).length,
      imported: entries.filter((entry) => entry.listName === listName).length,
    }));
    await recordAudit(tx, {
      actorUserId: null,
      action: 'sanctions.imported',
      targetType: 'sanctions_list',
      targetId: lists.join(', '),
      after: { ...origin, lists: counts, reason: 'sanctions list imported (npm run manage -- import-sanctions)' },
    });
    return counts;
  });
}
