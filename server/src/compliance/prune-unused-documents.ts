import { sql } from 'drizzle-orm';
import { recordAudit } from '../audit/audit';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import type { PeriodicJob } from '../jobs/scheduler';

const HOUR_MS = 60 * 60 * 1000;

/** An uploaded photo of an ID that no submitted verification uses is kept this long (issue 32). */
export const UNUSED_DOCUMENT_KEPT_MS = 24 * HOUR_MS;

/**
 * Deletes the photos of IDs uploaded before `before` that no identity verification references (a
 * customer's retakes, or uploads never submitted), in one statement, and audits the ids deleted.
 * A submission taking one of them at the same moment holds a lock on its row (verification-
 * submit.ts reads it FOR SHARE) and is skipped here; one that waited for this delete finds the
 * photo gone and is asked for it again. Answers how many were deleted.
 */
export async function pruneUnusedDocuments(db: Db, before: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const deleted = await tx.execute<{ id: number; bytes: number }>(sql`
      delete from verification_documents
      where id in (
        select document.id from verification_documents document
        where document.created_at < ${before.toISOString()}
          and not exists (select 1 from identity_verifications used where used.document_id = document.id)
        for update skip locked
      )
      returning id, bytes`);
    if (deleted.rows.length === 0) return 0;
    await recordAudit(tx, {
      actorUserId: null,
      action: 'identity.unused_documents_deleted',
      targetType: 'verification_document',
      after: {
        ids: deleted.rows.map((row) => row.id),
        bytes: deleted.rows.reduce((total, row) => total + row.bytes, 0),
        uploadedBefore: before.toISOString(),
      },
    });
    return deleted.rows.length;
  });
}

/** Hourly, on one instance: photos unused 24 hours after their upload are deleted. */
export function unusedDocumentsJob(ctx: Pick<AppContext, 'db' | 'clock' | 'log'>): PeriodicJob {
  return {
    name: 'unused-documents',
    intervalMs: HOUR_MS,
    run: async () => {
      const deleted = await pruneUnusedDocuments(ctx.db, new Date(ctx.clock.now().getTime() - UNUSED_DOCUMENT_KEPT_MS));
      if (deleted > 0) ctx.log.info({ deleted }, 'unused identity documents deleted');
    },
  };
}
