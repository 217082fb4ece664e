import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createTransferRequestSchema,
  paymentInstructionsSchema,
  transferListSchema,
  transferSchema,
} from '../../../domain/schemas/transfer';
import { currentUser } from '../auth/access';
import { createTransfer } from './create-transfer';
import { listOwnTransfers } from './list-transfers';
import { toTransferResponse } from './to-response';

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
    schema: { response: { 200: transferListSchema } },
    handler: async (request) => (await listOwnTransfers(ctx.db, currentUser(request).id)).map(toTransferResponse),
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
