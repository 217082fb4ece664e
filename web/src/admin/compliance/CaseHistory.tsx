import { adminCaseWorkTexts, adminComplianceTexts } from '../../../../domain/messages';
import { formatCad, formatDateTime } from '../../../../domain/format';
import type { CaseEvent } from '../../../../domain/schemas/compliance-case-work';
import { formatDay } from './format';

/** What an entry changed, in words: totals, transfers, outcome, assignee, due date, decision. */
function detailsOf(event: CaseEvent): string[] {
  const { details } = event;
  const texts = adminCaseWorkTexts;
  const lines: string[] = [];
  if (event.kind === 'assigned') lines.push(details.assignee ? texts.eventAssignee(details.assignee.name) : texts.eventUnassigned);
  if (details.decision) lines.push(texts.decisionLabels[details.decision]);
  if (details.outcome) {
    const outcome = adminComplianceTexts.outcomeLabels[details.outcome];
    lines.push(event.kind === 'reopened' ? texts.eventPreviousOutcome(outcome) : texts.eventOutcome(outcome));
  }
  if (details.reference) lines.push(texts.eventReference(details.reference));
  if (details.total) lines.push(texts.eventTotal(formatCad(details.total)));
  if (details.transferIds?.length) lines.push(texts.eventTransfers(details.transferIds.map((id) => `#${id}`).join(', ')));
  if (details.transferId !== undefined) lines.push(texts.eventTransfer(`#${details.transferId}`));
  if (details.dueBy) lines.push(texts.eventDue(formatDay(details.dueBy)));
  return lines;
}

/**
 * A case's history, oldest first (issue 31): each entry's kind, who (the system for a rule's or a
 * recompute's) and when, what it changed, and an operator's words (a note, a closing note, a
 * rejection's reason — operators only: the customer never sees them).
 */
export function CaseHistory({ events }: { events: readonly CaseEvent[] }) {
  return (
    <section aria-label={adminCaseWorkTexts.history}>
      <h4 className="mb-2 text-sm font-semibold">{adminCaseWorkTexts.history}</h4>
      <ol className="space-y-3 border-l-2 border-border pl-4" data-testid="case-history">
        {events.map((event) => {
          const lines = detailsOf(event);
          return (
            <li key={`${event.kind}-${event.id}`} className="text-sm">
              <p className="font-semibold">{adminCaseWorkTexts.eventLabels[event.kind]}</p>
              <p className="text-fg-muted">
                {adminCaseWorkTexts.eventBy(event.actor?.name ?? adminCaseWorkTexts.system, formatDateTime(event.createdAt))}
              </p>
              {lines.length > 0 && <p className="tabular">{lines.join(' · ')}</p>}
              {event.text && <p className="mt-0.5 whitespace-pre-line break-words">{event.text}</p>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
