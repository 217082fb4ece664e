import { sql } from 'drizzle-orm';
import type { ScreeningStatus } from '../../../domain/schemas/screening';
import type { Db } from '../db/client';
import { recipients, transfers, users } from '../db/schema';
import { readRescreenProgress } from './rescreen';

/** What the Compliance screen shows of screening: the list version, its re-screen, and who still waits. */
export async function screeningStatus(db: Pick<Db, 'execute'>): Promise<ScreeningStatus> {
  const progress = await readRescreenProgress(db);
  const version = progress?.version ?? 0;
  const behind = (column: unknown) => sql`(${column} is null or ${column} < ${version})`;
  const [waiting] = version === 0
    ? [{ customers: 0, recipients: 0, payers: 0 }]
    : (
        await db.execute<{ customers: number; recipients: number; payers: number }>(sql`select
          (select count(*) from ${users} where purged_at is null and ${behind(users.screenedVersion)})::int as customers,
          (select count(*) from ${recipients} where ${behind(recipients.screenedVersion)})::int as recipients,
          (select count(*) from ${transfers} where apaylo_sender_name is not null and status = 'pending' and ${behind(transfers.payerScreenedVersion)})::int as payers`)
      ).rows;
  return {
    listVersion: version,
    importedAt: progress?.createdAt ?? null,
    entryCount: progress?.entryCount ?? 0,
    rescreen: progress
      ? { total: progress.total, done: progress.done, matches: progress.matches, startedAt: progress.startedAt, finishedAt: progress.finishedAt }
      : null,
    waiting: waiting!,
  };
}
