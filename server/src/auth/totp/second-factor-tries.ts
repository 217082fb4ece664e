import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { apiMessages } from '../../../../domain/messages';
import { recordAudit } from '../../audit/audit';
import type { AppContext, RequestMeta } from '../../context';
import type { Db } from '../../db/client';
import { secondFactorAttempts, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { accountLocale } from '../../i18n/account-locale';
import { secondFactorLockedMail } from '../../mail/security-templates';
import { mailSite } from '../../mail/layout';

/** The database or a transaction: what these statements need. */
type Writer = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

const HOUR_MS = 60 * 60_000;
/** The longest lockout: 15 minutes doubled six times is 16 hours; the seventh and later are this. */
export const MAX_LOCKOUT_MS = 24 * HOUR_MS;
/** Tries and lockouts a day in the past (no try, no lockout since) are forgotten: the next lockout is a first again, and mailed. */
export const TRIES_MEMORY_MS = 24 * HOUR_MS;

/** The n-th consecutive lockout (from 1) lasts the base time doubled n − 1 times, at most MAX_LOCKOUT_MS. */
export function lockoutMs(baseMs: number, lockout: number): number {
  return Math.min(baseMs * 2 ** Math.min(lockout - 1, 30), MAX_LOCKOUT_MS);
}

type Row = typeof secondFactorAttempts.$inferSelect;
interface Lockout {
  until: Date;
  /** Set when this call started the lockout (its number in the series); unset when it was already on. */
  started?: number;
}

/**
 * Issue 32. Every try of a second-factor code — a 6-digit code or a recovery code, at sign-in, a
 * step-up, a re-authentication or an app's confirmation: one budget per account — is counted here
 * before it is checked. The budget is `secondFactorFailuresPerAccount.max` tries (10): the wrong
 * code that spends it locks codes out for `windowMs` (15 minutes), and each further lockout of the
 * series for twice as long as the one before (30, 60, … 24 hours). Tries are not forgotten when a
 * window ends, only by a success or a quiet day, so pacing guesses gains nothing: a guesser holding
 * the password gets about 70 tries the first day and 10 a day after, not 960 a day forever. The
 * first lockout of a series mails the owner. A try during a lockout is refused and changes nothing.
 * The account's row is locked `for update`, so racing tries are counted one after another and the
 * budget holds; PostgreSQL keeps it for every instance.
 */
export async function countSecondFactorTry(ctx: AppContext, userId: number, meta: RequestMeta): Promise<void> {
  const max = ctx.authLimits.secondFactorFailuresPerAccount.max;
  const now = ctx.clock.now();
  const lockout = await ctx.db.transaction(async (tx): Promise<Lockout | undefined> => {
    const row = await lockRow(tx, userId, now);
    if (row.lockedUntil && row.lockedUntil > now) return { until: row.lockedUntil };
    // Only when racing tries passed the count before the wrong codes among them locked it.
    if (row.tries >= max) return startLockout(ctx, tx, row, now, meta);
    await tx.update(secondFactorAttempts).set({ tries: row.tries + 1, lastTryAt: now }).where(eq(secondFactorAttempts.userId, userId));
    return undefined;
  });
  if (lockout) refuse(ctx, userId, meta, now, lockout);
}

/** A wrong code: the one that spends the budget starts the next lockout of the series. */
export async function secondFactorCodeWasWrong(ctx: AppContext, userId: number, meta: RequestMeta): Promise<void> {
  const max = ctx.authLimits.secondFactorFailuresPerAccount.max;
  const now = ctx.clock.now();
  const lockout = await ctx.db.transaction(async (tx): Promise<Lockout | undefined> => {
    const row = await lockRow(tx, userId, now);
    if ((row.lockedUntil && row.lockedUntil > now) || row.tries < max) return undefined;
    return startLockout(ctx, tx, row, now, meta);
  });
  if (lockout?.started === 1) mailOwner(ctx, userId, meta, lockout.until);
}

/** A right code: the account's tries and its series of lockouts start again. */
export async function clearSecondFactorTries(ctx: Pick<AppContext, 'db'>, userId: number): Promise<void> {
  await ctx.db.delete(secondFactorAttempts).where(eq(secondFactorAttempts.userId, userId));
}

/** Maintenance: rows with no try and no lockout for a day would be forgotten at their next try anyway. */
export async function pruneSecondFactorTries(db: Db, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - TRIES_MEMORY_MS);
  await db
    .delete(secondFactorAttempts)
    .where(and(lt(secondFactorAttempts.lastTryAt, dayAgo), or(isNull(secondFactorAttempts.lockedUntil), lt(secondFactorAttempts.lockedUntil, dayAgo))));
}

/** The account's row, created if missing and locked for this transaction; forgotten if quiet for a day. */
async function lockRow(tx: Writer, userId: number, now: Date): Promise<Row> {
  // One statement that creates or locks the row and reads it: a row deleted meanwhile (a right code
  // racing) is simply created again, never missed.
  const [row] = await tx
    .insert(secondFactorAttempts)
    .values({ userId, lastTryAt: now })
    .onConflictDoUpdate({ target: secondFactorAttempts.userId, set: { userId: sql`excluded.user_id` } })
    .returning();
  if (!row) throw new Error('second_factor_attempts: the upsert answered no row');
  const lastEvent = Math.max(row.lastTryAt.getTime(), row.lockedUntil?.getTime() ?? 0);
  if (now.getTime() - lastEvent < TRIES_MEMORY_MS) return row;
  const [forgotten] = await tx
    .update(secondFactorAttempts)
    .set({ tries: 0, lockouts: 0, lockedUntil: null })
    .where(eq(secondFactorAttempts.userId, userId))
    .returning();
  return forgotten ?? row;
}

async function startLockout(ctx: AppContext, tx: Writer, row: Row, now: Date, meta: RequestMeta): Promise<Lockout> {
  const lockout = row.lockouts + 1;
  const until = new Date(now.getTime() + lockoutMs(ctx.authLimits.secondFactorFailuresPerAccount.windowMs, lockout));
  await tx.update(secondFactorAttempts).set({ tries: 0, lastTryAt: now, lockouts: lockout, lockedUntil: until }).where(eq(secondFactorAttempts.userId, row.userId));
  await recordAudit(tx, {
    actorUserId: row.userId,
    action: 'auth.second_factor_locked',
    targetType: 'user',
    targetId: row.userId,
    after: { lockout, lockedUntil: until.toISOString() },
    ip: meta.ip,
  });
  return { until, started: lockout };
}

function refuse(ctx: AppContext, userId: number, meta: RequestMeta, now: Date, lockout: Lockout): never {
  if (lockout.started === 1) mailOwner(ctx, userId, meta, lockout.until);
  throw new AppError('too_many_requests', apiMessages.secondFactorLocked, {
    headers: { 'Retry-After': String(Math.max(1, Math.ceil((lockout.until.getTime() - now.getTime()) / 1000))) },
  });
}

/** "Someone who knows your password is trying codes", after the answer: the mail never delays it. */
function mailOwner(ctx: AppContext, userId: number, meta: RequestMeta, lockedUntil: Date): void {
  ctx.background.run('second factor locked mail', async () => {
    const [user] = await ctx.db.select({ email: users.email, firstName: users.firstName, locale: users.locale }).from(users).where(eq(users.id, userId));
    if (!user) return;
    await ctx.mailer.send(secondFactorLockedMail({ to: user.email, firstName: user.firstName, ip: meta.ip, lockedUntil, site: mailSite(ctx.config), locale: accountLocale(user.locale) }));
  });
}
