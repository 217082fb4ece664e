import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userSchema } from '../../../../domain/schemas/auth';
import {
  secondFactorCodeRequestSchema,
  secondFactorStatusSchema,
  totpConfirmResponseSchema,
  totpEnrolmentSchema,
  totpStatusSchema,
} from '../../../../domain/schemas/second-factor';
import { currentSession, currentUser } from '../access';
import { getSecondFactorStatus } from '../get-second-factor-status';
import { requestMeta } from '../routes';
import { setSessionCookie } from '../sessions';
import { toUserResponse } from '../user-response';
import { completeSecondFactor } from './complete-second-factor';
import { confirmTotp } from './confirm-totp';
import { getTotpStatus } from './get-totp-status';
import { startTotpEnrolment } from './start-totp-enrolment';

/** Authenticator app codes (TOTP) and the sign-in's second step (issue 18). */
export async function totpRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  api.get('/api/auth/totp', {
    config: { access: 'user' },
    schema: { response: { 200: totpStatusSchema } },
    handler: async (request) => getTotpStatus(ctx, currentUser(request).id),
  });

  api.post('/api/auth/totp', {
    config: { access: 'user' },
    schema: { response: { 200: totpEnrolmentSchema } },
    handler: async (request) => startTotpEnrolment(ctx, currentUser(request), requestMeta(request)),
  });

  api.post('/api/auth/totp/confirm', {
    config: { access: 'user' },
    schema: { body: secondFactorCodeRequestSchema, response: { 200: totpConfirmResponseSchema } },
    handler: async (request) => ({ recoveryCodes: await confirmTotp(ctx, currentSession(request), request.body.code, requestMeta(request)) }),
  });

  api.get('/api/auth/second-factor', {
    config: { access: 'user' },
    schema: { response: { 200: secondFactorStatusSchema } },
    handler: async (request) => getSecondFactorStatus(ctx, currentSession(request)),
  });

  api.post('/api/auth/second-factor', {
    config: { access: 'user', duringSecondFactor: true },
    schema: { body: secondFactorCodeRequestSchema, response: { 200: userSchema } },
    handler: async (request, reply) => {
      const active = currentSession(request);
      const { newSession } = await completeSecondFactor(ctx, active, request.body.code, requestMeta(request));
      if (newSession) setSessionCookie(reply, ctx.config, newSession);
      return toUserResponse(active.user);
    },
  });
}
