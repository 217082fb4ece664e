import { and, desc, eq, gt } from 'drizzle-orm';
import type { Session } from '../../../domain/schemas/security';
import type { AppContext } from '../context';
import { sessions } from '../db/schema';
import { securityMessages } from '../../../domain/security-texts';
import { describeUserAgent, UNKNOWN_BROWSER, UNKNOWN_OS } from '../http/describe-user-agent';

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
  return rows.map((row) => {
    const { browser, os } = describeUserAgent(row.userAgent);
    return {
      id: row.id,
      // Stored in English (the new-browser check compares them); said in the caller's language.
      browser: browser === UNKNOWN_BROWSER ? securityMessages.unknownBrowser : browser,
      os: os === UNKNOWN_OS ? securityMessages.unknownSystem : os,
      ip: row.ip,
      createdAt: row.createdAt.toISOString(),
      lastActiveAt: row.lastSeenAt.toISOString(),
      current: row.tokenHash === currentTokenHash,
    };
  });
}
