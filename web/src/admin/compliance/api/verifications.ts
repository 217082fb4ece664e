import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminVerificationListSchema } from '../../../../../domain/schemas/compliance';
import { apiSend } from '../../../lib/api-client';
import { fetchPage } from '../../../lib/paged-list';

export type VerificationFilter = 'pending' | 'approved' | 'rejected' | 'all';

export const verificationsQueryKey = ['/api/admin/verifications'] as const;
const VERIFICATIONS_PAGE_SIZE = 20;

/** The queue, newest first, a page at a time (X-Next-Cursor, X-Total-Count). */
export function useVerifications(status: VerificationFilter) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...verificationsQueryKey, 'list', status],
      queryFn: ({ pageParam, signal }) =>
        fetchPage('/api/admin/verifications', { status, limit: VERIFICATIONS_PAGE_SIZE, cursor: pageParam }, adminVerificationListSchema, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor,
    }),
  );
}

/** How many wait for a decision (the tab's badge): one row asked for, the count read from X-Total-Count. */
export function usePendingVerificationCount() {
  return useQuery(
    queryOptions({
      queryKey: [...verificationsQueryKey, 'pending-count'],
      queryFn: ({ signal }) => fetchPage('/api/admin/verifications', { status: 'pending', limit: 1 }, adminVerificationListSchema, signal),
      select: (page) => page.total,
    }),
  );
}

/** The photo of the ID, served inline to operators only. */
export function verificationDocumentUrl(id: number): string {
  return `/api/admin/verifications/${id}/document`;
}

export interface VerificationDecision {
  id: number;
  decision: 'approved' | 'rejected';
  reason?: string | undefined;
}

const mutationKey = ['decide-verification'] as const;

/** Approves or rejects, then refetches the queue and the badge (after a 409 too: someone decided first); the answer is not read. */
export function useDecideVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: ({ id, decision, reason }: VerificationDecision) =>
      apiSend('POST', `/api/admin/verifications/${id}/decision`, { decision, reason: reason || undefined }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: verificationsQueryKey }),
  });
}

export function useVerificationDecisionRunning(): boolean {
  return useIsMutating({ mutationKey }) > 0;
}
