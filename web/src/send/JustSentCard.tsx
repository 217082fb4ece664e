import { ArrowRight, CalendarCheck, ChevronDown, CircleCheck, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { formatCad, formatCalendarDay, formatInr } from '../../../domain/format';
import { screenTexts } from '../../../domain/messages';
import type { Transfer } from '../../../domain/schemas/transfer';
import { ReferenceCode } from '../components/reference-code';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { useArrivalIfPaidToday } from './api/get-exchange-rate';
import { EtransferInstructions } from './EtransferInstructions';

/**
 * The transfer just submitted, above the form that starts over (issue 34): its reference and
 * amounts, what to do now (send the e-Transfer, its details one tap away), where to follow it and
 * when it should arrive. Stays until dismissed or the customer leaves the screen.
 */
export function JustSentCard({ transfer, onDismiss }: { transfer: Transfer; onDismiss: () => void }) {
  const headingId = useId();
  const detailsId = useId();
  const [showDetails, setShowDetails] = useState(false);
  const arrival = useArrivalIfPaidToday();
  return (
    <Card aria-labelledby={headingId} className="mb-6 border-success/40 p-4">
      <div className="flex items-start gap-3">
        <CircleCheck aria-hidden className="mt-0.5 size-6 shrink-0 text-success" />
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-lg font-bold">
            {screenTexts.justSent}
          </h2>
          <p className="font-mono font-semibold tracking-wider">
            <span className="sr-only">{screenTexts.reference} </span>
            <ReferenceCode code={transfer.referenceCode} />
          </p>
        </div>
        <Button variant="ghost" size="icon" className="-mr-2 -mt-2 shrink-0" onClick={onDismiss} aria-label={screenTexts.dismissJustSent}>
          <X aria-hidden />
        </Button>
      </div>

      <p className="mt-3 flex flex-wrap items-center gap-x-2 text-base font-semibold tabular">
        <span>{formatCad(transfer.cadAmount)}</span>
        <ArrowRight aria-hidden className="size-4 text-fg-muted" />
        <span className="text-primary">{formatInr(transfer.inrAmount)}</span>
        <span className="font-normal text-fg-muted">· {transfer.recipientName}</span>
      </p>
      {arrival && (
        <p className="mt-1 flex items-center gap-2 text-sm text-fg-muted">
          <CalendarCheck aria-hidden className="size-4 shrink-0" />
          {screenTexts.shouldArriveBy} {formatCalendarDay(arrival)}
        </p>
      )}

      <div className="mt-4 rounded-md bg-primary-soft p-3">
        <p className="font-semibold">{screenTexts.sendEtransferNow}</p>
        <p className="mt-0.5 text-sm">{screenTexts.sendEtransferNowHint(formatCad(transfer.cadAmount))}</p>
        <Button variant="secondary" size="sm" className="mt-2" aria-expanded={showDetails} aria-controls={detailsId} onClick={() => setShowDetails((shown) => !shown)}>
          {showDetails ? screenTexts.hidePaymentDetails : screenTexts.showPaymentDetails}
          <ChevronDown aria-hidden className={showDetails ? 'rotate-180' : undefined} />
        </Button>
      </div>
      <div id={detailsId} className="mt-3" hidden={!showDetails}>
        {showDetails && <EtransferInstructions cadAmount={transfer.cadAmount} referenceCode={transfer.referenceCode} />}
      </div>

      <Link
        href={`/history/${transfer.referenceCode}`}
        className="mt-3 inline-flex min-h-tap items-center gap-1 font-semibold text-primary underline underline-offset-4"
      >
        {screenTexts.trackTransfer}
        <ArrowRight aria-hidden className="size-4" />
      </Link>
    </Card>
  );
}
