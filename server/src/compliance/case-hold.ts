import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { complianceCaseTransfers, complianceCases } from '../db/schema';

/**
 * When a transfer is on hold for a compliance review (issue 17): it cannot be approved or completed
 * while an open case concerns it —
 *  - a suspicious-transaction (str) case that flagged this transfer;
 *  - an str or sanctions case about its customer as a whole (no recipient, no transfers named);
 *  - a sanctions case about its recipient.
 * eftr cases are reports, not holds. Closing the case lifts the hold. One SQL condition, used by
 * the status change (inside its conditional update) and by whatever shows the hold.
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
        and ${complianceCases.recipientId} is null
        and not exists (select 1 from ${complianceCaseTransfers} named where named.case_id = ${complianceCases.id}))
  )`;
}

/** The statuses a hold stops a transfer from reaching. */
export const HELD_TARGETS: ReadonlySet<string> = new Set(['approved', 'completed']);
