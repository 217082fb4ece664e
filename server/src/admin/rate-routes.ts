import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminMessages } from '../../../domain/messages';
import { idParamsSchema } from '../../../domain/schemas/common';
import {
  rateChangeDecisionResponseSchema,
  rateChangeRequestListSchema,
  rateSettingsSchema,
  updateRateSettingsRequestSchema,
} from '../../../domain/schemas/rate-settings';
import { currentUser } from '../auth/access';
import { requestMeta } from '../auth/routes';
import { approveRateChange, pendingRateChanges, rejectRateChange } from './rate-change-requests';
import { getRateSettings, updateRateSettings } from './rate-settings';

/** The market rate and margin, and rate changes waiting for a second operator (issue 33). Admin only. */
export async function adminRateRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  api.get('/api/admin/rate-settings', {
    config: { access: 'admin' },
    schema: { response: { 200: rateSettingsSchema } },
    handler: async () => getRateSettings(ctx),
  });

  api.put('/api/admin/rate-settings', {
    config: { access: 'admin' },
    schema: { body: updateRateSettingsRequestSchema, response: { 200: rateSettingsSchema } },
    handler: async (request) => updateRateSettings(ctx, currentUser(request), request.body, requestMeta(request)),
  });

  api.get('/api/admin/exchange-rates/changes', {
    config: { access: 'admin' },
    schema: { response: { 200: rateChangeRequestListSchema } },
    handler: async () => pendingRateChanges(ctx.db),
  });

  api.post('/api/admin/exchange-rates/changes/:id/approve', {
    config: { access: 'admin' },
    schema: { params: idParamsSchema, response: { 200: rateChangeDecisionResponseSchema } },
    handler: async (request) => ({
      message: adminMessages.rateChangeApproved,
      rateChange: await approveRateChange(ctx, currentUser(request), request.params.id, requestMeta(request)),
    }),
  });

  api.post('/api/admin/exchange-rates/changes/:id/reject', {
    config: { access: 'admin' },
    schema: { params: idParamsSchema, response: { 200: rateChangeDecisionResponseSchema } },
    handler: async (request) => ({
      message: adminMessages.rateChangeRejected,
      rateChange: await rejectRateChange(ctx, currentUser(request), request.params.id, requestMeta(request)),
    }),
  });
}
