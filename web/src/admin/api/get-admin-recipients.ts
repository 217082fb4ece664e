import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { adminRecipientListSchema } from '../../../../domain/schemas/admin';
import { PEOPLE_PAGE_SIZE } from './get-admin-users';
import { fetchPage } from '../../lib/paged-list';
import { searchParam } from './search-param';

export const adminRecipientsQueryKey = ['/api/admin/recipients'] as const;

/**
 * Every customer's saved recipients, newest first, with who added them; or those the search (issue
 * 34) finds by name or by the account's last digits.
 */
export function adminRecipientsQueryOptions(search = '') {
  const q = searchParam(search);
  return infiniteQueryOptions({
    queryKey: [...adminRecipientsQueryKey, { q }],
    queryFn: ({ pageParam, signal }) =>
      fetchPage('/api/admin/recipients', { q, limit: PEOPLE_PAGE_SIZE, cursor: pageParam }, adminRecipientListSchema, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useAdminRecipients(search: string) {
  return useInfiniteQuery(adminRecipientsQueryOptions(search));
}
