import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import { complianceCaseMessages } from '../../../domain/compliance-case-messages';
import type { authorityDecisionSchema, CaseDetail, caseAssignSchema, caseNoteSchema } from '../../../domain/schemas/compliance-case-work';
import { recordAudit } from '../audit/audit';
import type { UserRow } from '../auth/user-response';
import type { AppContext, RequestMeta } from '../context';
import { complianceCases, users } from '../db/schema';
import { AppError, conflict, notFound } from '../http/errors';
import { readCaseDetail } from './case-detail';
import { recordCaseEvent } from './case-events';
import { caseConcerns, readWorkedCase, refuseDuty, type WorkedCase } from './duties';

/**
 * An operator's work on a case (issue 31): notes, the assignee, and what the authorities decided
 * about property a listed-person report froze. Each is written with its history entry and its
 * audit record in one transaction, on the case's row locked; a case about the operator (or their
 * recipient) is 403 own_case, audited. Each answers the case with its history.
 */

async function workable(ctx: AppContext, actor: UserRow, id: number, attempted: string, meta: RequestMeta): Promise<WorkedCase> {
  const found = await readWorkedCase(ctx.db, id, actor.id);
  if (!found) throw notFound(complianceCaseMessages.caseNotFound);
  if (found.concerns_actor) throw await refuseDuty(ctx, actor, { code: 'own_case', attempted, targetType: 'compliance_case', targetId: id }, meta);
  return found;
}

async function answer(ctx: AppContext, id: number): Promise<CaseDetail> {
  const detail = await readCaseDetail(ctx, id);
  if (!detail) throw notFound(complianceCaseMessages.caseNotFound);
  return detail;
}

/** POST /api/admin/compliance/cases/:id/notes: a note on an open or closed case. */
export async function addCaseNote(ctx: AppContext, actor: UserRow, id: number, input: z.output<typeof caseNoteSchema>, meta: RequestMeta): Promise<CaseDetail> {
  await workable(ctx, actor, id, 'compliance.case_note', meta);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await recordCaseEvent(tx, { caseId: id, kind: 'note', actorUserId: actor.id, text: input.text, at: now });
    await recordAudit(tx, { actorUserId: actor.id, action: 'compliance.case_note_added', targetType: 'compliance_case', targetId: id, after: { text: input.text }, ip: meta.ip });
  });
  return answer(ctx, id);
}

/**
 * POST /api/admin/compliance/cases/:id/assign: an operator (an admin account, not closed) or null.
 * An unknown account is 404; an account that is not an operator, or the case's own subject, 400.
 */
export async function assignCase(ctx: AppContext, actor: UserRow, id: number, input: z.output<typeof caseAssignSchema>, meta: RequestMeta): Promise<CaseDetail> {
  await workable(ctx, actor, id, 'compliance.case_assign', meta);
  let assignee: { id: number; name: string } | null = null;
  if (input.userId !== null) {
    const [operator] = await ctx.db
      .select({ id: users.id, name: sql<string>`coalesce(${users.legalName}, ${users.username})`, isAdmin: users.isAdmin, closedAt: users.closedAt })
      .from(users)
      .where(eq(users.id, input.userId));
    if (!operator) throw notFound(complianceCaseMessages.operatorNotFound);
    const refuse = (message: string) => new AppError('invalid_input', message, { errors: { userId: message } });
    if (!operator.isAdmin || operator.closedAt) throw refuse(complianceCaseMessages.assigneeNotOperator);
    const [subject] = await ctx.db.select({ concerns: caseConcerns(operator.id) }).from(complianceCases).where(eq(complianceCases.id, id));
    if (subject?.concerns) throw refuse(complianceCaseMessages.assigneeIsSubject);
    assignee = { id: operator.id, name: operator.name };
  }
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select({ assignedTo: complianceCases.assignedTo }).from(complianceCases).where(eq(complianceCases.id, id)).for('update');
    await tx.update(complianceCases).set({ assignedTo: assignee?.id ?? null }).where(eq(complianceCases.id, id));
    await recordCaseEvent(tx, { caseId: id, kind: 'assigned', actorUserId: actor.id, details: { assignee }, at: now });
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'compliance.case_assigned',
      targetType: 'compliance_case',
      targetId: id,
      before: { assignedTo: before?.assignedTo ?? null },
      after: { assignedTo: assignee?.id ?? null },
      ip: meta.ip,
    });
  });
  return answer(ctx, id);
}

/**
 * POST /api/admin/compliance/cases/:id/authority-decision: what the authorities decided about the
 * property a listed-person report froze — released (dealing may resume: the transfers can be
 * approved or rejected again) or seized (they took it; an operator then rejects the transfers,
 * the customer reading a neutral text). Either way the freeze ends. Recorded once (409 after), on
 * a case closed as listed_property only (409 otherwise), by an operator other than the one who froze
 * (409 second_operator_required): lifting a freeze takes two people.
 */
export async function recordAuthorityDecision(
  ctx: AppContext,
  actor: UserRow,
  id: number,
  input: z.output<typeof authorityDecisionSchema>,
  meta: RequestMeta,
): Promise<CaseDetail> {
  const found = await workable(ctx, actor, id, 'compliance.authority_decision', meta);
  if (found.outcome !== 'listed_property') throw conflict(complianceCaseMessages.notFrozen);
  if (found.authority_decision !== null) throw conflict(complianceCaseMessages.authorityDecided, { decision: found.authority_decision });
  if (found.closed_by === actor.id) {
    const refusal = { code: 'second_operator_required' as const, attempted: 'compliance.authority_decision', targetType: 'compliance_case', targetId: id };
    throw await refuseDuty(ctx, actor, { ...refusal, message: complianceCaseMessages.secondOperatorForAuthority }, meta);
  }
  const now = ctx.clock.now();
  const recorded = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(complianceCases)
      .set({ authorityDecision: input.decision, authorityNote: input.note, authorityDecidedAt: now, authorityDecidedBy: actor.id })
      .where(and(eq(complianceCases.id, id), eq(complianceCases.outcome, 'listed_property'), isNull(complianceCases.authorityDecision)))
      .returning({ id: complianceCases.id, userId: complianceCases.userId, recipientId: complianceCases.recipientId });
    if (!row) return false;
    await recordCaseEvent(tx, { caseId: id, kind: 'authority_decision', actorUserId: actor.id, text: input.note, details: { decision: input.decision }, at: now });
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'compliance.authority_decision',
      targetType: 'compliance_case',
      targetId: id,
      before: { frozen: true },
      after: { frozen: false, decision: input.decision, userId: row.userId, recipientId: row.recipientId, reason: input.note },
      ip: meta.ip,
    });
    return true;
  });
  if (!recorded) throw conflict(complianceCaseMessages.authorityDecided);
  return answer(ctx, id);
}
