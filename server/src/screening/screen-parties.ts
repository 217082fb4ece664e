import { and, desc, eq, isNotNull, sql, type AnyColumn } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { identityVerifications, recipients, transfers, users } from '../db/schema';
import type { PartyToScreen } from './engine';
import { openSanctionsCase, type ScreenedParty, type Screening } from './sanctions-case';
import type { ScreeningService } from './screening-service';

/**
 * Screening of one party, before the answer of whatever made it necessary (sign-up, a new name or
 * date of birth, a verification, a new recipient, a transfer using one, a matched e-Transfer): its
 * names are compared with the list, a possible match opens a sanctions case, and the list version
 * is recorded on the party — only if the party is still as it was read (its updated_at, or the
 * payer's name), so a change made meanwhile is screened again rather than marked done. When the
 * matcher fails, nothing is recorded: the party stays behind the current version, its transfers
 * cannot be approved (screening-pending.ts) and the re-screen takes it up (fail closed).
 */

/** A timestamp as PostgreSQL holds it (microseconds; a JavaScript Date keeps milliseconds), to compare it again later. */
const exactTime = (column: AnyColumn) => sql<string>`${column}::text`;

export interface ScreeningContext {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  screening: ScreeningService;
}

/** The names a customer is screened by: first and last name, and the full name they use. */
export function customerNames(user: { firstName: string; lastName: string; username: string }): string[] {
  return [`${user.firstName} ${user.lastName}`, user.username];
}

/** A customer's names and the date of birth of their latest verification. */
async function customerToScreen(db: Pick<Db, 'select'>, userId: number): Promise<{ party: PartyToScreen; updatedAt: string } | undefined> {
  const [user] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, username: users.username, updatedAt: exactTime(users.updatedAt) })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return undefined;
  const [verification] = await db
    .select({ dateOfBirth: identityVerifications.dateOfBirth })
    .from(identityVerifications)
    .where(and(eq(identityVerifications.userId, userId), isNotNull(identityVerifications.dateOfBirth)))
    .orderBy(desc(identityVerifications.submittedAt), desc(identityVerifications.id))
    .limit(1);
  return {
    party: { names: customerNames(user), dateOfBirth: verification?.dateOfBirth ?? null },
    updatedAt: user.updatedAt,
  };
}

async function screenOne(
  ctx: ScreeningContext,
  party: ScreenedParty,
  toScreen: PartyToScreen,
  record: (tx: Pick<Db, 'execute'>, version: number) => Promise<unknown>,
): Promise<Screening> {
  let result;
  try {
    result = await ctx.screening.screen([toScreen]);
  } catch (error) {
    ctx.log.error({ err: error, party: party.party, userId: party.userId }, 'sanctions screening failed; the party stays unscreened');
    return { outcome: 'unscreened' };
  }
  const matches = result.matches[0] ?? [];
  return ctx.db.transaction(async (tx) => {
    const screening = await openSanctionsCase(tx, party, result.version, matches, ctx.clock.now());
    await record(tx, result.version);
    return screening;
  });
}

export async function screenCustomer(ctx: ScreeningContext, userId: number): Promise<Screening> {
  const read = await customerToScreen(ctx.db, userId);
  if (!read) throw new Error(`screenCustomer: no user ${userId}`);
  return screenOne(ctx, { party: 'customer', userId }, read.party, (tx, version) =>
    tx.execute(sql`update ${users} set screened_version = ${version} where id = ${userId} and updated_at = ${read.updatedAt}::timestamptz`),
  );
}

/** Screens a recipient by name (recipients have no date of birth). */
export async function screenRecipient(ctx: ScreeningContext, recipientId: number): Promise<Screening> {
  const [recipient] = await ctx.db
    .select({ userId: recipients.userId, name: recipients.name, updatedAt: exactTime(recipients.updatedAt) })
    .from(recipients)
    .where(eq(recipients.id, recipientId));
  if (!recipient) throw new Error(`screenRecipient: no recipient ${recipientId}`);
  return screenOne(ctx, { party: 'recipient', userId: recipient.userId, recipientId }, { names: [recipient.name] }, (tx, version) =>
    tx.execute(sql`update ${recipients} set screened_version = ${version} where id = ${recipientId} and updated_at = ${recipient.updatedAt}::timestamptz`),
  );
}

/** Screens the name of the e-Transfer's sender recorded on a transfer when its payment was matched. */
export async function screenPayer(ctx: ScreeningContext, transferId: number): Promise<Screening> {
  const [transfer] = await ctx.db
    .select({ userId: transfers.userId, payerName: transfers.apayloSenderName })
    .from(transfers)
    .where(eq(transfers.id, transferId));
  if (!transfer?.payerName) throw new Error(`screenPayer: transfer ${transferId} has no payer`);
  const payerName = transfer.payerName;
  return screenOne(ctx, { party: 'payer', userId: transfer.userId, transferId }, { names: [payerName] }, (tx, version) =>
    tx.execute(sql`update ${transfers} set payer_screened_version = ${version} where id = ${transferId} and apaylo_sender_name = ${payerName}`),
  );
}

/**
 * A new transfer's parties, screened again before the answer when the current list (read by the
 * statement that made the transfer) is newer than the one they were last screened against. With no
 * list ever imported (version 0) a party never screened needs nothing.
 */
export async function screenTransferParties(
  ctx: ScreeningContext,
  transfer: { userId: number; recipientId: number },
  screened: { customer: number | null; recipient: number | null; current: number },
): Promise<void> {
  const behind = (version: number | null) => (version ?? 0) < screened.current;
  if (behind(screened.customer)) await screenCustomer(ctx, transfer.userId);
  if (behind(screened.recipient)) await screenRecipient(ctx, transfer.recipientId);
}
