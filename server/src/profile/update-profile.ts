import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import { complianceTexts } from '../../../domain/compliance-texts';
import type { ProfileResponse, updateProfileRequestSchema } from '../../../domain/schemas/profile';
import { DEFAULT_LOCALE, isLocale } from '../../../domain/locale';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { conflict } from '../http/errors';
import { screenCustomer } from '../screening/screen-parties';

type ProfileChanges = z.output<typeof updateProfileRequestSchema>;

/**
 * Changes the caller's full name, phone, address and language; nothing else about a user changes here.
 * Once an operator verified the customer's identity the name is the verified legal name (issue 31):
 * another name is refused (409 name_locked, saying how to ask for a change) by the update's own
 * condition, so an approval racing a rename never leaves the two apart. The same name is no change.
 * A new name is screened before the answer; until then (or if screening cannot run) the customer
 * counts as unscreened, so their transfers wait (screening_pending).
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
    .where(and(eq(users.id, userId), username === undefined ? sql`true` : or(isNull(users.legalName), eq(users.legalName, username))))
    .returning({
      username: users.username,
      email: users.email,
      phone: users.phone,
      address: users.address,
      locale: users.locale,
      legalName: users.legalName,
      screenedVersion: users.screenedVersion,
    });
  if (!updated) {
    if (username !== undefined) throw conflict(complianceTexts.nameLocked, { code: 'name_locked' });
    throw new Error(`user ${userId} vanished while signed in`);
  }
  if (updated.screenedVersion === null) await screenCustomer(ctx, userId);
  // The next request of any of the user's sessions reads the new name.
  ctx.sessions.forgetUser(userId);
  const { legalName, screenedVersion: _screenedVersion, ...profile } = updated;
  return { ...profile, nameLocked: legalName !== null, locale: isLocale(updated.locale) ? updated.locale : DEFAULT_LOCALE };
}
