import { and, eq } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { AdminVerification, verificationDecisionSchema } from '../../../domain/schemas/compliance';
import { verificationMessages } from '../../../domain/verification-messages';
import { recordAudit } from '../audit/audit';
import type { UserRow } from '../auth/user-response';
import type { AppContext, RequestMeta } from '../context';
import { identityVerifications, mailQueue } from '../db/schema';
import { AppError, conflict, notFound } from '../http/errors';
import { findVerification } from './verification-list';

export type VerificationDecision = z.output<typeof verificationDecisionSchema>;

/**
 * An operator approves or rejects a pending verification. One conditional update decides it, so of
 * two operators deciding at once exactly one wins and the other gets 409 with the status it has
 * now. The customer's mail is queued in the same transaction (sent after the commit).
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
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ userId: identityVerifications.userId, status: identityVerifications.status })
      .from(identityVerifications)
      .where(eq(identityVerifications.id, verificationId));
    if (!current) throw notFound(verificationMessages.notFound);
    // Four eyes: the operator who is the customer cannot vouch for themselves.
    if (current.userId === actor.id) throw new AppError('forbidden', verificationMessages.ownVerification);
    const [decided] = await tx
      .update(identityVerifications)
      .set({ status: decision.decision, decidedAt: now, decidedBy: actor.id, reason })
      .where(and(eq(identityVerifications.id, verificationId), eq(identityVerifications.status, 'pending')))
      .returning({ id: identityVerifications.id });
    if (!decided) throw conflict(verificationMessages.decided(current.status), { status: current.status });
    await tx.insert(mailQueue).values({ verificationId, createdAt: now, nextAttemptAt: now });
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'identity.verification_decided',
      targetType: 'identity_verification',
      targetId: verificationId,
      before: { status: 'pending' },
      after: { status: decision.decision, method: 'document', reason },
      ip: meta.ip,
    });
  });
  ctx.mailQueue.kick();
  const verification = await findVerification(ctx.db, verificationId);
  if (!verification) throw notFound(verificationMessages.notFound);
  return verification;
}
