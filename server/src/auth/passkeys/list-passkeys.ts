import { asc, eq } from 'drizzle-orm';
import type { Passkey } from '../../../../domain/schemas/passkeys';
import type { AppContext } from '../../context';
import { passkeys } from '../../db/schema';

export type PasskeyRow = typeof passkeys.$inferSelect;

/** A passkey as the API shows it: its name and times, never its credential id or key. */
export function toPasskeyResponse(row: Pick<PasskeyRow, 'id' | 'name' | 'createdAt' | 'lastUsedAt' | 'backedUp'>): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    backedUp: row.backedUp,
  };
}

/** GET /api/auth/passkeys: the caller's own passkeys, oldest first. */
export async function listPasskeys(ctx: AppContext, userId: number): Promise<Passkey[]> {
  const rows = await ctx.db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt), asc(passkeys.id));
  return rows.map(toPasskeyResponse);
}

/** Whether the account can be asked for a passkey at sign-in. */
export async function hasPasskey(ctx: Pick<AppContext, 'db'>, userId: number): Promise<boolean> {
  const [row] = await ctx.db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, userId)).limit(1);
  return Boolean(row);
}

/** The account's credentials, for excludeCredentials / allowCredentials. */
export async function credentialsOf(ctx: AppContext, userId: number): Promise<{ id: string; transports: string[] }[]> {
  const rows = await ctx.db.select({ id: passkeys.credentialId, transports: passkeys.transports }).from(passkeys).where(eq(passkeys.userId, userId));
  return rows;
}
