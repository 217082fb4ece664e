import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SecondFactorCodeRequest } from '../../../../domain/schemas/second-factor';
import type { User } from '../../../../domain/schemas/auth';
import { apiRequest, readJson } from '../../lib/api-client';
import { authSchemas } from './schemas';
import { startSession } from './session';

/** POST /api/auth/second-factor: finishes a two-step sign-in (or steps up a session) with a code. */
export async function submitSecondFactor(data: SecondFactorCodeRequest): Promise<User> {
  const [{ userSchema }, response] = await Promise.all([authSchemas(), apiRequest('POST', '/api/auth/second-factor', data)]);
  return readJson(response, userSchema);
}

export function useSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitSecondFactor,
    onSuccess: (user) => startSession(queryClient, user),
  });
}
