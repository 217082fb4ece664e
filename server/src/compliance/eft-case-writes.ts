import { and, eq, inArray, sql } from 'drizzle-orm';
import { addWorkingDays } from '../../../domain/business-days';
import { EFT_REPORT_DUE_WORKING_DAYS, eftCaseStatusAfter, type EftCaseChange, type EftCaseWindow } from '../../../domain/compliance';
import { limitsMessages } from '../../../domain/limits-messages';
import type { CaseOutcome } from '../../../domain/schemas/compliance';
import { sumDecimals } from '../../../domain/money';
import { businessDate } from '../../../domain/business-date';
import { recordAudit } from '../audit/audit';
import { complianceCaseTransfers, complianceCases } from '../db/schema';
import type { TransactionDb } from '../db/transaction';
import { recordCaseEvent } from './case-events';

/**
 * The writes of the 24-hour rule's cases (issue 17, made to add up in issue 31): opening one,
 * a transfer joining one, and transfers leaving them when cancelled or rejected. Each runs in the
 * transaction of the change that caused it, with its history entry and its audit record; the
 * callers hold the locks that serialise them (the customers' rows, then the beneficiaries'
 * advisory locks: party-locks.ts).
 */

export type Writer = Pick<TransactionDb, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** Whose transfers a case gathers: one customer's (eftr), or one beneficiary's across customers. */
export type EftGroup = { kind: 'eftr'; userId: number } | { kind: 'eftr_beneficiary'; accountNumber: string; ifscCode: string };

/** A case of the rule as the batch knows it while it decides. */
export interface KnownEftCase extends EftCaseWindow {
  total: string;
  status: string;
}

/** An outcome as stored (the check constraint keeps it one of CASE_OUTCOMES). */
const asOutcome = (outcome: string | null | undefined) => (outcome ?? null) as CaseOutcome | null;

const dueFrom = (at: Date, timeZone: string) => addWorkingDays(businessDate(at, timeZone), EFT_REPORT_DUE_WORKING_DAYS);

function summaryOf(group: EftGroup, total: string, transfers: number): string {
  return group.kind === 'eftr' ? limitsMessages.eftCaseSummary(total, transfers) : limitsMessages.beneficiaryCaseSummary(total, transfers);
}

/** Opens a case for `change` (made at `at`); answers it as the batch then knows it. */
export async function openEftCase(
  tx: Writer,
  group: EftGroup,
  change: Extract<EftCaseChange, { kind: 'open' }>,
  at: Date,
  timeZone: string,
): Promise<KnownEftCase> {
  const dueBy = dueFrom(at, timeZone);
  const party =
    group.kind === 'eftr'
      ? { userId: group.userId }
      : { userId: null, beneficiaryAccountNumber: group.accountNumber, beneficiaryIfscCode: group.ifscCode };
  const [opened] = await tx
    .insert(complianceCases)
    .values({
      kind: group.kind,
      ...party,
      status: 'open',
      total: change.total,
      windowStart: change.windowStart,
      windowEnd: change.windowEnd,
      dueBy,
      summary: summaryOf(group, change.total, change.transferIds.length),
      openedAt: at,
    })
    .returning({ id: complianceCases.id });
  if (!opened) throw new Error('EFT case insert returned nothing');
  await tx.insert(complianceCaseTransfers).values(change.transferIds.map((transferId) => ({ caseId: opened.id, transferId })));
  await recordCaseEvent(tx, { caseId: opened.id, kind: 'opened', actorUserId: null, details: { total: change.total, transferIds: change.transferIds, dueBy }, at });
  await recordAudit(tx, {
    actorUserId: null,
    action: 'compliance.eftr_case_opened',
    targetType: 'compliance_case',
    targetId: opened.id,
    after: { kind: group.kind, ...party, total: change.total, windowStart: change.windowStart, windowEnd: change.windowEnd, dueBy, transferIds: change.transferIds },
  });
  return { id: opened.id, windowStart: change.windowStart, total: change.total, status: 'open', transferIds: [...change.transferIds] };
}

