import { adminTexts } from '../../../domain/messages';
import { formatCad } from '../../../domain/format';
import { REJECTION_REASON_MAX, type AdminTransfer } from '../../../domain/schemas/admin';
import { ConfirmWithNote } from './ConfirmWithNote';
import type { MenuDialogProps } from './RowActionsMenu';

interface RejectTransferDialogProps extends MenuDialogProps {
  transfer: AdminTransfer;
  busy: boolean;
  /** Resolves once the server has answered (and the toast is shown). */
  onReject: (reason: string) => Promise<boolean>;
}

/** Reject (from a row's menu) cannot be undone, so it asks first, with an optional reason for the customer. */
export function RejectTransferDialog({ transfer, busy, onReject, ...dialog }: RejectTransferDialogProps) {
  return (
    <ConfirmWithNote
      {...dialog}
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
