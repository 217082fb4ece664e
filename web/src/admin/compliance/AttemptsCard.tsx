import { Ban } from 'lucide-react';
import { adminCaseWorkTexts } from '../../../../domain/messages';
import { formatCad, formatDateTime } from '../../../../domain/format';
import type { TransferAttempt } from '../../../../domain/schemas/compliance-case-work';
import { Badge } from '../../components/ui/badge';
import { useAttempts } from './api/attempts';
import { FilteredListCard } from './FilteredListCard';

function AttemptItem({ attempt }: { attempt: TransferAttempt }) {
  const texts = adminCaseWorkTexts;
  return (
    <article className="flex flex-wrap items-start justify-between gap-2 rounded-md border border-border p-3 text-sm" data-testid="transfer-attempt">
      <div className="min-w-0">
        <p className="font-semibold">
          {attempt.customerName} <span className="break-all font-normal text-fg-muted">{attempt.customerEmail}</span>
        </p>
        <p className="tabular">
          <span className="font-semibold">{formatCad(attempt.cadAmount)}</span>{' '}
          {attempt.recipientName ? texts.attemptTo(attempt.recipientName) : texts.attemptToUnknown}
          <span className="text-fg-muted"> · {attempt.referenceCode}</span>
        </p>
        <p className="text-fg-muted">
          <time dateTime={attempt.createdAt}>{formatDateTime(attempt.createdAt)}</time>
        </p>
      </div>
      <Badge className="shrink-0 border border-border bg-surface-muted text-fg">
        <Ban aria-hidden className="size-3.5" />
        {texts.attemptReasons[attempt.reason]}
      </Badge>
    </article>
  );
}

/**
 * Refused attempts (issue 31): the transfers the rules refused — who, how much, to whom, why, when —
 * newest first, a page at a time. Enough of one customer's within 24 hours open a review case.
 */
export function AttemptsCard() {
  const list = useAttempts(undefined);
  return (
    <FilteredListCard
      id="attempts-title"
      title={adminCaseWorkTexts.attemptsTitle}
      intro={adminCaseWorkTexts.attemptsIntro}
      list={list}
      failed={adminCaseWorkTexts.attemptsLoadFailed}
      empty={{ icon: Ban, title: adminCaseWorkTexts.noAttempts, hint: adminCaseWorkTexts.noAttemptsHint }}
      status={(_rows, total) => adminCaseWorkTexts.showingAttempts(total)}
      filters={null}
    >
      {(row) => <AttemptItem attempt={row} />}
    </FilteredListCard>
  );
}
