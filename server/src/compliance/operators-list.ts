import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/** GET /api/admin/compliance/operators: who a case can be assigned to (operators whose account is open), by name. */
export async function listOperators(db: Pick<Db, 'select'>) {
  const name = sql<string>`coalesce(${users.legalName}, ${users.username})`;
  return db
    .select({ id: users.id, name, email: users.email })
    .from(users)
    .where(and(eq(users.isAdmin, true), isNull(users.closedAt)))
    .orderBy(asc(name), asc(users.id))
    .limit(500);
}
