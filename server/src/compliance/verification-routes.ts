import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminVerificationListSchema,
  adminVerificationQuerySchema,
  adminVerificationSchema,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TYPES,
  uploadedDocumentSchema,
  verificationDecisionSchema,
  verificationRequestSchema,
  verificationSubmittedSchema,
  type DocumentType,
} from '../../../domain/schemas/compliance';
import { idParamsSchema } from '../../../domain/schemas/common';
import { verificationMessages } from '../../../domain/verification-messages';
import { currentUser } from '../auth/access';
import { requestMeta } from '../auth/routes';
import { AppError } from '../http/errors';
import { pageHeaders } from '../http/paging';
import { decideVerification } from './verification-decide';
import { countVerifications, listVerifications } from './verification-list';
import { readVerificationDocument } from './verification-read-document';
import { screenCustomer } from '../screening/screen-parties';
import { submitVerification } from './verification-submit';
import { admitDocumentUpload, uploadVerificationDocument } from './verification-upload-document';

const EXTENSIONS: Record<DocumentType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };

/** The upload's Content-Type, when it is one of the document types. */
function declaredType(request: FastifyRequest): DocumentType | undefined {
  const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  return DOCUMENT_TYPES.find((allowed) => allowed === type);
}

/**
 * The photo of an ID arrives as the raw body (image/jpeg, image/png or application/pdf, up to
 * DOCUMENT_MAX_BYTES), so its route has body parsers of its own, in a context of its own: no other
 * route accepts these types or bodies this large.
 */
async function documentUploadRoute(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser([...DOCUMENT_TYPES], { parseAs: 'buffer', bodyLimit: DOCUMENT_MAX_BYTES }, (_request, body, done) => done(null, body));
  app.addContentTypeParser('*', (_request, _payload, done) => done(new AppError('unsupported_media_type', verificationMessages.documentWrongType)));

  const tooLarge = () => verificationMessages.documentTooLarge(DOCUMENT_MAX_BYTES);
  api.post('/api/verification/document', {
    // A body found too large while it is read (sent chunked, with no Content-Length) is told the
    // same as a declared one (error-handler.ts).
    config: { access: 'user', bodyTooLarge: tooLarge },
    bodyLimit: DOCUMENT_MAX_BYTES,
    // Refused before a byte of the body is read, after the access check (auth/access.ts, the first
    // onRequest hook): a declared size over the limit, with a message that says the limit, and
    // another type; then an unverified email and the upload allowances (issue 32), which count
    // only the uploads that got this far.
    onRequest: async (request: FastifyRequest) => {
      if (Number(request.headers['content-length']) > DOCUMENT_MAX_BYTES) {
        throw new AppError('payload_too_large', tooLarge(), { headers: { Connection: 'close' } });
      }
      if (!declaredType(request)) throw new AppError('unsupported_media_type', verificationMessages.documentWrongType);
      await admitDocumentUpload(ctx, currentUser(request), requestMeta(request));
    },
    schema: { response: { 201: uploadedDocumentSchema } },
    handler: async (request, reply) => {
      const type = declaredType(request);
      if (!Buffer.isBuffer(request.body) || !type) throw new AppError('unsupported_media_type', verificationMessages.documentWrongType);
      const uploaded = await uploadVerificationDocument(
        ctx,
        currentUser(request),
        { declaredType: type, content: request.body },
        requestMeta(request),
      );
      return reply.status(201).send(uploaded);
    },
  });
}

/** Identity verification: the customer's submission, and the operators' queue, document and decision. */
export async function verificationRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  await app.register(documentUploadRoute);

  api.post('/api/verification', {
    config: { access: 'user' },
    schema: { body: verificationRequestSchema, response: { 201: verificationSubmittedSchema } },
    handler: async (request, reply) => {
      const user = currentUser(request);
      const { status } = await submitVerification(ctx, user, request.body, requestMeta(request));
      // Screened with the date of birth just given, before the answer, so a possible match is an
      // open case (and a hold) before an operator can approve. The customer is not told (no tipping off).
      await screenCustomer(ctx, user.id);
      return reply.status(201).send({ status });
    },
  });

  api.get('/api/admin/verifications', {
    config: { access: 'admin' },
    schema: { querystring: adminVerificationQuerySchema, response: { 200: adminVerificationListSchema } },
    handler: async (request, reply) => {
      const [page, total] = await Promise.all([listVerifications(ctx.db, request.query), countVerifications(ctx.db, request.query)]);
      pageHeaders(reply, total, page.nextCursor);
      return page.rows;
    },
  });

  api.get('/api/admin/verifications/:id/document', {
    config: { access: 'admin' },
    schema: { params: idParamsSchema },
    handler: async (request, reply) => {
      const { id } = request.params;
      const document = await readVerificationDocument(ctx, currentUser(request), id, requestMeta(request));
      // Shown in the browser, never cached, never sniffed into another type, and sandboxed: a
      // crafted PDF or image opened from here runs no script with the operator's session.
      return reply
        .type(document.contentType)
        .header('Content-Disposition', `inline; filename="verification-${id}.${EXTENSIONS[document.contentType]}"`)
        .header('Cache-Control', 'no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'")
        .send(document.content);
    },
  });

  api.post('/api/admin/verifications/:id/decision', {
    config: { access: 'admin' },
    schema: { params: idParamsSchema, body: verificationDecisionSchema, response: { 200: adminVerificationSchema } },
    handler: async (request) =>
      decideVerification(ctx, currentUser(request), request.params.id, request.body, requestMeta(request)),
  });
}
