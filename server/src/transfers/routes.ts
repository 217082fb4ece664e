import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createTransferRequestSchema,
  paymentInstructionsSchema,
  transferDetailsSchema,
  transferKeyParamsSchema,
  transferListQuerySchema,
  transferListSchema,
  transferSchema,
  transferTotalsSchema,
} from '../../../domain/schemas/transfer';
import { currentUser } from '../auth/access';
import { requestMeta } from '../auth/routes';
import { pageHeaders } from '../http/paging';
import { cancelTransfer } from './cancel-transfer';
import { createTransfer } from './create-transfer';
import { getTransferDetails } from './get-transfer-details';
import { listOwnTransfers } from './list-transfers';
import { toTransferResponse } from './to-response';
import { transferSummary } from './transfer-summary';

export async function transferRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  api.post('/api/transfers', {
    config: { access: 'user' },
    schema: { body: createTransferRequestSchema, response: { 200: transferSchema, 201: transferSchema } },
    handler: async (request, reply) => {
      const { transfer, replayed } = await createTransfer(ctx, currentUser(request), request.body);
      return reply.status(replayed ? 200 : 201).send(toTransferResponse(transfer));
    },
  });

  api.get('/api/transfers', {
    config: { access: 'user' },
    schema: { querystring: transferListQuerySchema, response: { 200: transferListSchema } },
    handler: async (request, reply) => {
      const userId = currentUser(request).id;
      const page = await listOwnTransfers(ctx.db, userId, request.query);
      pageHeaders(reply, page.total, page.nextCursor);
      return page.rows;
    },
  });

  api.get('/api/transfers/summary', {
    config: { access: 'user' },
    schema: { response: { 200: transferTotalsSchema } },
    handler: async (request) => transferSummary(ctx.db, currentUser(request).id),
  });

  // 200 the transfer, cancelled; 409 { message, status } when it is no longer pending or is paid; 404 anyone else's.
  api.post('/api/transfers/:id/cancel', {
    config: { access: 'user' },
    schema: { params: transferKeyParamsSchema, response: { 200: transferSchema } },
    handler: async (request) => toTransferResponse(await cancelTransfer(ctx, currentUser(request), request.params.id, requestMeta(request))),
  });

  // The customer's own transfer with its timeline; anyone else's (operators' too) is 404.
  api.get('/api/transfers/:id', {
    config: { access: 'user' },
    schema: { params: transferKeyParamsSchema, response: { 200: transferDetailsSchema } },
    handler: async (request) => (await getTransferDetails(ctx, currentUser(request).id, request.params.id)).details,
  });

  api.get('/api/payment-instructions', {
    config: { access: 'user' },
    schema: { response: { 200: paymentInstructionsSchema } },
    handler: async () => ({
      email: ctx.config.paymentEmail,
      securityQuestion: ctx.config.etransferQuestion,
      securityAnswer: ctx.config.etransferAnswer,
    }),
  });
}
