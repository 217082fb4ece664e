import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { MOVING_PAYOUT_REFETCH_MS } from '../../../../domain/constants';
import { LIVE_PAYOUT_STATES } from '../../../../domain/payout-states';
import { ADMIN_TRANSFERS_PAGE_SIZE, adminTransferListSchema, type AdminTransfer } from '../../../../domain/schemas/admin';
import type { TransferPaymentFilter } from '../../../../domain/schemas/admin';
import type { TransferStatus } from '../../../../domain/transfer-status';
import { fetchPage } from '../../lib/paged-list';
import { searchParam } from './search-param';

/** What the operator filters the transfers by; dates are YYYY-MM-DD ('' = not set). */
export interface TransferFilters {
  status: TransferStatus | 'all';
  fromDate: string;
  toDate: string;
  /** The pending queues (issue 33): set only with status 'pending', by the queue buttons. */
  payment: TransferPaymentFilter | 'all';
  /** The search box as typed (issue 34); sent once it holds ADMIN_SEARCH_MIN characters. */
  q: string;
}

export const NO_TRANSFER_FILTERS: TransferFilters = { status: 'all', fromDate: '', toDate: '', payment: 'all', q: '' };

/** The part of the filters the list, the counts and the export share as query parameters. */
export function filterParams({ status, fromDate, toDate, payment, q }: TransferFilters) {
  return { status: status === 'all' ? undefined : status, fromDate, toDate, payment: payment === 'all' ? undefined : payment, q: searchParam(q) };
}

/** A payout the job still moves on its own: not one waiting for an operator (review) nor finished. */
const MOVING = new Set<string>(LIVE_PAYOUT_STATES.filter((state) => state !== 'review'));

function hasMovingPayout(data: InfiniteData<{ rows: AdminTransfer[] }> | undefined): boolean {
  return data?.pages.some((page) => page.rows.some((row) => row.status === 'approved' && row.payoutState && MOVING.has(row.payoutState))) ?? false;
}

export const adminTransfersQueryKey = ['/api/admin/transfers'] as const;

/**
 * Every customer's transfers, newest first, filtered and paged on the server
 * (docs/api.md § Admin: transfers).
 */
export function adminTransfersQueryOptions(filters: TransferFilters) {
  return infiniteQueryOptions({
    // Keyed by what is sent: a search still too short to send asks nothing new.
    queryKey: [...adminTransfersQueryKey, filterParams(filters)],
    queryFn: ({ pageParam, signal }) =>
      fetchPage(
        '/api/admin/transfers',
        { ...filterParams(filters), limit: ADMIN_TRANSFERS_PAGE_SIZE, cursor: pageParam },
        adminTransferListSchema,
        signal,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
    // A payout the job is still moving (no operator needed): its row follows it without a reload.
    refetchInterval: (query) => (hasMovingPayout(query.state.data) ? MOVING_PAYOUT_REFETCH_MS : false),
  });
}

export function useAdminTransfers(filters: TransferFilters) {
  return useInfiniteQuery(adminTransfersQueryOptions(filters));
}
