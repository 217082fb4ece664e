import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '../../../../domain/schemas/common';
import { passkeyListSchema, passkeySchema } from '../../../../domain/schemas/passkeys';
import { startSession } from '../../auth/api/session';
import { apiJson } from '../../lib/api-client';
import { useReauthentication } from '../reauthentication/use-reauthentication';
import { addPasskey, authenticateWithPasskey } from './webauthn';

export const passkeysQueryKey = ['/api/auth/passkeys'] as const;

/** GET /api/auth/passkeys: the account's passkeys. */
export function usePasskeys() {
  return useQuery({ queryKey: passkeysQueryKey, queryFn: () => apiJson('GET', '/api/auth/passkeys', passkeyListSchema) });
}

/**
 * Creates a passkey in the browser and registers it (this session then counts as second-factor
 * verified). The server may first ask the person to confirm it is them (issue 32).
 */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  const guard = useReauthentication();
  return useMutation({
    mutationFn: (name: string | undefined) => guard(() => addPasskey(name)),
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

/** Removes a passkey, once the person has confirmed it is them if the server asks (issue 32). */
export function useRemovePasskey() {
  const queryClient = useQueryClient();
  const guard = useReauthentication();
  return useMutation({
    mutationFn: (id: string) => guard(() => apiJson('DELETE', `/api/auth/passkeys/${encodeURIComponent(id)}`, messageResponseSchema)),
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
