import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiMessages } from '../../../domain/messages';
import { idParamsSchema, messageResponseSchema } from '../../../domain/schemas/common';
import { createRecipientRequestSchema, recipientListSchema, recipientSchema, updateRecipientRequestSchema } from '../../../domain/schemas/recipient';
import { currentUser } from '../auth/access';
import { screenRecipient } from '../screening/screen-parties';
import { createRecipient, deleteRecipient, listRecipients, toRecipientResponse } from './recipients';
import { updateRecipient } from './update-recipient';

export async function recipientRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  api.get('/api/recipients', {
    config: { access: 'user' },
    schema: { response: { 200: recipientListSchema } },
    handler: async (request) => (await listRecipients(ctx.db, currentUser(request).id)).map(toRecipientResponse),
  });

  api.post('/api/recipients', {
    config: { access: 'user' },
    schema: { body: createRecipientRequestSchema, response: { 201: recipientSchema } },
    handler: async (request, reply) => {
      const row = await createRecipient(ctx.db, currentUser(request).id, request.body);
      // Before the answer, so a possible match holds the recipient's first transfer. The customer
      // is not told (no tipping off): the case is for an operator.
      await screenRecipient(ctx, row.id);
      return reply.status(201).send(toRecipientResponse(row));
    },
  });

  api.patch('/api/recipients/:id', {
    config: { access: 'user' },
    schema: { params: idParamsSchema, body: updateRecipientRequestSchema, response: { 200: recipientSchema } },
    handler: async (request) => {
      const row = await updateRecipient(ctx.db, ctx.clock, currentUser(request).id, request.params.id, request.body);
      return toRecipientResponse(row);
    },
  });

  api.delete('/api/recipients/:id', {
    config: { access: 'user' },
    schema: { params: idParamsSchema, response: { 200: messageResponseSchema } },
    handler: async (request) => {
      await deleteRecipient(ctx.db, ctx.clock, currentUser(request).id, request.params.id);
      return { message: apiMessages.recipientDeleted };
    },
  });
}
