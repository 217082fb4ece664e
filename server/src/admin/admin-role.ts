import { eq, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/audit';
import type { Db } from '../db/client';
import { users } from '../db/schema';

export type AdminRoleChange = { status: 'changed' | 'unchanged'; email: string } | { status: 'no-such-user' };

/** Grants or revokes the admin role by email (operators run it through `npm run manage`). */
export async function setAdminRole(db: Db, email: string, isAdmin: boolean): Promise<AdminRoleChange> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, isAdmin: users.isAdmin })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
      .for('update');
    if (!user) return { status: 'no-such-user' };
    if (user.isAdmin === isAdmin) return { status: 'unchanged', email: user.email };
    await tx.update(users).set({ isAdmin, updatedAt: new Date() }).where(eq(users.id, user.id));
    await recordAudit(tx, {
      actorUserId: null,
      action: isAdmin ? 'admin.granted' : 'admin.revoked',
      targetType: 'user',
      targetId: user.id,
      before: { isAdmin: user.isAdmin },
      after: { isAdmin },
    });
    return { status: 'changed', email: user.email };
  });
}
