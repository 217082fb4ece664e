import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignupRequest, User } from '../../../../domain/schemas/auth';
import { apiRequest, readJson } from '../../lib/api-client';
import { authSchemas } from './schemas';
import { startSession } from './session';

export async function signup(data: SignupRequest): Promise<User> {
  const [{ userSchema }, response] = await Promise.all([authSchemas(), apiRequest('POST', '/api/auth/signup', data)]);
  return readJson(response, userSchema);
}

export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signup,
    onSuccess: (user) => startSession(queryClient, user),
  });
}
