import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { AdminVerification, verificationDecisionSchema } from '../../../domain/schemas/compliance';
import { verificationMessages } from '../../../domain/verification-messages';
import { recordAudit } from '../audit/audit';
import type { UserRow } from '../auth/user-response';
import type { AppContext, RequestMeta } from '../context';
import { identityVerifications, mailQueue, users } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { refuseDuty } from './duties';
import { findVerification } from './verification-list';

export type VerificationDecision = z.output<typeof verificationDecisionSchema>;

/**
 * An operator approves or rejects a pending verification. One conditional update decides it, so of
 * two operators deciding at once exactly one wins and the other gets 409 with the status it has
 * now. The customer's mail is queued in the same transaction (sent after the commit). An operator's
 * own verification is refused (403 own_case, audited).
 */
export async function decideVerification(
  ctx: AppContext,
  actor: UserRow,
  verificationId: number,
  decision: VerificationDecision,
  meta: RequestMeta,
): Promise<AdminVerification> {
  const now = ctx.clock.now();
  const reason = decision.reason || null;
  const [current] = await ctx.db
    .select({ userId: identityVerifications.userId, status: identityVerifications.status })
    .from(identityVerifications)
    .where(eq(identityVerifications.id, verificationId));
  if (!current) throw notFound(verificationMessages.notFound);
  // Four eyes: the operator who is the customer cannot vouch for themselves (403 own_case, audited).
  if (current.userId === actor.id) {
    throw await refuseDuty(ctx, actor, { code: 'own_case', attempted: 'identity.verification_decision', targetType: 'identity_verification', targetId: verificationId, message: verificationMessages.ownVerification }, meta);
  }
  await ctx.db.transaction(async (tx) => {
    // An approval fixes the customer's legal name (issue 31): the account's name now, kept on the
    // verification too; Profile no longer changes it (profile/update-profile.ts).
    const legalName = decision.decision === 'approved' ? sql`(select ${users.username} from ${users} where ${users.id} = ${current.userId})` : null;
    const [decided] = await tx
      .update(identityVerifications)
      .set({ status: decision.decision, decidedAt: now, decidedBy: actor.id, reason, ...(legalName ? { legalName } : {}) })
      .where(and(eq(identityVerifications.id, verificationId), eq(identityVerifications.status, 'pending')))
      .returning({ id: identityVerifications.id, legalName: identityVerifications.legalName });
    if (!decided) throw conflict(verificationMessages.decided(current.status), { status: current.status });
    if (decided.legalName !== null) await tx.update(users).set({ legalName: decided.legalName, updatedAt: now }).where(eq(users.id, current.userId));
    await tx.insert(mailQueue).values({ verificationId, createdAt: now, nextAttemptAt: now });
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'identity.verification_decided',
      targetType: 'identity_verification',
      targetId: verificationId,
      before: { status: 'pending' },
      after: { status: decision.decision, method: 'document', reason, ...(decided.legalName !== null ? { legalName: decided.legalName } : {}) },
      ip: meta.ip,
    });
  });
  ctx.mailQueue.kick();
  const verification = await findVerification(ctx.db, verificationId);
  if (!verification) throw notFound(verificationMessages.notFound);
  return verification;
}
