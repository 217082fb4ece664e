import { createHash, randomBytes } from 'node:crypto';
import { eq, fillPlaceholders, getTableColumns, lt, or, sql, type Column } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { AppContext, RequestMeta } from '../context';
import type { Db } from '../db/client';
import { Batcher } from '../db/batcher';
import { preparedPerShape } from '../db/prepared';
import { sessions, users } from '../db/schema';
import type { LiveSession } from './session-cache';
import type { UserRow } from './user-response';

/**
 * Sessions: a random 256-bit token in an HttpOnly cookie; the database keeps only its SHA-256.
 * A session ends when idle for SESSION_IDLE_MINUTES or SESSION_ABSOLUTE_MINUTES after sign-in.
 */

const TOKEN_BYTES = 32;
/** The idle expiry is pushed forward at most this often, so reads do not write on every request. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function sessionCookieName(config: Config): string {
  // __Host- binds the cookie to this exact origin; browsers only accept it over https.
  return config.secureCookies ? '__Host-maplerupee_session' : 'maplerupee_session';
}

export interface CreatedSession {
  token: string;
  absoluteExpiresAt: Date;
}

export interface SessionOptions {
  /** Waiting for a second factor: lives SECOND_FACTOR_PENDING_MS at most and may only finish signing in. */
  secondFactorPending?: boolean;
  /** The second factor was completed now (the session of a completed two-step sign-in). */
  secondFactorAt?: Date;
}

/** How long a password-only sign-in waits for its code before it must start again. */
export const SECOND_FACTOR_PENDING_MS = 10 * 60_000;

export async function createSession(ctx: AppContext, userId: number, meta: RequestMeta, options: SessionOptions = {}): Promise<CreatedSession> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const now = ctx.clock.now();
  const lifetimeMs = options.secondFactorPending ? SECOND_FACTOR_PENDING_MS : ctx.config.sessionAbsoluteTimeoutMs;
  const absoluteExpiresAt = new Date(now.getTime() + lifetimeMs);
  const idleExpiresAt = new Date(Math.min(now.getTime() + ctx.config.sessionIdleTimeoutMs, absoluteExpiresAt.getTime()));
  await ctx.db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    idleExpiresAt,
    absoluteExpiresAt,
    userAgent: meta.userAgent?.slice(0, 500) ?? null,
    ip: meta.ip,
    secondFactorPending: options.secondFactorPending ?? false,
    secondFactorAt: options.secondFactorAt ?? null,
    // Every full session is made by a sign-in (or sign-up) that proved the password or a passkey
    // just now: for 10 minutes it may change the account's second factors without being asked
    // again, as GitHub's sudo mode counts a sign-in (issue 32). A waiting one proved nothing yet.
    reauthenticatedAt: options.secondFactorPending ? null : now,
  });
  return { token, absoluteExpiresAt };
}

export interface ActiveSession {
  tokenHash: string;
  user: UserRow;
  /** Password accepted, second factor not yet entered: access.ts lets it finish signing in only. */
  secondFactorPending: boolean;
  /** When this session last completed a second factor, if ever. */
  secondFactorAt: Date | null;
}

interface SessionLookup {
  tokenHash: string;
  now: Date;
}


/** What a signed-in request reads: the session's times and its user, never the password hash. */
const USER_COLUMNS = Object.entries(getTableColumns(users)).filter(([key]) => key !== 'passwordHash');

/**
 * Every signed-in request looks up its session: concurrent lookups share one statement
 * (db/batcher.ts), one round trip for the many requests that arrive while another is out. Each
 * token is looked up by its primary key (the LATERAL … LIMIT 1 keeps the planner from hashing the
 * whole table instead), and checked against its own request's time here. Rows come back as
 * arrays, decoded by column.
 */
