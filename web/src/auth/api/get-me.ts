import { queryOptions, useQuery, type QueryFunction } from '@tanstack/react-query';
import type { User } from '../../../../domain/schemas/auth';
import { getQueryFn } from '../../lib/api-client';
import { authSchemas } from './schemas';

export const meQueryKey = ['/api/auth/me'] as const;

const fetchMe = getQueryFn({ on401: 'returnNull' });

/**
 * The signed-in user, or null when there is no session (a 401). Other failures are errors. The
 * schemas (and zod) are only fetched when there is a user to check, so a signed-out visitor gets
 * the sign-in screen without waiting for them.
 */
export const getMe: QueryFunction<User | null> = async (context) => {
  const json = await fetchMe(context);
  if (json === null) return null;
  const { userSchema } = await authSchemas();
  return userSchema.parse(json);
};

export function meQueryOptions() {
  // A failed check means signed out; it is not repeated just because the sign-in screen mounts.
  return queryOptions<User | null>({ queryKey: meQueryKey, queryFn: getMe, retryOnMount: false });
}

export function useMe() {
  return useQuery(meQueryOptions());
}
