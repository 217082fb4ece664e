import { ListTree } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { adminTexts } from '../../../../domain/messages';
import { formatDateTime } from '../../../../domain/format';
import { payoutTexts } from '../../../../domain/payout-texts';
import type { AdminTransfer } from '../../../../domain/schemas/admin';
import type { Payout } from '../../../../domain/schemas/payouts';
import { LoadError } from '../../components/load-error';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../../components/ui/dialog';
import { serverMessageOf } from '../../lib/api-client';
import type { MenuDialogProps } from '../RowActionsMenu';
import { usePayouts } from './api/payouts';

/** The Details button of a transfer whose payout is over (completed, refunded): the attempts, as PayoutDetailsDialog shows them. */
export function PayoutDetails({ transfer, className }: { transfer: AdminTransfer; className?: string }) {
  const [open, setOpen] = useState(false);
  if (!transfer.payoutState) return null;
  return (
    <PayoutDetailsDialog
      transfer={transfer}
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm" variant="secondary" className={className} aria-label={adminTexts.actionLabel(payoutTexts.details, transfer.referenceCode)}>
          <ListTree aria-hidden />
          {payoutTexts.details}
        </Button>
      }
    />
  );
}

/**
 * Every payout attempt of a transfer, newest first, with what the bank said: what an operator reads
 * before paying again or anyway (opened from the row's menu while the transfer is approved).
 */
export function PayoutDetailsDialog({
  transfer,
  trigger,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: Omit<MenuDialogProps, 'onCloseAutoFocus'> & Partial<MenuDialogProps> & { transfer: AdminTransfer; trigger?: ReactNode }) {
  const payouts = usePayouts(transfer.id, open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{payoutTexts.attemptsTitle(transfer.referenceCode)}</DialogTitle>
          <DialogDescription>{transfer.recipientName} · {transfer.recipientBankName}</DialogDescription>
        </DialogHeader>
        {payouts.isError ? (
          <LoadError
            message={[payoutTexts.loadPayoutsFailed, serverMessageOf(payouts.error)].filter(Boolean).join(': ')}
            retrying={payouts.isFetching}
            onRetry={() => void payouts.refetch()}
          />
        ) : payouts.data?.length === 0 ? (
          <p>{payoutTexts.noPayouts}</p>
        ) : (
          <ol className="space-y-3" aria-busy={payouts.isPending || undefined}>
            {[...(payouts.data ?? [])].reverse().map((payout) => (
              <li key={payout.id} className="rounded-md border border-border p-3 text-sm">
                <PayoutAttempt payout={payout} />
              </li>
            ))}
          </ol>
        )}
      </DialogContent>
    </Dialog>
  );
}

function PayoutAttempt({ payout }: { payout: Payout }) {
  const lines = [
    payout.nameCheck && payoutTexts.nameChecks[payout.nameCheck],
    payout.nameAtBank && payoutTexts.nameAtBank(payout.nameAtBank),
    payout.providerReference && payoutTexts.bankReference(payout.providerReference),
    payout.failureReason && payoutTexts.failureReason(payout.failureReason),
    payout.unpaidReason && payoutTexts.unpaidReason(payout.unpaidReason),
    payoutTexts.createdAt(formatDateTime(payout.createdAt)),
    payout.paidAt && payoutTexts.paidAt(formatDateTime(payout.paidAt)),
  ].filter((line): line is string => Boolean(line));
  return (
    <>
      <p className="flex flex-wrap justify-between gap-x-3 font-semibold">
        <span>{payoutTexts.attempt(payout.attempt, payout.provider)}</span>
        <span>{payoutTexts.payoutLine(payoutTexts.payoutStates[payout.state])}</span>
      </p>
      <ul className="mt-1 space-y-0.5 text-fg-muted">
        {lines.map((line) => (
          <li key={line} className="break-words">
            {line}
          </li>
        ))}
      </ul>
    </>
  );
}
