import { DOCUMENT_TYPE_NAMES, documentTypeOf } from '../../../domain/document-content';
import type { DocumentType } from '../../../domain/schemas/compliance';
import { securityMessages } from '../../../domain/security-texts';
import { verificationMessages } from '../../../domain/verification-messages';
import { recordAudit } from '../audit/audit';
import { limitKeys } from '../auth/limits';
import type { UserRow } from '../auth/user-response';
import type { AppContext, RequestMeta } from '../context';
import { seal } from '../crypto/seal';
import { verificationDocuments } from '../db/schema';
import { AppError, invalidInput } from '../http/errors';
import { tooManyAttempts } from '../rate-limit/limiter';
import { withoutMetadata } from './document-metadata';

/**
 * Whether `user` may upload a photo now, checked before a byte of it is read (issue 32): the
 * account's email must be verified (as for the verification the photo is for), and the uploads of
 * the account and of the address are counted against their daily allowances (429 with
 * Retry-After). Each attempt counts, whatever becomes of it.
 */
export async function admitDocumentUpload(ctx: AppContext, user: UserRow, meta: RequestMeta): Promise<void> {
  if (!user.emailVerifiedAt) {
    throw new AppError('forbidden', securityMessages.emailUnverified, { body: { code: 'email_unverified' } });
  }
  const checks = [
    [limitKeys.documentUploadsPerIp(meta.ip), ctx.authLimits.documentUploadsPerIp],
    [limitKeys.documentUploadsPerAccount(user.id), ctx.authLimits.documentUploadsPerAccount],
  ] as const;
  for (const [key, limit] of checks) {
    if ((await ctx.limiter.hit(key, limit)) > limit.max) {
      throw tooManyAttempts(ctx.clock.now(), limit, verificationMessages.documentUploadsLimited);
    }
  }
}

/** Associated data of a sealed document: its owner, so a sealed file moved to another customer's row does not open. */
export function documentSealContext(userId: number): string {
  return `verification-document:user:${userId}`;
}

export interface UploadedDocument {
  documentId: number;
  contentType: DocumentType;
  bytes: number;
}

/**
 * Stores the photo of a customer's ID (admitted by admitDocumentUpload), sealed with the server's
 * key. Its type is what its bytes are, and must be what the client said it is: a program sent as
 * image/jpeg, or a PNG sent as application/pdf, is refused. Images are stored without their
 * metadata (document-metadata.ts); `bytes` is the size stored.
 */
export async function uploadVerificationDocument(
  ctx: AppContext,
  user: UserRow,
  upload: { declaredType: DocumentType; content: Buffer },
  meta: RequestMeta,
): Promise<UploadedDocument> {
  const { declaredType, content: sent } = upload;
  if (sent.length === 0) throw invalidInput(verificationMessages.documentEmpty);
  const actualType = documentTypeOf(sent);
  if (!actualType) throw new AppError('unsupported_media_type', verificationMessages.documentNotAllowed);
  if (actualType !== declaredType) {
    throw new AppError('unsupported_media_type', verificationMessages.documentMismatch(DOCUMENT_TYPE_NAMES[actualType], declaredType));
  }
  // What is stored, and what an operator sees: the picture alone (no GPS position, no camera).
  const content = await withoutMetadata(actualType, sent);
  const documentId = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(verificationDocuments)
      .values({
        userId: user.id,
        contentType: actualType,
        bytes: content.length,
        sealed: seal(ctx.secretKey, content, documentSealContext(user.id)),
        createdAt: ctx.clock.now(),
      })
      .returning({ id: verificationDocuments.id });
    await recordAudit(tx, {
      actorUserId: user.id,
      action: 'identity.document_uploaded',
      targetType: 'verification_document',
      targetId: row!.id,
      after: { contentType: actualType, bytes: content.length },
      ip: meta.ip,
    });
    return row!.id;
  });
  return { documentId, contentType: actualType, bytes: content.length };
}
