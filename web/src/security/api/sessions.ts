import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endedSessionsSchema, sessionListSchema } from '../../../../domain/schemas/security';
import { messageResponseSchema } from '../../../../domain/schemas/common';
import { endSession as forgetSignedInUser } from '../../auth/api/session';
import { apiJson } from '../../lib/api-client';

export const sessionsQueryKey = ['/api/auth/sessions'] as const;

/** The account's live sessions (GET /api/auth/sessions), the one in use marked `current`. */
export function useSessions() {
  return useQuery({ queryKey: sessionsQueryKey, queryFn: () => apiJson('GET', '/api/auth/sessions', sessionListSchema) });
}

/** Signs one session out; when it was this browser's own, this browser is signed out as well. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string; current: boolean }) =>
      apiJson('DELETE', `/api/auth/sessions/${encodeURIComponent(id)}`, messageResponseSchema),
    onSuccess: (_answer, { current }) => {
      if (current) forgetSignedInUser(queryClient);
      else void queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
    },
  });
}

/** "Sign out everywhere else": every session of the account but this one. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson('DELETE', '/api/auth/sessions?others=true', endedSessionsSchema),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
