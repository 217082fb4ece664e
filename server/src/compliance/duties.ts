import { sql } from 'drizzle-orm';
import { complianceCaseMessages } from '../../../domain/compliance-case-messages';
import { recordAudit } from '../audit/audit';
import type { UserRow } from '../auth/user-response';
import type { AppContext, RequestMeta } from '../context';
import type { Db } from '../db/client';
import { complianceCaseTransfers, complianceCases, recipients, transfers } from '../db/schema';
import { AppError, conflict } from '../http/errors';

/**
 * Separation of duties (issue 31): an operator who is also a customer never decides about
 * themselves. Refusals keep the issue's shapes —
 *  - 403 own_transfer: changing the status of a transfer they sent;
 *  - 403 own_case: deciding a verification, payment review or case about themselves or one of
 *    their recipients (and working such a case: notes, assignment, the authorities' decision);
 *  - 409 second_operator_required: filing an str case they opened, or recording the authorities'
 *    decision on a freeze they made;
 * and 409 listed_property_frozen for a frozen party's transfer. Each refusal is audited
 * (compliance.refused, with its code), in a statement of its own: the refused change wrote nothing.
 */
export type DutyRefusalCode = 'own_transfer' | 'own_case' | 'second_operator_required' | 'listed_property_frozen';

export interface DutyRefusal {
  code: DutyRefusalCode;
  /** What was refused, for the audit: e.g. "transfer.status_change", "compliance.case_close". */
  attempted: string;
  targetType: string;
  targetId: number;
  /** The message, when the code has more than one (own_case of a verification, second_operator_required). */
  message?: string;
}

function refusalError(refusal: DutyRefusal): AppError {
  const body = { code: refusal.code };
  switch (refusal.code) {
    case 'own_transfer':
      return new AppError('forbidden', complianceCaseMessages.ownTransfer, { body });
    case 'own_case':
      return new AppError('forbidden', refusal.message ?? complianceCaseMessages.ownCase, { body });
    case 'second_operator_required':
      return conflict(refusal.message ?? complianceCaseMessages.secondOperatorToFile, body);
    case 'listed_property_frozen':
      return conflict(complianceCaseMessages.frozen, body);
  }
}

/** Audits the refusal and answers the error to throw. */
export async function refuseDuty(ctx: Pick<AppContext, 'db'>, actor: Pick<UserRow, 'id'>, refusal: DutyRefusal, meta: RequestMeta): Promise<AppError> {
  await recordAudit(ctx.db, {
    actorUserId: actor.id,
    action: 'compliance.refused',
    targetType: refusal.targetType,
    targetId: refusal.targetId,
    after: { code: refusal.code, attempted: refusal.attempted },
    ip: meta.ip,
  });
  return refusalError(refusal);
}

/** A case as the operators' work on it needs it, and whether it concerns the operator asking. */
export interface WorkedCase extends Record<string, unknown> {
  id: number;
  kind: string;
  status: 'open' | 'closed';
  user_id: number | null;
  opened_by: number | null;
  closed_by: number | null;
  outcome: string | null;
  authority_decision: string | null;
  concerns_actor: boolean;
}

/**
 * Whether a case is about `userId`: their own case, one about a recipient of theirs, or one naming
 * a transfer of theirs (a beneficiary case gathers several customers' transfers).
 */
export function caseConcerns(userId: number) {
  return sql<boolean>`(${complianceCases.userId} = ${userId}
    or exists (select 1 from ${recipients} r where r.id = ${complianceCases.recipientId} and r.user_id = ${userId})
    or exists (select 1 from ${complianceCaseTransfers} ct join ${transfers} t on t.id = ct.transfer_id
               where ct.case_id = ${complianceCases.id} and t.user_id = ${userId}))`;
}

/** The case (locked until the transaction ends when `lock`), or undefined. */
export async function readWorkedCase(executor: Pick<Db, 'execute'>, caseId: number, actorId: number, lock = false): Promise<WorkedCase | undefined> {
  const result = await executor.execute<WorkedCase>(sql`
    select ${complianceCases.id} as id, ${complianceCases.kind} as kind, ${complianceCases.status} as status,
      ${complianceCases.userId} as user_id, ${complianceCases.openedBy} as opened_by, ${complianceCases.closedBy} as closed_by,
      ${complianceCases.outcome} as outcome, ${complianceCases.authorityDecision} as authority_decision,
      ${caseConcerns(actorId)} as concerns_actor
    from ${complianceCases} where ${complianceCases.id} = ${caseId}
    ${lock ? sql`for update of ${complianceCases}` : sql``}`);
  return result.rows[0];
}
