import type { ReactNode } from 'react';
import { adminComplianceTexts } from '../../../../domain/messages';
import { formatCad, formatDateTime } from '../../../../domain/format';
import type { ComplianceCase } from '../../../../domain/schemas/compliance';
import { cn } from '../../lib/cn';
import { CaseKindBadge, OverdueBadge } from './badges';
import { CaseTransfers } from './CaseTransfers';
import { CloseCaseDialog } from './CloseCaseDialog';
import { formatDay } from './format';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-fg-muted">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}

/**
 * One case: its kind, customer, what opened it, the total and window (EFT reports), the due date,
 * the transfers, and how it was closed. An overdue case is bordered in red and says so in words.
 */
export function CaseItem({ complianceCase: c }: { complianceCase: ComplianceCase }) {
  const texts = adminComplianceTexts;
  const title = texts.caseTitle(texts.kindLabels[c.kind], c.id);
  const headingId = `case-${c.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn('rounded-md border p-4', c.overdue ? 'border-2 border-danger bg-danger-soft/40' : 'border-border')}
      data-testid="compliance-case"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold">
            {title}
          </h3>
          <p className="text-sm text-fg-muted">
            {texts.opened} <time dateTime={c.openedAt}>{formatDateTime(c.openedAt)}</time>
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          {c.overdue && <OverdueBadge />}
          <CaseKindBadge kind={c.kind} />
        </div>
      </div>
      {c.overdue && c.dueBy && <p className="mt-2 text-sm font-semibold text-danger">{texts.overdueDetail(formatDay(c.dueBy))}</p>}
      <p className="mt-2 whitespace-pre-line break-words text-sm">{c.summary}</p>

      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
        <Detail term={texts.customer}>
          <span className="font-medium">{c.customerName}</span>
          <span className="block break-all text-fg-muted">{c.customerEmail}</span>
        </Detail>
        {c.total !== null && (
          <Detail term={texts.total}>
            <span className="font-semibold tabular">{formatCad(c.total)}</span>
          </Detail>
        )}
        {c.windowStart && c.windowEnd && (
          <Detail term={texts.window}>{texts.windowRange(formatDateTime(c.windowStart), formatDateTime(c.windowEnd))}</Detail>
        )}
        {c.dueBy && (
          <Detail term={texts.dueBy}>
            <span className={cn('font-semibold', c.overdue && 'text-danger')}>{formatDay(c.dueBy)}</span>
          </Detail>
        )}
        <Detail term={texts.transfers}>
          <CaseTransfers complianceCase={c} />
        </Detail>
      </dl>

      {c.status === 'closed' ? (
        <p className="mt-3 border-t border-border pt-3 text-sm" data-testid="case-closed">
          <span className="font-semibold">
            {texts.closedSummary(c.outcome ? texts.outcomeLabels[c.outcome] : texts.closed, c.closedAt ? formatDateTime(c.closedAt) : '')}
          </span>
          {c.reference && <span className="block text-fg-muted">{`${texts.reference}: ${c.reference}`}</span>}
          {c.note && <span className="block whitespace-pre-line break-words">{c.note}</span>}
        </p>
      ) : (
        <div className="mt-4">
          <CloseCaseDialog complianceCase={c} title={title} />
        </div>
      )}
    </article>
  );
}
