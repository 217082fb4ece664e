import { and, eq, ne } from 'drizzle-orm';
import { securityMessages } from '../../../domain/security-texts';
import { recordAudit } from '../audit/audit';
import type { AppContext, RequestMeta } from '../context';
import { sessions } from '../db/schema';
import { notFound } from '../http/errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Ends one of the caller's own sessions by its id; another account's session, an ended one and a
 * malformed id all answer 404 alike. Answers whether it was the caller's current session.
 * The delete NOTIFYs every instance (migration 0011); this instance forgets it at once.
 */
export async function endSession(
  ctx: AppContext,
  userId: number,
  sessionId: string,
  currentTokenHash: string,
  meta: RequestMeta,
): Promise<{ wasCurrent: boolean }> {
  if (!UUID.test(sessionId)) throw notFound(securityMessages.sessionNotFound);
  const ended = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
      .returning({ tokenHash: sessions.tokenHash });
    if (!row) return undefined;
    await recordAudit(tx, { actorUserId: userId, action: 'auth.session_ended', targetType: 'user', targetId: userId, ip: meta.ip });
    return row;
  });
  if (!ended) throw notFound(securityMessages.sessionNotFound);
  ctx.sessions.forgetSession(ended.tokenHash);
  return { wasCurrent: ended.tokenHash === currentTokenHash };
}

/** "Sign out everywhere else": every session of the account but the caller's. Answers how many ended. */
export async function endOtherSessions(ctx: AppContext, userId: number, currentTokenHash: string, meta: RequestMeta): Promise<number> {
  const ended = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, currentTokenHash)))
      .returning({ tokenHash: sessions.tokenHash });
    await recordAudit(tx, {
      actorUserId: userId,
      action: 'auth.other_sessions_ended',
      targetType: 'user',
      targetId: userId,
      ip: meta.ip,
      after: { count: rows.length },
    });
    return rows;
  });
  for (const row of ended) ctx.sessions.forgetSession(row.tokenHash);
  return ended.length;
}
