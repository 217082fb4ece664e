import { useState } from 'react';
import { HISTORY_PLACEHOLDER_CARDS, HISTORY_SEARCH_DELAY_MS } from '../../../domain/constants';
import { screenTexts } from '../../../domain/messages';
import { LoadError } from '../components/load-error';
import { ScreenHeader } from '../components/screen-header';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { useTransferSummary } from './api/get-transfer-summary';
import { useTransfers, type StatusFilter } from './api/get-transfers';
import { HistoryFilters } from './HistoryFilters';
import { HistoryList } from './HistoryList';
import { HistorySummary } from './HistorySummary';

/**
 * Transfer history (/history): the summary of every transfer, search and status filter, and the
 * transfers a page at a time — all from the server (docs/product.md § Transfer history).
 */
export function HistoryScreen() {
  const summary = useTransferSummary();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  // Typing waits for a pause; emptying the box shows everything at once (a late clear would
  // otherwise reset a list the customer has since filtered or paged).
  const typed = search.trim();
  const filters = { search: useDebouncedValue(typed, typed === '' ? 0 : HISTORY_SEARCH_DELAY_MS), status };
  const transfers = useTransfers(filters);
  const retry = () => void Promise.all([summary.refetch(), transfers.refetch()]);

  let body;
  if (summary.isPending || transfers.isPending) body = <HistoryPlaceholders />;
  else if (summary.isError) body = <LoadError message={screenTexts.transfersLoadFailed} retrying={summary.isFetching} onRetry={retry} />;
  else {
    body = (
      <div className="space-y-5">
        <HistorySummary totals={summary.data} />
        <HistoryFilters search={search} onSearchChange={setSearch} status={status} onStatusChange={setStatus} />
        {/* A failed page keeps the filters on screen, so a search can be changed or retried. */}
        {transfers.isError && !transfers.isFetchNextPageError ? (
          <LoadError message={screenTexts.transfersLoadFailed} retrying={transfers.isFetching} onRetry={retry} />
        ) : (
          <HistoryList
            transfers={transfers.data?.pages.flatMap((page) => page.rows) ?? []}
            matching={transfers.data?.pages[0]?.total ?? 0}
            all={summary.data.total}
            filtered={filters.search !== '' || status !== 'all'}
            updating={transfers.isPlaceholderData}
            pages={transfers}
          />
        )}
      </div>
    );
  }

  return (
    <>
      <ScreenHeader title={screenTexts.historyTitle} />
      {body}
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
