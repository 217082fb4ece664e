import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { profileResponseSchema, updateProfileRequestSchema } from '../../../domain/schemas/profile';
import { currentUser } from '../auth/access';
import { updateProfile } from './update-profile';

export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  api.patch('/api/profile', {
    config: { access: 'user' },
    schema: { body: updateProfileRequestSchema, response: { 200: profileResponseSchema } },
    handler: async (request) => updateProfile(ctx, currentUser(request).id, request.body),
  });
}
