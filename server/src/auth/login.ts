import { eq, sql } from 'drizzle-orm';
import { apiMessages } from '../../../domain/messages';
import type { LoginRequest } from '../../../domain/schemas/auth';
import { recordAudit } from '../audit/audit';
import type { AppContext, RequestMeta } from '../context';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../http/errors';
import { limitKeys } from './limits';
import { verifyAgainstNothing, verifyPassword } from './passwords';
import { rememberBrowser } from './remember-browser';
import { createSession, type CreatedSession } from './sessions';
import { secondFactorMethodsOf } from './second-factor-methods';
import type { SecondFactorMethod } from '../../../domain/schemas/second-factor';
import type { UserRow, UserWithPasswordRow } from './user-response';

export async function findUserByEmail(db: Db, email: string): Promise<UserWithPasswordRow | undefined> {
  const [user] = await db.select().from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return user;
}

/**
 * Checks the password and opens a new session (a new token every time: no session fixation).
 * An unknown email, a wrong password and a closed account get the same answer after the same work.
 *
 * The attempt is reserved in the per-account failure counter *before* the password is checked (one
 * atomic increment), so concurrent guesses cannot all read "below the limit" and all be checked:
 * at most `loginFailuresPerAccount.max` passwords are ever tried per window. A success clears it.
 */
export async function logIn(
  ctx: AppContext,
  input: LoginRequest,
  meta: RequestMeta,
): Promise<{ user: UserRow; session: CreatedSession; secondFactorMethods?: SecondFactorMethod[] }> {
  const failuresKey = limitKeys.loginFailures(input.email);
  await ctx.limiter.consume(limitKeys.loginPerIp(meta.ip), ctx.authLimits.loginPerIp);
  await ctx.limiter.consume(failuresKey, ctx.authLimits.loginFailuresPerAccount);

  const user = await findUserByEmail(ctx.db, input.email);
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstNothing(ctx.passwordHashing, input.password);
  // A closed account (Profile → Close account) gets exactly the answer of a wrong password.
  if (!user || !valid || user.closedAt) {
    await recordAudit(ctx.db, {
      actorUserId: user?.id ?? null,
      action: 'auth.login_failed',
      targetType: 'user',
      targetId: user?.id,
      ip: meta.ip,
    });
    throw new AppError('not_signed_in', apiMessages.invalidCredentials);
  }

  await ctx.limiter.reset(failuresKey);
  // An account with a second factor gets a session that can only finish signing in (access.ts).
  const methods = await secondFactorMethodsOf(ctx, user.id);
  if (methods.length > 0) {
    const session = await createSession(ctx, user.id, meta, { secondFactorPending: true });
    await recordAudit(ctx.db, { actorUserId: user.id, action: 'auth.login', targetType: 'user', targetId: user.id, after: { secondFactor: 'pending' }, ip: meta.ip });
    return { user, session, secondFactorMethods: methods };
  }
  const session = await createSession(ctx, user.id, meta);
  await recordAudit(ctx.db, { actorUserId: user.id, action: 'auth.login', targetType: 'user', targetId: user.id, ip: meta.ip });
  await rememberBrowser(ctx, user, meta, { mailIfNew: true });
  return { user, session };
}
