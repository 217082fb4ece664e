import { eq } from 'drizzle-orm';
import type { AppContext, RequestMeta } from '../context';
import { users } from '../db/schema';
import { limitKeys } from './limits';
import { verifyPassword } from './passwords';
import type { UserRow } from './user-response';

/**
 * The signed-in account's own password, checked again (changing it, re-authenticating). Counted with
 * sign-in's limits before it is checked — 100 per address and 10 wrong per account in 15 minutes,
 * 429 past them — so a stolen session cannot guess it faster than a sign-in could. A right one
 * clears the account's failures, as a sign-in does. The caller audits a wrong one.
 */
export async function checkAccountPassword(ctx: AppContext, user: Pick<UserRow, 'id' | 'email'>, password: string, meta: RequestMeta): Promise<boolean> {
  const failuresKey = limitKeys.loginFailures(user.email);
  await ctx.limiter.consume(limitKeys.loginPerIp(meta.ip), ctx.authLimits.loginPerIp);
  await ctx.limiter.consume(failuresKey, ctx.authLimits.loginFailuresPerAccount);
  const [row] = await ctx.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  if (!row || !(await verifyPassword(row.passwordHash, password))) return false;
  await ctx.limiter.reset(failuresKey);
  return true;
}
