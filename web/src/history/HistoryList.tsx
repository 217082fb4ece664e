import { Receipt, SearchX } from 'lucide-react';
import { screenTexts } from '../../../domain/messages';
import type { Transfer } from '../../../domain/schemas/transfer';
import { EmptyState } from '../components/empty-state';
import { LoadMoreButton } from '../components/load-more-button';
import { cn } from '../lib/cn';
import { TransferCard } from './TransferCard';

interface HistoryListProps {
  /** The pages loaded so far. */
  transfers: readonly Transfer[];
  /** How many transfers match the filters on the server (X-Total-Count), loaded or not. */
  matching: number;
  /** How many transfers the customer has in all (the summary). */
  all: number;
  filtered: boolean;
  /** The answer for new filters is on its way: the list shown is the previous one. */
  updating: boolean;
  pages: { hasNextPage: boolean; isFetchingNextPage: boolean; isFetchNextPageError: boolean; fetchNextPage: () => Promise<unknown> };
}

/** The loaded transfers, newest first, and "Load more" while the server has more. */
export function HistoryList({ transfers, matching, all, filtered, updating, pages }: HistoryListProps) {
  if (transfers.length === 0) {
    return filtered && all > 0 ? (
      <EmptyState icon={SearchX} title={screenTexts.noTransfersMatch} hint={screenTexts.noTransfersMatchHint} />
    ) : (
      <EmptyState icon={Receipt} title={screenTexts.noTransfers} hint={screenTexts.noTransfersHint} />
    );
  }
  return (
    <div aria-busy={updating} className={cn('space-y-3 transition-opacity', updating && 'opacity-60')}>
      {filtered && (
        <p role="status" className="text-sm text-fg-muted">
          {screenTexts.transfersShown(matching, all)}
        </p>
      )}
      <ul className="space-y-3">
        {transfers.map((transfer) => (
          <li key={transfer.id}>
            <TransferCard transfer={transfer} />
          </li>
        ))}
      </ul>
      {pages.isFetchNextPageError && (
        <p role="alert" className="text-center text-sm font-medium text-danger">
          {screenTexts.transfersLoadFailed}
        </p>
      )}
      {/* The next page of the list on screen, not of the one on its way. */}
      {!updating && <LoadMoreButton query={pages} />}
    </div>
  );
}
