import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '../../../domain/schemas/common';
import { closeAccountRequestSchema, profileResponseSchema, updateProfileRequestSchema } from '../../../domain/schemas/profile';
import { currentUser } from '../auth/access';
import { requestMeta } from '../auth/routes';
import { clearSessionCookie } from '../auth/sessions';
import { closeAccount } from './close-account';
import { updateProfile } from './update-profile';

export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  api.patch('/api/profile', {
    config: { access: 'user' },
    schema: { body: updateProfileRequestSchema, response: { 200: profileResponseSchema } },
    handler: async (request) => updateProfile(ctx, currentUser(request).id, request.body),
  });

  api.post('/api/profile/close', {
    config: { access: 'user' },
    schema: { body: closeAccountRequestSchema, response: { 200: messageResponseSchema } },
    handler: async (request, reply) => {
      const message = await closeAccount(ctx, currentUser(request), request.body.password, requestMeta(request));
      clearSessionCookie(reply, ctx.config);
      return { message };
    },
  });
}
