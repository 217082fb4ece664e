import { and, eq, inArray } from 'drizzle-orm';
import { ageOn, MINIMUM_AGE, type verificationRequestSchema } from '../../../domain/schemas/compliance';
import { securityMessages } from '../../../domain/security-texts';
import { verificationMessages } from '../../../domain/verification-messages';
import type { z } from 'zod/mini';
import { businessDate } from '../../../domain/business-date';
import { recordAudit } from '../audit/audit';
import type { UserRow } from '../auth/user-response';
import type { AppContext, RequestMeta } from '../context';
import { isUniqueViolation } from '../db/errors';
import { identityVerifications, users, verificationDocuments } from '../db/schema';
import { AppError, conflict, invalidInput } from '../http/errors';

export type VerificationInput = z.output<typeof verificationRequestSchema>;

/**
 * A customer asks to have their identity verified: the details of a government photo ID and the
 * photo uploaded before. Checked against the server's date (in the business time zone): 18 or
 * older, an ID that expires after today. The new verification waits for an operator (pending);
 * answers its id, which sanctions screening of the customer takes next.
 */
export async function submitVerification(
  ctx: AppContext,
  user: UserRow,
  input: VerificationInput,
  meta: RequestMeta,
): Promise<{ id: number; status: 'pending' }> {
  // Issue 18: an identity is verified only for an email known to reach its owner.
  if (!user.emailVerifiedAt) {
    throw new AppError('forbidden', securityMessages.emailUnverified, { body: { code: 'email_unverified' } });
  }
  const today = businessDate(ctx.clock.now(), ctx.config.businessTimeZone);
  if (ageOn(input.dateOfBirth, today) < MINIMUM_AGE) {
    const message = verificationMessages.tooYoung(MINIMUM_AGE);
    throw invalidInput(message, { dateOfBirth: message });
  }
  if (input.idDocument.expiryDate <= today) {
    throw invalidInput(verificationMessages.idExpired, { 'idDocument.expiryDate': verificationMessages.idExpired });
  }
  try {
    return await ctx.db.transaction(async (tx) => {
      // One customer's submissions one at a time: "already verified", "already pending" and
      // "photo already used" are each read and acted on without another submission in between.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
      const [standing] = await tx
        .select({ status: identityVerifications.status })
        .from(identityVerifications)
        .where(and(eq(identityVerifications.userId, user.id), inArray(identityVerifications.status, ['pending', 'approved'])))
        .orderBy(identityVerifications.status) // 'approved' before 'pending'
        .limit(1);
      if (standing?.status === 'approved') throw conflict(verificationMessages.alreadyVerified, { status: 'approved' });
      if (standing?.status === 'pending') throw conflict(verificationMessages.alreadyPending, { status: 'pending' });

      // Another customer's upload answers exactly as a missing one: ids reveal nothing. Locked
      // (FOR SHARE) until the commit: the deletion of unused photos (prune-unused-documents.ts)
      // skips it meanwhile, or, having taken it first, leaves it gone.
      const [document] = await tx
        .select({ id: verificationDocuments.id })
        .from(verificationDocuments)
        .where(and(eq(verificationDocuments.id, input.documentId), eq(verificationDocuments.userId, user.id)))
        .for('share');
      if (!document) throw invalidInput(verificationMessages.documentMissing, { documentId: verificationMessages.documentMissing });
      const [used] = await tx
        .select({ id: identityVerifications.id })
        .from(identityVerifications)
        .where(eq(identityVerifications.documentId, document.id))
        .limit(1);
      if (used) throw invalidInput(verificationMessages.documentUsed, { documentId: verificationMessages.documentUsed });

      const [row] = await tx
        .insert(identityVerifications)
        .values({
          userId: user.id,
          status: 'pending',
          method: 'document',
          dateOfBirth: input.dateOfBirth,
          occupation: input.occupation,
          street: input.address.street,
          city: input.address.city,
          province: input.address.province,
          postalCode: input.address.postalCode,
          idType: input.idDocument.type,
          idNumber: input.idDocument.number,
          idJurisdiction: input.idDocument.issuingJurisdiction,
          idExpiry: input.idDocument.expiryDate,
          documentId: document.id,
          submittedAt: ctx.clock.now(),
        })
        .returning({ id: identityVerifications.id });
      // A new date of birth: the customer is screened again with it (the route does, before the answer).
      await tx.update(users).set({ screenedVersion: null, updatedAt: ctx.clock.now() }).where(eq(users.id, user.id));
      await recordAudit(tx, {
        actorUserId: user.id,
        action: 'identity.verification_submitted',
        targetType: 'identity_verification',
        targetId: row!.id,
        // What an auditor needs to follow the record; the ID's number stays in its row.
        after: { status: 'pending', method: 'document', documentId: document.id, idType: input.idDocument.type },
        ip: meta.ip,
      });
      return { id: row!.id, status: 'pending' as const };
    });
  } catch (error) {
    // The lock makes this unlikely; the index makes it impossible.
    if (isUniqueViolation(error, 'identity_verifications_one_pending')) {
      throw conflict(verificationMessages.alreadyPending, { status: 'pending' });
    }
    throw error;
  }
}
