import { sql } from 'drizzle-orm';
import type { Writer } from './eft-case-writes';

/**
 * The locks that keep the 24-hour rule's cases adding up (issue 31). Always in this order, so no
 * two transactions wait on each other: the customers' rows (users, in id order — what a creation
 * batch takes first, decision 021), then one advisory lock per beneficiary (account number + IFSC).
 * A cancellation or rejection takes both before it moves a transfer: the creation batch that counted
 * the transfer for its customer has committed (and the transfer's cases are known) or waits and sees
 * it gone; the rule per beneficiary (beneficiary-rule-job.ts) takes the beneficiary's lock before it
 * reads, so it and a cancel never miss each other either.
 */

/** The advisory locks' first key: this application's beneficiary locks (the second is the key's hash). */
const BENEFICIARY_LOCK_SPACE = 310_001;

export const beneficiaryKey = (accountNumber: string, ifscCode: string) => `${ifscCode}:${accountNumber}`;

const textArray = (values: readonly string[]) => sql`${`{${values.map((value) => `"${value}"`).join(',')}}`}::text[]`;

/**
 * Takes the beneficiaries' advisory locks until the transaction ends: distinct hashes in ascending
 * order (two keys may share one; the locks are then still taken in one order everywhere).
 */
export async function lockBeneficiaries(tx: Pick<Writer, 'execute'>, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await tx.execute(sql`select count(pg_advisory_xact_lock(${BENEFICIARY_LOCK_SPACE}, h))
    from (select distinct hashtext(k) as h from unnest(${textArray(keys)}) as k order by h) as ordered`);
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
  await lockBeneficiaries(tx, [...new Set(parties.rows.map((row) => beneficiaryKey(row.account, row.ifsc)))]);
}
