import type { CaseEvent, CaseEventKind } from '../../../domain/schemas/compliance-case-work';
import type { Db } from '../db/client';
import { complianceCaseEvents } from '../db/schema';

type Executor = Pick<Db, 'insert'>;

/** What changed, as the history shows it (caseEventSchema's details). */
export type CaseEventDetails = Partial<Omit<CaseEvent['details'], 'assignee'>> & { assignee?: { id: number; name: string } | null };

export interface CaseEventEntry {
  caseId: number;
  kind: CaseEventKind;
  /** null: the system (a rule, a cancellation's recompute). */
  actorUserId: number | null;
  text?: string | null;
  details?: CaseEventDetails;
  at: Date;
}

/**
 * Appends to a case's history (issue 31), in the caller's transaction: the history changes exactly
 * when the case does. The audit log keeps its own record of the same change.
 */
export async function recordCaseEvents(executor: Executor, entries: readonly CaseEventEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await executor.insert(complianceCaseEvents).values(
    entries.map((entry) => ({
      caseId: entry.caseId,
      kind: entry.kind,
      actorUserId: entry.actorUserId,
      text: entry.text ?? null,
      details: entry.details ?? {},
      createdAt: entry.at,
    })),
  );
}

export function recordCaseEvent(executor: Executor, entry: CaseEventEntry): Promise<void> {
  return recordCaseEvents(executor, [entry]);
}
