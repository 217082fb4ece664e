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
import { apiMessages } from '../../../../domain/messages';
import { AppError } from '../../http/errors';
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
 * Passkeys (WebAuthn, issue 18). Every route may be called by a session waiting for its second
 * factor (`duringSecondFactor`): a passkey is one way to finish signing in. Signing in with one
 * needs no session at all, so those two routes are public and read a presented session themselves.
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

  api.post('/api/auth/passkeys/register/options', {
    config: { access: 'user', duringSecondFactor: true },
    schema: { response: { 200: passkeyOptionsSchema } },
    handler: async (request) => asOptionsJson(await startPasskeyRegistration(ctx, fullSession(request))),
  });

  api.post('/api/auth/passkeys/register', {
    config: { access: 'user', duringSecondFactor: true },
    schema: { body: registerPasskeyRequestSchema, response: { 201: passkeySchema } },
    handler: async (request, reply) => reply.status(201).send(await registerPasskey(ctx, fullSession(request), request.body, requestMeta(request))),
  });

  api.get('/api/auth/passkeys', {
    config: { access: 'user', duringSecondFactor: true },
    schema: { response: { 200: passkeyListSchema } },
    handler: async (request) => listPasskeys(ctx, fullSession(request).user.id),
  });

  api.patch('/api/auth/passkeys/:id', {
    config: { access: 'user', duringSecondFactor: true },
    schema: { params: passkeyParamsSchema, body: renamePasskeyRequestSchema, response: { 200: passkeySchema } },
    handler: async (request) => renamePasskey(ctx, fullSession(request).user.id, request.params.id, request.body.name, requestMeta(request)),
  });

  api.delete('/api/auth/passkeys/:id', {
    config: { access: 'user', duringSecondFactor: true },
    schema: { params: passkeyParamsSchema, response: { 200: messageResponseSchema } },
    handler: async (request) => {
      await removePasskey(ctx, fullSession(request).user.id, request.params.id, requestMeta(request));
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

/**
 * Managing passkeys needs a full session: a waiting one may reach these routes (they share the
 * prefix the issue opens to it) but only to sign in with a passkey, never to add or remove one.
 */
function fullSession(request: FastifyRequest): ActiveSession {
  const session = currentSession(request);
  if (session.secondFactorPending) {
    throw new AppError('not_signed_in', apiMessages.secondFactorPending, { body: { code: 'second_factor_pending' } });
  }
  return session;
}

/** The library's options (an interface, without an index signature) as the JSON the route answers. */
function asOptionsJson(options: { challenge: string }): PasskeyOptions {
  return options as PasskeyOptions;
}
