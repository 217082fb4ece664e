import { and, eq } from 'drizzle-orm';
import type { z } from 'zod/mini';
import { complianceCaseMessages } from '../../../domain/compliance-case-messages';
import type { closeCaseSchema, ComplianceCase } from '../../../domain/schemas/compliance';
import { businessDate } from '../../../domain/business-date';
import { recordAudit } from '../audit/audit';
import type { UserRow } from '../auth/user-response';
import type { AppContext, RequestMeta } from '../context';
import { complianceCases } from '../db/schema';
import { AppError, conflict, notFound } from '../http/errors';
import { recordCaseEvents } from './case-events';
import { findCase } from './case-list';
import { readWorkedCase, refuseDuty } from './duties';

type Closing = z.output<typeof closeCaseSchema>;

/**
 * Closes an open case with its outcome — "filed" (reported to FINTRAC; `reference` is the report's
 * number), "cleared" (nothing to report), or, for a sanctions case only, "listed_property" (a
 * confirmed hit reported as a listed person's property: the party's transfers are frozen until an
 * operator records what the authorities decided, case-authority.ts) — and the operator's note.
 * One conditional update, so of two operators closing at once exactly one wins; the other gets
 * 409. Closing lifts any hold (a freeze takes over for listed_property).
 *
 * Separation of duties (issue 31): a case about the operator (or their recipient) is 403 own_case,
 * and an str case is filed by an operator other than the one who opened it (409
 * second_operator_required). Both refusals are audited.
 */
export async function closeCase(ctx: AppContext, actor: UserRow, id: number, closing: Closing, meta: RequestMeta): Promise<ComplianceCase> {
  const now = ctx.clock.now();
  const current = await readWorkedCase(ctx.db, id, actor.id);
  if (!current) throw notFound(complianceCaseMessages.caseNotFound);
  const attempted = 'compliance.case_close';
  if (current.concerns_actor) throw await refuseDuty(ctx, actor, { code: 'own_case', attempted, targetType: 'compliance_case', targetId: id }, meta);
  if (closing.outcome === 'listed_property' && current.kind !== 'sanctions') {
    const message = complianceCaseMessages.listedPropertySanctionsOnly;
    throw new AppError('invalid_input', message, { errors: { outcome: message } });
  }
  if (closing.outcome === 'filed' && current.kind === 'str' && current.opened_by === actor.id && current.status === 'open') {
    throw await refuseDuty(ctx, actor, { code: 'second_operator_required', attempted, targetType: 'compliance_case', targetId: id }, meta);
  }
  const reference = closing.reference || null;
  const closed = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(complianceCases)
      .set({ status: 'closed', outcome: closing.outcome, reference, note: closing.note, closedAt: now, closedBy: actor.id })
      .where(and(eq(complianceCases.id, id), eq(complianceCases.status, 'open')))
      .returning({ id: complianceCases.id, kind: complianceCases.kind, userId: complianceCases.userId, recipientId: complianceCases.recipientId });
    if (!row) return false;
    const frozen = closing.outcome === 'listed_property';
    await recordCaseEvents(tx, [
      { caseId: id, kind: 'closed', actorUserId: actor.id, text: closing.note, details: { outcome: closing.outcome, reference }, at: now },
      ...(frozen ? [{ caseId: id, kind: 'frozen' as const, actorUserId: actor.id, at: now }] : []),
    ]);
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'compliance.case_closed',
      targetType: 'compliance_case',
      targetId: id,
      before: { status: 'open' },
      after: {
        status: 'closed',
        kind: row.kind,
        userId: row.userId,
        ...(frozen ? { recipientId: row.recipientId, frozen: true } : {}),
        outcome: closing.outcome,
        reference,
        reason: closing.note,
      },
      ip: meta.ip,
    });
    return true;
  });
  const found = await findCase(ctx.db, id, businessDate(now, ctx.config.businessTimeZone));
  if (!found) throw notFound(complianceCaseMessages.caseNotFound);
  if (!closed) throw conflict(complianceCaseMessages.caseClosed, { status: found.status });
  return found;
}
