import { Check } from 'lucide-react';
import { adminTexts, texts } from '../../../../domain/messages';
import { formatCad } from '../../../../domain/format';
import { payoutTexts } from '../../../../domain/payout-texts';
import { REJECTION_REASON_MAX, type AdminTransfer } from '../../../../domain/schemas/admin';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
import type { StatusChange } from '../api/update-transfer-status';
import { ConfirmWithNote } from '../ConfirmWithNote';
import { usePendingQueues } from './api/pending-queues';

interface ApproveButtonProps {
  transfer: AdminTransfer;
  busy: boolean;
  changeStatus: (change: StatusChange) => Promise<boolean>;
  className?: string;
}

/**
 * Approve asks first, as Reject does (issue 34): approving starts the payout to India. Approve needs
 * the money first (issue 33): where this server asks for it and no e-Transfer is recorded, the
 * question is "No payment recorded — approve anyway?" with a reason, which the server audits and
 * keeps on the payout (which then waits for the payment).
 */
export function ApproveButton({ transfer, busy, changeStatus, className }: ApproveButtonProps) {
  const needsPayment = usePendingQueues().data?.approvalNeedsPayment === true;
  const label = adminTexts.actionLabel(adminTexts.approve, transfer.referenceCode);
  const button = () => (
    <Button size="sm" className={className} disabled={busy} aria-label={label}>
      <Check aria-hidden />
      {adminTexts.approve}
    </Button>
  );

  if (!needsPayment || transfer.paymentReceived) {
    return (
      <AlertDialog>
        <AlertDialogTrigger asChild>{button()}</AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogTitle>{adminTexts.approveTitle}</AlertDialogTitle>
          <AlertDialogDescription>
            {adminTexts.approveQuestion(transfer.referenceCode, formatCad(transfer.cadAmount), transfer.recipientName)}
          </AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>{texts.cancel}</AlertDialogCancel>
            <AlertDialogAction disabled={busy} onClick={() => void changeStatus({ id: transfer.id, status: 'approved' })}>
              {adminTexts.approve}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    );
  }
  return (
    <ConfirmWithNote
      trigger={button()}
      title={payoutTexts.unpaidTitle}
      description={payoutTexts.unpaidQuestion(transfer.referenceCode, formatCad(transfer.cadAmount))}
      noteLabel={payoutTexts.unpaidReasonLabel}
      noteRequired
      noteMax={REJECTION_REASON_MAX}
      confirmLabel={payoutTexts.approveAnyway}
      busyLabel={payoutTexts.approving}
      busy={busy}
      onConfirm={(unpaidReason) => changeStatus({ id: transfer.id, status: 'approved', unpaidReason })}
    />
  );
}
