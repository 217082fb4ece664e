import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest, User } from '../../../../domain/schemas/auth';
import { apiRequest, readJson } from '../../lib/api-client';
import { authSchemas } from './schemas';
import { startSession } from './session';

export async function login(data: LoginRequest): Promise<User> {
  const [{ userSchema }, response] = await Promise.all([authSchemas(), apiRequest('POST', '/api/auth/login', data)]);
  return readJson(response, userSchema);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => startSession(queryClient, user),
  });
}
