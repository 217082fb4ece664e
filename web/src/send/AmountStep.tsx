import { ArrowRight, Landmark, RefreshCw, Zap } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { AMOUNT_INPUT_MAX_LENGTH, amountFromInput, editAmount, inrForInput, sendAmountProblem } from '../../../domain/amount-input';
import { complianceToasts } from '../../../domain/compliance-texts';
import { DEFAULT_AMOUNT_CAD } from '../../../domain/constants';
import { formatCad, formatInr, formatRate } from '../../../domain/format';
import { apiMessages, screenTexts, screenToasts } from '../../../domain/messages';
import { quoteTransfer, type Quote } from '../../../domain/quote';
import type { Recipient } from '../../../domain/schemas/recipient';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { inputClass } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { toast } from '../components/ui/use-toast';
import { cn } from '../lib/cn';
import { RecipientAddressNotice, recipientAddressMissing } from '../compliance/RecipientAddressNotice';
import { limitNoticeToast, RemainingLine, SendLimitNotice, useLimitNotice } from '../compliance/SendLimitNotice';
import { useRecipients } from '../recipients/api/get-recipients';
import { RateHistory } from '../rates/RateHistory';
import { useCurrentRate, useMarketRate } from './api/get-exchange-rate';
import { InrRoundingNote, MoneyStoryRows } from './MoneyStory';
import { RECIPIENT_SELECT_ID, RecipientPicker } from './RecipientPicker';
import { SendAddRecipientDialog } from './SendAddRecipientDialog';

interface AmountStepProps {
  amount: string;
  onAmountChange: (amount: string) => void;
  recipientId: string;
  onRecipientChange: (id: string) => void;
  /** False for the untouched default amount: its limit notice waits until the amount is chosen (or Continue pressed). */
  warnLimits: boolean;
  onContinue: (quote: Quote, recipient: Recipient) => void;
}

/**
 * Step 1 (docs/product.md § Send money): the rate, the CAD amount (digits and one point; above 5000
 * refused at once; left empty → 500), the INR the recipient gets (the shared quote), the fixed Pay
 * by / Receive, the recipient, and "Send Money", which checks the amount and the recipient. The
 * customer's limits (issue 17) are said before Continue: what may be sent now, when this amount
 * needs a verified identity, and the smallest amount a transfer may carry (MIN_TRANSFER_CAD, issue
 * 32), in the amount's hint.
 */
