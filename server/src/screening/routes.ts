import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { screeningStatusSchema, screeningTestResponseSchema, screeningTestSchema } from '../../../domain/schemas/screening';
import { currentUser } from '../auth/access';
import { requestMeta } from '../auth/routes';
import { screeningStatus } from './status';
import { testName } from './test-name';

/** Sanctions screening for operators (issue 31). Admin only: 401 without a session, 403 for a customer. */
export async function screeningRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  api.post('/api/admin/screening/test', {
    config: { access: 'admin' },
    schema: { body: screeningTestSchema, response: { 200: screeningTestResponseSchema } },
    handler: async (request) => testName(ctx, currentUser(request), request.body, requestMeta(request)),
  });

  api.get('/api/admin/screening/status', {
    config: { access: 'admin' },
    schema: { response: { 200: screeningStatusSchema } },
    handler: async () => screeningStatus(ctx.db),
  });
}
