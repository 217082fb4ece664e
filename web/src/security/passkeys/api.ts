import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '../../../../domain/schemas/common';
import { passkeyListSchema, passkeySchema } from '../../../../domain/schemas/passkeys';
import { startSession } from '../../auth/api/session';
import { apiJson } from '../../lib/api-client';
import { addPasskey, authenticateWithPasskey } from './webauthn';

export const passkeysQueryKey = ['/api/auth/passkeys'] as const;

/** GET /api/auth/passkeys: the account's passkeys. */
export function usePasskeys() {
  return useQuery({ queryKey: passkeysQueryKey, queryFn: () => apiJson('GET', '/api/auth/passkeys', passkeyListSchema) });
}

/** Creates a passkey in the browser and registers it (this session then counts as second-factor verified). */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string | undefined) => addPasskey(name),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: passkeysQueryKey }),
  });
}

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => apiJson('PATCH', `/api/auth/passkeys/${encodeURIComponent(id)}`, passkeySchema, { name }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: passkeysQueryKey }),
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson('DELETE', `/api/auth/passkeys/${encodeURIComponent(id)}`, messageResponseSchema),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: passkeysQueryKey }),
  });
}

/** Signs in (or finishes a waiting sign-in, or steps up) with a passkey; the answer is the user. */
export function usePasskeySignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (options: { autofill?: boolean }) => authenticateWithPasskey(options),
    onSuccess: (user) => startSession(queryClient, user),
  });
}
