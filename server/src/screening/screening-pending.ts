import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { recipients, users } from '../db/schema';
import { currentListVersionSql } from './list-version';

/**
 * Whether a transfer waits for screening: one of its parties — the customer, the recipient, and
 * the e-Transfer's payer once a payment is recorded — was not screened against the current list
 * version (never, or only an older one, or the screening failed). Such a transfer cannot be
 * approved or completed (409 `screening_pending`) until the re-screen has reached it. With no list
 * ever imported (version 0) nothing waits. One SQL condition, used inside the status change's
 * conditional update and by whatever shows the wait.
 */
export function screeningPending(transfer: { userId: AnyColumn | SQL; recipientId: AnyColumn | SQL; payerName: AnyColumn | SQL; payerScreenedVersion: AnyColumn | SQL }): SQL<boolean> {
  return sql<boolean>`(${currentListVersionSql} > least(
    coalesce((select ${users.screenedVersion} from ${users} where ${users.id} = ${transfer.userId}), 0),
    coalesce((select ${recipients.screenedVersion} from ${recipients} where ${recipients.id} = ${transfer.recipientId}), 0),
    case when ${transfer.payerName} is null then 2147483647 else coalesce(${transfer.payerScreenedVersion}, 0) end))`;
}
