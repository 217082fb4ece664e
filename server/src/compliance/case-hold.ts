import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { complianceCaseTransfers, complianceCases } from '../db/schema';

/**
 * When a transfer is on hold for a compliance review (issue 17): it cannot be approved or completed
 * while an open case concerns it —
 *  - a suspicious-transaction (str) case that flagged this transfer;
 *  - an str or sanctions case about its customer as a whole (no recipient, no transfers named);
 *  - a sanctions case about its recipient.
 * eftr cases are reports, not holds; nor is a review the refused-attempts rule opened (issue 31: an
 * operator flags the customer if the review calls for it). Closing the case lifts the hold. One SQL
 * condition, used by the status change (inside its conditional update) and by whatever shows the hold.
 */
export function transferOnHold(transfer: { id: AnyColumn | SQL; userId: AnyColumn | SQL; recipientId: AnyColumn | SQL }): SQL<boolean> {
  return sql<boolean>`(
    exists (
      select 1 from ${complianceCaseTransfers} held
      join ${complianceCases} on ${complianceCases.id} = held.case_id
      where held.transfer_id = ${transfer.id} and ${complianceCases.status} = 'open' and ${complianceCases.kind} in ('str', 'sanctions'))
    or exists (
      select 1 from ${complianceCases}
      where ${complianceCases.recipientId} = ${transfer.recipientId} and ${complianceCases.status} = 'open' and ${complianceCases.kind} = 'sanctions')
    or exists (
      select 1 from ${complianceCases}
      where ${complianceCases.userId} = ${transfer.userId} and ${complianceCases.status} = 'open' and ${complianceCases.kind} in ('str', 'sanctions')
        and ${complianceCases.recipientId} is null and ${complianceCases.rule} is null
        and not exists (select 1 from ${complianceCaseTransfers} named where named.case_id = ${complianceCases.id}))
  )`;
}

/** The statuses a hold stops a transfer from reaching. */
export const HELD_TARGETS: ReadonlySet<string> = new Set(['approved', 'completed']);

/**
 * When a transfer is frozen (issue 31): a sanctions case about its customer (as a whole), its
 * recipient, or the payer of its e-Transfer (that transfer alone: the listed person's money is in
 * it) was closed as a listed-person property report and no operator has recorded what the
 * authorities decided. Dealing in a listed person's property is prohibited (Criminal Code s. 83.08;
 * the Special Economic Measures Act's and the Justice for Victims of Corrupt Foreign Officials Act's
 * regulations): neither paid out nor handed back until the authorities decide. On the frozen-cases
 * index (compliance_cases_frozen_idx), so every status change pays almost nothing for it.
 */
export function transferFrozen(transfer: { id: AnyColumn | SQL; userId: AnyColumn | SQL; recipientId: AnyColumn | SQL }): SQL<boolean> {
  return sql<boolean>`exists (
    select 1 from ${complianceCases}
    where ${complianceCases.outcome} = 'listed_property' and ${complianceCases.authorityDecision} is null
      and ((${complianceCases.userId} = ${transfer.userId} and ${complianceCases.recipientId} is null
            and (${complianceCases.party} is distinct from 'payer'
              or exists (select 1 from ${complianceCaseTransfers} paid where paid.case_id = ${complianceCases.id} and paid.transfer_id = ${transfer.id})))
        or ${complianceCases.recipientId} = ${transfer.recipientId}))`;
}

/** The statuses a freeze stops a transfer from reaching: paid out, or rejected (and refunded). Cancelling is refused separately. */
export const FROZEN_TARGETS: ReadonlySet<string> = new Set(['approved', 'completed', 'rejected']);

/** The open cases holding a transfer (transferOnHold's three conditions), for their history. */
export async function casesHolding(executor: Pick<Db, 'execute'>, transferId: number): Promise<number[]> {
  const result = await executor.execute<{ id: number }>(sql`
    select c.id from ${complianceCases} c join transfers t on t.id = ${transferId}
    where c.status = 'open' and c.kind in ('str', 'sanctions') and (
      exists (select 1 from ${complianceCaseTransfers} held where held.case_id = c.id and held.transfer_id = t.id)
      or (c.kind = 'sanctions' and c.recipient_id = t.recipient_id)
      or (c.user_id = t.user_id and c.recipient_id is null and c.rule is null
          and not exists (select 1 from ${complianceCaseTransfers} named where named.case_id = c.id)))
    order by c.id`);
  return result.rows.map((row) => row.id);
}
