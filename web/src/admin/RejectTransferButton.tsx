import { X } from 'lucide-react';
import { adminTexts } from '../../../domain/messages';
import { formatCad } from '../../../domain/format';
import { REJECTION_REASON_MAX, type AdminTransfer } from '../../../domain/schemas/admin';
import { Button } from '../components/ui/button';
import { ConfirmWithNote } from './ConfirmWithNote';

interface RejectTransferButtonProps {
  transfer: AdminTransfer;
  busy: boolean;
  /** Resolves once the server has answered (and the toast is shown). */
  onReject: (reason: string) => Promise<boolean>;
}

/** Reject cannot be undone, so it asks first, with an optional reason for the customer. */
export function RejectTransferButton({ transfer, busy, onReject }: RejectTransferButtonProps) {
  return (
    <ConfirmWithNote
      trigger={
        <Button size="sm" variant="danger-outline" disabled={busy} aria-label={adminTexts.actionLabel(adminTexts.reject, transfer.referenceCode)}>
          <X aria-hidden />
          {adminTexts.reject}
        </Button>
      }
      title={adminTexts.rejectTitle}
      description={adminTexts.rejectQuestion(transfer.referenceCode, formatCad(transfer.cadAmount))}
      noteLabel={adminTexts.rejectReason}
      noteMax={REJECTION_REASON_MAX}
      confirmLabel={adminTexts.reject}
      busyLabel={adminTexts.rejecting}
      busy={busy}
      danger
      onConfirm={onReject}
    />
  );
}
