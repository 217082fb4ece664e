import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../../domain/schemas/auth';
import { profileResponseSchema, type UpdateProfileRequest } from '../../../../domain/schemas/profile';
import { meQueryKey } from '../../auth/api/get-me';
import { apiJson } from '../../lib/api-client';

export function updateProfile(data: UpdateProfileRequest) {
  return apiJson('PATCH', '/api/profile', profileResponseSchema, data);
}

/** Saves full name, phone and address; the signed-in user shows the new values at once, then is refetched. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData<User | null>(meQueryKey, (user) => (user ? { ...user, ...profile } : user));
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
