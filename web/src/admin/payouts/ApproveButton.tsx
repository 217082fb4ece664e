import { Check } from 'lucide-react';
import { adminTexts } from '../../../../domain/messages';
import { formatCad } from '../../../../domain/format';
import { payoutTexts } from '../../../../domain/payout-texts';
import { REJECTION_REASON_MAX, type AdminTransfer } from '../../../../domain/schemas/admin';
import { Button } from '../../components/ui/button';
import type { StatusChange } from '../api/update-transfer-status';
import { ConfirmWithNote } from '../ConfirmWithNote';
import { usePendingQueues } from './api/pending-queues';

interface ApproveButtonProps {
  transfer: AdminTransfer;
  busy: boolean;
  changeStatus: (change: StatusChange) => Promise<boolean>;
}

/**
 * Approve needs the money first (issue 33): where this server asks for it and no e-Transfer is
 * recorded, Approve asks "No payment recorded — approve anyway?" with a reason, which the server
 * audits and keeps on the payout (which then waits for the payment).
 */
export function ApproveButton({ transfer, busy, changeStatus }: ApproveButtonProps) {
  const needsPayment = usePendingQueues().data?.approvalNeedsPayment === true;
  const label = adminTexts.actionLabel(adminTexts.approve, transfer.referenceCode);
  const button = (onClick?: () => void) => (
    <Button size="sm" disabled={busy} onClick={onClick} aria-label={label}>
      <Check aria-hidden />
      {adminTexts.approve}
    </Button>
  );

  if (!needsPayment || transfer.paymentReceived) return button(() => void changeStatus({ id: transfer.id, status: 'approved' }));
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
