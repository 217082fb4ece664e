import { Ban } from 'lucide-react';
import { useState } from 'react';
import { cancelTexts } from '../../../domain/cancel-texts';
import { formatCad } from '../../../domain/format';
import type { Transfer } from '../../../domain/schemas/transfer';
import { canCancel } from '../../../domain/transfer-status';
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
import { toast } from '../components/ui/use-toast';
import { serverMessageOf } from '../lib/api-client';
import { failureDetail } from '../lib/form-helpers';
import { useCancelTransfer } from './api/cancel-transfer';

/**
 * Cancel for one of the customer's transfers (issue 20), shown only while it can be cancelled:
 * pending, and no payment recorded (domain canCancel; the server decides a race). It asks first,
 * saying what happens, keeps the dialog open until the server answers, then toasts: "Transfer
 * cancelled", or the server's reason (a 409: approved or paid meanwhile). Either way the history,
 * the summary, the transfer's page and the limits are read again.
 */
export function CancelTransferButton({ transfer, className }: { transfer: Transfer; className?: string }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelTransfer();
  if (!canCancel(transfer)) return null;

  const onCancel = async () => {
    try {
      await cancel.mutateAsync(transfer.referenceCode);
      toast({ title: cancelTexts.cancelled, description: cancelTexts.cancelledDescription(transfer.referenceCode), variant: 'success' });
    } catch (error) {
      toast({ title: cancelTexts.failed, description: serverMessageOf(error) ?? failureDetail(error), variant: 'destructive' });
    } finally {
      setOpen(false);
    }
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !cancel.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="danger-outline" size="sm" className={className} aria-label={cancelTexts.cancelLabel(transfer.referenceCode)}>
          <Ban aria-hidden />
          {cancelTexts.cancel}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{cancelTexts.title}</AlertDialogTitle>
        <AlertDialogDescription>{cancelTexts.description(transfer.referenceCode, formatCad(transfer.cadAmount))}</AlertDialogDescription>
        <p className="mt-3 text-sm font-medium">{cancelTexts.notPaidYet}</p>
        {/* One above the other: "Garder le transfert" and "Annuler le transfert" do not fit side by side on a phone. */}
        <AlertDialogFooter stacked>
          <AlertDialogCancel disabled={cancel.isPending}>{cancelTexts.keep}</AlertDialogCancel>
          {/* Not an AlertDialogAction: the dialog stays open (and says so) until the server has answered. */}
          <Button variant="danger" disabled={cancel.isPending} onClick={() => void onCancel()}>
            {cancel.isPending ? cancelTexts.cancelling : cancelTexts.cancel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
