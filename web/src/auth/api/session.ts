import type { QueryClient } from '@tanstack/react-query';
import type { User } from '../../../../domain/schemas/auth';
import { forgetBrowserData } from '../../pwa/forget-browser-data';
import { meQueryKey } from './get-me';

/** Signed in: the user becomes the session, with no stale data of anyone else around. */
export function startSession(queryClient: QueryClient, user: User): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
  queryClient.setQueryData<User | null>(meQueryKey, user);
}

/**
 * Signed out: every cached answer of the previous user is dropped, and so is anything else of theirs
 * the browser kept; the session is null.
 */
export function endSession(queryClient: QueryClient): void {
  void forgetBrowserData();
  void queryClient.cancelQueries();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
  queryClient.setQueryData<User | null>(meQueryKey, null);
}
