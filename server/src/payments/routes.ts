import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { checkPaymentResponseSchema, monitoringStatusSchema, providerBalanceSchema } from '../../../domain/schemas/admin';
import { transferIdParamsSchema } from '../../../domain/schemas/common';
import { currentUser } from '../auth/access';
import { checkPayment, monitoringStatus } from './monitor';

/** The admin's view of payments: the monitor's health, the collection account's balance, a manual check. */
export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  api.get('/api/admin/monitoring-status', {
    config: { access: 'admin' },
    schema: { response: { 200: monitoringStatusSchema } },
    handler: async () => monitoringStatus(ctx),
  });

  api.get('/api/admin/apaylo-balance', {
    config: { access: 'admin' },
    schema: { response: { 200: providerBalanceSchema } },
    handler: async () => ctx.payments.collection.balance(),
  });

  api.post('/api/admin/check-payment/:id', {
    config: { access: 'admin' },
    schema: { params: transferIdParamsSchema, response: { 200: checkPaymentResponseSchema } },
    handler: async (request) => checkPayment(ctx, currentUser(request).id, request.params.id),
  });
}
