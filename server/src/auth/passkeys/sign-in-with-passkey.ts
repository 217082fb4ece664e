import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { eq, getTableColumns } from 'drizzle-orm';
import { passkeyMessages } from '../../../../domain/passkey-texts';
import type { AuthenticatePasskeyRequest } from '../../../../domain/schemas/passkeys';
import { recordAudit } from '../../audit/audit';
import type { AppContext, RequestMeta } from '../../context';
import { passkeys, users } from '../../db/schema';
import { AppError, invalidInput } from '../../http/errors';
import { limitKeys } from '../limits';
import { markReauthenticated } from '../reauthentication';
import { rememberBrowser } from '../remember-browser';
import { createSession, deleteSession, type ActiveSession, type CreatedSession } from '../sessions';
import type { UserRow } from '../user-response';
import { takeChallenge } from './challenges';
import { verifyPasskeyAssertion } from './verify-passkey-assertion';

export type PasskeySignInMode = 'sign_in' | 'second_factor' | 'step_up';

const { passwordHash: _passwordHash, ...USER_COLUMNS } = getTableColumns(users);

/** A passkey that is unknown, or whose account is closed: the same 401 either way, as login answers. */
const notAccepted = () => new AppError('not_signed_in', passkeyMessages.notAccepted);

/**
 * POST /api/auth/passkeys/authenticate: a passkey's answer to a challenge this server issued.
 * - No session: a full sign-in (a new session, as a password sign-in makes, with the same per-IP
 *   limit, closed accounts refused, the new-browser mail); it counts as a second factor too.
 * - A session waiting for its second factor: it is replaced by a full one (as a code does).
 * - A signed-in session: stepped up in place, which is a re-authentication too (issue 32).
 * The answer itself is checked by verifyPasskeyAssertion (signature, user handle, rising counter).
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
  await verifyPasskeyAssertion(ctx, { response, challenge, passkey }, meta);

  const now = ctx.clock.now();
  const used = { secondFactor: 'passkey', passkeyId: passkey.id };
  if (session && !session.secondFactorPending) {
    await markReauthenticated(ctx.db, session.tokenHash, now, { secondFactor: true });
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
