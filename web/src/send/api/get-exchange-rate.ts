import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_CLIENT_RATE } from '../../../../domain/constants';
import { numberToDecimal } from '../../../../domain/money';
import { exchangeRateResponseSchema } from '../../../../domain/schemas/transfer';
import { getQueryFn } from '../../lib/api-client';

export const exchangeRateQueryKey = ['/api/exchange-rates'] as const;

/** The current CAD→INR rate (public). */
export function exchangeRateQueryOptions() {
  return queryOptions({ queryKey: exchangeRateQueryKey, queryFn: getQueryFn({ schema: exchangeRateResponseSchema }) });
}

export function useExchangeRate() {
  return useQuery(exchangeRateQueryOptions());
}

/**
 * The current rate as a decimal string; DEFAULT_CLIENT_RATE (63) until it has loaded
 * (docs/product.md § Money, rates and formatting).
 */
export function useCurrentRate(): string {
  const { data } = useExchangeRate();
  return numberToDecimal(data?.rate ?? DEFAULT_CLIENT_RATE);
}

/** The market rate the current rate was made from (issue 33), as a decimal string; null for a manual rate or until loaded. */
export function useMarketRate(): string | null {
  const { data } = useExchangeRate();
  return data?.midRate == null ? null : numberToDecimal(data.midRate);
}

/** The day an economy transfer paid today should arrive by (YYYY-MM-DD); undefined until loaded. */
export function useArrivalIfPaidToday(): string | undefined {
  const { data } = useExchangeRate();
  return data?.arrivalIfPaidToday;
}
