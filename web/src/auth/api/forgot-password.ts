import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordRequest } from '../../../../domain/schemas/auth';
import { messageResponseSchema } from '../../../../domain/schemas/common';
import { apiJson } from '../../lib/api-client';

export function forgotPassword(data: ForgotPasswordRequest) {
  return apiJson('POST', '/api/auth/forgot-password', messageResponseSchema, data);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
