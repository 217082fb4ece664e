import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { ProfileResponse, updateProfileRequestSchema } from '../../../domain/schemas/profile';
import { DEFAULT_LOCALE, isLocale } from '../../../domain/locale';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { screenCustomer } from '../screening/screen-parties';

type ProfileChanges = z.output<typeof updateProfileRequestSchema>;

/**
 * Changes the caller's full name, phone, address and language; nothing else about a user changes
 * here. A new name is screened before the answer; until then (or if screening cannot run) the
 * customer counts as unscreened, so their transfers wait.
 */
export async function updateProfile(ctx: Pick<AppContext, 'db' | 'clock' | 'sessions' | 'log' | 'screening'>, userId: number, changes: ProfileChanges): Promise<ProfileResponse> {
  const { db, clock } = ctx;
  const { username, phone, address, locale } = changes;
  const [updated] = await db
    .update(users)
    .set({
      ...(username !== undefined ? { username, screenedVersion: sql`case when ${users.username} = ${username} then ${users.screenedVersion} end` } : {}),
      ...(phone !== undefined ? { phone } : {}),
      ...(address !== undefined ? { address } : {}),
      ...(locale !== undefined ? { locale } : {}),
      updatedAt: clock.now(),
    })
    .where(eq(users.id, userId))
    .returning({ username: users.username, email: users.email, phone: users.phone, address: users.address, locale: users.locale, screenedVersion: users.screenedVersion });
  if (!updated) throw new Error(`user ${userId} vanished while signed in`);
  if (updated.screenedVersion === null) await screenCustomer(ctx, userId);
  // The next request of any of the user's sessions reads the new name.
  ctx.sessions.forgetUser(userId);
  const { screenedVersion: _screenedVersion, ...profile } = updated;
  return { ...profile, locale: isLocale(profile.locale) ? profile.locale : DEFAULT_LOCALE };
}
