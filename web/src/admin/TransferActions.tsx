import { CheckCheck, Flag, ListTree, Undo2, X } from 'lucide-react';
import { adminComplianceTexts, adminTexts, adminToasts } from '../../../domain/messages';
import { payoutTexts } from '../../../domain/payout-texts';
import type { AdminTransfer } from '../../../domain/schemas/admin';
import { Button } from '../components/ui/button';
import { toast } from '../components/ui/use-toast';
import { serverMessageOf } from '../lib/api-client';
import { cn } from '../lib/cn';
import { failureDetail } from '../lib/form-helpers';
import { useStatusUpdateRunning, useUpdateTransferStatus, type StatusChange } from './api/update-transfer-status';
import { useFlagging } from './compliance/api/cases';
import { FlagTransferDialog } from './compliance/FlagTransferDialog';
import { useTransferFreezes, useTransferHolds } from './compliance/use-transfer-holds';
import { usePayoutActionRunning } from './payouts/api/payouts';
import { ApproveButton } from './payouts/ApproveButton';
import { PayoutPrimaryAction, RefundDialog, refundOffered } from './payouts/PayoutActions';
import { PayoutDetails, PayoutDetailsDialog } from './payouts/PayoutDetails';
import { RejectTransferDialog } from './RejectTransferDialog';
import { RowActionsMenu, type RowAction } from './RowActionsMenu';

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
 * docs/product.md § Transfer status: one primary action per row (issue 34), the others in the row's
 * "⋮" menu; every action is disabled while any status update runs.
 * - pending: Approve (never on a held or frozen transfer, issue 33: the notice under the status says
 *   why; it asks for a reason when no payment is recorded and the server needs one); Reject and
 *   Flag in the menu.
 * - approved: Mark Complete, or with an automatic payout rail the payout's own action (Pay anyway,
 *   Pay again; docs/PAYMENTS.md § What the operator does); Refund, the payout's Details and Flag in
 *   the menu. Flag (issue 17) is offered while the money has not gone out, when a hold can still stop it.
 * - otherwise: the payout's Details, when there was a payout.
 */
export function TransferActions({ transfer, className }: { transfer: AdminTransfer; className?: string }) {
  const busy = useStatusUpdateRunning();
  const payoutRunning = usePayoutActionRunning();
  const flagging = useFlagging();
  const changeStatus = useChangeStatus();
  const held = useTransferHolds()(transfer);
  const frozen = useTransferFreezes()(transfer);
  const reference = transfer.referenceCode;

  const flag: RowAction = {
    key: 'flag',
    label: adminComplianceTexts.flag,
    icon: Flag,
    disabled: busy || flagging,
    dialog: (dialog) => <FlagTransferDialog transfer={transfer} {...dialog} />,
  };

  if (transfer.status === 'pending') {
    const reject: RowAction = {
      key: 'reject',
      label: adminTexts.reject,
      icon: X,
      danger: true,
      disabled: busy,
      dialog: (dialog) => (
        <RejectTransferDialog {...dialog} transfer={transfer} busy={busy} onReject={(reason) => changeStatus({ id: transfer.id, status: 'rejected', reason })} />
      ),
    };
    return (
      <div className={cn('flex items-center gap-2', className)}>
        {!held && !frozen && <ApproveButton transfer={transfer} busy={busy} changeStatus={changeStatus} className="flex-1" />}
        <RowActionsMenu reference={reference} actions={[reject, flag]} />
      </div>
    );
  }
  if (transfer.status === 'approved') {
    const secondary: RowAction[] = [];
    if (refundOffered(transfer)) {
      secondary.push({
        key: 'refund',
        label: payoutTexts.refund,
        icon: Undo2,
        danger: true,
        disabled: busy || payoutRunning,
        dialog: (dialog) => <RefundDialog {...dialog} transfer={transfer} busy={busy} />,
      });
    }
    if (transfer.payoutState) {
      secondary.push({ key: 'details', label: payoutTexts.details, icon: ListTree, dialog: (dialog) => <PayoutDetailsDialog {...dialog} transfer={transfer} /> });
    }
    return (
      <div className={cn('flex items-center gap-2', className)}>
        {!transfer.payoutState && (
          <Button
            size="sm"
            className="flex-1"
            disabled={busy}
            onClick={() => void changeStatus({ id: transfer.id, status: 'completed' })}
            aria-label={adminTexts.actionLabel(adminTexts.markComplete, reference)}
          >
            <CheckCheck aria-hidden />
            {adminTexts.markComplete}
          </Button>
        )}
        <PayoutPrimaryAction transfer={transfer} busy={busy} className="flex-1" />
        <RowActionsMenu reference={reference} actions={[...secondary, flag]} />
      </div>
    );
  }
  if (transfer.payoutState) {
    return (
      <div className={cn('flex items-center gap-2', className)}>
        <PayoutDetails transfer={transfer} className="flex-1" />
      </div>
    );
  }
  return null;
}
