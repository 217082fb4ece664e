import { RotateCcw, Send } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { adminTexts, texts } from '../../../../domain/messages';
import { formatCad } from '../../../../domain/format';
import { payoutTexts } from '../../../../domain/payout-texts';
import { REJECTION_REASON_MAX, type AdminTransfer } from '../../../../domain/schemas/admin';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { serverMessageOf } from '../../lib/api-client';
import { failureDetail } from '../../lib/form-helpers';
import { ConfirmWithNote } from '../ConfirmWithNote';
import type { MenuDialogProps } from '../RowActionsMenu';
import { usePayoutAction, usePayoutActionRunning, type PayoutAction } from './api/payouts';

/** Runs a payout action with its toast: the server's own words on success (which attempt, when), its reason on a failure. */
function useRunPayoutAction() {
  const mutation = usePayoutAction();
  return async (action: PayoutAction): Promise<boolean> => {
    try {
      const answer = await mutation.mutateAsync(action);
      toast({ title: answer.message ?? payoutTexts.refunded, variant: 'success' });
      return true;
    } catch (error) {
      toast({ title: payoutTexts.actionFailed, description: serverMessageOf(error) ?? failureDetail(error), variant: 'destructive' });
      return false;
    }
  };
}

interface ConfirmActionProps {
  trigger: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => Promise<boolean>;
}

/** A payout decision asked first; the dialog stays open, and says so, until the server has answered. */
function ConfirmAction({ trigger, title, description, confirmLabel, busy, onConfirm }: ConfirmActionProps) {
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{texts.cancel}</AlertDialogCancel>
          <Button disabled={busy} onClick={() => void onConfirm().then(() => setOpen(false))}>
            {busy ? payoutTexts.sending : confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** What an approved transfer's payout waits for from an operator: Pay anyway (review), Pay again (failed, returned, blocked), or nothing. */
function operatorStep(transfer: AdminTransfer): 'clear' | 'retry' | null {
  const state = transfer.payoutState;
  if (transfer.status !== 'approved' || !state) return null;
  if (state === 'review') return 'clear';
  return state === 'failed' || state === 'returned' || state === 'blocked' ? 'retry' : null;
}

/** Refund is offered wherever Pay anyway or Pay again is. */
export const refundOffered = (transfer: AdminTransfer): boolean => operatorStep(transfer) !== null;

/**
 * The primary action of an approved transfer whose payout needs an operator (issue 33;
 * docs/PAYMENTS.md § What the operator does): a partial name match or an unchecked name → Pay
 * anyway; a payout that failed, came back or was blocked → Pay again (a new attempt). Refund, the
 * other way out, is in the row's menu (RefundDialog).
 */
export function PayoutPrimaryAction({ transfer, busy, className }: { transfer: AdminTransfer; busy: boolean; className?: string }) {
  const running = usePayoutActionRunning() || busy;
  const run = useRunPayoutAction();
  const step = operatorStep(transfer);
  if (!step) return null;
  const reference = transfer.referenceCode;

  // review: the bank did not confirm the name → release this attempt; failed, returned, blocked → a new attempt.
  const next =
    step === 'clear'
      ? { label: payoutTexts.payAnyway, icon: Send, title: payoutTexts.payAnywayTitle, question: payoutTexts.payAnywayQuestion(reference) }
      : { label: payoutTexts.payAgain, icon: RotateCcw, title: payoutTexts.payAgainTitle, question: payoutTexts.payAgainQuestion(reference) };

  return (
    <ConfirmAction
      trigger={
        <Button size="sm" className={className} disabled={running} aria-label={adminTexts.actionLabel(next.label, reference)}>
          <next.icon aria-hidden />
          {next.label}
        </Button>
      }
      title={next.title}
      description={next.question}
      confirmLabel={next.label}
      busy={running}
      onConfirm={() => run({ kind: step, transferId: transfer.id })}
    />
  );
}

/** Refund (from the row's menu): the money goes back to the customer, with a reason kept on the transfer. */
export function RefundDialog({ transfer, busy, ...dialog }: MenuDialogProps & { transfer: AdminTransfer; busy: boolean }) {
  const running = usePayoutActionRunning() || busy;
  const run = useRunPayoutAction();
  return (
    <ConfirmWithNote
      {...dialog}
      title={payoutTexts.refundTitle}
      description={payoutTexts.refundQuestion(transfer.referenceCode, formatCad(transfer.cadAmount))}
      noteLabel={payoutTexts.refundReasonLabel}
      noteRequired
      noteMax={REJECTION_REASON_MAX}
      confirmLabel={payoutTexts.refund}
      busyLabel={payoutTexts.refunding}
      busy={running}
      danger
      onConfirm={(reason) => run({ kind: 'refund', transferId: transfer.id, reason })}
    />
  );
}
