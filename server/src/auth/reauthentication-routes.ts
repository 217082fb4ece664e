import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { passkeyOptionsSchema, type PasskeyOptions } from '../../../domain/schemas/passkeys';
import { reauthenticateRequestSchema, reauthenticationSchema } from '../../../domain/schemas/reauthentication';
import { currentSession } from './access';
import { startPasskeyReauthentication } from './passkeys/start-passkey-reauthentication';
import { reauthenticate } from './reauthenticate';
import { requestMeta } from './routes';

/** Re-authentication before a second factor changes (issue 32, auth/reauthentication.ts). */
export async function reauthenticationRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  api.post('/api/auth/reauthenticate/options', {
    config: { access: 'user' },
    schema: { response: { 200: passkeyOptionsSchema } },
    handler: async (request) => (await startPasskeyReauthentication(ctx, currentSession(request), requestMeta(request))) as PasskeyOptions,
  });

  api.post('/api/auth/reauthenticate', {
    config: { access: 'user' },
    schema: { body: reauthenticateRequestSchema, response: { 200: reauthenticationSchema } },
    handler: async (request) => reauthenticate(ctx, currentSession(request), request.body, requestMeta(request)),
  });
}
