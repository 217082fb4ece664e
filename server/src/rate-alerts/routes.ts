import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../domain/schemas/common';
import { createRateAlertRequestSchema, rateAlertListSchema, rateAlertSchema } from '../../../domain/schemas/rate-alerts';
import { currentUser } from '../auth/access';
import { createRateAlert } from './create-rate-alert';
import { deleteRateAlert } from './delete-rate-alert';
import { listRateAlerts } from './list-rate-alerts';

/** Profile → Rate alerts (issue 20): each customer sees and changes only their own. */
export async function rateAlertRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  api.get('/api/rate-alerts', {
    config: { access: 'user' },
    schema: { response: { 200: rateAlertListSchema } },
    handler: async (request) => listRateAlerts(ctx.db, currentUser(request).id),
  });

  api.post('/api/rate-alerts', {
    config: { access: 'user' },
    schema: { body: createRateAlertRequestSchema, response: { 201: rateAlertSchema } },
    handler: async (request, reply) => {
      const alert = await createRateAlert(ctx, currentUser(request).id, request.body.targetRate);
      return reply.status(201).send(alert);
    },
  });

  api.delete('/api/rate-alerts/:id', {
    config: { access: 'user' },
    schema: { params: idParamsSchema },
    handler: async (request, reply) => {
      await deleteRateAlert(ctx.db, currentUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  });
}
