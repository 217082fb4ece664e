import { ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import { formatDateTime, formatRate } from '../../../domain/format';
import { maskAccountNumber } from '../../../domain/mask';
import { screenTexts } from '../../../domain/messages';
import type { Transfer } from '../../../domain/schemas/transfer';
import { preloadTransferDetails } from '../app/transfer-screens';
import { Card } from '../components/ui/card';
import { AmountsStrip } from './AmountsStrip';
import { StatusBadge } from './StatusBadge';
import { ReferenceCode } from '../components/reference-code';

/**
 * One transfer of the history: reference, status, date, amounts, rate and recipient (account
 * masked). Its reference is the link to its details page (/history/REFERENCE), stretched over the
 * whole card so a tap anywhere on it opens them; the page's code starts loading at the first touch.
 */
export function TransferCard({ transfer }: { transfer: Transfer }) {
  const headingId = `transfer-${transfer.id}`;
  return (
    <Card
      aria-labelledby={headingId}
      className="relative p-4 transition-colors hover:bg-surface-muted/40 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="font-mono text-base font-semibold tracking-wider">
            <Link
              href={`/history/${transfer.referenceCode}`}
              onPointerDown={preloadTransferDetails}
              onFocus={preloadTransferDetails}
              className="outline-none after:absolute after:inset-0 after:rounded-lg after:content-['']"
            >
              <span className="sr-only">{screenTexts.reference} </span>
              <ReferenceCode code={transfer.referenceCode} />
            </Link>
          </h2>
          <p className="text-sm text-fg-muted">
            <time dateTime={transfer.createdAt}>{formatDateTime(transfer.createdAt)}</time>
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <StatusBadge status={transfer.status} />
          <ChevronRight aria-hidden className="-mr-1 size-5 text-fg-muted" />
        </div>
      </div>

      <AmountsStrip cadAmount={transfer.cadAmount} inrAmount={transfer.inrAmount} cadLabel={screenTexts.sent} status={transfer.status} />

      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-fg-muted">{screenTexts.rate}</dt>
        <dd className="text-right font-medium tabular">{screenTexts.rateLine(formatRate(transfer.exchangeRate))}</dd>
        <dt className="text-fg-muted">{screenTexts.recipient}</dt>
        <dd className="min-w-0 break-words text-right font-medium">{transfer.recipientName}</dd>
        <dt className="text-fg-muted">{screenTexts.account}</dt>
        <dd className="text-right font-mono font-medium">{maskAccountNumber(transfer.recipientAccount)}</dd>
        <dt className="text-fg-muted">{screenTexts.bank}</dt>
        <dd className="min-w-0 break-words text-right font-medium">{transfer.recipientBankName}</dd>
      </dl>
      {transfer.status === 'approved' && <p className="mt-3 text-sm text-fg-muted">{screenTexts.approvedDelivery}</p>}
    </Card>
  );
}
