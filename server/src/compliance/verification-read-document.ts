import { eq } from 'drizzle-orm';
import type { DocumentType } from '../../../domain/schemas/compliance';
import { verificationMessages } from '../../../domain/verification-messages';
import type { UserRow } from '../auth/user-response';
import type { AppContext, RequestMeta } from '../context';
import { open } from '../crypto/seal';
import { identityVerifications, verificationDocuments } from '../db/schema';
import { notFound } from '../http/errors';
import { documentSealContext } from './verification-upload-document';

/**
 * The photo of the ID of a verification, opened for an operator. Every viewing of a customer's ID
 * is logged: which operator looked at which verification's document, from where.
 */
export async function readVerificationDocument(
  ctx: AppContext,
  actor: UserRow,
  verificationId: number,
  meta: RequestMeta,
): Promise<{ contentType: DocumentType; content: Buffer }> {
  const [row] = await ctx.db
    .select({ userId: verificationDocuments.userId, contentType: verificationDocuments.contentType, sealed: verificationDocuments.sealed })
    .from(identityVerifications)
    .innerJoin(verificationDocuments, eq(verificationDocuments.id, identityVerifications.documentId))
    .where(eq(identityVerifications.id, verificationId));
  if (!row) throw notFound(verificationMessages.documentNotFound);
  let content: Buffer;
  try {
    content = open(ctx.secretKey, row.sealed, documentSealContext(row.userId));
  } catch (error) {
    // A fault of ours, for the log: the key is not the one that sealed it (or the row was altered).
    throw new Error(
      `Verification ${verificationId}'s document could not be opened: SECRET_KEY (or DATA_DIR/secret-key) is not the key it was sealed with, or the stored bytes were changed`,
      { cause: error },
    );
  }
  // A GET writes nothing (the security tests hold every GET to it): the viewing goes to the log.
  ctx.log.info({ verificationId, operatorId: actor.id, ip: meta.ip }, 'identity document viewed');
  return { contentType: row.contentType as DocumentType, content };
}
