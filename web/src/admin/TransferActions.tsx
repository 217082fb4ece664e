import { Check, CheckCheck } from 'lucide-react';
import { adminTexts, adminToasts } from '../../../domain/messages';
import type { AdminTransfer } from '../../../domain/schemas/admin';
import type { TransferStatus } from '../../../domain/transfer-status';
import { Button } from '../components/ui/button';
import { toast } from '../components/ui/use-toast';
import { serverMessageOf } from '../lib/api-client';
import { cn } from '../lib/cn';
import { failureDetail } from '../lib/form-helpers';
import { useStatusUpdateRunning, useUpdateTransferStatus, type StatusChange } from './api/update-transfer-status';
import { FlagTransferButton } from './compliance/FlagTransferButton';
import { RejectTransferButton } from './RejectTransferButton';

/**
 * Runs a status change with the toasts of docs/product.md § Messages and errors (the server's reason, e.g. a
 * 409, under a failure).
 */
export function useChangeStatus() {
  const update = useUpdateTransferStatus();
  return async (change: StatusChange): Promise<boolean> => {
    try {
      await update.mutateAsync(change);
      toast({ ...adminToasts.statusUpdated, variant: 'success' });
      return true;
    } catch (error) {
      toast({ ...adminToasts.statusUpdateFailed, description: serverMessageOf(error) ?? failureDetail(error), variant: 'destructive' });
      return false;
    }
  };
}

/**
 * docs/product.md § Transfer status: Approve / Reject on pending, Mark Complete on approved, nothing
 * otherwise; every button is disabled while any status update runs. Flag (issue 17) is offered while
 * the money has not gone out, when a hold can still stop it.
 */
export function TransferActions({ transfer, className }: { transfer: AdminTransfer; className?: string }) {
  const busy = useStatusUpdateRunning();
  const changeStatus = useChangeStatus();
  const move = (status: TransferStatus) => void changeStatus({ id: transfer.id, status });

  if (transfer.status === 'pending') {
    return (
      <div className={cn('flex flex-wrap gap-2', className)}>
        <Button size="sm" disabled={busy} onClick={() => move('approved')} aria-label={adminTexts.actionLabel(adminTexts.approve, transfer.referenceCode)}>
          <Check aria-hidden />
          {adminTexts.approve}
        </Button>
        <RejectTransferButton transfer={transfer} busy={busy} onReject={(reason) => changeStatus({ id: transfer.id, status: 'rejected', reason })} />
        <FlagTransferButton transfer={transfer} busy={busy} />
      </div>
    );
  }
  if (transfer.status === 'approved') {
    return (
      <div className={cn('flex flex-wrap gap-2', className)}>
        <Button size="sm" disabled={busy} onClick={() => move('completed')} aria-label={adminTexts.actionLabel(adminTexts.markComplete, transfer.referenceCode)}>
          <CheckCheck aria-hidden />
          {adminTexts.markComplete}
        </Button>
        <FlagTransferButton transfer={transfer} busy={busy} />
      </div>
    );
  }
  return null;
}
