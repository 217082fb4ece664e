import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminLimitsSchema, customerLimitsSchema, limitsSchema } from '../../../domain/schemas/compliance';
import { currentUser } from '../auth/access';
import { requestMeta } from '../auth/routes';
import { getCustomerLimits } from './get-customer-limits';
import { getLimits } from './get-limits';
import { updateLimits } from './update-limits';

/** Transfer limits (issue 17): the customer's own standing, and the operators' settings. */
export async function limitsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  api.get('/api/limits', {
    config: { access: 'user' },
    schema: { response: { 200: customerLimitsSchema } },
    handler: async (request) => getCustomerLimits(ctx, currentUser(request).id),
  });

  // With the minimum amount (MIN_TRANSFER_CAD), which Settings shows: configured, not edited here.
  const minimum = { minimumPerTransfer: ctx.config.minTransferCad };

  api.get('/api/admin/limits', {
    config: { access: 'admin' },
    schema: { response: { 200: adminLimitsSchema } },
    handler: async () => ({ ...(await getLimits(ctx.db)), ...minimum }),
  });

  api.put('/api/admin/limits', {
    config: { access: 'admin' },
    schema: { body: limitsSchema, response: { 200: adminLimitsSchema } },
    handler: async (request) => ({ ...(await updateLimits(ctx, currentUser(request), request.body, requestMeta(request))), ...minimum }),
  });
}
