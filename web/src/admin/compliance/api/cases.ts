import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGE_MAX } from '../../../../../domain/schemas/paging';
import { complianceCaseListSchema, type CaseKind, type ClosingOutcome } from '../../../../../domain/schemas/compliance';
import { apiSend } from '../../../lib/api-client';
import { fetchPage } from '../../../lib/paged-list';
import { adminTransfersQueryKey } from '../../api/get-admin-transfers';

export interface CaseFilters {
  status: 'open' | 'closed' | 'all';
  kind: CaseKind | 'all';
}

export const casesQueryKey = ['/api/admin/compliance/cases'] as const;
const CASES_PAGE_SIZE = 20;

export function useCases(filters: CaseFilters) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...casesQueryKey, 'list', filters],
      queryFn: ({ pageParam, signal }) =>
        fetchPage(
          '/api/admin/compliance/cases',
          { status: filters.status, kind: filters.kind === 'all' ? undefined : filters.kind, limit: CASES_PAGE_SIZE, cursor: pageParam },
          complianceCaseListSchema,
          signal,
        ),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor,
    }),
  );
}

/**
 * Every open case at once (they are few: each is work to do): the tab's badge counts them, and the
 * transfer list reads which transfers they hold.
 */
export function useOpenCases() {
  return useQuery(
    queryOptions({
      queryKey: [...casesQueryKey, 'open'],
      queryFn: ({ signal }) => fetchPage('/api/admin/compliance/cases', { status: 'open', limit: PAGE_MAX }, complianceCaseListSchema, signal),
    }),
  );
}

/** The cases whose party's transfers are frozen (closed as listed_property, no authorities' decision yet): the desk marks them. */
export function useFrozenCases() {
  return useQuery(
    queryOptions({
      queryKey: [...casesQueryKey, 'frozen'],
      queryFn: ({ signal }) => fetchPage('/api/admin/compliance/cases', { frozen: 'true', limit: PAGE_MAX }, complianceCaseListSchema, signal),
    }),
  );
}

export interface CaseClosing {
  id: number;
  outcome: ClosingOutcome;
  reference?: string | undefined;
  note: string;
}

const closeKey = ['close-case'] as const;

// The mutations' answers (the case) are not read: the lists are refetched instead.

/** Closes a case, then refetches the cases and the transfers (closing one lifts a hold). */
export function useCloseCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: closeKey,
    mutationFn: ({ id, outcome, reference, note }: CaseClosing) =>
      apiSend('POST', `/api/admin/compliance/cases/${id}/close`, { outcome, reference: reference || undefined, note }),
    onSettled: () =>
      Promise.all([casesQueryKey, adminTransfersQueryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export function useCaseClosing(): boolean {
  return useIsMutating({ mutationKey: closeKey }) > 0;
}

const flagKey = ['flag-transfer'] as const;

/** Flags a transfer as suspicious: a case of kind "str" opens and the transfer is on hold. */
export function useFlagTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: flagKey,
    mutationFn: ({ transferId, narrative }: { transferId: number; narrative: string }) =>
      apiSend('POST', '/api/admin/compliance/cases', { transferId, narrative }),
    onSettled: () =>
      Promise.all([casesQueryKey, adminTransfersQueryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export function useFlagging(): boolean {
  return useIsMutating({ mutationKey: flagKey }) > 0;
}
