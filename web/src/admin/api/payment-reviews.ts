import { useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '../../../../domain/schemas/common';
import { acceptPaymentResponseSchema, paymentReviewListSchema } from '../../../../domain/schemas/payment-review';
import { apiJson } from '../../lib/api-client';
import { adminTransfersQueryKey } from './get-admin-transfers';
import { monitoringStatusQueryKey } from './get-monitoring-status';
import { fetchPage } from '../../lib/paged-list';
import { pendingQueuesQueryKey } from '../payouts/api/pending-queues';

export const paymentReviewsQueryKey = ['/api/admin/payment-reviews'] as const;
/** Reviews are few (each is an exception): the desk shows the oldest page's worth at once. */
const REVIEWS_SHOWN = 50;

/**
 * The e-Transfers that wait for an operator. Fetched only while the monitor's status (refetched
 * every 30 s) counts some, and again whenever that count changes.
 */
export function usePaymentReviews(count: number) {
  return useQuery({
    queryKey: [...paymentReviewsQueryKey, count],
    queryFn: ({ signal }) => fetchPage('/api/admin/payment-reviews', { limit: REVIEWS_SHOWN }, paymentReviewListSchema, signal),
    enabled: count > 0,
  });
}

export type ReviewDecision =
  | { kind: 'accept'; reviewId: number; transferId: number; note?: string | undefined }
  | { kind: 'dismiss'; reviewId: number; note: string };

function decide(decision: ReviewDecision) {
  if (decision.kind === 'accept') {
    return apiJson('POST', `/api/admin/payment-reviews/${decision.reviewId}/accept`, acceptPaymentResponseSchema, {
      transferId: decision.transferId,
      note: decision.note || undefined,
    });
  }
  return apiJson('POST', `/api/admin/payment-reviews/${decision.reviewId}/dismiss`, messageResponseSchema, { note: decision.note });
}

const mutationKey = ['decide-payment-review'] as const;

/** Accepts or sets aside a payment, then refetches the reviews, the monitor's counts and the transfers. */
export function useDecidePaymentReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: decide,
    // After a failure too: a 409 means another operator decided first.
    onSettled: () =>
      Promise.all(
        [paymentReviewsQueryKey, monitoringStatusQueryKey, adminTransfersQueryKey, pendingQueuesQueryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

export function useReviewDecisionRunning(): boolean {
  return useIsMutating({ mutationKey }) > 0;
}
