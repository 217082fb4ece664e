import type { QueryClient } from '@tanstack/react-query';
import { limitsQueryOptions } from '../compliance/api/get-limits';
import { recipientsQueryOptions } from '../recipients/api/get-recipients';
import { exchangeRateQueryOptions } from './api/get-exchange-rate';

/** Fetches what the send screen's first step shows: the rate, the saved recipients and the customer's limits (never fails: the screen reports). */
export async function prefetchSendScreen(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(exchangeRateQueryOptions()),
    queryClient.prefetchQuery(recipientsQueryOptions()),
    queryClient.prefetchQuery(limitsQueryOptions()),
  ]);
}
