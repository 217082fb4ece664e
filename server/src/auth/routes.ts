import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiMessages } from '../../../domain/messages';
import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  resetPasswordRequestSchema,
  signupRequestSchema,
  userSchema,
} from '../../../domain/schemas/auth';
import { messageResponseSchema } from '../../../domain/schemas/common';
import { loginResponseSchema } from '../../../domain/schemas/second-factor';
import { recordAudit } from '../audit/audit';
import type { RequestMeta } from '../context';
import { currentUser } from './access';
import { logIn } from './login';
import { requestPasswordReset, resetPassword } from './password-reset';
import { clearSessionCookie, deleteSession, hashToken, readSessionToken, setSessionCookie } from './sessions';
import { signUp } from './signup';
import { toUserResponse } from './user-response';

export function requestMeta(request: FastifyRequest): RequestMeta {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  /** Signing in replaces whatever session the browser held: its old token stops working. */
  const endPresentedSession = async (request: FastifyRequest) => {
    const token = readSessionToken(request, ctx.config);
    if (token) await deleteSession(ctx, hashToken(token));
  };

  api.post('/api/auth/signup', {
    config: { access: 'public' },
    schema: { body: signupRequestSchema, response: { 201: userSchema } },
    handler: async (request, reply) => {
      const { user, session } = await signUp(ctx, request.body, requestMeta(request));
      await endPresentedSession(request);
      setSessionCookie(reply, ctx.config, session);
      return reply.status(201).send(toUserResponse(user));
    },
  });

  api.post('/api/auth/login', {
    config: { access: 'public' },
    schema: { body: loginRequestSchema, response: { 200: loginResponseSchema } },
    handler: async (request, reply) => {
      const { user, session, secondFactorMethods } = await logIn(ctx, request.body, requestMeta(request));
      await endPresentedSession(request);
      setSessionCookie(reply, ctx.config, session);
      if (secondFactorMethods) return { secondFactorRequired: true as const, methods: secondFactorMethods };
      return toUserResponse(user);
    },
  });

  api.post('/api/auth/logout', {
    config: { access: 'public' },
    schema: { response: { 200: messageResponseSchema } },
    handler: async (request, reply) => {
      const token = readSessionToken(request, ctx.config);
      const userId = token ? await deleteSession(ctx, hashToken(token)) : undefined;
      if (userId) {
        await recordAudit(ctx.db, { actorUserId: userId, action: 'auth.logout', targetType: 'user', targetId: userId, ip: request.ip });
      }
      clearSessionCookie(reply, ctx.config);
      return { message: apiMessages.signedOut };
    },
  });

  api.get('/api/auth/me', {
    config: { access: 'user' },
    schema: { response: { 200: userSchema } },
    handler: async (request) => toUserResponse(currentUser(request)),
  });

  api.post('/api/auth/forgot-password', {
    config: { access: 'public' },
    schema: { body: forgotPasswordRequestSchema, response: { 200: messageResponseSchema } },
    handler: async (request) => {
      await requestPasswordReset(ctx, request.body.email, requestMeta(request));
      return { message: apiMessages.resetRequested };
    },
  });

  api.post('/api/auth/reset-password', {
    config: { access: 'public' },
    schema: { body: resetPasswordRequestSchema, response: { 200: messageResponseSchema } },
    handler: async (request) => {
      await resetPassword(ctx, request.body, requestMeta(request));
      return { message: apiMessages.passwordReset };
    },
  });
}
