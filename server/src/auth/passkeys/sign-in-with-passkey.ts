import { verifyAuthenticationResponse, type AuthenticationResponseJSON, type AuthenticatorTransport, type VerifiedAuthenticationResponse } from '@simplewebauthn/server';
import { and, eq, getTableColumns, lt, or, sql } from 'drizzle-orm';
import { timingSafeEqual } from 'node:crypto';
import { passkeyMessages } from '../../../../domain/passkey-texts';
import type { AuthenticatePasskeyRequest } from '../../../../domain/schemas/passkeys';
import { recordAudit } from '../../audit/audit';
import type { AppContext, RequestMeta } from '../../context';
import { passkeys, sessions, users } from '../../db/schema';
import { AppError, invalidInput } from '../../http/errors';
import { limitKeys } from '../limits';
import { rememberBrowser } from '../remember-browser';
import { createSession, deleteSession, type ActiveSession, type CreatedSession } from '../sessions';
import type { UserRow } from '../user-response';
import { takeChallenge } from './challenges';
import { relyingParty, webauthnUserHandle } from './relying-party';

export type PasskeySignInMode = 'sign_in' | 'second_factor' | 'step_up';

const { passwordHash: _passwordHash, ...USER_COLUMNS } = getTableColumns(users);

/** A passkey that is unknown, or whose account is closed: the same 401 either way, as login answers. */
const notAccepted = () => new AppError('not_signed_in', passkeyMessages.notAccepted);

/**
 * POST /api/auth/passkeys/authenticate: a passkey's answer to a challenge this server issued.
 * - No session: a full sign-in (a new session, as a password sign-in makes, with the same per-IP
 *   limit, closed accounts refused, the new-browser mail); it counts as a second factor too.
 * - A session waiting for its second factor: it is replaced by a full one (as a code does).
 * - A signed-in session: stepped up in place.
 * The signature counter must rise (unless the authenticator keeps none: 0 and 0), or the answer is
 * refused as a cloned passkey's. The new counter, backup flags and last use are stored.
 */
export async function signInWithPasskey(
  ctx: AppContext,
  session: ActiveSession | null,
  input: AuthenticatePasskeyRequest,
  meta: RequestMeta,
): Promise<{ user: UserRow; mode: PasskeySignInMode; newSession?: CreatedSession }> {
  await ctx.limiter.consume(limitKeys.loginPerIp(meta.ip), ctx.authLimits.loginPerIp);
  const response = input.response as AuthenticationResponseJSON;
  const challenge = await takeChallenge(ctx, 'authenticate', response.response.clientDataJSON);
  // A challenge issued to a session answers for that session only.
  if (challenge.sessionTokenHash !== null && challenge.sessionTokenHash !== session?.tokenHash) throw invalidInput(passkeyMessages.challengeInvalid);

  const [passkey] = await ctx.db.select().from(passkeys).where(eq(passkeys.credentialId, response.id));
  const [user] = passkey ? await ctx.db.select(USER_COLUMNS).from(users).where(eq(users.id, passkey.userId)) : [];
  if (!passkey || !user || user.closedAt) {
    await recordAudit(ctx.db, { actorUserId: user?.id ?? null, action: 'auth.login_failed', targetType: 'user', targetId: user?.id, after: { method: 'passkey' }, ip: meta.ip });
    throw notAccepted();
  }
  if (session && session.user.id !== user.id) throw invalidInput(passkeyMessages.otherAccount);
  const handle = response.response.userHandle;
  if (handle !== undefined && !sameHandle(handle, webauthnUserHandle(ctx.secretKey, user.id))) throw invalidInput(passkeyMessages.notVerified);

  const rp = relyingParty(ctx.config);
  let verification: VerifiedAuthenticationResponse;
  try {
    verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports as AuthenticatorTransport[],
      },
      requireUserVerification: true,
    });
  } catch (error) {
    const counter = error instanceof Error && /counter/i.test(error.message);
    await refused(ctx, user.id, passkey.id, counter ? 'counter' : 'signature', meta);
    throw invalidInput(counter ? passkeyMessages.counterRegressed : passkeyMessages.notVerified);
  }
  if (!verification.verified) {
    await refused(ctx, user.id, passkey.id, 'signature', meta);
    throw invalidInput(passkeyMessages.notVerified);
  }

  const { newCounter, credentialBackedUp, credentialDeviceType } = verification.authenticationInfo;
  const now = ctx.clock.now();
  // Conditional on the counter read above still being below: of two answers racing with the same
  // counter, one is refused here.
  const [updated] = await ctx.db
    .update(passkeys)
    .set({ counter: newCounter, backedUp: credentialBackedUp, deviceType: credentialDeviceType, lastUsedAt: now })
    .where(and(eq(passkeys.id, passkey.id), or(lt(passkeys.counter, newCounter), sql`${passkeys.counter} = 0 and ${newCounter}::bigint = 0`)))
    .returning({ id: passkeys.id });
  if (!updated) {
    await refused(ctx, user.id, passkey.id, 'counter', meta);
    throw invalidInput(passkeyMessages.counterRegressed);
  }

  const used = { secondFactor: 'passkey', passkeyId: passkey.id };
  if (session && !session.secondFactorPending) {
    await ctx.db.update(sessions).set({ secondFactorAt: now }).where(eq(sessions.tokenHash, session.tokenHash));
    ctx.sessions.forgetSession(session.tokenHash);
    await recordAudit(ctx.db, { actorUserId: user.id, action: 'auth.second_factor', targetType: 'user', targetId: user.id, after: used, ip: meta.ip });
    return { user, mode: 'step_up' };
  }
  if (session) await deleteSession(ctx, session.tokenHash);
  const newSession = await createSession(ctx, user.id, meta, { secondFactorAt: now });
  await recordAudit(ctx.db, { actorUserId: user.id, action: 'auth.login', targetType: 'user', targetId: user.id, after: used, ip: meta.ip });
  await rememberBrowser(ctx, user, meta, { mailIfNew: true });
  return { user, mode: session ? 'second_factor' : 'sign_in', newSession };
}

async function refused(ctx: AppContext, userId: number, passkeyId: string, reason: 'counter' | 'signature', meta: RequestMeta): Promise<void> {
  await recordAudit(ctx.db, { actorUserId: userId, action: 'auth.passkey_refused', targetType: 'user', targetId: userId, after: { passkeyId, reason }, ip: meta.ip });
}

function sameHandle(presented: string, expected: Uint8Array): boolean {
  const bytes = Buffer.from(presented, 'base64url');
  return bytes.length === expected.length && timingSafeEqual(bytes, expected);
}

