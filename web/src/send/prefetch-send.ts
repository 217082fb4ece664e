import type { QueryClient } from '@tanstack/react-query';
import { limitsQueryOptions } from '../compliance/api/get-limits';
import { recipientsQueryOptions } from '../recipients/api/get-recipients';
import { exchangeRateQueryOptions } from './api/get-exchange-rate';

/** Starts fetching what the send screen's first step shows: the rate, the saved recipients and the customer's limits. */
export function prefetchSendScreen(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(exchangeRateQueryOptions());
  void queryClient.prefetchQuery(recipientsQueryOptions());
  void queryClient.prefetchQuery(limitsQueryOptions());
}
