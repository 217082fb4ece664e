import { TRANSFER_STATUSES } from '../../../domain/transfer-status';
import { adminTexts } from '../../../domain/messages';
import { AdminStatusBadge } from './AdminStatusBadge';
import { useTransferStats } from './api/get-transfer-stats';

/**
 * The five count cards: every transfer per status in the date range, counted by the server. Two a
 * row on a phone (the fifth, Cancelled, across the row), five in one row from 768 px.
 */
export function StatusCounts({ fromDate, toDate }: { fromDate: string; toDate: string }) {
  const stats = useTransferStats({ fromDate, toDate });
  return (
    <section aria-label={adminTexts.countsLabel} className="mb-6">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-5">
        {TRANSFER_STATUSES.map((status) => (
          <div
            key={status}
            className="flex min-w-0 flex-col gap-2 rounded-lg border border-border bg-surface p-4 shadow-card last:col-span-2 md:last:col-span-1"
          >
            <dt>
              <AdminStatusBadge status={status} />
            </dt>
            <dd className="text-3xl font-bold tabular" aria-busy={stats.isPending || undefined}>
              {stats.data ? stats.data[status] : '–'}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
