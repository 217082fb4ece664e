import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { recordAudit } from '../audit/audit';
import type { Db } from '../db/client';
import { complianceCases, identityVerifications, recipients, sanctionsEntries, users } from '../db/schema';
import { describeMatch, findSanctionsMatches, matchKey, nameWords, type SanctionsEntry, type SanctionsMatch } from './sanctions-match';

/**
 * Sanctions screening of customers (at verification, by their legal name and date of birth) and of
 * recipients (when added or used). A possible match opens one open `sanctions` case per customer
 * or recipient — a unique index keeps it one however often, or on however many instances, the
 * party is screened — which holds their transfers (case-hold.ts) until an operator closes it. A
 * match an operator cleared is not opened again for the same party and list entry; a match they
 * filed is (it is a real one).
 */

export type Screening =
  | { outcome: 'clear' }
  | { outcome: 'opened' | 'already_open' | 'previously_cleared'; caseId: number; match: SanctionsMatch };

type Party = { userId: number; recipientId: number | null; names: string[]; dateOfBirth: string | null };

async function loadEntries(db: Pick<Db, 'select'>): Promise<SanctionsEntry[]> {
  return db
    .select({
      listName: sanctionsEntries.listName,
      entryId: sanctionsEntries.entryId,
      name: sanctionsEntries.name,
      aliases: sanctionsEntries.aliases,
      dateOfBirth: sanctionsEntries.dateOfBirth,
      country: sanctionsEntries.country,
    })
    .from(sanctionsEntries);
}

/** The party's sanctions cases (recipient cases for a recipient, customer-wide ones for a customer). */
function partyCondition(party: Party) {
  return and(
    eq(complianceCases.kind, 'sanctions'),
    party.recipientId === null ? and(eq(complianceCases.userId, party.userId), isNull(complianceCases.recipientId)) : eq(complianceCases.recipientId, party.recipientId),
  );
}

async function screen(db: Db, party: Party, now: Date | undefined): Promise<Screening> {
  const entries = await loadEntries(db);
  // Each name the party goes by, best match first; names that are the same words once normalised are screened once.
  const seen = new Set<string>();
  const found: { name: string; match: SanctionsMatch }[] = [];
  for (const name of party.names) {
    const key = nameWords(name).join(' ');
    if (!key || seen.has(key)) continue;
    seen.add(key);
    for (const match of findSanctionsMatches({ name, dateOfBirth: party.dateOfBirth }, entries)) found.push({ name, match });
  }
  if (found.length === 0) return { outcome: 'clear' };
  found.sort((a, b) => b.match.similarity - a.match.similarity);

  return db.transaction(async (tx) => {
    const cases = await tx
      .select({ id: complianceCases.id, status: complianceCases.status, outcome: complianceCases.outcome, sanctionsMatch: complianceCases.sanctionsMatch })
      .from(complianceCases)
      .where(partyCondition(party));
    const open = cases.find((row) => row.status === 'open');
    if (open) return { outcome: 'already_open', caseId: open.id, match: found[0]!.match };
    const cleared = new Set(cases.filter((row) => row.outcome === 'cleared').map((row) => row.sanctionsMatch));
    const fresh = found.find(({ match }) => !cleared.has(matchKey(match.entry)));
    if (!fresh) {
      const last = cases.filter((row) => row.outcome === 'cleared').sort((a, b) => b.id - a.id)[0]!;
      return { outcome: 'previously_cleared', caseId: last.id, match: found[0]!.match };
    }
    const summary = describeMatch(fresh.name, fresh.match);
    const [inserted] = await tx
      .insert(complianceCases)
      .values({
        kind: 'sanctions',
        userId: party.userId,
        recipientId: party.recipientId,
        summary,
        sanctionsMatch: matchKey(fresh.match.entry),
        ...(now ? { openedAt: now } : {}),
      })
      // Another screening opened the party's case meanwhile: the unique index keeps that one.
      .onConflictDoNothing()
      .returning({ id: complianceCases.id });
    if (!inserted) {
      const [existing] = await tx
        .select({ id: complianceCases.id })
        .from(complianceCases)
        .where(and(partyCondition(party), eq(complianceCases.status, 'open')));
      if (!existing) throw new Error('a sanctions case conflicted but none is open');
      return { outcome: 'already_open', caseId: existing.id, match: fresh.match };
    }
    await recordAudit(tx, {
      actorUserId: null,
      action: 'compliance.case_opened',
      targetType: 'compliance_case',
      targetId: inserted.id,
      after: {
        kind: 'sanctions',
        userId: party.userId,
        recipientId: party.recipientId,
        listEntry: matchKey(fresh.match.entry),
        similarity: fresh.match.similarity,
        reason: summary,
      },
    });
    return { outcome: 'opened', caseId: inserted.id, match: fresh.match };
  });
}

/**
 * Screens a customer by their legal name (first and last name, and the full name they use) and the
 * date of birth of their latest identity verification, if any.
 */
export async function screenCustomer(db: Db, userId: number, options: { now?: Date } = {}): Promise<Screening> {
  const [user] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, username: users.username })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new Error(`screenCustomer: no user ${userId}`);
  const [verification] = await db
    .select({ dateOfBirth: identityVerifications.dateOfBirth })
    .from(identityVerifications)
    .where(and(eq(identityVerifications.userId, userId), isNotNull(identityVerifications.dateOfBirth)))
    .orderBy(desc(identityVerifications.submittedAt), desc(identityVerifications.id))
    .limit(1);
  return screen(
    db,
    { userId, recipientId: null, names: [`${user.firstName} ${user.lastName}`, user.username], dateOfBirth: verification?.dateOfBirth ?? null },
    options.now,
  );
}

/** Screens a recipient by name (recipients have no date of birth). */
export async function screenRecipient(db: Db, recipientId: number, options: { now?: Date } = {}): Promise<Screening> {
  const [recipient] = await db
    .select({ userId: recipients.userId, name: recipients.name })
    .from(recipients)
    .where(eq(recipients.id, recipientId));
  if (!recipient) throw new Error(`screenRecipient: no recipient ${recipientId}`);
  return screen(db, { userId: recipient.userId, recipientId, names: [recipient.name], dateOfBirth: null }, options.now);
}

/** How old the list a used recipient is first matched against in memory may be. */
const USED_RECIPIENT_LIST_MAX_AGE_MS = 60_000;
const recentLists = new WeakMap<Db, { readAt: number; entries: Promise<SanctionsEntry[]> }>();

function recentEntries(db: Db): Promise<SanctionsEntry[]> {
  const cached = recentLists.get(db);
  if (cached && Date.now() - cached.readAt < USED_RECIPIENT_LIST_MAX_AGE_MS) return cached.entries;
  const entries = loadEntries(db);
  recentLists.set(db, { readAt: Date.now(), entries });
  entries.catch(() => recentLists.delete(db));
  return entries;
}

/**
 * A recipient a new transfer uses: its name, as the transfer copied it, is first matched in memory
 * against the list as this instance read it at most a minute ago; only a possible match goes on to
 * screenRecipient (the list in the database, the case, the hold). Screening every use in the
 * database cost a tenth of transfer creation's throughput; this costs no query for the usual
 * transfer. A list imported in the last minute is seen by the recipient's next use.
 */
export async function screenUsedRecipient(db: Db, recipient: { id: number; name: string }, options: { now?: Date } = {}): Promise<Screening> {
  const entries = await recentEntries(db);
  if (findSanctionsMatches({ name: recipient.name, dateOfBirth: null }, entries).length === 0) return { outcome: 'clear' };
  return screenRecipient(db, recipient.id, options);
}
