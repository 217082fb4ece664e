import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ADMIN_TRANSFERS_PAGE_SIZE, adminTransferListSchema } from '../../../../domain/schemas/admin';
import type { TransferStatus } from '../../../../domain/transfer-status';
import { fetchPage } from '../../lib/paged-list';

/** What the operator filters the transfers by; dates are YYYY-MM-DD ('' = not set). */
export interface TransferFilters {
  status: TransferStatus | 'all';
  fromDate: string;
  toDate: string;
}

/** The part of the filters the list, the counts and the export share as query parameters. */
export function filterParams({ status, fromDate, toDate }: TransferFilters) {
  return { status: status === 'all' ? undefined : status, fromDate, toDate };
}

export const adminTransfersQueryKey = ['/api/admin/transfers'] as const;

/**
 * Every customer's transfers, newest first, filtered and paged on the server
 * (docs/api.md § Admin: transfers).
 */
export function adminTransfersQueryOptions(filters: TransferFilters) {
  return infiniteQueryOptions({
    queryKey: [...adminTransfersQueryKey, filters],
    queryFn: ({ pageParam, signal }) =>
      fetchPage(
        '/api/admin/transfers',
        { ...filterParams(filters), limit: ADMIN_TRANSFERS_PAGE_SIZE, cursor: pageParam },
        adminTransferListSchema,
        signal,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useAdminTransfers(filters: TransferFilters) {
  return useInfiniteQuery(adminTransfersQueryOptions(filters));
}
