import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { adminTexts, texts } from '../../../domain/messages';
import { formatCad } from '../../../domain/format';
import { REJECTION_REASON_MAX, type AdminTransfer } from '../../../domain/schemas/admin';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../components/ui/alert-dialog';
import { Button } from '../components/ui/button';
import { inputClass } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { cn } from '../lib/cn';

interface RejectTransferButtonProps {
  transfer: AdminTransfer;
  busy: boolean;
  /** Resolves once the server has answered (and the toast is shown). */
  onReject: (reason: string) => Promise<boolean>;
}

/** Reject cannot be undone, so it asks first, with an optional reason for the customer. */
export function RejectTransferButton({ transfer, busy, onReject }: RejectTransferButtonProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const reasonId = useId();

  const confirm = async () => {
    await onReject(reason.trim());
    setOpen(false);
    setReason('');
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button
          size="sm"
          variant="danger-outline"
          disabled={busy}
          aria-label={adminTexts.actionLabel(adminTexts.reject, transfer.referenceCode)}
        >
          <X aria-hidden />
          {adminTexts.reject}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{adminTexts.rejectTitle}</AlertDialogTitle>
        <AlertDialogDescription>{adminTexts.rejectQuestion(transfer.referenceCode, formatCad(transfer.cadAmount))}</AlertDialogDescription>
        <div className="mt-4 space-y-1.5">
          <Label htmlFor={reasonId}>{adminTexts.rejectReason}</Label>
          <textarea
            id={reasonId}
            value={reason}
            maxLength={REJECTION_REASON_MAX}
            rows={3}
            onChange={(event) => setReason(event.target.value)}
            className={cn(inputClass, 'h-auto py-2.5')}
          />
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{texts.cancel}</AlertDialogCancel>
          {/* Not an AlertDialogAction: the dialog stays open (and says so) until the server has answered. */}
          <Button variant="danger" disabled={busy} onClick={() => void confirm()}>
            {busy ? adminTexts.rejecting : adminTexts.reject}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
