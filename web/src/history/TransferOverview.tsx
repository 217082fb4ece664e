import { CalendarCheck, CalendarClock } from 'lucide-react';
import { TRANSFER_FEE_CAD } from '../../../domain/constants';
import { formatCad, formatCalendarDay, formatDateTime, formatRate } from '../../../domain/format';
import { screenTexts } from '../../../domain/messages';
import type { TransferDetails } from '../../../domain/schemas/transfer';
import { transferDetailsTexts as t } from '../../../domain/transfer-details-texts';
import { arrivalLine } from '../../../domain/transfer-timeline';
import { Card } from '../components/ui/card';
import { AmountsStrip } from './AmountsStrip';
import { StatusBadge } from './StatusBadge';
import { ReferenceCode } from '../components/reference-code';

/**
 * The transfer at the top of its details page: reference, status and date, what was sent and what
 * the recipient gets, the rate, fee and delivery, the recipient (account masked), and the day the
 * money arrives or is expected.
 */
export function TransferOverview({ transfer }: { transfer: TransferDetails }) {
  return (
    <Card aria-labelledby="transfer-reference" className="p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="transfer-reference" className="font-mono text-lg font-semibold tracking-wider">
            <span className="sr-only">{screenTexts.reference} </span>
            <ReferenceCode code={transfer.referenceCode} />
          </h2>
          <p className="text-sm text-fg-muted">
            <time dateTime={transfer.createdAt}>{formatDateTime(transfer.createdAt)}</time>
          </p>
        </div>
        <StatusBadge status={transfer.status} />
      </div>

      <AmountsStrip cadAmount={transfer.cadAmount} inrAmount={transfer.inrAmount} cadLabel={screenTexts.youSend} status={transfer.status} />

      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-fg-muted">{screenTexts.exchangeRate}</dt>
        <dd className="text-right font-medium tabular">{screenTexts.rateLine(formatRate(transfer.exchangeRate))}</dd>
        <dt className="text-fg-muted">{t.fee}</dt>
        <dd className="text-right font-medium tabular">{formatCad(TRANSFER_FEE_CAD)}</dd>
        <dt className="text-fg-muted">{t.delivery}</dt>
        <dd className="text-right font-medium">
          {transfer.paymentMethod === 'instant' ? t.instant : `${screenTexts.economy} · ${screenTexts.economyDelivery}`}
        </dd>
        <dt className="text-fg-muted">{screenTexts.recipient}</dt>
        <dd className="min-w-0 break-words text-right font-medium">{transfer.recipientName}</dd>
        <dt className="text-fg-muted">{screenTexts.account}</dt>
        <dd className="text-right font-mono font-medium">{transfer.recipientAccount}</dd>
        <dt className="text-fg-muted">{screenTexts.bank}</dt>
        <dd className="min-w-0 break-words text-right font-medium">{transfer.recipientBankName}</dd>
      </dl>
      <Arrival transfer={transfer} />
    </Card>
  );
}

/** "Expected by …" (an estimate while unpaid, and said so), or "Arrived …" once paid out. */
function Arrival({ transfer }: { transfer: TransferDetails }) {
  const line = arrivalLine(transfer);
  if (!line) return null;
  const day = formatCalendarDay(line.day);
  const Icon = line.kind === 'arrived' ? CalendarCheck : CalendarClock;
  const text = { arrived: t.arrived, expected: t.expectedBy, ifPaidToday: t.expectedIfPaidToday }[line.kind](day);
  return (
    <div className="mt-4 border-t border-border pt-3">
      <p data-testid="transfer-arrival" className="flex items-start gap-2 font-semibold">
        <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        <span>
          <time dateTime={line.day}>{text}</time>
        </span>
      </p>
      {line.kind !== 'arrived' && <p className="mt-1 pl-7 text-xs text-fg-muted">{t.businessDaysNote}</p>}
    </div>
  );
}
