import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiMessages } from '../../../domain/messages';
import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  signupRequestSchema,
  userSchema,
} from '../../../domain/schemas/auth';
import {
  changePasswordRequestSchema,
  endedSessionsSchema,
  endOtherSessionsQuerySchema,
  resetFactorsRequestSchema,
  resetFactorsSchema,
  resetPasswordWithRemovalsSchema,
  sessionListSchema,
  sessionParamsSchema,
  verifyEmailRequestSchema,
} from '../../../domain/schemas/security';
import { securityMessages } from '../../../domain/security-texts';
import { messageResponseSchema } from '../../../domain/schemas/common';
import { loginResponseSchema } from '../../../domain/schemas/second-factor';
import { recordAudit } from '../audit/audit';
import type { RequestMeta } from '../context';
import { AppError } from '../http/errors';
import { currentUser } from './access';
import { changePassword } from './change-password';
import { endOtherSessions, endSession } from './end-sessions';
import { listSessions } from './list-sessions';
import { logIn } from './login';
import { listResetFactors, requestPasswordReset, resetPassword } from './password-reset';
import { clearSessionCookie, deleteSession, hashToken, readSessionToken, setSessionCookie } from './sessions';
import { signUp } from './signup';
import { toUserResponse } from './user-response';
import { resendVerificationLink, verifyEmail } from './verify-email';

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
    schema: { body: resetPasswordWithRemovalsSchema, response: { 200: messageResponseSchema } },
    handler: async (request) => {
      await resetPassword(ctx, request.body, requestMeta(request));
      return { message: apiMessages.passwordReset };
    },
  });

  // The reset page lists what else signs the account in, so its owner can remove it (issue 32).
  api.post('/api/auth/reset-password/factors', {
    config: { access: 'public' },
    schema: { body: resetFactorsRequestSchema, response: { 200: resetFactorsSchema } },
    handler: async (request) => listResetFactors(ctx, request.body.token),
  });

  // Account security (issue 18): sessions you can see, change password, verified email.

  api.get('/api/auth/sessions', {
    config: { access: 'user' },
    schema: { response: { 200: sessionListSchema } },
    handler: async (request) => listSessions(ctx, currentUser(request).id, currentTokenHash(request)),
  });

  api.delete('/api/auth/sessions/:id', {
    config: { access: 'user' },
    schema: { params: sessionParamsSchema, response: { 200: messageResponseSchema } },
    handler: async (request, reply) => {
      const { wasCurrent } = await endSession(ctx, currentUser(request).id, request.params.id, currentTokenHash(request), requestMeta(request));
      // Ending the session you are using is signing out.
      if (wasCurrent) clearSessionCookie(reply, ctx.config);
      return { message: wasCurrent ? apiMessages.signedOut : securityMessages.sessionEnded };
    },
  });

  api.delete('/api/auth/sessions', {
    config: { access: 'user' },
    schema: { querystring: endOtherSessionsQuerySchema, response: { 200: endedSessionsSchema } },
    handler: async (request) => {
      const ended = await endOtherSessions(ctx, currentUser(request).id, currentTokenHash(request), requestMeta(request));
      return { message: securityMessages.othersEnded(ended), ended };
    },
  });

  api.post('/api/auth/password', {
    config: { access: 'user' },
    schema: { body: changePasswordRequestSchema, response: { 200: messageResponseSchema } },
    handler: async (request) => {
      await changePassword(ctx, currentUser(request), currentTokenHash(request), request.body, requestMeta(request));
      return { message: securityMessages.passwordChanged };
    },
  });

  api.post('/api/auth/verify-email', {
    // Public: the link may be opened on a device that is not signed in.
    config: { access: 'public' },
    schema: { body: verifyEmailRequestSchema, response: { 200: messageResponseSchema } },
    handler: async (request) => {
      await verifyEmail(ctx, request.body.token, requestMeta(request));
      return { message: securityMessages.emailVerified };
    },
  });

  api.post('/api/auth/verify-email/resend', {
    config: { access: 'user' },
    schema: { response: { 200: messageResponseSchema } },
    handler: async (request) => {
      const outcome = await resendVerificationLink(ctx, currentUser(request), requestMeta(request));
      return { message: outcome === 'sent' ? securityMessages.verificationSent : securityMessages.emailAlreadyVerified };
    },
  });
}

/** The token hash of the caller's own session (routes with access 'user'). */
function currentTokenHash(request: FastifyRequest): string {
  if (!request.session) throw new AppError('not_signed_in', apiMessages.notSignedIn);
  return request.session.tokenHash;
}
