import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { adminUserListSchema } from '../../../../domain/schemas/admin';
import { fetchPage } from '../../lib/paged-list';

export const adminUsersQueryKey = ['/api/admin/users'] as const;
export const PEOPLE_PAGE_SIZE = 20;

/** Everyone who signed up, newest first; the total is every user, not the loaded page. */
export function adminUsersQueryOptions() {
  return infiniteQueryOptions({
    queryKey: adminUsersQueryKey,
    queryFn: ({ pageParam, signal }) =>
      fetchPage('/api/admin/users', { limit: PEOPLE_PAGE_SIZE, cursor: pageParam }, adminUserListSchema, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useAdminUsers() {
  return useInfiniteQuery(adminUsersQueryOptions());
}
