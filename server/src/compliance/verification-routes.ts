import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiMessages } from '../../../domain/messages';
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
import { readSessionToken } from '../auth/sessions';
import { AppError } from '../http/errors';
import { pageHeaders } from '../http/paging';
import { decideVerification } from './verification-decide';
import { countVerifications, listVerifications } from './verification-list';
import { readVerificationDocument } from './verification-read-document';
import { screenCustomer } from '../screening/screen-parties';
import { submitVerification } from './verification-submit';
import { uploadVerificationDocument } from './verification-upload-document';

const EXTENSIONS: Record<DocumentType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };

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

  api.post('/api/verification/document', {
    config: { access: 'user' },
    bodyLimit: DOCUMENT_MAX_BYTES,
    // Refused before a byte of the body is read: a declared size over the limit (with a message
    // that says the limit), and a request with no session at all (the access check proper runs
    // after parsing, and anonymous callers should not make us read 5 MB).
    onRequest: async (request: FastifyRequest) => {
      if (Number(request.headers['content-length']) > DOCUMENT_MAX_BYTES) {
        throw new AppError('payload_too_large', verificationMessages.documentTooLarge(DOCUMENT_MAX_BYTES), { headers: { Connection: 'close' } });
      }
      if (!readSessionToken(request, ctx.config)) throw new AppError('not_signed_in', apiMessages.notSignedIn);
    },
    schema: { response: { 201: uploadedDocumentSchema } },
    handler: async (request, reply) => {
      const declaredType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
      if (!Buffer.isBuffer(request.body) || !DOCUMENT_TYPES.includes(declaredType as DocumentType)) {
        throw new AppError('unsupported_media_type', verificationMessages.documentWrongType);
      }
      const uploaded = await uploadVerificationDocument(
        ctx,
        currentUser(request),
        { declaredType: declaredType as DocumentType, content: request.body },
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
