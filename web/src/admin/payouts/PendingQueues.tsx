import { BadgeCheck, Hourglass, ShieldAlert } from 'lucide-react';
import { payoutTexts } from '../../../../domain/payout-texts';
import type { TransferPaymentFilter } from '../../../../domain/schemas/admin';
import { cn } from '../../lib/cn';
import type { TransferFilters } from '../api/get-admin-transfers';
import { usePendingQueues } from './api/pending-queues';

interface PendingQueuesProps {
  filters: TransferFilters;
  onFiltersChange: (filters: TransferFilters) => void;
}

const QUEUES = [
  { payment: 'awaiting', label: () => payoutTexts.awaitingPayment, icon: Hourglass, count: 'awaitingPayment' },
  { payment: 'received', label: () => payoutTexts.paidReadyToApprove, icon: BadgeCheck, count: 'paid' },
] as const satisfies readonly { payment: TransferPaymentFilter; count: 'awaitingPayment' | 'paid'; [key: string]: unknown }[];

/**
 * Pending split as the work is (issue 33): transfers still waiting for the customer's e-Transfer,
 * and those paid and ready to approve. A queue is a pressed button that filters the list below;
 * pressed again, the list shows every transfer.
 */
export function PendingQueues({ filters, onFiltersChange }: PendingQueuesProps) {
  const queues = usePendingQueues().data;
  const active = filters.status === 'pending' ? filters.payment : 'all';
  const choose = (payment: TransferPaymentFilter) =>
    onFiltersChange(active === payment ? { ...filters, status: 'all', payment: 'all' } : { ...filters, status: 'pending', payment });

  return (
    <section aria-label={payoutTexts.queuesLabel} className="space-y-2">
      <div className="grid grid-cols-2 gap-3 sm:flex">
        {QUEUES.map(({ payment, label, icon: Icon, count }) => (
          <button
            key={payment}
            type="button"
            aria-pressed={active === payment}
            onClick={() => choose(payment)}
            className={cn(
              'flex min-h-tap items-center gap-2 rounded-lg border px-3 py-2 text-left text-sm font-semibold shadow-card transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              active === payment ? 'border-primary bg-primary text-primary-fg' : 'border-border bg-surface text-fg hover:bg-surface-muted',
            )}
          >
            <Icon aria-hidden className="size-4 shrink-0" />
            <span className="min-w-0 flex-1">{label()}</span>
            <span className="tabular text-base" aria-busy={queues === undefined || undefined}>
              {queues ? queues[count] : '–'}
            </span>
          </button>
        ))}
      </div>
      {queues && queues.onHold > 0 && (
        <p className="flex items-center gap-1.5 text-sm text-fg-muted">
          <ShieldAlert aria-hidden className="size-4 shrink-0 text-danger" />
          {payoutTexts.queueOnHold(queues.onHold)}
        </p>
      )}
    </section>
  );
}
