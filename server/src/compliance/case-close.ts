import { and, eq } from 'drizzle-orm';
import type { z } from 'zod/mini';
import { complianceCaseMessages } from '../../../domain/compliance-case-messages';
import type { closeCaseSchema, ComplianceCase } from '../../../domain/schemas/compliance';
import { businessDate } from '../admin/export';
import { recordAudit } from '../audit/audit';
import type { UserRow } from '../auth/user-response';
import type { AppContext, RequestMeta } from '../context';
import { complianceCases } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { findCase } from './case-list';

type Closing = z.output<typeof closeCaseSchema>;

/**
 * Closes an open case with its outcome — "filed" (reported to FINTRAC; `reference` is the report's
 * number) or "cleared" (nothing to report) — and the operator's note. One conditional update, so of
 * two operators closing at once exactly one wins; the other gets 409. Closing lifts any hold.
 */
export async function closeCase(ctx: AppContext, actor: UserRow, id: number, closing: Closing, meta: RequestMeta): Promise<ComplianceCase> {
  const now = ctx.clock.now();
  const closed = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(complianceCases)
      .set({ status: 'closed', outcome: closing.outcome, reference: closing.reference || null, note: closing.note, closedAt: now, closedBy: actor.id })
      .where(and(eq(complianceCases.id, id), eq(complianceCases.status, 'open')))
      .returning({ id: complianceCases.id, kind: complianceCases.kind, userId: complianceCases.userId });
    if (!row) return false;
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'compliance.case_closed',
      targetType: 'compliance_case',
      targetId: id,
      before: { status: 'open' },
      after: { status: 'closed', kind: row.kind, userId: row.userId, outcome: closing.outcome, reference: closing.reference || null, reason: closing.note },
      ip: meta.ip,
    });
    return true;
  });
  const found = await findCase(ctx.db, id, businessDate(now, ctx.config.businessTimeZone));
  if (!found) throw notFound(complianceCaseMessages.caseNotFound);
  if (!closed) throw conflict(complianceCaseMessages.caseClosed, { status: found.status });
  return found;
}
