import { eq } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { ProfileResponse, updateProfileRequestSchema } from '../../../domain/schemas/profile';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { users } from '../db/schema';

type ProfileChanges = z.output<typeof updateProfileRequestSchema>;

/** Changes the caller's full name, phone and address; nothing else about a user changes here. */
export async function updateProfile(db: Db, clock: Clock, userId: number, changes: ProfileChanges): Promise<ProfileResponse> {
  const { username, phone, address } = changes;
  const [updated] = await db
    .update(users)
    .set({
      ...(username !== undefined ? { username } : {}),
      ...(phone !== undefined ? { phone } : {}),
      ...(address !== undefined ? { address } : {}),
      updatedAt: clock.now(),
    })
    .where(eq(users.id, userId))
    .returning({ username: users.username, email: users.email, phone: users.phone, address: users.address });
  if (!updated) throw new Error(`user ${userId} vanished while signed in`);
  return updated;
}
