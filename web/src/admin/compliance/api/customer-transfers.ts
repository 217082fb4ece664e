import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminTransferListSchema } from '../../../../../domain/schemas/admin';
import { fetchPage } from '../../../lib/paged-list';
import { adminTransfersQueryKey } from '../../api/get-admin-transfers';

const CUSTOMER_TRANSFERS_SHOWN = 100;

/**
 * A customer's latest transfers (search by their email), so a case can name its transfers by
 * reference and amount rather than by internal id. One request per customer, shared by their cases.
 */
export function useCustomerTransfers(email: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [...adminTransfersQueryKey, 'customer', email],
      queryFn: ({ signal }) =>
        fetchPage('/api/admin/transfers', { search: email, limit: CUSTOMER_TRANSFERS_SHOWN }, adminTransferListSchema, signal),
      enabled,
    }),
  );
}
