import { adminComplianceTexts, adminCustomerTexts, adminTexts } from '../../../../domain/messages';
import { formatCad, formatDateTime, formatInr } from '../../../../domain/format';
import type { AdminCustomer } from '../../../../domain/schemas/admin-customer';
import { Badge } from '../../components/ui/badge';
import { AdminStatusBadge } from '../AdminStatusBadge';
import { DrawerSection } from './CustomerProfile';

const list = 'divide-y divide-border rounded-md border border-border text-sm';
const item = 'px-3 py-2.5';
const empty = 'text-sm text-fg-muted';

/** Their latest transfers (the account masked, as their own history shows it), newest first. */
function Transfers({ transfers }: { transfers: AdminCustomer['transfers'] }) {
  const t = adminCustomerTexts;
  const shown = transfers.latest.length;
  return (
    <DrawerSection id="customer-transfers" title={t.transfers} aside={shown > 0 && <span className="text-sm text-fg-muted">{t.latestTransfers(shown, transfers.total)}</span>}>
      {shown === 0 ? (
        <p className={empty}>{t.noTransfers}</p>
      ) : (
        <ul className={list}>
          {transfers.latest.map((transfer) => (
            <li key={transfer.id} data-testid="customer-transfer" className={item}>
              <div className="flex items-start justify-between gap-3">
                <span className="font-mono font-semibold">{transfer.referenceCode}</span>
                <AdminStatusBadge status={transfer.status} />
              </div>
              <p className="tabular">
                {formatCad(transfer.cadAmount)} → {formatInr(transfer.inrAmount)}
              </p>
              <p className="text-fg-muted">
                {transfer.recipientName} · <span className="font-mono">{transfer.recipientAccount}</span>
              </p>
              <p className="text-fg-muted">
                <time dateTime={transfer.createdAt}>{formatDateTime(transfer.createdAt)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </DrawerSection>
  );
}

function Recipients({ recipients }: { recipients: AdminCustomer['recipients'] }) {
  const t = adminCustomerTexts;
  return (
    <DrawerSection id="customer-recipients" title={t.recipients}>
      {recipients.length === 0 ? (
        <p className={empty}>{t.noRecipients}</p>
      ) : (
        <ul className={list}>
          {recipients.map((recipient) => (
            <li key={recipient.id} data-testid="customer-recipient" className={item}>
              <div className="flex items-start justify-between gap-3">
                <span className="font-semibold">{recipient.name}</span>
                <Badge className="shrink-0 border border-border bg-surface-muted text-fg">{recipient.relationship}</Badge>
              </div>
              <p className="text-fg-muted">{recipient.bankName}</p>
              <p className="font-mono text-fg-muted">
                {recipient.accountNumber} · {recipient.ifscCode}
              </p>
            </li>
          ))}
        </ul>
      )}
    </DrawerSection>
  );
}

function Cases({ cases }: { cases: AdminCustomer['cases'] }) {
  const t = adminCustomerTexts;
  const c = adminComplianceTexts;
  return (
    <DrawerSection id="customer-cases" title={t.cases}>
      {cases.length === 0 ? (
        <p className={empty}>{t.noCases}</p>
      ) : (
        <ul className={list}>
          {cases.map((found) => (
            <li key={found.id} className={item}>
              <div className="flex flex-wrap items-start justify-between gap-2">
                <span className="font-semibold">{c.caseTitle(c.kindLabels[found.kind], found.id)}</span>
                <span className="flex gap-1.5">
                  {found.overdue && <Badge className="bg-danger text-danger-fg">{c.overdue}</Badge>}
                  <Badge className="border border-border bg-surface-muted text-fg">{c.caseStatusLabels[found.status]}</Badge>
                </span>
              </div>
              <p className="break-words">{found.summary}</p>
              <p className="text-fg-muted">
                {t.openedOn(formatDateTime(found.openedAt))}
                {found.outcome && ` · ${c.outcomeLabels[found.outcome]}`}
              </p>
            </li>
          ))}
        </ul>
      )}
    </DrawerSection>
  );
}

function Reviews({ reviews }: { reviews: AdminCustomer['paymentReviews'] }) {
  const t = adminCustomerTexts;
  return (
    <DrawerSection id="customer-reviews" title={t.reviews}>
      {reviews.length === 0 ? (
        <p className={empty}>{t.noReviews}</p>
      ) : (
        <ul className={list}>
          {reviews.map((review) => (
            <li key={review.id} className={item}>
              <p className="font-semibold">{adminTexts.reviewFrom(formatCad(review.amount), review.senderName)}</p>
              <p>{adminTexts.reviewReasons[review.reason]}</p>
              <p className="text-fg-muted">
                {adminTexts.reviewReceived(formatDateTime(review.receivedAt))} ·{' '}
                <span className="font-mono">{review.candidates.map((candidate) => candidate.referenceCode).join(', ')}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </DrawerSection>
  );
}

/** What they did and what waits about them: transfers, recipients, compliance cases, payments to review. */
export function CustomerActivity({ page }: { page: AdminCustomer }) {
  return (
    <>
      <Transfers transfers={page.transfers} />
      <Recipients recipients={page.recipients} />
      <Cases cases={page.cases} />
      <Reviews reviews={page.paymentReviews} />
    </>
  );
}
