import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { adminUserListSchema } from '../../../../domain/schemas/admin';
import { fetchPage } from '../../lib/paged-list';
import { searchParam } from './search-param';

export const adminUsersQueryKey = ['/api/admin/users'] as const;
export const PEOPLE_PAGE_SIZE = 20;

/**
 * Everyone who signed up, newest first, or those the search (issue 34) finds by name or email; the
 * total is every user (or every match), not the loaded page.
 */
export function adminUsersQueryOptions(search = '') {
  const q = searchParam(search);
  return infiniteQueryOptions({
    queryKey: [...adminUsersQueryKey, { q }],
    queryFn: ({ pageParam, signal }) =>
      fetchPage('/api/admin/users', { q, limit: PEOPLE_PAGE_SIZE, cursor: pageParam }, adminUserListSchema, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useAdminUsers(search: string) {
  return useInfiniteQuery(adminUsersQueryOptions(search));
}
