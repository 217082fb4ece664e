import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { and, eq } from 'drizzle-orm';
import { passkeyMessages } from '../../../domain/passkey-texts';
import type { Reauthentication, ReauthenticateRequest } from '../../../domain/schemas/reauthentication';
import { securityMessages } from '../../../domain/security-texts';
import { recordAudit } from '../audit/audit';
import type { AppContext, RequestMeta } from '../context';
import { passkeys } from '../db/schema';
import { AppError, invalidInput } from '../http/errors';
import { checkAccountPassword } from './check-account-password';
import { limitKeys } from './limits';
import { takeChallenge } from './passkeys/challenges';
import { verifyPasskeyAssertion } from './passkeys/verify-passkey-assertion';
import { markReauthenticated, reauthenticatedUntil } from './reauthentication';
import type { ActiveSession } from './sessions';
import { checkSecondFactorCode } from './totp/check-second-factor-code';

type Method = 'password' | 'totp' | 'recovery_code' | 'passkey';

/**
 * POST /api/auth/reauthenticate (issue 32): this session proves, again, that its user is here — with
 * the password (counted with sign-in's failures: 10 wrong per account in 15 minutes, then 429), a
 * code (a 6-digit code or a recovery code, in the one budget of second-factor codes, whose lockouts
 * grow), or a passkey's answer to POST /api/auth/reauthenticate/options (a challenge of this purpose,
 * bound to this session and its user). For the next 10 minutes the session may change the account's
 * second factors. Every re-authentication and every refusal is audited.
 */
export async function reauthenticate(ctx: AppContext, session: ActiveSession, input: ReauthenticateRequest, meta: RequestMeta): Promise<Reauthentication> {
  const { user } = session;
  const attempted: 'password' | 'code' | 'passkey' = input.password !== undefined ? 'password' : input.code !== undefined ? 'code' : 'passkey';
  let method: Method;
  try {
    method = await prove(ctx, session, input, meta);
  } catch (error) {
    // A wrong proof (400); a 429 is no proof tried.
    if (error instanceof AppError && error.code === 'invalid_input') {
      await recordAudit(ctx.db, { actorUserId: user.id, action: 'auth.reauthentication_failed', targetType: 'user', targetId: user.id, after: { method: attempted }, ip: meta.ip });
    }
    throw error;
  }
  const now = ctx.clock.now();
  await markReauthenticated(ctx.db, session.tokenHash, now, { secondFactor: method !== 'password' });
  ctx.sessions.forgetSession(session.tokenHash);
  await recordAudit(ctx.db, { actorUserId: user.id, action: 'auth.reauthenticated', targetType: 'user', targetId: user.id, after: { method }, ip: meta.ip });
  return { reauthenticatedUntil: reauthenticatedUntil(now).toISOString() };
}

async function prove(ctx: AppContext, session: ActiveSession, input: ReauthenticateRequest, meta: RequestMeta): Promise<Method> {
  if (input.password !== undefined) {
    if (await checkAccountPassword(ctx, session.user, input.password, meta)) return 'password';
    throw new AppError('invalid_input', securityMessages.currentPasswordWrong, { errors: { password: securityMessages.currentPasswordWrong } });
  }
  if (input.code !== undefined) return checkSecondFactorCode(ctx, session.user.id, input.code, meta);
  if (!input.response) throw invalidInput(securityMessages.reauthenticationProofMissing);
  await provePasskey(ctx, session, input.response as AuthenticationResponseJSON, meta);
  return 'passkey';
}

/** One of the session's own account's passkeys answered this session's re-authentication challenge. */
async function provePasskey(ctx: AppContext, session: ActiveSession, response: AuthenticationResponseJSON, meta: RequestMeta): Promise<void> {
  await ctx.limiter.consume(limitKeys.loginPerIp(meta.ip), ctx.authLimits.loginPerIp);
  const challenge = await takeChallenge(ctx, 'reauthenticate', response.response.clientDataJSON);
  if (challenge.userId !== session.user.id || challenge.sessionTokenHash !== session.tokenHash) throw invalidInput(passkeyMessages.challengeInvalid);
  const [passkey] = await ctx.db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.credentialId, response.id), eq(passkeys.userId, session.user.id)));
  if (!passkey) throw invalidInput(passkeyMessages.notVerified);
  await verifyPasskeyAssertion(ctx, { response, challenge, passkey }, meta);
}
