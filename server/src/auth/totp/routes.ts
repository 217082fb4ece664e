import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiMessages } from '../../../../domain/messages';
import { userSchema } from '../../../../domain/schemas/auth';
import { messageResponseSchema } from '../../../../domain/schemas/common';
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
import { replaceRecoveryCodes } from './replace-recovery-codes';
import { startTotpEnrolment } from './start-totp-enrolment';
import { turnOffTotp } from './turn-off-totp';

/** Authenticator app codes (TOTP) and the sign-in's second step (issue 18). */
export async function totpRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  api.get('/api/auth/totp', {
    config: { access: 'user' },
    schema: { response: { 200: totpStatusSchema } },
    handler: async (request) => getTotpStatus(ctx, currentUser(request).id),
  });

  // Setting up, replacing (turn off, then set up) or turning off the app, and new recovery codes,
  // need a re-authentication within 10 minutes (issue 32): a stolen cookie alone changes none of it.
  api.post('/api/auth/totp', {
    config: { access: 'user', reauthentication: true },
    schema: { response: { 200: totpEnrolmentSchema } },
    handler: async (request) => startTotpEnrolment(ctx, currentUser(request), requestMeta(request)),
  });

  api.post('/api/auth/totp/confirm', {
    config: { access: 'user', reauthentication: true },
    schema: { body: secondFactorCodeRequestSchema, response: { 200: totpConfirmResponseSchema } },
    handler: async (request) => ({ recoveryCodes: await confirmTotp(ctx, currentSession(request), request.body.code, requestMeta(request)) }),
  });

  api.delete('/api/auth/totp', {
    config: { access: 'user', reauthentication: true },
    schema: { response: { 200: messageResponseSchema } },
    handler: async (request) => {
      await turnOffTotp(ctx, currentUser(request), requestMeta(request));
      return { message: apiMessages.totpTurnedOff };
    },
  });

  api.post('/api/auth/totp/recovery-codes', {
    config: { access: 'user', reauthentication: true },
    schema: { response: { 200: totpConfirmResponseSchema } },
    handler: async (request) => ({ recoveryCodes: await replaceRecoveryCodes(ctx, currentUser(request), requestMeta(request)) }),
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
