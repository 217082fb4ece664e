import type { ReactNode } from 'react';
import { adminCaseWorkTexts, adminComplianceTexts } from '../../../../domain/messages';
import { formatCad, formatDateTime } from '../../../../domain/format';
import type { ComplianceCase } from '../../../../domain/schemas/compliance';
import { cn } from '../../lib/cn';
import { AuthorityDecisionDialog } from './AuthorityDecisionDialog';
import { CaseKindBadge, FrozenBadge, OverdueBadge } from './badges';
import { CaseTransfers } from './CaseTransfers';
import { CaseWork } from './CaseWork';
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

/** Who the case is about: the customer, or for a beneficiary case the bank account and its several senders. */
function Party({ complianceCase: c }: { complianceCase: ComplianceCase }) {
  if (c.beneficiary) {
    return (
      <Detail term={adminCaseWorkTexts.beneficiary}>
        <span className="font-medium tabular">{adminCaseWorkTexts.beneficiaryAccount(c.beneficiary.accountNumber, c.beneficiary.ifscCode)}</span>
        <span className="block text-fg-muted">{adminCaseWorkTexts.severalCustomers}</span>
      </Detail>
    );
  }
  return (
    <Detail term={adminComplianceTexts.customer}>
      <span className="font-medium">{c.customerName}</span>
      <span className="block break-all text-fg-muted">{c.customerEmail}</span>
    </Detail>
  );
}

/** How a closed case ended, and for a freeze what the authorities decided. */
function Outcome({ complianceCase: c }: { complianceCase: ComplianceCase }) {
  const texts = adminComplianceTexts;
  const decision = c.authorityDecision;
  return (
    <div className="mt-3 border-t border-border pt-3 text-sm" data-testid="case-closed">
      <p className="font-semibold">{texts.closedSummary(c.outcome ? texts.outcomeLabels[c.outcome] : texts.closed, c.closedAt ? formatDateTime(c.closedAt) : '')}</p>
      {c.reference && <p className="text-fg-muted">{`${texts.reference}: ${c.reference}`}</p>}
      {c.note && <p className="whitespace-pre-line break-words">{c.note}</p>}
      {c.frozen && <p className="mt-1 font-medium text-danger">{adminCaseWorkTexts.frozenDetail}</p>}
      {decision && (
        <p className="mt-1" data-testid="authority-decision">
          <span className="font-semibold">
            {adminCaseWorkTexts.decided(adminCaseWorkTexts.decisionLabels[decision.decision], formatDateTime(decision.decidedAt), decision.decidedBy?.name ?? adminCaseWorkTexts.system)}
          </span>
          <span className="block whitespace-pre-line break-words">{decision.note}</span>
        </p>
      )}
    </div>
  );
}

/**
 * One case: its kind, who it is about, what opened it, the total and window (EFT reports), the due
 * date, the transfers, the assignee, how it was closed (a freeze and the authorities' decision
 * included), and its history and notes. An overdue case is bordered in red and says so in words.
 */
export function CaseItem({ complianceCase: c }: { complianceCase: ComplianceCase }) {
  const texts = adminComplianceTexts;
  const title = texts.caseTitle(texts.kindLabels[c.kind], c.id);
  const headingId = `case-${c.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn('rounded-md border p-4', c.overdue || c.frozen ? 'border-2 border-danger bg-danger-soft/40' : 'border-border')}
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
          {c.frozen && <FrozenBadge />}
          {c.overdue && <OverdueBadge />}
          <CaseKindBadge kind={c.kind} />
        </div>
      </div>
      {c.overdue && c.dueBy && <p className="mt-2 text-sm font-semibold text-danger">{texts.overdueDetail(formatDay(c.dueBy))}</p>}
      <p className="mt-2 whitespace-pre-line break-words text-sm">{c.summary}</p>
      {c.rule && <p className="mt-1 text-sm text-fg-muted">{adminCaseWorkTexts.openedByRule}</p>}

      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
        <Party complianceCase={c} />
        {c.total !== null && (
          <Detail term={texts.total}>
            <span className="font-semibold tabular">{formatCad(c.total)}</span>
          </Detail>
        )}
        {c.windowStart && c.windowEnd && (
          <Detail term={texts.window}>{texts.windowRange(formatDateTime(c.windowStart), formatDateTime(c.windowEnd))}</Detail>
        )}
        {c.dueBy && c.status === 'open' && (
          <Detail term={texts.dueBy}>
            <span className={cn('font-semibold', c.overdue && 'text-danger')}>{formatDay(c.dueBy)}</span>
          </Detail>
        )}
        <Detail term={texts.transfers}>
          <CaseTransfers complianceCase={c} />
        </Detail>
        <Detail term={adminCaseWorkTexts.assignee}>{c.assignee?.name ?? adminCaseWorkTexts.nobody}</Detail>
      </dl>

      {c.status === 'closed' && <Outcome complianceCase={c} />}
      <div className="mt-4 flex flex-wrap items-start gap-2">
        {c.status === 'open' && <CloseCaseDialog complianceCase={c} title={title} />}
        {c.frozen && <AuthorityDecisionDialog complianceCase={c} title={title} />}
      </div>
      <CaseWork complianceCase={c} title={title} />
    </article>
  );
}
