import { TRANSFER_STATUSES } from '../../../domain/transfer-status';
import { adminTexts } from '../../../domain/messages';
import { AdminStatusBadge } from './AdminStatusBadge';
import { useTransferStats } from './api/get-transfer-stats';

/** The four count cards: every transfer per status in the date range, counted by the server. */
export function StatusCounts({ fromDate, toDate }: { fromDate: string; toDate: string }) {
  const stats = useTransferStats({ fromDate, toDate });
  return (
    <section aria-label={adminTexts.countsLabel} className="mb-6">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {TRANSFER_STATUSES.map((status) => (
          <div key={status} className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4 shadow-card">
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