/** The columns a reopened case gets: no outcome, reference or note (its history keeps them), due again. */
function reopened(at: Date, timeZone: string) {
  return { status: 'open', outcome: null, reference: null, note: null, closedAt: null, closedBy: null, dueBy: dueFrom(at, timeZone) };
}

/**
 * Transfers join a case whose window they fall in. A closed case that reaches the threshold again
 * reopens (domain eftCaseStatusAfter): outcome, reference and note cleared, due 5 working days on.
 */
export async function joinEftCase(
  tx: Writer,
  group: EftGroup,
  joined: KnownEftCase,
  change: Extract<EftCaseChange, { kind: 'join' }>,
  at: Date,
  timeZone: string,
): Promise<void> {
  const before = { total: joined.total, status: joined.status, transferIds: [...joined.transferIds] };
  const [current] = await tx.select({ outcome: complianceCases.outcome }).from(complianceCases).where(eq(complianceCases.id, joined.id));
  joined.total = sumDecimals([joined.total, change.addedTotal], 2);
  joined.transferIds.push(...change.transferIds);
  const next = eftCaseStatusAfter('join', { status: joined.status as 'open' | 'closed', outcome: current?.outcome ?? null, everFiled: false }, joined.total);
  const reopen = next === 'reopen' ? reopened(at, timeZone) : undefined;
  if (reopen) joined.status = 'open';
  await tx.insert(complianceCaseTransfers).values(change.transferIds.map((transferId) => ({ caseId: joined.id, transferId })));
  await tx
    .update(complianceCases)
    .set({ total: joined.total, summary: summaryOf(group, joined.total, joined.transferIds.length), ...(reopen ?? {}) })
    .where(eq(complianceCases.id, joined.id));
  await recordCaseEvent(tx, { caseId: joined.id, kind: 'joined', actorUserId: null, details: { total: joined.total, transferIds: change.transferIds }, at });
  if (reopen) {
    await recordCaseEvent(tx, { caseId: joined.id, kind: 'reopened', actorUserId: null, details: { outcome: asOutcome(current?.outcome), dueBy: reopen.dueBy }, at });
  }
  await recordAudit(tx, {
    actorUserId: null,
    action: 'compliance.eftr_case_joined',
    targetType: 'compliance_case',
    targetId: joined.id,
    before: { ...before, outcome: current?.outcome ?? null },
    after: { total: joined.total, status: joined.status, transferIds: joined.transferIds, ...(reopen ? { reopened: true, dueBy: reopen.dueBy } : {}) },
  });
}

interface Membership extends Record<string, unknown> {
  case_id: number;
  transfer_id: string;
}

interface CaseState extends Record<string, unknown> {
  id: number;
  kind: string;
  user_id: number | null;
  beneficiary_account_number: string | null;
  beneficiary_ifsc_code: string | null;
  status: 'open' | 'closed';
  outcome: string | null;
  reference: string | null;
  note: string | null;
  total: string;
  remaining: string;
  remaining_ids: string[];
  ever_filed: boolean;
}

/**
 * Cancelled or rejected transfers leave their EFT report cases (issue 31: money that never moved is
 * not reported): in the transaction that moved them, each case they were in gets its total
 * recomputed from the counted transfers it still has, and then (domain eftCaseStatusAfter) an open
 * case under 10,000.00 closes itself as not_reportable, a filed one reopens with a new due date,
 * any other keeps its status with the new total. The caller locked the transfers' customers and
 * beneficiaries first (party-locks.ts), so no creation batch adds to these cases meanwhile.
 * Transfers in no case cost one indexed read.
 */
