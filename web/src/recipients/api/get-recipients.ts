import { queryOptions, useQuery } from '@tanstack/react-query';
import { recipientListSchema } from '../../../../domain/schemas/recipient';
import { getQueryFn } from '../../lib/api-client';

export const recipientsQueryKey = ['/api/recipients'] as const;

/** The signed-in customer's saved recipients, newest first. */
export function recipientsQueryOptions() {
  return queryOptions({ queryKey: recipientsQueryKey, queryFn: getQueryFn({ schema: recipientListSchema }) });
}

export function useRecipients() {
  return useQuery(recipientsQueryOptions());
}
