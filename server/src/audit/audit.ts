import type { Db } from '../db/client';
import { auditEvents } from '../db/schema';

/** Anything that can run an insert: the database or a transaction. */
type Executor = Pick<Db, 'insert'>;

export type AuditAction =
  | 'auth.signup'
  | 'auth.login'
  | 'auth.login_failed'
  | 'auth.logout'
  | 'auth.password_reset_requested'
  | 'auth.password_reset'
  | 'auth.totp_enrolment_started'
  | 'auth.totp_confirmed'
  | 'auth.second_factor'
  | 'auth.second_factor_failed'
  | 'auth.recovery_code_used'
  | 'auth.recovery_codes_replaced'
  | 'auth.second_factor_locked'
  | 'auth.totp_turned_off'
  | 'auth.reauthenticated'
  | 'auth.reauthentication_failed'
  | 'auth.reauthentication_required'
  | 'auth.passkey_added'
  | 'auth.passkey_renamed'
  | 'auth.passkey_removed'
  | 'auth.passkey_refused'
  | 'auth.password_changed'
  | 'auth.password_change_failed'
  | 'auth.session_ended'
  | 'auth.other_sessions_ended'
  | 'auth.email_verification_sent'
  | 'auth.email_verified'
  | 'admin.granted'
  | 'admin.revoked'
  | 'transfer.status_changed'
  | 'exchange_rate.updated'
  | 'exchange_rate.change_requested'
  | 'exchange_rate.change_approved'
  | 'exchange_rate.change_rejected'
  | 'rate_settings.updated'
  | 'payment.matched'
  | 'payment.review_accepted'
  | 'payment.review_dismissed'
  | 'payout.created'
  | 'payout.state_changed'
  | 'payout.returned_after_completion'
  | 'reconciliation.differences_found'
  | 'limits.updated'
  | 'compliance.eftr_case_opened'
  | 'compliance.eftr_case_joined'
  | 'identity.document_uploaded'
  | 'identity.unused_documents_deleted'
  | 'identity.verification_submitted'
  | 'identity.verification_decided'
  | 'identity.verified_outside_app'
  | 'compliance.case_opened'
  | 'compliance.case_closed'
  | 'compliance.case_reopened'
  | 'compliance.case_recomputed'
  | 'compliance.case_note_added'
  | 'compliance.case_assigned'
  | 'compliance.authority_decision'
  | 'compliance.refused'
  | 'compliance.settings_updated'
  | 'identity.legal_name_changed'
  | 'compliance.records_exported'
  | 'sanctions.imported'
  | 'screening.name_tested'
  | 'account.closed'
  | 'records.purged';

export interface AuditEntry {
  actorUserId: number | null;
  action: AuditAction;
  targetType?: string;
  targetId?: string | number;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
}

/** Appends one row to the append-only audit log (in the caller's transaction when given one). */
export async function recordAudit(executor: Executor, entry: AuditEntry): Promise<void> {
  await executor.insert(auditEvents).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId === undefined ? null : String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? null,
  });
}
