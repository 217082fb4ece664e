import { CheckCheck } from 'lucide-react';
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
import { useTransferFreezes, useTransferHolds } from './compliance/use-transfer-holds';
import { ApproveButton } from './payouts/ApproveButton';
import { PayoutActions } from './payouts/PayoutActions';
import { PayoutDetails } from './payouts/PayoutDetails';
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
 * the money has not gone out, when a hold can still stop it. Issue 33: Approve is never offered on a
 * held or frozen transfer (the notice under the status says why), asks for a reason when no payment
 * is recorded and the server needs one; with an automatic payout rail the payout's own actions
 * replace Mark Complete (docs/PAYMENTS.md § What the operator does).
 */
export function TransferActions({ transfer, className }: { transfer: AdminTransfer; className?: string }) {
  const busy = useStatusUpdateRunning();
  const changeStatus = useChangeStatus();
  const held = useTransferHolds()(transfer);
  const frozen = useTransferFreezes()(transfer);
  const move = (status: TransferStatus) => void changeStatus({ id: transfer.id, status });

  if (transfer.status === 'pending') {
    return (
      <div className={cn('flex flex-wrap gap-2', className)}>
        {!held && !frozen && <ApproveButton transfer={transfer} busy={busy} changeStatus={changeStatus} />}
        <RejectTransferButton transfer={transfer} busy={busy} onReject={(reason) => changeStatus({ id: transfer.id, status: 'rejected', reason })} />
        <FlagTransferButton transfer={transfer} busy={busy} />
      </div>
    );
  }
  if (transfer.status === 'approved') {
    return (
      <div className={cn('flex flex-wrap gap-2', className)}>
        {!transfer.payoutState && (
          <Button size="sm" disabled={busy} onClick={() => move('completed')} aria-label={adminTexts.actionLabel(adminTexts.markComplete, transfer.referenceCode)}>
            <CheckCheck aria-hidden />
            {adminTexts.markComplete}
          </Button>
        )}
        <PayoutActions transfer={transfer} busy={busy} />
        <PayoutDetails transfer={transfer} />
        <FlagTransferButton transfer={transfer} busy={busy} />
      </div>
    );
  }
  if (transfer.payoutState) {
    return (
      <div className={cn('flex flex-wrap gap-2', className)}>
        <PayoutDetails transfer={transfer} />
      </div>
    );
  }
  return null;
}
