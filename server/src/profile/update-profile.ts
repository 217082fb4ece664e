import { eq } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { ProfileResponse, updateProfileRequestSchema } from '../../../domain/schemas/profile';
import { DEFAULT_LOCALE, isLocale } from '../../../domain/locale';
import type { AppContext } from '../context';
import { users } from '../db/schema';

type ProfileChanges = z.output<typeof updateProfileRequestSchema>;

/** Changes the caller's full name, phone, address and language; nothing else about a user changes here. */
export async function updateProfile(ctx: Pick<AppContext, 'db' | 'clock' | 'sessions'>, userId: number, changes: ProfileChanges): Promise<ProfileResponse> {
  const { db, clock } = ctx;
  const { username, phone, address, locale } = changes;
  const [updated] = await db
    .update(users)
    .set({
      ...(username !== undefined ? { username } : {}),
      ...(phone !== undefined ? { phone } : {}),
      ...(address !== undefined ? { address } : {}),
      ...(locale !== undefined ? { locale } : {}),
      updatedAt: clock.now(),
    })
    .where(eq(users.id, userId))
    .returning({ username: users.username, email: users.email, phone: users.phone, address: users.address, locale: users.locale });
  if (!updated) throw new Error(`user ${userId} vanished while signed in`);
  // The next request of any of the user's sessions reads the new name.
  ctx.sessions.forgetUser(userId);
  return { ...updated, locale: isLocale(updated.locale) ? updated.locale : DEFAULT_LOCALE };
}
