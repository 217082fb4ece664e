import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentInstructionsSchema } from '../../../../domain/schemas/transfer';
import { getQueryFn } from '../../lib/api-client';

export const paymentInstructionsQueryKey = ['/api/payment-instructions'] as const;

/** Where and how to send the Interac e-Transfer: the company's payment email, security question and answer. */
export function paymentInstructionsQueryOptions() {
  return queryOptions({
    queryKey: paymentInstructionsQueryKey,
    queryFn: getQueryFn({ schema: paymentInstructionsSchema }),
  });
}

export function usePaymentInstructions() {
  return useQuery(paymentInstructionsQueryOptions());
}
