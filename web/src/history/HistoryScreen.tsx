import { Receipt, SearchX } from 'lucide-react';
import { useState } from 'react';
import { HISTORY_PLACEHOLDER_CARDS } from '../../../domain/constants';
import { screenTexts, texts } from '../../../domain/messages';
import { EmptyState } from '../components/empty-state';
import { LoadError } from '../components/load-error';
import { ScreenHeader } from '../components/screen-header';
import { useTransfers } from './api/get-transfers';
import { filterTransfers, type StatusFilter } from './filter-transfers';
import { HistoryFilters } from './HistoryFilters';
import { HistorySummary } from './HistorySummary';
import { TransferCard } from './TransferCard';

/**
 * Transfer history (/history): summary, search and status filter, and the transfers
 * (docs/product.md § Transfer history).
 */
export function HistoryScreen() {
  const transfers = useTransfers();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');

  return (
    <>
      <ScreenHeader title={texts.historyTitle} />
      {transfers.isPending ? (
        <HistoryPlaceholders />
      ) : transfers.isError ? (
        <LoadError message={screenTexts.transfersLoadFailed} retrying={transfers.isFetching} onRetry={() => void transfers.refetch()} />
      ) : (
        <div className="space-y-5">
          <HistorySummary transfers={transfers.data} />
          <HistoryFilters search={search} onSearchChange={setSearch} status={status} onStatusChange={setStatus} />
          <TransferList all={transfers.data.length} shown={filterTransfers(transfers.data, search, status)} filtered={search.trim() !== '' || status !== 'all'} />
        </div>
      )}
    </>
  );
}

function TransferList({ all, shown, filtered }: { all: number; shown: ReturnType<typeof filterTransfers>; filtered: boolean }) {
  if (shown.length === 0) {
    return filtered && all > 0 ? (
      <EmptyState icon={SearchX} title={screenTexts.noTransfersMatch} hint={screenTexts.noTransfersMatchHint} />
    ) : (
      <EmptyState icon={Receipt} title={screenTexts.noTransfers} hint={screenTexts.noTransfersHint} />
    );
  }
  return (
    <>
      {filtered && (
        <p role="status" className="text-sm text-fg-muted">
          {screenTexts.transfersShown(shown.length, all)}
        </p>
      )}
      <ul className="space-y-3">
        {shown.map((transfer) => (
          <li key={transfer.id}>
            <TransferCard transfer={transfer} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** docs/product.md § Transfer history: three placeholder cards while the transfers load. */
function HistoryPlaceholders() {
  return (
    <div role="status" aria-busy="true" className="space-y-3">
      <span className="sr-only">{screenTexts.loadingTransfers}</span>
      {Array.from({ length: HISTORY_PLACEHOLDER_CARDS }, (_, index) => (
        <div
          key={index}
          data-testid="transfer-placeholder"
          aria-hidden
          className="space-y-3 rounded-lg border border-border bg-surface p-4 shadow-card motion-safe:animate-pulse-soft"
        >
          <div className="flex justify-between">
            <div className="h-5 w-32 rounded bg-surface-muted" />
            <div className="h-5 w-20 rounded-full bg-surface-muted" />
          </div>
          <div className="h-14 rounded-md bg-surface-muted" />
          <div className="h-4 w-3/4 rounded bg-surface-muted" />
        </div>
      ))}
    </div>
  );
}
