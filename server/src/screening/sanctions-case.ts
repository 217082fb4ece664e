import { and, eq, sql, type SQL } from 'drizzle-orm';
import { recordAudit } from '../audit/audit';
import { recordCaseEvent } from '../compliance/case-events';
import type { Db } from '../db/client';
import { complianceCases, complianceCaseTransfers } from '../db/schema';
import type { ScreeningMatch } from './engine';
import { entryKey } from './list-version';

/** Whose name a screening compared: a customer, one of their recipients, or the payer of an e-Transfer that paid a transfer. */
export type ScreenedParty =
  | { party: 'customer'; userId: number }
  | { party: 'recipient'; userId: number; recipientId: number }
  | { party: 'payer'; userId: number; transferId: number };

export type Screening =
  /** Compared with the list: no possible match. */
  | { outcome: 'clear'; version: number }
  | { outcome: 'opened' | 'already_open' | 'previously_cleared'; version: number; caseId: number; match: ScreeningMatch }
  /** Screening could not run (the matcher failed): the party stays unscreened, its transfers wait. */
  | { outcome: 'unscreened' };

type Tx = Pick<Db, 'select' | 'insert' | 'execute'>;

const PARTY_WORDS: Record<ScreenedParty['party'], string> = { customer: 'customer', recipient: 'recipient', payer: 'e-Transfer payer' };

/** What a sanctions case says about its match (the case's summary, for operators). */
export function describeMatch(party: ScreenedParty['party'], match: ScreeningMatch): string {
  const via = match.matchedName === match.name ? '' : ` (alias "${match.matchedName}")`;
  return (
    `Possible sanctions match (${PARTY_WORDS[party]}): "${match.screenedName}" resembles ${match.listName} entry ${match.entryId}, ` +
    `"${match.name}"${via} — score ${match.score.toFixed(2)}.`
  );
}

/** The party's sanctions cases, open or closed. */
function partyCondition(party: ScreenedParty): SQL {
  const sanctions = eq(complianceCases.kind, 'sanctions');
  switch (party.party) {
    case 'customer':
      return and(sanctions, eq(complianceCases.party, 'customer'), eq(complianceCases.userId, party.userId))!;
    case 'recipient':
      return and(sanctions, eq(complianceCases.recipientId, party.recipientId))!;
    case 'payer':
      return and(
        sanctions,
        eq(complianceCases.party, 'payer'),
        sql`exists (select 1 from ${complianceCaseTransfers} where ${complianceCaseTransfers.caseId} = ${complianceCases.id} and ${complianceCaseTransfers.transferId} = ${party.transferId})`,
      )!;
  }
}

/**
 * Opens one sanctions case for a party's possible matches (best first), which holds its transfers
 * (compliance/case-hold.ts) until an operator closes it: one open case per party, however often or
 * on however many instances it is screened (unique indexes for customers and recipients, a lock
 * per transfer for payers). A match an operator cleared is not opened again for the same party and
 * entry; one they filed is (it was a real one). Run inside the caller's transaction.
 */
export async function openSanctionsCase(tx: Tx, party: ScreenedParty, version: number, matches: readonly ScreeningMatch[], now: Date): Promise<Screening> {
  const best = matches[0];
  if (!best) return { outcome: 'clear', version };
  if (party.party === 'payer') await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sanctions_payer_case'), ${party.transferId})`);
  const cases = await tx
    .select({ id: complianceCases.id, status: complianceCases.status, outcome: complianceCases.outcome, sanctionsMatch: complianceCases.sanctionsMatch })
    .from(complianceCases)
    .where(partyCondition(party));
  const open = cases.find((row) => row.status === 'open');
  if (open) return { outcome: 'already_open', version, caseId: open.id, match: best };
  const cleared = new Set(cases.filter((row) => row.outcome === 'cleared').map((row) => row.sanctionsMatch));
  const fresh = matches.find((match) => !cleared.has(entryKey(match)));
  if (!fresh) {
    const last = cases.filter((row) => row.outcome === 'cleared').sort((a, b) => b.id - a.id)[0]!;
    return { outcome: 'previously_cleared', version, caseId: last.id, match: best };
  }
  const summary = describeMatch(party.party, fresh);
  const [inserted] = await tx
    .insert(complianceCases)
    .values({
      kind: 'sanctions',
      party: party.party,
      userId: party.userId,
      recipientId: party.party === 'recipient' ? party.recipientId : null,
      summary,
      sanctionsMatch: entryKey(fresh),
      openedAt: now,
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
    return { outcome: 'already_open', version, caseId: existing.id, match: fresh };
  }
  if (party.party === 'payer') await tx.insert(complianceCaseTransfers).values({ caseId: inserted.id, transferId: party.transferId });
  await recordCaseEvent(tx, {
    caseId: inserted.id,
    kind: 'opened',
    actorUserId: null,
    text: summary,
    details: party.party === 'payer' ? { transferIds: [party.transferId] } : {},
    at: now,
  });
  await recordAudit(tx, {
    actorUserId: null,
    action: 'compliance.case_opened',
    targetType: 'compliance_case',
    targetId: inserted.id,
    after: {
      kind: 'sanctions',
      party: party.party,
      userId: party.userId,
      ...(party.party === 'recipient' ? { recipientId: party.recipientId } : {}),
      ...(party.party === 'payer' ? { transferId: party.transferId } : {}),
      listVersion: version,
      listEntry: entryKey(fresh),
      score: fresh.score,
      features: fresh.features,
      reason: summary,
    },
  });
  return { outcome: 'opened', version, caseId: inserted.id, match: fresh };
}
