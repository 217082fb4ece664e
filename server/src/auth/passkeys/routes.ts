import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { passkeyMessages } from '../../../../domain/passkey-texts';
import { userSchema } from '../../../../domain/schemas/auth';
import { messageResponseSchema } from '../../../../domain/schemas/common';
import {
  authenticatePasskeyRequestSchema,
  passkeyListSchema,
  passkeyOptionsSchema,
  type PasskeyOptions,
  passkeyParamsSchema,
  passkeySchema,
  registerPasskeyRequestSchema,
  renamePasskeyRequestSchema,
} from '../../../../domain/schemas/passkeys';
import { currentSession } from '../access';
import { requestMeta } from '../routes';
import { findSession, readSessionToken, setSessionCookie, type ActiveSession } from '../sessions';
import { toUserResponse } from '../user-response';
import { listPasskeys } from './list-passkeys';
import { registerPasskey } from './register-passkey';
import { removePasskey } from './remove-passkey';
import { renamePasskey } from './rename-passkey';
import { signInWithPasskey } from './sign-in-with-passkey';
import { startPasskeyRegistration } from './start-passkey-registration';
import { startPasskeySignIn } from './start-passkey-sign-in';

/**
 * Passkeys (WebAuthn, issue 18). Signing in with one needs no session, so those two routes are
 * public and read a presented session themselves; a session waiting for its second factor may call
 * them (`duringSecondFactor`), a passkey being one way to finish signing in. Adding, renaming and
 * removing passkeys need a full session: with the password alone (a waiting session) a thief could
 * otherwise add their own passkey and skip the account's authenticator app.
 */
export async function passkeyRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  /** The session the browser presents on a public route, if it is live (a waiting one included). */
  const presentedSession = async (request: FastifyRequest): Promise<ActiveSession | null> => {
    const token = readSessionToken(request, ctx.config);
    const session = token ? await findSession(ctx, token) : null;
    return session && !session.user.closedAt ? session : null;
  };

  // Adding or removing a passkey needs a re-authentication within 10 minutes (issue 32); renaming does not.
  api.post('/api/auth/passkeys/register/options', {
    config: { access: 'user', reauthentication: true },
    schema: { response: { 200: passkeyOptionsSchema } },
    handler: async (request) => asOptionsJson(await startPasskeyRegistration(ctx, currentSession(request))),
  });

  api.post('/api/auth/passkeys/register', {
    config: { access: 'user', reauthentication: true },
    schema: { body: registerPasskeyRequestSchema, response: { 201: passkeySchema } },
    handler: async (request, reply) => reply.status(201).send(await registerPasskey(ctx, currentSession(request), request.body, requestMeta(request))),
  });

  api.get('/api/auth/passkeys', {
    config: { access: 'user' },
    schema: { response: { 200: passkeyListSchema } },
    handler: async (request) => listPasskeys(ctx, currentSession(request).user.id),
  });

  api.patch('/api/auth/passkeys/:id', {
    config: { access: 'user' },
    schema: { params: passkeyParamsSchema, body: renamePasskeyRequestSchema, response: { 200: passkeySchema } },
    handler: async (request) => renamePasskey(ctx, currentSession(request).user.id, request.params.id, request.body.name, requestMeta(request)),
  });

  api.delete('/api/auth/passkeys/:id', {
    config: { access: 'user', reauthentication: true },
    schema: { params: passkeyParamsSchema, response: { 200: messageResponseSchema } },
    handler: async (request) => {
      await removePasskey(ctx, currentSession(request).user, request.params.id, requestMeta(request));
      return { message: passkeyMessages.removed };
    },
  });

  api.post('/api/auth/passkeys/authenticate/options', {
    config: { access: 'public', duringSecondFactor: true },
    schema: { response: { 200: passkeyOptionsSchema } },
    handler: async (request) => asOptionsJson(await startPasskeySignIn(ctx, await presentedSession(request), requestMeta(request))),
  });

  api.post('/api/auth/passkeys/authenticate', {
    config: { access: 'public', duringSecondFactor: true },
    schema: { body: authenticatePasskeyRequestSchema, response: { 200: userSchema } },
    handler: async (request, reply) => {
      const { user, newSession } = await signInWithPasskey(ctx, await presentedSession(request), request.body, requestMeta(request));
      if (newSession) setSessionCookie(reply, ctx.config, newSession);
      return toUserResponse(user);
    },
  });
}

/** The library's options (an interface, without an index signature) as the JSON the route answers. */
function asOptionsJson(options: { challenge: string }): PasskeyOptions {
  return options as PasskeyOptions;
}
