import { eq } from 'drizzle-orm';
import { REAUTHENTICATION_MAX_AGE_MS, REAUTHENTICATION_REQUIRED_CODE } from '../../../domain/schemas/reauthentication';
import { securityMessages } from '../../../domain/security-texts';
import { recordAudit } from '../audit/audit';
import type { AppContext, RequestMeta } from '../context';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import { AppError } from '../http/errors';
import type { ActiveSession } from './sessions';

/**
 * Issue 32, as GitHub's sudo mode and Google's re-authentication: a stolen session cookie alone
 * must not change how the account signs in. Routes that declare `reauthentication: true` (adding or
 * removing a passkey, setting up, replacing or turning off the authenticator app, new recovery
 * codes) need this session to have proved the password, a passkey or a current code within the
 * last 10 minutes — its sign-in, a step-up, or POST /api/auth/reauthenticate — and answer 403
 * `reauthentication_required` otherwise. access.ts runs this after the session check, before the
 * body is validated. The time is read from the database on every such call, never from the
 * session cache: a re-authentication made on another instance counts at once.
 */
export async function requireRecentReauthentication(ctx: AppContext, session: ActiveSession, meta: RequestMeta, route: string): Promise<void> {
  const [row] = await ctx.db.select({ at: sessions.reauthenticatedAt }).from(sessions).where(eq(sessions.tokenHash, session.tokenHash));
  if (isRecent(row?.at ?? null, ctx.clock.now())) return;
  const userId = session.user.id;
  await recordAudit(ctx.db, { actorUserId: userId, action: 'auth.reauthentication_required', targetType: 'user', targetId: userId, after: { route }, ip: meta.ip });
  throw new AppError('forbidden', securityMessages.reauthenticationRequired, { body: { code: REAUTHENTICATION_REQUIRED_CODE } });
}

function isRecent(at: Date | null, now: Date): boolean {
  return at !== null && now.getTime() - at.getTime() < REAUTHENTICATION_MAX_AGE_MS;
}

export function reauthenticatedUntil(at: Date): Date {
  return new Date(at.getTime() + REAUTHENTICATION_MAX_AGE_MS);
}

/**
 * This session just proved the password, a passkey or a code. A passkey or a code is a second factor
 * too: the session's `second_factor_at` moves with it (what a step-up does). The caller forgets the
 * session in the cache.
 */
export async function markReauthenticated(db: Pick<Db, 'update'>, tokenHash: string, now: Date, options: { secondFactor: boolean }): Promise<void> {
  await db
    .update(sessions)
    .set({ reauthenticatedAt: now, ...(options.secondFactor ? { secondFactorAt: now } : {}) })
    .where(eq(sessions.tokenHash, tokenHash));
}

/**
 * A second factor was removed: it vouches for no session any more. Every session of the account
 * must complete one again (of those left) before the admin desk answers it; one with none left is
 * walked through enrolment again (the operator rule, second-factor-policy.ts). In the caller's
 * transaction; the caller forgets the user in the session cache once it has committed.
 */
export async function forgetSecondFactorOfSessions(db: Pick<Db, 'update'>, userId: number): Promise<void> {
  await db.update(sessions).set({ secondFactorAt: null }).where(eq(sessions.userId, userId));
}
