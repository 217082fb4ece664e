import { and, eq, isNull } from 'drizzle-orm';
import { complianceCaseMessages } from '../../../domain/compliance-case-messages';
import { recordAudit } from '../audit/audit';
import { limitKeys } from '../auth/limits';
import { verifyPassword } from '../auth/passwords';
import { deleteUserSessions } from '../auth/sessions';
import type { UserRow } from '../auth/user-response';
import type { AppContext, RequestMeta } from '../context';
import { users } from '../db/schema';
import { invalidInput } from '../http/errors';

/**
 * Profile → Close account: the customer confirms with their password; the account is marked
 * closed (users.closed_at), every session of it ends, and nothing else changes — the customer's
 * transfers, recipients, verifications and cases are records kept for 5 years (domain/compliance.ts
 * RECORD_RETENTION_YEARS), then purged by `npm run manage -- purge-records`. A closed account
 * cannot sign in (auth/login.ts) or send (the limits check).
 *
 * The password attempt is counted like a sign-in's (10 failures per 15 minutes), so a stolen
 * session cannot be used to guess the password here.
 */
export async function closeAccount(ctx: AppContext, user: UserRow, password: string, meta: RequestMeta): Promise<string> {
  const failuresKey = limitKeys.loginFailures(user.email);
  await ctx.limiter.consume(failuresKey, ctx.authLimits.loginFailuresPerAccount);
  const [stored] = await ctx.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  if (!stored || !(await verifyPassword(stored.passwordHash, password))) {
    throw invalidInput(complianceCaseMessages.passwordIncorrect, { password: complianceCaseMessages.passwordIncorrect });
  }
  await ctx.limiter.reset(failuresKey);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [closed] = await tx
      .update(users)
      .set({ closedAt: now, updatedAt: now })
      .where(and(eq(users.id, user.id), isNull(users.closedAt)))
      .returning({ id: users.id });
    await deleteUserSessions(tx, user.id);
    // A second request racing this one finds it closed: it ends the sessions too, and records nothing.
    if (closed) {
      await recordAudit(tx, {
        actorUserId: user.id,
        action: 'account.closed',
        targetType: 'user',
        targetId: user.id,
        before: { closedAt: null },
        after: { closedAt: now.toISOString(), reason: 'closed by the customer (Profile → Close account)' },
        ip: meta.ip,
      });
    }
  });
  ctx.sessions.forgetUser(user.id);
  return complianceCaseMessages.accountClosed;
}
