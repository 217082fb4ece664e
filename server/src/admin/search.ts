import { and, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { recipientNameSearchText, recipients, reversedAccountNumber, userSearchText, users } from '../db/schema';

/**
 * The operators' search (issue 34, docs/decisions/042-operator-search.md): one text, `q` (3 to 100
 * characters, checked by the shared schema), matched against
 * - a transfer's reference code: its start, any case, spaces and hyphens left out (reference codes
 *   are A–Z and 0–9; customers see them in groups of four);
 * - a customer's name (the account's or the verified legal one) or email: any part, any case;
 * - a recipient's name: any part, any case;
 * - a recipient's account number: its last digits, when `q` is 3 digits or more.
 * Names and emails are folded with ICU's root locale and read through trigram indexes (pg_trgm),
 * the account's digits through a b-tree of the reversed number. Every value is a bound parameter;
 * `%`, `_` and `\` in `q` are escaped, so they match themselves.
 */

type Reader = Pick<Db, 'select'>;

/** What one search text looks for. */
export interface SearchTerms {
  /** LIKE pattern: any part of a name or an email (lowered in SQL, as the indexes are). */
  contains: string;
  /** Upper-cased, when `q` could start a reference code (1–10 letters or digits). */
  referencePrefix?: string;
  /** LIKE pattern on the reversed account number, when `q` is digits only. */
  reversedAccountPrefix?: string;
}

/** `q` as a LIKE pattern's literal part: the backslash (LIKE's default escape) and the wildcards escaped. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export function searchTerms(q: string): SearchTerms {
  // A reference read out or copied in groups ("MR7K 2P9Q X4") is the same reference.
  const reference = q.replace(/[\s-]+/g, '');
  return {
    contains: `%${escapeLike(q)}%`,
    ...(/^[A-Za-z0-9]{1,10}$/.test(reference) ? { referencePrefix: `${reference.toUpperCase()}%` } : {}),
    // An account number is 9 to 18 digits (domain/schemas/recipient.ts): only digits can end one.
    ...(/^[0-9]+$/.test(q) ? { reversedAccountPrefix: `${[...q].reverse().join('')}%` } : {}),
  };
}

/** The pattern lowered by the database, with the same ICU folding as the indexed text. */
const lowered = (pattern: string) => sql`lower(${pattern}::text collate "und-x-icu")`;

/** A customer matches by any part of their names or email. */
export function userMatches(terms: SearchTerms): SQL {
  return sql`${userSearchText(users)} like ${lowered(terms.contains)}`;
}

/** A recipient matches by any part of its name, or by its account number's last digits. */
export function recipientMatches(terms: SearchTerms): SQL {
  const name = sql`${recipientNameSearchText(recipients)} like ${lowered(terms.contains)}`;
  if (!terms.reversedAccountPrefix) return name;
  return or(name, sql`${reversedAccountNumber(recipients)} like ${terms.reversedAccountPrefix}`)!;
}

/** What a transfer search found in the two small tables; the transfers are then read by their indexes. */
export interface TransferMatches {
  referencePrefix?: string;
  userIds: number[];
  recipientIds: number[];
}

/**
 * Finds the customers and recipients `q` names first, then the transfers are those of a listed
 * customer or recipient (or with the reference's start), bound as arrays. One statement with
 * subqueries instead was as fast for a narrow search but took seconds for a broad one ("gmail"):
 * PostgreSQL compares each row with a subquery's array one element at a time, while a bound array
 * is hashed and its size known to the planner (measurements in decision 042). A transfer copies
 * its recipient's name and account number, which never change (only the address does), so
 * matching the recipient matches the copy. Deleted recipients count: their transfers remain.
 */
export async function findTransferMatches(db: Reader, q: string): Promise<TransferMatches> {
  const terms = searchTerms(q);
  const [customers, payees] = await Promise.all([
    db.select({ id: users.id }).from(users).where(userMatches(terms)),
    db.select({ id: recipients.id }).from(recipients).where(recipientMatches(terms)),
  ]);
  return {
    ...(terms.referencePrefix ? { referencePrefix: terms.referencePrefix } : {}),
    userIds: customers.map((row) => row.id),
    recipientIds: payees.map((row) => row.id),
  };
}

/** Live recipients matching `q` (the admin recipients list). */
export function liveRecipientMatches(q: string): SQL {
  return and(isNull(recipients.deletedAt), recipientMatches(searchTerms(q)))!;
}
