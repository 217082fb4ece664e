import { and, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { RECORD_RETENTION_YEARS } from '../../../domain/compliance';
import { retentionCutoffDate } from '../../../domain/records-retention';
import { businessDate } from '../../../domain/business-date';
import { recordAudit } from '../audit/audit';
import type { Db } from '../db/client';
import { databaseErrorCode } from '../db/errors';
import {
  complianceCaseEvents,
  complianceCaseTransfers,
  complianceCases,
  emailVerificationTokens,
  identityVerifications,
  incomingETransfers,
  knownBrowsers,
  mailQueue,
  rateAlerts,
  passkeyChallenges,
  passkeys,
  passwordResetTokens,
  recipients,
  sessions,
  secondFactorAttempts,
  totpCredentials,
  totpRecoveryCodes,
  transferAttempts,
  transferEvents,
  quotes,
  transfers,
  userCredentials,
  users,
  verificationDocuments,
} from '../db/schema';
import type { CommandOrigin } from '../audit/command-origin';

/**
 * `npm run manage -- purge-records [--before YYYY-MM-DD] [--apply]`: the records of closed accounts
 * whose retention has run out (5 years, RECORD_RETENTION_YEARS) are deleted — a dry run by default.
 * An account qualifies when it was closed, and everything in it happened (transfers made or changed,
 * verifications submitted or decided, cases opened or closed), before the cutoff day, and no case of
 * it is open. `--before` may set an earlier cutoff, never a later one.
 *
 * What --apply deletes, in one transaction: the account's transfers with their timeline events,
 * queued mail and matched e-Transfers, its recipients, identity verifications and their document
 * photos, its compliance cases, sessions, reset tokens, passkeys, authenticator-app secrets and
 * recovery codes, known browsers and email links, its cases' histories and its refused attempts. What stays:
 *  - the users row, emptied of personal data (email, names, password, phone, address) and marked
 *    purged_at — the append-only audit log refers to it by id, and that log is never rewritten;
 *  - audit_events, whole (append-only by design; SECURITY.md promise 9).
 * transfer_events is append-only too (a trigger refuses deletes even for its owner): the purge turns
 * that trigger off inside its own transaction and back on before committing. ALTER TABLE takes an
 * exclusive lock, so no other session ever sees the table without its trigger, and only the tables'
 * owner can do it — run --apply with the owner's DATABASE_URL (as for `migrate`); the application's
 * least-privilege role is refused, which is the point.
 */

export interface PurgeCandidate {
  userId: number;
  email: string;
  closedAt: Date;
  lastTransferAt: Date | null;
  transfers: number;
  events: number;
  recipients: number;
  verifications: number;
  documents: number;
  cases: number;
}

export interface PurgePlan {
  /** The first day still within retention: everything of a purged account is from before it (business time zone). */
  cutoffDate: string;
  candidates: PurgeCandidate[];
}

export class PurgeRefused extends Error {
  override name = 'PurgeRefused';
}

/** The cutoff day: RECORD_RETENTION_YEARS before today, or the earlier `before`. */
export function purgeCutoff(today: string, before: string | undefined): string {
  const latest = retentionCutoffDate(today);
  if (before && before > latest) {
    throw new PurgeRefused(
      `--before ${before} is too late: records are kept ${RECORD_RETENTION_YEARS} years, so nothing from ${latest} on may be purged today.`,
    );
  }
  return before ?? latest;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Pick<Db, 'select'>;

/** The accounts whose records have all passed the cutoff instant (see the module comment). */
function purgeableCondition(cutoff: SQL): SQL {
  return sql`${users.closedAt} is not null and ${users.purgedAt} is null and ${users.closedAt} < ${cutoff}
    and not exists (select 1 from ${transfers} where ${transfers.userId} = ${users.id}
      and (${transfers.createdAt} >= ${cutoff} or ${transfers.updatedAt} >= ${cutoff}))
    and not exists (select 1 from ${identityVerifications} where ${identityVerifications.userId} = ${users.id}
      and (${identityVerifications.submittedAt} >= ${cutoff} or ${identityVerifications.decidedAt} >= ${cutoff}))
    and not exists (select 1 from ${complianceCases} where ${complianceCases.userId} = ${users.id}
      and (${complianceCases.status} = 'open' or ${complianceCases.openedAt} >= ${cutoff} or ${complianceCases.closedAt} >= ${cutoff}))`;
}

function cutoffInstant(cutoffDate: string, timeZone: string): SQL {
  return sql`(${cutoffDate}::date::timestamp at time zone ${timeZone})`;
}

async function candidates(db: Reader, cutoff: SQL): Promise<PurgeCandidate[]> {
  const counted = (table: SQL) => sql<number>`(select count(*)::int from ${table})`;
  return db
    .select({
      userId: users.id,
      email: users.email,
      // Never null here: the condition requires a closed account.
      closedAt: sql<Date>`${users.closedAt}`.mapWith(users.closedAt),
      lastTransferAt: sql<Date | null>`(select max(greatest(${transfers.createdAt}, ${transfers.updatedAt})) from ${transfers} where ${transfers.userId} = ${users.id})`.mapWith(
        transfers.createdAt,
      ),
      transfers: counted(sql`${transfers} where ${transfers.userId} = ${users.id}`),
      events: counted(sql`${transferEvents} join ${transfers} on ${transfers.id} = ${transferEvents.transferId} where ${transfers.userId} = ${users.id}`),
      recipients: counted(sql`${recipients} where ${recipients.userId} = ${users.id}`),
      verifications: counted(sql`${identityVerifications} where ${identityVerifications.userId} = ${users.id}`),
      documents: counted(sql`${verificationDocuments} where ${verificationDocuments.userId} = ${users.id}`),
      cases: counted(sql`${complianceCases} where ${complianceCases.userId} = ${users.id}`),
    })
    .from(users)
    .where(purgeableCondition(cutoff))
    .orderBy(users.closedAt, users.id);
}

/** What a purge would delete now (the dry run): nothing is changed. */
export async function planPurge(db: Reader, options: { now: Date; timeZone: string; before?: string | undefined }): Promise<PurgePlan> {
  const cutoffDate = purgeCutoff(businessDate(options.now, options.timeZone), options.before);
  return { cutoffDate, candidates: await candidates(db, cutoffInstant(cutoffDate, options.timeZone)) };
}

async function deleteTransferEvents(tx: Tx, transferIds: SQL): Promise<void> {
  try {
    await tx.execute(sql`alter table ${transferEvents} disable trigger transfer_events_append_only`);
  } catch (error) {
    if (databaseErrorCode(error) === '42501') {
      throw new PurgeRefused(
        'purge-records --apply must run as the owner of the tables (the role that applies migrations): the timeline table ' +
          'transfer_events is append-only, and only its owner may set that aside for a purge. Nothing was deleted.',
      );
    }
    throw error;
  }
  await tx.delete(transferEvents).where(inArray(transferEvents.transferId, transferIds));
  await tx.execute(sql`alter table ${transferEvents} enable trigger transfer_events_append_only`);
}

/** Deletes the records of every account the dry run lists (re-checked inside the transaction), audited per account. */
export async function applyPurge(
  db: Db,
  options: { now: Date; timeZone: string; before?: string | undefined; origin: CommandOrigin },
): Promise<PurgePlan> {
  const cutoffDate = purgeCutoff(businessDate(options.now, options.timeZone), options.before);
  const cutoff = cutoffInstant(cutoffDate, options.timeZone);
  return db.transaction(async (tx) => {
    // Lock the accounts first, so nothing of theirs changes between the check and the deletes.
    const locked = await tx.select({ id: users.id }).from(users).where(purgeableCondition(cutoff)).for('update');
    if (locked.length === 0) return { cutoffDate, candidates: [] };
    const ids = locked.map((row) => row.id);
    const found = await candidates(tx, cutoff);

    const ownTransfers = sql`(select ${transfers.id} from ${transfers} where ${inArray(transfers.userId, ids)})`;
    const ownRecipients = sql`(select ${recipients.id} from ${recipients} where ${inArray(recipients.userId, ids)})`;
    const ownCases = sql`(select ${complianceCases.id} from ${complianceCases} where ${or(inArray(complianceCases.userId, ids), inArray(complianceCases.recipientId, ownRecipients))})`;
    const ownEvents = sql`(select ${transferEvents.id} from ${transferEvents} where ${inArray(transferEvents.transferId, ownTransfers)})`;

    await tx.delete(complianceCaseTransfers).where(or(inArray(complianceCaseTransfers.caseId, ownCases), inArray(complianceCaseTransfers.transferId, ownTransfers)));
    // The cases' histories and the refused attempts (issue 31).
    await tx.delete(complianceCaseEvents).where(inArray(complianceCaseEvents.caseId, ownCases));
    await tx.delete(transferAttempts).where(inArray(transferAttempts.userId, ids));
    await tx.delete(complianceCases).where(or(inArray(complianceCases.userId, ids), inArray(complianceCases.recipientId, ownRecipients)));
    await tx.delete(mailQueue).where(inArray(mailQueue.transferEventId, ownEvents));
    // Rate alerts (issue 20) and their mail.
    const ownAlerts = sql`(select ${rateAlerts.id} from ${rateAlerts} where ${inArray(rateAlerts.userId, ids)})`;
    await tx.delete(mailQueue).where(inArray(mailQueue.rateAlertId, ownAlerts));
    await tx.delete(rateAlerts).where(inArray(rateAlerts.userId, ids));
    await deleteTransferEvents(tx, ownTransfers);
    await tx.delete(incomingETransfers).where(inArray(incomingETransfers.matchedTransferId, ownTransfers));
    await tx.delete(transfers).where(inArray(transfers.userId, ids));
    await tx.delete(quotes).where(inArray(quotes.userId, ids));
    await tx.delete(identityVerifications).where(inArray(identityVerifications.userId, ids));
    await tx.delete(verificationDocuments).where(inArray(verificationDocuments.userId, ids));
    await tx.delete(recipients).where(inArray(recipients.userId, ids));
    await tx.delete(sessions).where(inArray(sessions.userId, ids));
    await tx.delete(passwordResetTokens).where(inArray(passwordResetTokens.userId, ids));
    await tx.delete(userCredentials).where(inArray(userCredentials.userId, ids));
    // Sign-in factors and what was known of the account's browsers and emails (issue 18).
    await tx.delete(passkeys).where(inArray(passkeys.userId, ids));
    await tx.delete(passkeyChallenges).where(inArray(passkeyChallenges.userId, ids));
    await tx.delete(totpRecoveryCodes).where(inArray(totpRecoveryCodes.userId, ids));
    await tx.delete(totpCredentials).where(inArray(totpCredentials.userId, ids));
    await tx.delete(secondFactorAttempts).where(inArray(secondFactorAttempts.userId, ids));
    await tx.delete(knownBrowsers).where(inArray(knownBrowsers.userId, ids));
    await tx.delete(emailVerificationTokens).where(inArray(emailVerificationTokens.userId, ids));
    await tx
      .update(users)
      .set({
        email: sql`'purged-' || ${users.id} || '@purged.invalid'`,
        username: 'Purged account',
        firstName: 'Purged',
        lastName: 'Account',
        // No argon2 hash has this form: nothing can sign in as it (and closed_at stays set).
        passwordHash: '!purged',
        country: '',
        phone: null,
        address: null,
        legalName: null,
        isAdmin: false,
        biometricEnabled: false,
        purgedAt: options.now,
        updatedAt: options.now,
      })
      .where(and(inArray(users.id, ids), isNotNull(users.closedAt), isNull(users.purgedAt), lt(users.closedAt, cutoff)));

    for (const candidate of found) {
      const { email: _email, ...counts } = candidate;
      await recordAudit(tx, {
        actorUserId: null,
        action: 'records.purged',
        targetType: 'user',
        targetId: candidate.userId,
        after: {
          ...options.origin,
          cutoffDate,
          deleted: { ...counts, closedAt: counts.closedAt.toISOString(), lastTransferAt: counts.lastTransferAt?.toISOString() ?? null },
          reason: `records past their ${RECORD_RETENTION_YEARS}-year retention (npm run manage -- purge-records --apply)`,
        },
      });
    }
    return { cutoffDate, candidates: found };
  });
}
