import { Receipt } from 'lucide-react';
import { ADMIN_SEARCH_DELAY_MS } from '../../../domain/constants';
import { adminTexts } from '../../../domain/messages';
import { EmptyState } from '../components/empty-state';
import { LoadError } from '../components/load-error';
import { serverMessageOf } from '../lib/api-client';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { DESKTOP_QUERY, useMediaQuery } from '../lib/use-media-query';
import { useAdminTransfers, type TransferFilters } from './api/get-admin-transfers';
import { LoadMoreButton } from '../components/load-more-button';
import { PaymentReviews } from './PaymentReviews';
import { PendingQueues } from './payouts/PendingQueues';
import { ReconciliationCard } from './payouts/ReconciliationCard';
import { TransferCards } from './TransferCards';
import { TransferFilterBar } from './TransferFilterBar';
import { TransferTable } from './TransferTable';

interface TransfersTabProps {
  filters: TransferFilters;
  onFiltersChange: (filters: TransferFilters) => void;
}

/**
 * Payments to review, the pending queues, filters, "Showing N transfers", then a table (desktop) or
 * cards (phone), a page at a time; the daily reconciliation last.
 */
export function TransfersTab({ filters, onFiltersChange }: TransfersTabProps) {
  // The search asks the server once typing pauses; emptying the box shows everything at once.
  const q = useDebouncedValue(filters.q, filters.q.trim() === '' ? 0 : ADMIN_SEARCH_DELAY_MS);
  const transfers = useAdminTransfers({ ...filters, q });
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const rows = transfers.data?.pages.flatMap((page) => page.rows) ?? [];
  const total = transfers.data?.pages[0]?.total ?? 0;

  return (
    <div className="space-y-4">
      <PaymentReviews />
      <PendingQueues filters={filters} onFiltersChange={onFiltersChange} />
      <TransferFilterBar filters={filters} onChange={onFiltersChange} />
      {transfers.isPending ? (
        <p role="status" className="py-10 text-center text-fg-muted">
          {adminTexts.loadingTransfers}
        </p>
      ) : transfers.isError ? (
        <LoadError
          message={[adminTexts.fetchTransfersFailed, serverMessageOf(transfers.error)].filter(Boolean).join(': ')}
          retrying={transfers.isFetching}
          onRetry={() => void transfers.refetch()}
        />
      ) : (
        <>
          <p role="status" className="text-sm font-medium text-fg-muted">
            {adminTexts.showing(total)}
          </p>
          {rows.length === 0 ? (
            <EmptyState icon={Receipt} title={adminTexts.noTransfers} hint={adminTexts.noTransfersHint} />
          ) : desktop ? (
            <TransferTable transfers={rows} />
          ) : (
            <TransferCards transfers={rows} />
          )}
          <LoadMoreButton query={transfers} />
        </>
      )}
      <ReconciliationCard />
    </div>
  );
}
