import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { adminRecipientListSchema } from '../../../../domain/schemas/admin';
import { PEOPLE_PAGE_SIZE } from './get-admin-users';
import { fetchPage } from '../../lib/paged-list';

export const adminRecipientsQueryKey = ['/api/admin/recipients'] as const;

/** Every customer's saved recipients, newest first, with who added them. */
export function adminRecipientsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: adminRecipientsQueryKey,
    queryFn: ({ pageParam, signal }) =>
      fetchPage('/api/admin/recipients', { limit: PEOPLE_PAGE_SIZE, cursor: pageParam }, adminRecipientListSchema, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useAdminRecipients() {
  return useInfiniteQuery(adminRecipientsQueryOptions());
}
