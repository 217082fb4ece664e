import { CircleAlert, CircleCheck, Hourglass, Send } from 'lucide-react';
import { payoutTexts } from '../../../../domain/payout-texts';
import type { PayoutState } from '../../../../domain/payout-states';
import type { AdminTransfer } from '../../../../domain/schemas/admin';
import { cn } from '../../lib/cn';
import { usePendingQueues } from './api/pending-queues';

/** States that need an operator: said in red, with an alert icon (not colour alone). */
const NEEDS_OPERATOR = new Set<PayoutState>(['review', 'blocked', 'failed', 'returned']);

function payoutLook(state: PayoutState) {
  if (NEEDS_OPERATOR.has(state)) return { icon: CircleAlert, className: 'text-danger' };
  if (state === 'paid') return { icon: CircleCheck, className: 'text-success' };
  if (state === 'pending' || state === 'cleared') return { icon: Hourglass, className: 'text-fg-muted' };
  return { icon: Send, className: 'text-fg-muted' };
}

/**
 * Under the status (issue 33): a pending transfer still waiting for its e-Transfer says so; a
 * transfer with a payout says where the rupees are (or that its payout waits for the payment, when
 * it was approved before it and this server needs it).
 */
export function PayoutLine({ transfer }: { transfer: AdminTransfer }) {
  const waitsForPayment = usePendingQueues().data?.approvalNeedsPayment === true && !transfer.paymentReceived;
  if (transfer.status === 'pending' && !transfer.paymentReceived) {
    return (
      <p className="mt-1 flex items-center gap-1 text-xs font-semibold text-fg-muted" data-testid="awaiting-payment">
        <Hourglass aria-hidden className="size-3.5 shrink-0" />
        {payoutTexts.awaitingPayment}
      </p>
    );
  }
  const state = transfer.payoutState;
  if (!state) return null;
  const { icon: Icon, className } = payoutLook(state);
  return (
    <p className={cn('mt-1 flex max-w-52 items-start gap-1 text-xs font-semibold', className)} data-testid="payout-state">
      <Icon aria-hidden className="mt-px size-3.5 shrink-0" />
      {payoutTexts.payoutLine(state === 'pending' && waitsForPayment ? payoutTexts.waitingForPayment : payoutTexts.payoutStates[state])}
    </p>
  );
}
