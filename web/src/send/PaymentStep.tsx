import { ArrowLeft, Check, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { formatCad, formatInr, formatRate } from '../../../domain/format';
import { screenTexts, screenToasts, texts } from '../../../domain/messages';
import type { Quote } from '../../../domain/quote';
import type { Recipient } from '../../../domain/schemas/recipient';
import type { Transfer } from '../../../domain/schemas/transfer';
import { Button } from '../components/ui/button';
import { toast } from '../components/ui/use-toast';
import { serverMessageOf } from '../lib/api-client';
import { TransferRefusalNotice } from '../compliance/TransferRefusalNotice';
import type { TransferRefusal } from '../../../domain/schemas/compliance';
import { staleQuoteOf, transferRefusalOf, useCreateTransfer } from './api/create-transfer';
import { heldQuoteOf } from './api/hold-quote';
import { EtransferInstructions } from './EtransferInstructions';
import { RateGuarantee } from './RateGuarantee';
import { TransferSummary } from './TransferSummary';
import { useGuaranteedRate } from './use-guaranteed-rate';

export interface PaymentDetails {
  quote: Quote;
  recipient: Recipient;
  /** Generated when this step opened: the e-Transfer message and the submission's idempotency key. */
  referenceCode: string;
}

interface PaymentStepProps {
  payment: PaymentDetails;
  onBack: () => void;
  onSubmitted: (transfer: Transfer) => void;
}

/**
 * Step 2 (docs/product.md § Send money): the rate guaranteed for QUOTE_MINUTES with its countdown,
 * the payment method (economy only), the e-Transfer instructions, the confirmation tick box, Confirm
 * Payment and Back to Edit. The transfer is sent at the held quote; one the server no longer holds
 * (409) is replaced by the new quote it held, shown before the customer confirms again. Without a
 * held quote (it could not be held) a changed rate (409) shows the server's new quote the same way.
 * A lost connection keeps the reference, so pressing Confirm Payment again cannot create a second
 * transfer. A refusal by a compliance rule (422) shows the server's message and the way on.
 */
export function PaymentStep({ payment, onBack, onSubmitted }: PaymentStepProps) {
  const { recipient, referenceCode } = payment;
  const rate = useGuaranteedRate(payment.quote);
  const [unheldQuote, setQuote] = useState(payment.quote);
  const quote = rate.guarantee?.quote ?? unheldQuote;
  const [rateChanged, setRateChanged] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const [refusal, setRefusal] = useState<TransferRefusal | undefined>();
  const createTransfer = useCreateTransfer();

  const submit = async () => {
    if (createTransfer.isPending) return;
    setRefusal(undefined);
    try {
      const transfer = await createTransfer.mutateAsync({
        cadAmount: quote.cadAmount,
        inrAmount: quote.inrAmount,
        exchangeRate: quote.exchangeRate,
        recipientId: recipient.id,
        paymentMethod: quote.paymentMethod,
        referenceCode,
        quoteId: rate.guarantee?.quote.id,
      });
      onSubmitted(transfer);
    } catch (error) {
      const held = heldQuoteOf(error);
      if (held) {
        rate.replace(held, serverMessageOf(error) ?? screenTexts.rateChangedTitle);
        return;
      }
      const current = staleQuoteOf(error);
      if (current) {
        setQuote(current);
        setRateChanged(true);
        return;
      }
      // A compliance rule (limit, identity, the recipient's address): its message stays on the step.
      const refused = transferRefusalOf(error);
      if (refused) {
        setRefusal(refused);
        return;
      }
      const offline = error instanceof TypeError;
      toast({
        ...screenToasts.transferFailed,
        description: offline ? texts.connectionProblem : screenToasts.transferFailed.description,
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="space-y-5">
      <TransferSummary quote={quote} recipient={recipient} changed={rateChanged || rate.notice?.changed === true} />

      <RateGuarantee rate={rate} />

      <fieldset className="rounded-lg border border-border bg-surface p-4 shadow-card">
        <legend className="float-left mb-3 w-full text-lg font-semibold">{screenTexts.deliverySpeed}</legend>
        <label className="flex min-h-tap cursor-pointer items-center gap-3 rounded-md border-2 border-primary bg-primary-soft px-4 py-3">
          <input type="radio" name="payment-method" value="economy" checked readOnly className="size-5 accent-[var(--mr-primary)]" />
          <span className="flex-1">
            <span className="block font-semibold">{screenTexts.economy}</span>
            <span className="block text-sm text-fg-muted">{screenTexts.economyDelivery}</span>
          </span>
        </label>
      </fieldset>

      <EtransferInstructions cadAmount={quote.cadAmount} referenceCode={referenceCode} />

      {rateChanged && (
        <div role="alert" className="flex gap-3 rounded-md border border-accent bg-surface p-4 text-sm">
          <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
          <div className="space-y-1">
            <p className="font-semibold">{screenTexts.rateChangedTitle}</p>
            <p>{screenTexts.rateChangedNew(screenTexts.rateLine(formatRate(quote.exchangeRate)), formatInr(quote.inrAmount))}</p>
            <p className="text-fg-muted">{screenTexts.rateChangedConfirm}</p>
          </div>
        </div>
      )}

      {refusal && <TransferRefusalNotice refusal={refusal} recipient={recipient} onAddressSaved={() => setRefusal(undefined)} />}

      <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-border bg-surface p-4 shadow-card">
        <input
          type="checkbox"
          checked={confirmed}
          onChange={(event) => setConfirmed(event.target.checked)}
          className="mt-0.5 size-6 shrink-0 cursor-pointer accent-[var(--mr-primary)]"
        />
        <span className="text-base">{screenTexts.confirmSent(formatCad(quote.cadAmount), texts.productName)}</span>
      </label>

      <div className="space-y-3">
        <Button className="h-14 w-full text-lg" disabled={!confirmed || rate.mustAccept || createTransfer.isPending} onClick={() => void submit()}>
          <Check aria-hidden />
          {createTransfer.isPending ? screenTexts.submitting : screenTexts.confirmPayment}
        </Button>
        <Button variant="secondary" className="w-full" disabled={createTransfer.isPending} onClick={onBack}>
          <ArrowLeft aria-hidden />
          {screenTexts.backToEdit}
        </Button>
      </div>
    </div>
  );
}
