import { and, desc, eq, gt } from 'drizzle-orm';
import type { Session } from '../../../domain/schemas/security';
import type { AppContext } from '../context';
import { sessions } from '../db/schema';
import { describeUserAgent } from './describe-user-agent';

/** The account's live sessions, the most recently active first; `current` marks the caller's own. */
export async function listSessions(ctx: AppContext, userId: number, currentTokenHash: string): Promise<Session[]> {
  const now = ctx.clock.now();
  const rows = await ctx.db
    .select({
      id: sessions.id,
      tokenHash: sessions.tokenHash,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.idleExpiresAt, now), gt(sessions.absoluteExpiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
  return rows.map((row) => ({
    id: row.id,
    ...describeUserAgent(row.userAgent),
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: row.lastSeenAt.toISOString(),
    current: row.tokenHash === currentTokenHash,
  }));
}
