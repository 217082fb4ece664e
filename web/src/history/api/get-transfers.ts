import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { HISTORY_PAGE_SIZE, transferListSchema } from '../../../../domain/schemas/transfer';
import type { TransferStatus } from '../../../../domain/transfer-status';
import { fetchPage } from '../../lib/paged-list';

export type StatusFilter = TransferStatus | 'all';

/** What the customer narrows the history to: a search ('' = none) and a status. */
export interface HistoryFilters {
  search: string;
  status: StatusFilter;
}

/** Every read of the history starts with this key: the pages of each filter, and the summary. */
export const transfersQueryKey = ['/api/transfers'] as const;

/**
 * The customer's transfers, newest first, filtered and paged by the server (docs/api.md §
 * Transfers), a page of HISTORY_PAGE_SIZE at a time; the recipient account arrives masked.
 */
export function transfersQueryOptions({ search, status }: HistoryFilters) {
  return infiniteQueryOptions({
    queryKey: [...transfersQueryKey, { search, status }],
    queryFn: ({ pageParam, signal }) =>
      fetchPage(
        '/api/transfers',
        { search, status: status === 'all' ? undefined : status, limit: HISTORY_PAGE_SIZE, cursor: pageParam },
        transferListSchema,
        signal,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
    // A new search or status keeps the list on screen until its first page arrives.
    placeholderData: keepPreviousData,
  });
}

export function useTransfers(filters: HistoryFilters) {
  return useInfiniteQuery(transfersQueryOptions(filters));
}
