import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { outsideVerificationSchema } from '../../../domain/schemas/compliance';
import { recordAudit } from '../audit/audit';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { identityVerifications, mailQueue, users } from '../db/schema';

export type OutsideVerification = z.output<typeof outsideVerificationSchema>;

export type OutsideVerificationResult =
  | { status: 'recorded'; verificationId: number; email: string; legalName: string; userId: number }
  | { status: 'name-changed'; verificationId: number; email: string; legalName: string; previousName: string; userId: number }
  | { status: 'no-such-user' }
  | { status: 'already-verified'; email: string }
  | { status: 'pending'; email: string; verificationId: number };

/**
 * An operator verified a customer's identity outside the app (in person, by the dual-process or
 * the credit-file method: FINTRAC "Methods to verify the identity of persons") and records it from
 * the console (`npm run manage -- verify-identity`). The record is an approved verification like
 * one approved in the queue, decided by nobody in the app (decided_by null: the operator at the
 * console), with the method and the operator's note; it is audited and the customer is mailed, as
 * a queue approval is. A verification waiting in the queue is decided there, not overridden here.
 *
 * It fixes the customer's legal name (issue 31): `name` when given, else the account's name. A
 * customer already verified is verified again only to change that name (`name` differs from it:
 * after a marriage, say, on a photo ID in the new name) — the one way a verified name changes: the
 * account's name becomes it, audited (identity.legal_name_changed) with the name it replaces.
 */
export async function recordOutsideVerification(db: Db, clock: Clock, input: OutsideVerification): Promise<OutsideVerificationResult> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, username: users.username, legalName: users.legalName })
      .from(users)
      .where(eq(sql`lower(${users.email})`, input.email.toLowerCase()))
      .for('update');
    if (!user) return { status: 'no-such-user' as const };
    const [standing] = await tx
      .select({ id: identityVerifications.id, status: identityVerifications.status })
      .from(identityVerifications)
      .where(and(eq(identityVerifications.userId, user.id), inArray(identityVerifications.status, ['pending', 'approved'])))
      .orderBy(identityVerifications.status) // 'approved' before 'pending'
      .limit(1);
    const legalName = input.name ?? user.legalName ?? user.username;
    const previousName = user.legalName ?? user.username;
    const renaming = standing?.status === 'approved' && input.name !== undefined && input.name !== previousName;
    if (standing?.status === 'approved' && !renaming) return { status: 'already-verified' as const, email: user.email };
    if (standing?.status === 'pending') return { status: 'pending' as const, email: user.email, verificationId: standing.id };
    const now = clock.now();
    const [row] = await tx
      .insert(identityVerifications)
      .values({ userId: user.id, status: 'approved', method: input.method, note: input.note, legalName, submittedAt: now, decidedAt: now, decidedBy: null })
      .returning({ id: identityVerifications.id });
    // Verified by another method: screened again (the command does, after the commit); until then unscreened.
    await tx.update(users).set({ legalName, username: legalName, screenedVersion: null, updatedAt: now }).where(eq(users.id, user.id));
    await tx.insert(mailQueue).values({ verificationId: row!.id, createdAt: now, nextAttemptAt: now });
    await recordAudit(tx, {
      actorUserId: null,
      action: 'identity.verified_outside_app',
      targetType: 'identity_verification',
      targetId: row!.id,
      after: { status: 'approved', method: input.method, note: input.note, legalName },
    });
    if (renaming) {
      await recordAudit(tx, {
        actorUserId: null,
        action: 'identity.legal_name_changed',
        targetType: 'user',
        targetId: user.id,
        before: { legalName: previousName },
        after: { legalName, verificationId: row!.id, reason: input.note },
      });
      return { status: 'name-changed' as const, verificationId: row!.id, email: user.email, legalName, previousName, userId: user.id };
    }
    return { status: 'recorded' as const, verificationId: row!.id, email: user.email, legalName, userId: user.id };
  });
}
