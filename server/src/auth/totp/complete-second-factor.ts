import { recordAudit } from '../../audit/audit';
import type { AppContext, RequestMeta } from '../../context';
import { markReauthenticated } from '../reauthentication';
import { rememberBrowser } from '../remember-browser';
import { createSession, deleteSession, type ActiveSession, type CreatedSession } from '../sessions';
import { checkSecondFactorCode } from './check-second-factor-code';

/**
 * POST /api/auth/second-factor: a TOTP or recovery code. A session waiting for it (password only)
 * is replaced by a new, full session — a new token, as every sign-in gets; a signed-in session is
 * stepped up in place. Either way the session records when (`second_factor_at`).
 */
export async function completeSecondFactor(
  ctx: AppContext,
  session: ActiveSession,
  code: string,
  meta: RequestMeta,
): Promise<{ newSession?: CreatedSession }> {
  const { user } = session;
  const method = await checkSecondFactorCode(ctx, user.id, code, meta);
  const now = ctx.clock.now();
  if (session.secondFactorPending) {
    await deleteSession(ctx, session.tokenHash);
    const newSession = await createSession(ctx, user.id, meta, { secondFactorAt: now });
    await recordAudit(ctx.db, { actorUserId: user.id, action: 'auth.login', targetType: 'user', targetId: user.id, after: { secondFactor: method }, ip: meta.ip });
    // The sign-in is complete only now: a new browser is noted (and mailed about) here, as after a password alone.
    await rememberBrowser(ctx, user, meta, { mailIfNew: true });
    return { newSession };
  }
  // A step-up with a code is a re-authentication too (issue 32).
  await markReauthenticated(ctx.db, session.tokenHash, now, { secondFactor: true });
  ctx.sessions.forgetSession(session.tokenHash);
  await recordAudit(ctx.db, { actorUserId: user.id, action: 'auth.second_factor', targetType: 'user', targetId: user.id, after: { secondFactor: method }, ip: meta.ip });
  return {};
}
