import { z } from 'zod/mini';
import { adminMessages } from '../messages';
import { adminTransferSchema } from './admin';
import { PAYMENT_REVIEW_REASONS } from '../payment-matching';
import { TRANSFER_STATUSES } from '../transfer-status';
import { isoDateTimeSchema, labelText, MAX_ROW_ID, wholeNumberSchema } from './common';

/**
 * Incoming e-Transfers that wait for an operator (domain/payment-matching.ts): the message names
 * several transfers, or the sender is not the customer. The operator accepts one for a candidate
 * transfer or dismisses it (refunded, not ours) with a note.
 */

export const PAYMENT_REVIEW_NOTE_MAX = 500;

export const paymentReviewCandidateSchema = z.object({
  transferId: wholeNumberSchema,
  referenceCode: z.string(),
  cadAmount: z.string(),
  status: z.enum(TRANSFER_STATUSES),
  customerName: z.string(),
  customerEmail: z.string(),
  /** The e-Transfer's sender is this transfer's customer (by name or email). */
  senderMatches: z.boolean(),
  /** Accepting would record the payment: the transfer is pending, unpaid, and of exactly the amount received. */
  acceptable: z.boolean(),
});
export type PaymentReviewCandidate = z.infer<typeof paymentReviewCandidateSchema>;

export const paymentReviewSchema = z.object({
  id: wholeNumberSchema,
  transactionId: z.string(),
  amount: z.string(),
  senderName: z.string(),
  senderEmail: z.string(),
  message: z.string(),
  receivedAt: isoDateTimeSchema,
  reason: z.enum(PAYMENT_REVIEW_REASONS),
  /** The notification's text (the Interac inbox's reviews), plain text cleaned of hidden characters; null otherwise. */
  rawText: z.nullable(z.string()),
  candidates: z.array(paymentReviewCandidateSchema),
});
export type PaymentReview = z.infer<typeof paymentReviewSchema>;
export const paymentReviewListSchema = z.array(paymentReviewSchema);

const note = (required: boolean) =>
  labelText({
    max: PAYMENT_REVIEW_NOTE_MAX,
    tooLong: () => adminMessages.reviewNoteMax,
    ...(required ? { min: 2 } : {}),
    tooShort: () => adminMessages.reviewNoteRequired,
    lineBreaks: true,
  });

export const acceptPaymentRequestSchema = z.object({
  transferId: z
    .number({ error: () => adminMessages.reviewTransferRequired })
    .check(z.int({ error: () => adminMessages.reviewTransferRequired }), z.gte(1, { error: () => adminMessages.reviewTransferRequired }), z.lte(MAX_ROW_ID.bigint, { error: () => adminMessages.reviewTransferRequired })),
  /** Why the operator is sure (e.g. "Called the customer: her husband paid"); kept with the decision. */
  note: z.optional(note(false)),
});
export type AcceptPaymentRequest = z.input<typeof acceptPaymentRequestSchema>;

export const dismissPaymentRequestSchema = z.object({ note: note(true) });
export type DismissPaymentRequest = z.input<typeof dismissPaymentRequestSchema>;

/** The accepted payment's transfer, now with the payment recorded. */
export const acceptPaymentResponseSchema = z.object({ message: z.string(), transfer: adminTransferSchema });