export async function uncountTransfers(tx: Writer, transferIds: readonly number[], at: Date, timeZone: string): Promise<void> {
  if (transferIds.length === 0) return;
  const ids = sql`${`{${transferIds.join(',')}}`}::bigint[]`;
  const memberships = await tx.execute<Membership>(sql`
    select ct.case_id, ct.transfer_id::text as transfer_id from ${complianceCaseTransfers} ct
    join ${complianceCases} c on c.id = ct.case_id
    where ct.transfer_id = any(${ids}) and c.kind in ('eftr', 'eftr_beneficiary')
    order by ct.case_id`);
  if (memberships.rows.length === 0) return;
  const caseIds = [...new Set(memberships.rows.map((row) => row.case_id))];
  await tx
    .delete(complianceCaseTransfers)
    .where(and(inArray(complianceCaseTransfers.caseId, caseIds), sql`${complianceCaseTransfers.transferId} = any(${ids})`));
  const states = await tx.execute<CaseState>(sql`
    select c.id, c.kind, c.user_id, c.beneficiary_account_number, c.beneficiary_ifsc_code, c.status, c.outcome, c.reference, c.note,
      coalesce(c.total, 0)::text as total,
      coalesce((select sum(t.cad_amount) from compliance_case_transfers ct join transfers t on t.id = ct.transfer_id
                where ct.case_id = c.id and t.status not in ('rejected', 'cancelled')), 0)::text as remaining,
      coalesce((select array_agg(ct.transfer_id::text order by ct.transfer_id) from compliance_case_transfers ct where ct.case_id = c.id), '{}') as remaining_ids,
      exists (select 1 from compliance_case_events e where e.case_id = c.id and e.kind = 'closed' and e.details->>'outcome' = 'filed') as ever_filed
    from ${complianceCases} c where c.id = any(${`{${caseIds.join(',')}}`}::int[])
    order by c.id
    for update of c`);
  for (const state of states.rows) {
    const removed = memberships.rows.filter((row) => row.case_id === state.id).map((row) => Number(row.transfer_id));
    const next = eftCaseStatusAfter('removal', { status: state.status, outcome: state.outcome, everFiled: state.ever_filed }, state.remaining);
    const group: EftGroup =
      state.kind === 'eftr'
        ? { kind: 'eftr', userId: state.user_id! }
        : { kind: 'eftr_beneficiary', accountNumber: state.beneficiary_account_number!, ifscCode: state.beneficiary_ifsc_code! };
    const reopen = next === 'reopen' ? reopened(at, timeZone) : undefined;
    const changes = {
      total: state.remaining,
      summary: summaryOf(group, state.remaining, state.remaining_ids.length),
      ...(next === 'close_not_reportable' ? { status: 'closed', outcome: 'not_reportable', closedAt: at, closedBy: null } : {}),
      ...(reopen ?? {}),
    };
    await tx.update(complianceCases).set(changes).where(eq(complianceCases.id, state.id));
    await recordCaseEvent(tx, { caseId: state.id, kind: 'recomputed', actorUserId: null, details: { total: state.remaining, transferIds: removed }, at });
    if (next === 'close_not_reportable') {
      await recordCaseEvent(tx, { caseId: state.id, kind: 'closed', actorUserId: null, details: { outcome: 'not_reportable', total: state.remaining }, at });
    }
    if (reopen) {
      await recordCaseEvent(tx, {
        caseId: state.id,
        kind: 'reopened',
        actorUserId: null,
        text: state.note,
        details: { outcome: asOutcome(state.outcome), reference: state.reference, dueBy: reopen.dueBy },
        at,
      });
    }
    await recordAudit(tx, {
      actorUserId: null,
      action: next === 'close_not_reportable' ? 'compliance.case_closed' : next === 'reopen' ? 'compliance.case_reopened' : 'compliance.case_recomputed',
      targetType: 'compliance_case',
      targetId: state.id,
      before: { status: state.status, outcome: state.outcome, reference: state.reference, total: state.total },
      after: {
        status: changes.status ?? state.status,
        outcome: next === 'close_not_reportable' ? 'not_reportable' : next === 'reopen' ? null : state.outcome,
        total: state.remaining,
        removedTransferIds: removed,
        ...(reopen ? { dueBy: reopen.dueBy } : {}),
      },
    });
  }
}
