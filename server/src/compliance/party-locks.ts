import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Writer } from './eft-case-writes';

/**
 * The locks that keep the 24-hour rule's cases adding up (issue 31). Always in this order, so no
 * two transactions wait on each other: the customers' rows (users, in id order — what a creation
 * batch takes first, decision 021), then one advisory lock per beneficiary (account number + IFSC,
 * in the order of their keys). A creation batch takes them before it reads what its transfers join;
 * a cancellation or rejection takes them before it moves a transfer, so the batch that counted it
 * has committed (and the transfer's cases are known) or waits and sees it gone.
 */

/** The advisory locks' first key: this application's beneficiary locks (the second is the account's hash). */
const BENEFICIARY_LOCK_SPACE = 310_001;

export const beneficiaryKey = (accountNumber: string, ifscCode: string) => `${ifscCode}:${accountNumber}`;

/**
 * Takes the beneficiaries' advisory locks until the transaction ends: distinct hashes in ascending
 * order (two keys may share one; the order of the locks taken is then still the same everywhere).
 */
export async function lockBeneficiaries(client: Pick<pg.ClientBase, 'query'>, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await client.query({
    name: 'lock_transfer_beneficiaries',
    text: `select pg_advisory_xact_lock(${BENEFICIARY_LOCK_SPACE}, h)
           from (select distinct hashtext(k) as h from unnest($1::text[]) as k order by h) as ordered`,
    values: [keys],
  });
}

interface Party extends Record<string, unknown> {
  user_id: number;
  account: string;
  ifsc: string;
}

/** Locks the customers and beneficiaries of these transfers, before a change takes them out of the rule's count. */
export async function lockTransferParties(tx: Writer, transferIds: readonly number[]): Promise<void> {
  if (transferIds.length === 0) return;
  const parties = await tx.execute<Party>(sql`
    select distinct user_id, recipient_account_number as account, recipient_ifsc_code as ifsc
    from transfers where id = any(${`{${transferIds.join(',')}}`}::bigint[])`);
  const userIds = [...new Set(parties.rows.map((row) => row.user_id))].sort((a, b) => a - b);
  if (userIds.length === 0) return;
  await tx.execute(sql`select id from users where id = any(${`{${userIds.join(',')}}`}::int[]) order by id for update`);
  const keys = [...new Set(parties.rows.map((row) => beneficiaryKey(row.account, row.ifsc)))];
  await tx.execute(sql`select pg_advisory_xact_lock(${BENEFICIARY_LOCK_SPACE}, h)
    from (select distinct hashtext(k) as h from unnest(${`{${keys.map((key) => `"${key}"`).join(',')}}`}::text[]) as k order by h) as ordered`);
}
