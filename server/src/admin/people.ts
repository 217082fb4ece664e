import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { AdminRecipient, AdminUser, PeopleQuery } from '../../../domain/schemas/admin';
import type { Db } from '../db/client';
import { recipients, rowCounts, users } from '../db/schema';
import { newestFirst } from '../db/order';
import { afterCursor, cursorTimestamp, toPage, type Page } from '../http/paging';
import { liveRecipientMatches, searchTerms, userMatches } from './search';

/**
 * "Recent User Signups" and "Recent Recipients Added": newest first, keyset-paged, counted from
 * row_counts; with a search (`q`, issue 34, search.ts) only the matches, counted.
 */

type Reader = Pick<Db, 'select'>;

/** Users or live recipients in total, from the counters the triggers keep (never a table count). */
async function rowCount(db: Reader, name: 'users' | 'recipients'): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`coalesce(sum(${rowCounts.count}), 0)::bigint` })
    .from(rowCounts)
    .where(eq(rowCounts.name, name));
  return row?.count ?? 0;
}

/** How many users, or how many match the search. */
export async function countUsers(db: Reader, query: PeopleQuery): Promise<number> {
  if (query.q === undefined) return rowCount(db, 'users');
  const [row] = await db.select({ count: count() }).from(users).where(userMatches(searchTerms(query.q)));
  return row?.count ?? 0;
}

/** How many live recipients, or how many match the search. */
export async function countRecipients(db: Reader, query: PeopleQuery): Promise<number> {
  if (query.q === undefined) return rowCount(db, 'recipients');
  const [row] = await db.select({ count: count() }).from(recipients).where(liveRecipientMatches(query.q));
  return row?.count ?? 0;
}

export async function listUsers(db: Reader, page: PeopleQuery): Promise<Page<AdminUser & { cursorAt: string }>> {
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      legalName: users.legalName,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      country: users.country,
      isAdmin: users.isAdmin,
      createdAt: users.createdAt,
      cursorAt: cursorTimestamp(users.createdAt),
    })
    .from(users)
    .where(and(page.q === undefined ? undefined : userMatches(searchTerms(page.q)), afterCursor(users.createdAt, users.id, page.cursor)))
    .orderBy(...newestFirst(users.createdAt, users.id))
    .limit(page.limit + 1);
  return toPage(
    // The verified legal name once there is one (issue 31), as the desk shows it.
    rows.map(({ legalName, ...row }) => ({ ...row, name: legalName ?? row.username, createdAt: row.createdAt.toISOString() })),
    page.limit,
  );
}

/** Saved recipients of every customer (deleted ones are gone, as on the customer's own list). */
export async function listAllRecipients(db: Reader, page: PeopleQuery): Promise<Page<AdminRecipient & { cursorAt: string }>> {
  const rows = await db
    .select({
      id: recipients.id,
      name: recipients.name,
      bankName: recipients.bankName,
      accountNumber: recipients.accountNumber,
      ifscCode: recipients.ifscCode,
      relationship: recipients.relationship,
      createdAt: recipients.createdAt,
      cursorAt: cursorTimestamp(recipients.createdAt),
      userName: users.username,
      userEmail: users.email,
    })
    .from(recipients)
    .innerJoin(users, eq(users.id, recipients.userId))
    .where(and(page.q === undefined ? isNull(recipients.deletedAt) : liveRecipientMatches(page.q), afterCursor(recipients.createdAt, recipients.id, page.cursor)))
    .orderBy(...newestFirst(recipients.createdAt, recipients.id))
    .limit(page.limit + 1);
  return toPage(
    rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    page.limit,
  );
}