export function AmountStep({ amount, onAmountChange, recipientId, onRecipientChange, warnLimits, onContinue }: AmountStepProps) {
  const rate = useCurrentRate();
  const marketRate = useMarketRate();
  const recipients = useRecipients();
  const [adding, setAdding] = useState(false);
  const [continuePressed, setContinuePressed] = useState(false);
  const limits = useLimitNotice(amountFromInput(amount));
  const chosen = recipients.data?.find((item) => String(item.id) === recipientId);
  // Only once the limits allow the amount: a customer asked to verify first is not also asked for an address.
  const addressFor = !limits.notice && recipientAddressMissing(amountFromInput(amount), chosen) ? chosen : undefined;

  const onAmountInput = (text: string) => {
    const edit = editAmount(text);
    if (edit.accepted) onAmountChange(edit.value);
    else if (edit.reason === 'overLimit') toast({ ...screenToasts.amountExceedsLimit });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setContinuePressed(true);
    const problem = sendAmountProblem(amount, rate, limits.minimum);
    if (problem === 'invalid') return void toast({ ...screenToasts.invalidAmount });
    if (problem === 'overLimit') return void toast({ ...screenToasts.amountExceedsLimit });
    if (problem === 'belowMinimum' && limits.minimum) {
      return void toast({ title: screenToasts.invalidAmount.title, description: apiMessages.amountBelowMinimum(formatCad(limits.minimum)) });
    }
    if (problem === 'tooSmall') {
      return void toast({ title: screenToasts.invalidAmount.title, description: apiMessages.amountTooSmall });
    }
    // Said on the screen already; Continue would only meet the server's refusal.
    if (limits.notice) return void toast({ ...limitNoticeToast(limits.notice) });
    if (!chosen) return void toast({ ...screenToasts.noRecipientSelected });
    if (addressFor) return void toast({ ...complianceToasts.recipientAddressNeeded });
    onContinue(quoteTransfer({ cadAmount: amountFromInput(amount) ?? '0', currentRate: rate }), chosen);
  };

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <Card className="space-y-5 p-5">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 rounded-md bg-primary-soft px-3 py-2">
            <RefreshCw aria-hidden className="size-4 shrink-0 text-primary" />
            <span className="whitespace-nowrap font-semibold tabular">{screenTexts.rateLine(formatRate(rate))}</span>
            <span className="ml-auto whitespace-nowrap text-sm text-fg-muted">{screenTexts.ratesUpdatedDaily}</span>
            {marketRate && (
              // Like Wise's comparison: only when the rate was made from a known market rate.
              <span data-testid="rate-comparison" className="basis-full text-sm text-fg-muted tabular">
                {screenTexts.rateComparison(formatRate(rate), formatRate(marketRate))}
              </span>
            )}
          </p>

          <div className="space-y-1.5">
            <Label htmlFor="send-amount">{screenTexts.youSend}</Label>
            <div className="relative">
              <span aria-hidden className="pointer-events-none absolute left-4 top-1/2 -translate-y-1/2 text-2xl font-bold text-fg-muted">
                $
              </span>
              <input
                id="send-amount"
                value={amount}
                onChange={(event) => onAmountInput(event.target.value)}
                onBlur={() => amount.trim() === '' && onAmountChange(DEFAULT_AMOUNT_CAD)}
                inputMode="decimal"
                autoComplete="off"
                maxLength={AMOUNT_INPUT_MAX_LENGTH}
                aria-describedby="send-amount-hint send-amount-remaining"
                className={cn(inputClass, 'h-16 pl-10 pr-16 text-3xl font-bold tabular')}
              />
              <span aria-hidden className="pointer-events-none absolute right-4 top-1/2 -translate-y-1/2 text-base font-semibold text-fg-muted">
                CAD
              </span>
            </div>
            <p id="send-amount-hint" className="text-sm text-fg-muted">
              {limits.minimum ? screenTexts.amountRangeHint(formatCad(limits.minimum)) : screenTexts.amountHint}
            </p>
            <RemainingLine id="send-amount-remaining" remaining={limits.remaining} />
          </div>
          <SendLimitNotice notice={warnLimits || continuePressed ? limits.notice : undefined} />

          <div className="space-y-1.5">
            <Label htmlFor="send-inr">{screenTexts.recipientGets}</Label>
            <div className="relative">
              <input
                id="send-inr"
                readOnly
                aria-describedby="send-inr-rounding"
                value={formatInr(inrForInput(amount, rate))}
                className={cn(inputClass, 'h-16 border-transparent bg-surface-muted pr-16 text-3xl font-bold tabular text-primary')}
              />
              <span aria-hidden className="pointer-events-none absolute right-4 top-1/2 -translate-y-1/2 text-base font-semibold text-fg-muted">
                INR
              </span>
            </div>
            <InrRoundingNote id="send-inr-rounding" />
          </div>

          <dl className="divide-y divide-border rounded-md border border-border text-sm">
            <div className="flex items-center justify-between gap-3 px-3 py-2.5">
              <dt className="flex items-center gap-2 text-fg-muted">
                <Zap aria-hidden className="size-4" />
                {screenTexts.payBy}
              </dt>
              <dd className="text-right font-semibold">{screenTexts.payByValue}</dd>
            </div>
            <div className="flex items-center justify-between gap-3 px-3 py-2.5">
              <dt className="flex items-center gap-2 text-fg-muted">
                <Landmark aria-hidden className="size-4" />
                {screenTexts.receive}
              </dt>
              <dd className="text-right font-semibold">{screenTexts.receiveValue}</dd>
            </div>
            <MoneyStoryRows cadAmount={amountFromInput(amount)} rowClassName="flex items-center justify-between gap-3 px-3 py-2.5" />
          </dl>

          <RecipientPicker
            recipients={recipients.data}
            loading={recipients.isPending}
            failed={recipients.isError}
            onRetry={() => void recipients.refetch()}
            value={recipientId}
            onChange={onRecipientChange}
            onAddNew={() => setAdding(true)}
          />
          <RecipientAddressNotice recipient={addressFor} />
        </Card>

        <Button type="submit" className="h-14 w-full text-lg" disabled={amount.trim() === '' || recipientId === ''}>
          {screenTexts.sendMoney}
          <ArrowRight aria-hidden />
        </Button>
      </form>
      <RateHistory />
      <SendAddRecipientDialog
        open={adding}
        onOpenChange={setAdding}
        returnFocusTo={RECIPIENT_SELECT_ID}
        onAdded={(recipient) => {
          setAdding(false);
          onRecipientChange(String(recipient.id));
        }}
      />
    </>
  );
}
