import { useQuery } from '@tanstack/react-query';
import { resetFactorsSchema } from '../../../../domain/schemas/security';
import { apiJson } from '../../lib/api-client';

/**
 * POST /api/auth/reset-password/factors (issue 32): the passkeys of the link's account and whether
 * its authenticator app is on, so the reset page can offer to remove them. A POST, so the link's
 * token never sits in a URL; it changes nothing. Asked once: a refused link is said by the reset itself.
 */
export function useResetFactors(token: string) {
  return useQuery({
    queryKey: ['/api/auth/reset-password/factors', token],
    queryFn: () => apiJson('POST', '/api/auth/reset-password/factors', resetFactorsSchema, { token }),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
}
