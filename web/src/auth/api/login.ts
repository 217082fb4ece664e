import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest } from '../../../../domain/schemas/auth';
import type { LoginResponse } from '../../../../domain/schemas/second-factor';
import { apiRequest, readJson } from '../../lib/api-client';
import { startSession } from './session';

/** The login answer's schema (the user, or a request for a second factor), with the auth schemas' chunk. */
const loginSchemas = () => import('../../../../domain/schemas/second-factor');

export async function login(data: LoginRequest): Promise<LoginResponse> {
  const [{ loginResponseSchema }, response] = await Promise.all([loginSchemas(), apiRequest('POST', '/api/auth/login', data)]);
  return readJson(response, loginResponseSchema);
}

/** Signed in, unless the account has a second factor: then the form asks for a code first. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => {
      if (!('secondFactorRequired' in answer)) startSession(queryClient, answer);
    },
  });
}
