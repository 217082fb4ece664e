import { formatCad, formatInr, formatRate } from '../../../domain/format';
import { maskAccountNumber } from '../../../domain/mask';
import { screenTexts } from '../../../domain/messages';
import type { Quote } from '../../../domain/quote';
import type { Recipient } from '../../../domain/schemas/recipient';
import { Card } from '../components/ui/card';
import { cn } from '../lib/cn';
import { MoneyStoryRows } from './MoneyStory';

/** What the customer is about to confirm: the CAD sent, the INR received, the rate and the recipient. */
export function TransferSummary({ quote, recipient, changed }: { quote: Quote; recipient: Recipient; changed: boolean }) {
  return (
    <Card aria-labelledby="transfer-summary" className="p-5">
      <h3 id="transfer-summary" className="sr-only">
        {screenTexts.summaryTitle}
      </h3>
      <dl className="space-y-2">
        <div className="flex items-baseline justify-between gap-3">
          <dt className="text-sm text-fg-muted">{screenTexts.youSend}</dt>
          <dd className="text-2xl font-bold tabular">{formatCad(quote.cadAmount)}</dd>
        </div>
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <dt className="text-sm text-fg-muted">{screenTexts.recipientGets}</dt>
          <dd data-testid="summary-inr" className={cn('text-2xl font-bold tabular text-primary', changed && '-mr-1 rounded bg-primary-soft px-1')}>
            {formatInr(quote.inrAmount)}
          </dd>
          <dd className="basis-full text-right text-sm text-fg-muted">{screenTexts.inrRounding}</dd>
        </div>
        <div className="flex items-center justify-between gap-3 border-t border-border pt-3 text-sm">
          <dt className="text-fg-muted">{screenTexts.exchangeRate}</dt>
          <dd data-testid="summary-rate" className="font-semibold tabular">
            {screenTexts.rateLine(formatRate(quote.exchangeRate))}
          </dd>
        </div>
        <MoneyStoryRows cadAmount={quote.cadAmount} rowClassName="flex items-center justify-between gap-3 text-sm" />
        <div className="flex items-start justify-between gap-3 text-sm">
          <dt className="text-fg-muted">{screenTexts.to}</dt>
          <dd className="min-w-0 text-right">
            <span className="block break-words font-semibold">{recipient.name}</span>
            <span className="block text-fg-muted">
              {recipient.bankName} · {maskAccountNumber(recipient.accountNumber)}
            </span>
          </dd>
        </div>
      </dl>
    </Card>
  );
}