function prepareSessionLookup(db: Db): Batcher<SessionLookup, LiveSession | undefined> {
  type Found = LiveSession;
  const query = sql`
    select session.token_hash, session.idle_expires_at, session.absolute_expires_at, session.last_seen_at,
      session.second_factor_pending, session.second_factor_at,
      ${sql.join(USER_COLUMNS.map(([, column]) => sql`${users}.${sql.identifier(column.name)}`), sql`, `)}
    from unnest(${sql.placeholder('tokenHashes')}::text[]) as lookup(token_hash)
    cross join lateral (select * from ${sessions} where ${sessions.tokenHash} = lookup.token_hash limit 1) as session
    join ${users} on ${users.id} = session.user_id`;
  const { sql: text, params } = new PgDialect().sqlToQuery(query);
  const decode = (column: Column, value: unknown) => (value === null ? null : column.mapFromDriverValue(value));
  return new Batcher<SessionLookup, LiveSession | undefined>(async (lookups) => {
    const tokenHashes = [...new Set(lookups.map((lookup) => lookup.tokenHash))];
    const result = await db.$client.query<unknown[]>({ name: 'find_sessions', text, rowMode: 'array' }, fillPlaceholders(params, { tokenHashes }));
    const found = new Map<string, Found>();
    for (const cells of result.rows) {
      const user: Record<string, unknown> = {};
      USER_COLUMNS.forEach(([key, column], index) => (user[key] = decode(column, cells[index + 6])));
      found.set(cells[0] as string, {
        idleExpiresAt: decode(sessions.idleExpiresAt, cells[1]) as Date,
        absoluteExpiresAt: decode(sessions.absoluteExpiresAt, cells[2]) as Date,
        lastSeenAt: decode(sessions.lastSeenAt, cells[3]) as Date,
        secondFactorPending: decode(sessions.secondFactorPending, cells[4]) as boolean,
        secondFactorAt: decode(sessions.secondFactorAt, cells[5]) as Date | null,
        user: user as UserRow,
      });
    }
    return lookups.map(({ tokenHash, now }) => {
      const session = found.get(tokenHash);
      return session && session.idleExpiresAt > now && session.absoluteExpiresAt > now ? session : undefined;
    });
  }, SESSION_LOOKUP_BATCHING);
}

/**
 * One lookup out at a time: the requests that arrive meanwhile go together in the next one. Two at
 * once made batches too small to pay for the batched statement (measured in bench/focus.ts).
 */
const SESSION_LOOKUP_BATCHING = { maxInFlight: 1, maxBatch: 100 };

const sessionLookup = preparedPerShape(prepareSessionLookup);

/**
 * The live session for a cookie token, with its user; refreshes the idle expiry now and then.
 * Usually answered from this instance's session cache (session-cache.ts), else by the database.
 */
export async function findSession(ctx: AppContext, token: string, options: { fresh?: boolean } = {}): Promise<ActiveSession | null> {
  const now = ctx.clock.now();
  const tokenHash = hashToken(token);
  const cached = options.fresh ? undefined : ctx.sessions.get(tokenHash, now, SESSION_TOUCH_INTERVAL_MS);
  if (cached) return activeSession(tokenHash, cached);
  const generation = ctx.sessions.generation;
  let session = await sessionLookup(ctx.db).submit({ tokenHash, now });
  if (!session) return null;
  if (now.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    const idleExpiresAt = new Date(Math.min(now.getTime() + ctx.config.sessionIdleTimeoutMs, session.absoluteExpiresAt.getTime()));
    await ctx.db.update(sessions).set({ lastSeenAt: now, idleExpiresAt }).where(eq(sessions.tokenHash, tokenHash));
    session = { ...session, lastSeenAt: now, idleExpiresAt };
  }
  // A session waiting for its second factor is never cached: completing it replaces it with a new
  // session (a new token), so no instance can keep answering from a copy of the waiting one.
  if (!session.secondFactorPending) ctx.sessions.put(tokenHash, session, generation, now);
  return activeSession(tokenHash, session);
}

function activeSession(tokenHash: string, session: LiveSession): ActiveSession {
  return { tokenHash, user: session.user, secondFactorPending: session.secondFactorPending, secondFactorAt: session.secondFactorAt };
}

/** Ends one session; answers whose it was. */
export async function deleteSession(ctx: Pick<AppContext, 'db' | 'sessions'>, tokenHash: string): Promise<number | undefined> {
  const [row] = await ctx.db
    .delete(sessions)
    .where(eq(sessions.tokenHash, tokenHash))
    .returning({ userId: sessions.userId });
  ctx.sessions.forgetSession(tokenHash);
  return row?.userId;
}

/**
 * Ends every session of a user (password reset or change), inside the caller's transaction: the
 * caller forgets the user in the session cache once it has committed (`ctx.sessions.forgetUser`).
 */
export async function deleteUserSessions(db: Pick<Db, 'delete'>, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function pruneExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.delete(sessions).where(or(lt(sessions.idleExpiresAt, now), lt(sessions.absoluteExpiresAt, now)));
}

export function readSessionToken(request: FastifyRequest, config: Config): string | undefined {
  const token = request.cookies[sessionCookieName(config)];
  return token && token.length <= 100 ? token : undefined;
}

export function setSessionCookie(reply: FastifyReply, config: Config, session: CreatedSession): void {
  void reply.setCookie(sessionCookieName(config), session.token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    path: '/',
    expires: session.absoluteExpiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  void reply.clearCookie(sessionCookieName(config), {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    path: '/',
  });
}
