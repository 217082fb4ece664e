import { DOCUMENT_TYPE_NAMES, documentTypeOf } from '../../../domain/document-content';
import type { DocumentType } from '../../../domain/schemas/compliance';
import { verificationMessages } from '../../../domain/verification-messages';
import { recordAudit } from '../audit/audit';
import type { UserRow } from '../auth/user-response';
import type { AppContext, RequestMeta } from '../context';
import { seal } from '../crypto/seal';
import { verificationDocuments } from '../db/schema';
import { AppError, invalidInput } from '../http/errors';
import type { Limit } from '../rate-limit/limiter';

/** A customer may upload this many photos an hour: enough for retakes, not enough to fill the database. */
export const DOCUMENT_UPLOADS_PER_HOUR: Limit = { max: 20, windowMs: 60 * 60 * 1000 };

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
 * Stores the photo of a customer's ID, sealed with the server's key. Its type is what its bytes
 * are, and must be what the client said it is: a program sent as image/jpeg, or a PNG sent as
 * application/pdf, is refused.
 */
export async function uploadVerificationDocument(
  ctx: AppContext,
  user: UserRow,
  upload: { declaredType: DocumentType; content: Buffer },
  meta: RequestMeta,
): Promise<UploadedDocument> {
  await ctx.limiter.consume(`verification-upload:user:${user.id}`, DOCUMENT_UPLOADS_PER_HOUR);
  const { declaredType, content } = upload;
  if (content.length === 0) throw invalidInput(verificationMessages.documentEmpty);
  const actualType = documentTypeOf(content);
  if (!actualType) throw new AppError('unsupported_media_type', verificationMessages.documentNotAllowed);
  if (actualType !== declaredType) {
    throw new AppError('unsupported_media_type', verificationMessages.documentMismatch(DOCUMENT_TYPE_NAMES[actualType], declaredType));
  }
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
