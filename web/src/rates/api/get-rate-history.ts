import { useQuery } from '@tanstack/react-query';
import { RATE_HISTORY_DEFAULT_DAYS, rateHistorySchema } from '../../../../domain/schemas/rate-history';
import { getQueryFn } from '../../lib/api-client';

/** The send screen's window: the last RATE_HISTORY_DEFAULT_DAYS (90) business days. */
export const rateHistoryQueryKey = [`/api/exchange-rates/history?days=${RATE_HISTORY_DEFAULT_DAYS}`] as const;

/** The CAD→INR rate at the end of each day (public; GET /api/exchange-rates/history). */
export function useRateHistory() {
  return useQuery({ queryKey: rateHistoryQueryKey, queryFn: getQueryFn({ schema: rateHistorySchema }) });
}
