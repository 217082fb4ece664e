import { RotateCcw, Send, Undo2 } from 'lucide-react';
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

/**
 * An approved transfer whose payout needs an operator (issue 33; docs/PAYMENTS.md § What the
 * operator does): a partial name match or an unchecked name → Pay anyway; a payout that failed,
 * came back or was blocked → Pay again (a new attempt) — and in both cases Refund.
 */
export function PayoutActions({ transfer, busy }: { transfer: AdminTransfer; busy: boolean }) {
  const running = usePayoutActionRunning() || busy;
  const run = useRunPayoutAction();
  const state = transfer.payoutState;
  if (transfer.status !== 'approved' || !state) return null;
  const reference = transfer.referenceCode;
  const retryable = state === 'failed' || state === 'returned' || state === 'blocked';
  if (state !== 'review' && !retryable) return null;

  // review: the bank did not confirm the name → release this attempt; failed, returned, blocked → a new attempt.
  const next =
    state === 'review'
      ? { kind: 'clear' as const, label: payoutTexts.payAnyway, icon: Send, title: payoutTexts.payAnywayTitle, question: payoutTexts.payAnywayQuestion(reference) }
      : { kind: 'retry' as const, label: payoutTexts.payAgain, icon: RotateCcw, title: payoutTexts.payAgainTitle, question: payoutTexts.payAgainQuestion(reference) };

  return (
    <>
      <ConfirmAction
        trigger={
          <Button size="sm" disabled={running} aria-label={adminTexts.actionLabel(next.label, reference)}>
            <next.icon aria-hidden />
            {next.label}
          </Button>
        }
        title={next.title}
        description={next.question}
        confirmLabel={next.label}
        busy={running}
        onConfirm={() => run({ kind: next.kind, transferId: transfer.id })}
      />
      <ConfirmWithNote
        trigger={
          <Button size="sm" variant="danger-outline" disabled={running} aria-label={adminTexts.actionLabel(payoutTexts.refund, reference)}>
            <Undo2 aria-hidden />
            {payoutTexts.refund}
          </Button>
        }
        title={payoutTexts.refundTitle}
        description={payoutTexts.refundQuestion(reference, formatCad(transfer.cadAmount))}
        noteLabel={payoutTexts.refundReasonLabel}
        noteRequired
        noteMax={REJECTION_REASON_MAX}
        confirmLabel={payoutTexts.refund}
        busyLabel={payoutTexts.refunding}
        busy={running}
        danger
        onConfirm={(reason) => run({ kind: 'refund', transferId: transfer.id, reason })}
      />
    </>
  );
}
