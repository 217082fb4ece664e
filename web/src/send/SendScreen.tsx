import { useCallback, useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { DEFAULT_AMOUNT_CAD } from '../../../domain/constants';
import { screenTexts, screenToasts } from '../../../domain/messages';
import { generateReferenceCode } from '../../../domain/reference-code';
import { readSendAgain } from '../../../domain/send-again';
import type { Transfer } from '../../../domain/schemas/transfer';
import { displayFirstName } from '../../../domain/user-display';
import { SignOutConfirm } from '../auth/SignOutConfirm';
import { useCurrentUser } from '../auth/current-user';
import { LogoMark } from '../components/logo';
import { toast } from '../components/ui/use-toast';
import { prefersReducedMotion } from '../lib/motion';
import { usePageTitle } from '../lib/use-page-title';
import { useRecipients } from '../recipients/api/get-recipients';
import { AmountStep } from './AmountStep';
import { Confetti } from './Confetti';
import { JustSentCard } from './JustSentCard';
import { PaymentStep, type PaymentDetails } from './PaymentStep';
import { StepFrame } from './StepFrame';

/**
 * Send (/): the greeting and logout, then the two steps of docs/product.md § Send money — amount and
 * recipient, then the e-Transfer payment. A submitted transfer gets confetti, a toast and a "Just sent"
 * card above the form, which starts over.
 */
export function SendScreen() {
  const user = useCurrentUser();
  usePageTitle(screenTexts.sendTitle);
  // "Send again" from a transfer's page: /?amount=…&recipient=… fills the form once (domain/send-again.ts).
  const search = useSearch();
  const [again] = useState(() => readSendAgain(search));
  const [amount, setAmount] = useState(again.amount ?? DEFAULT_AMOUNT_CAD);
  // The default amount, untouched, is not the customer's choice: no limit is warned about for it (issue 34).
  const [amountChosen, setAmountChosen] = useState(again.amount !== undefined);
  const [justSent, setJustSent] = useState<Transfer | null>(null);
  const [recipientId, setRecipientId] = useState(again.recipientId ?? '');
  const [, navigate] = useLocation();
  useEffect(() => {
    if (search) navigate('/', { replace: true });
  }, [search, navigate]);
  // The only saved recipient is chosen on arrival (issue 34); not again after a submission's reset.
  const recipients = useRecipients();
  const [preselect, setPreselect] = useState(true);
  const onlyRecipient = recipients.data?.length === 1 ? String(recipients.data[0]?.id) : '';
  const chosenRecipientId = recipientId || (preselect ? onlyRecipient : '');
  const [payment, setPayment] = useState<PaymentDetails | null>(null);
  // Whether the customer has moved between the steps (the step shown then slides in and takes focus).
  const [moved, setMoved] = useState(false);
  const [celebrations, setCelebrations] = useState(0);
  const endCelebration = useCallback(() => setCelebrations(0), []);

  const onSubmitted = (transfer: Transfer) => {
    toast({ ...screenToasts.transactionSubmitted, description: screenTexts.submittedDescription(transfer.referenceCode), variant: 'success' });
    if (!prefersReducedMotion()) setCelebrations((count) => count + 1);
    setJustSent(transfer);
    setAmount(DEFAULT_AMOUNT_CAD);
    setAmountChosen(false);
    setRecipientId('');
    setPreselect(false);
    setPayment(null);
    setMoved(true);
  };

  return (
    <>
      <header className="mb-6 flex items-center gap-3">
        <LogoMark className="size-10" />
        <h1 className="min-w-0 flex-1 truncate text-2xl font-bold leading-tight">
          {screenTexts.welcome} <span className="text-primary">{displayFirstName(user)}</span>
        </h1>
        <SignOutConfirm />
      </header>
      {justSent && !payment && <JustSentCard transfer={justSent} onDismiss={() => setJustSent(null)} />}
      {/* Clips the slide; the padding keeps focus rings at the edges visible. */}
      <div className="-mx-2 overflow-x-clip px-2 pb-2">
        {payment ? (
          <StepFrame key="payment" step={2} title={screenTexts.paymentStepTitle} entered={moved}>
            <PaymentStep
              payment={payment}
              onBack={() => {
                setPayment(null);
                setMoved(true);
              }}
              onSubmitted={onSubmitted}
            />
          </StepFrame>
        ) : (
          <StepFrame key="amount" step={1} title={screenTexts.sendTitle} entered={moved}>
            <AmountStep
              amount={amount}
              onAmountChange={(changed) => {
                setAmount(changed);
                setAmountChosen(true);
              }}
              warnLimits={amountChosen}
              recipientId={chosenRecipientId}
              onRecipientChange={setRecipientId}
              onContinue={(quote, recipient) => {
                setPayment({ quote, recipient, referenceCode: generateReferenceCode() });
                setMoved(true);
              }}
            />
          </StepFrame>
        )}
      </div>
      {celebrations > 0 && <Confetti key={celebrations} onDone={endCelebration} />}
    </>
  );
}
