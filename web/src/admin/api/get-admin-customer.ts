import { useQuery } from '@tanstack/react-query';
import { adminCustomerSchema } from '../../../../domain/schemas/admin-customer';
import { getQueryFn } from '../../lib/api-client';

/**
 * One customer as a support call needs them (GET /api/admin/users/:id, issue 34), fetched when the
 * operator opens the drawer, and afresh at every opening: a call is about now.
 */
export function useAdminCustomer(userId: number) {
  return useQuery({
    queryKey: ['/api/admin/users', userId],
    queryFn: getQueryFn({ schema: adminCustomerSchema }),
    refetchOnMount: 'always',
  });
}
