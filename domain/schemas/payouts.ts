import { z } from 'zod/mini';
import { PAYOUT_STATES } from '../payout-states';
import { adminMessages } from '../messages';
import { REJECTION_REASON_MAX } from './admin';
import { isoDateTimeSchema, labelText, wholeNumberSchema } from './common';

/** Payouts and reconciliation (issue 33; docs/api.md § Admin: payouts; docs/PAYMENTS.md). */

export const NAME_CHECK_OUTCOMES = ['match', 'partial_match', 'mismatch', 'invalid_account', 'unavailable'] as const;

/** One payout attempt of a transfer, as GET /api/admin/transfers/:id/payouts answers it. */
export const payoutSchema = z.object({
  id: wholeNumberSchema,
  transferId: wholeNumberSchema,
  attempt: wholeNumberSchema,
  idempotencyKey: z.string(),
  provider: z.string(),
  state: z.enum(PAYOUT_STATES),
  providerStatus: z.nullable(z.string()),
  providerId: z.nullable(z.string()),
  /** The bank's reference of the credit (UTR) or the rail's own. */
  providerReference: z.nullable(z.string()),
  nameCheck: z.nullable(z.enum(NAME_CHECK_OUTCOMES)),
  nameAtBank: z.nullable(z.string()),
  failureReason: z.nullable(z.string()),
  unpaidReason: z.nullable(z.string()),
  createdAt: isoDateTimeSchema,
  sentAt: z.nullable(isoDateTimeSchema),
  inFlightAt: z.nullable(isoDateTimeSchema),
  paidAt: z.nullable(isoDateTimeSchema),
  failedAt: z.nullable(isoDateTimeSchema),
  returnedAt: z.nullable(isoDateTimeSchema),
});
export type Payout = z.infer<typeof payoutSchema>;
export const payoutListSchema = z.array(payoutSchema);

/**
 * POST /api/admin/transfers/:id/payout-refund: the approved transfer is rejected (the customer's
 * money goes back), with the reason the customer reads.
 */
export const payoutRefundRequestSchema = z.object({
  reason: labelText({
    max: REJECTION_REASON_MAX,
    min: 2,
    tooShort: () => adminMessages.refundReasonRequired,
    tooLong: () => adminMessages.reasonMax,
    lineBreaks: true,
  }),
});

/** POST …/payout-retry and …/payout-clear. */
export const payoutActionResponseSchema = z.object({ message: z.string(), payout: payoutSchema });

export const RECONCILIATION_DIFFERENCE_KINDS = [
  'payout_not_at_rail',
  'rail_payout_unknown',
  'payout_amount_differs',
  'payout_state_differs',
  'payment_not_received',
  'etransfer_unmatched',
] as const;

export const reconciliationRunSchema = z.object({
  id: wholeNumberSchema,
  periodStart: isoDateTimeSchema,
  periodEnd: isoDateTimeSchema,
  payoutProvider: z.string(),
  collectionProvider: z.string(),
  payoutBalance: z.nullable(z.string()),
  payoutBalanceCurrency: z.nullable(z.string()),
  payoutsCompared: wholeNumberSchema,
  paymentsCompared: wholeNumberSchema,
  differenceCount: wholeNumberSchema,
  error: z.nullable(z.string()),
  startedAt: isoDateTimeSchema,
  finishedAt: z.nullable(isoDateTimeSchema),
});
export const reconciliationRunListSchema = z.array(reconciliationRunSchema);

export const reconciliationDifferenceSchema = z.object({
  id: wholeNumberSchema,
  kind: z.enum(RECONCILIATION_DIFFERENCE_KINDS),
  transferId: z.nullable(wholeNumberSchema),
  referenceCode: z.nullable(z.string()),
  payoutId: z.nullable(wholeNumberSchema),
  details: z.record(z.string(), z.unknown()),
});

export const reconciliationRunDetailSchema = z.object({
  run: reconciliationRunSchema,
  differences: z.array(reconciliationDifferenceSchema),
});
export type ReconciliationRunDetail = z.infer<typeof reconciliationRunDetailSchema>;
