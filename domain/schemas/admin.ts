import { PAYOUT_STATES } from '../payout-states';
import { z } from 'zod/mini';
import { adminMessages, apiMessages, screenValidation } from '../messages';
import { compareDecimal, decimalPlaces, isDecimalString } from '../money';
import { PAYMENT_METHODS } from '../quote';
import { OPERATOR_TARGET_STATUSES, TRANSFER_STATUSES } from '../transfer-status';
import { visibleLength } from '../text';
import { isCalendarDate, isoDateTimeSchema, labelText, type Message, plainSpaces, visibleText, wholeNumberSchema } from './common';
import { optionalParam, pageQuery, statusParam } from './paging';
import { transferTotalsSchema, type TransferTotals } from './transfer';

/** Admin back office (docs/product.md § Admin dashboard; docs/api.md § Admin: transfers, § Paging). */

export const ADMIN_PAGE_DEFAULT = 100;
/** Rows per page of the admin screen's transfer list: enough for a working session, small enough to render at once on a phone. */
export const ADMIN_TRANSFERS_PAGE_SIZE = 50;
export const REJECTION_REASON_MAX = 500;
/** Exchange rates are stored as numeric(10,6); operators set at most 4 decimals, below 10000. */
export const RATE_MAX_DECIMALS = 4;
export const RATE_LIMIT_EXCLUSIVE = '10000';

/** The payment filter's values (issue 33). */
export const TRANSFER_PAYMENT_FILTERS = ['received', 'awaiting'] as const;
export type TransferPaymentFilter = (typeof TRANSFER_PAYMENT_FILTERS)[number];

const dateParam = (message: Message) => z.string({ error: message }).check(z.refine(isCalendarDate, { error: message }));

/** What a search looks for: a reference-code prefix (any case) or a sender's exact email. */
export type TransferSearch = { kind: 'reference'; prefix: string } | { kind: 'email'; email: string };

const searchParam = z.pipe(
  z
    .string({ error: () => adminMessages.searchInvalid })
    .check(
      z.trim(),
      z.minLength(1, { error: () => adminMessages.searchInvalid }),
      z.maxLength(254, { error: () => adminMessages.searchInvalid }),
      visibleText,
    ),
  z.transform((value: string, context): TransferSearch => {
    if (/^[A-Za-z0-9]{1,10}$/.test(value)) return { kind: 'reference', prefix: value.toUpperCase() };
    if (/^[^\s@]+@[^\s@]+$/.test(value)) return { kind: 'email', email: value.toLowerCase() };
    context.issues.push({ code: 'custom', message: adminMessages.searchInvalid, input: value });
    return z.NEVER;
  }),
);

/** `?limit&cursor`: every admin list pages the same way (X-Next-Cursor, X-Total-Count). */
export const pageQuerySchema = pageQuery(ADMIN_PAGE_DEFAULT);
export type PageQuery = z.output<typeof pageQuerySchema>;

/**
 * The operators' search (issue 34): at least 3 characters — the trigram indexes that keep it fast
 * need 3 (docs/decisions/042-operator-search.md) — and at most 100.
 */
export const ADMIN_SEARCH_MIN = 3;
export const ADMIN_SEARCH_MAX = 100;

/**
 * `q`: what an operator types to find a transfer, a customer or a recipient. Trimmed, composed and
 * with plain spaces (as names are stored), nothing hidden; blank is no search. What it matches is
 * the server's (server/src/admin/search.ts): `%` and `_` are plain characters.
 */
const adminSearchParam = z.pipe(
  z
    .string({ error: () => adminMessages.queryInvalid })
    .check(
      z.trim(),
      z.normalize('NFC'),
      plainSpaces,
      z.maxLength(ADMIN_SEARCH_MAX, { error: () => adminMessages.queryInvalid }),
      visibleText,
      z.refine((value) => value === '' || visibleLength(value) >= ADMIN_SEARCH_MIN, { error: () => adminMessages.queryInvalid }),
    ),
  z.transform((value: string) => value || undefined),
);

/** `GET /api/admin/users` and `/api/admin/recipients`: a page, and the search (`q`). */
export const peopleQuerySchema = z.object({ q: optionalParam(adminSearchParam), ...pageQuerySchema.shape });
export type PeopleQuery = z.output<typeof peopleQuerySchema>;

const transferFilterFields = {
  fromDate: optionalParam(dateParam(() => adminMessages.fromDateInvalid)),
  toDate: optionalParam(dateParam(() => adminMessages.toDateInvalid)),
  status: optionalParam(statusParam),
  search: optionalParam(searchParam),
  /**
   * The operators' search box (issue 34): a reference code's start, a customer's name or email, a
   * recipient's name, or (3 digits or more) the end of the recipient's account number.
   */
  q: optionalParam(adminSearchParam),
  /**
   * Whether the customer's payment is recorded (issue 33): `received` or `awaiting`. With
   * status=pending these are the desk's two queues, "Paid — ready to approve" and "Awaiting payment".
   */
  payment: optionalParam(z.enum(TRANSFER_PAYMENT_FILTERS, { error: () => adminMessages.paymentFilterInvalid })),
};

function checkDateOrder(value: { fromDate?: string; toDate?: string }, context: z.core.$RefinementCtx): void {
  if (value.fromDate && value.toDate && value.fromDate > value.toDate) {
    context.addIssue({ code: 'custom', message: adminMessages.dateRangeOrder, path: ['fromDate'] });
  }
}

/** The filters of the transfer list, stats and export: dates are whole days in BUSINESS_TIMEZONE, inclusive. */
export const transferFilterQuerySchema = z.object(transferFilterFields).check(z.superRefine(checkDateOrder));
export type TransferFilter = z.output<typeof transferFilterQuerySchema>;

export const adminTransferQuerySchema = z
  .object({ ...transferFilterFields, ...pageQuerySchema.shape })
  .check(z.superRefine(checkDateOrder));

/**
 * A transfer as operators see it (the admin view in docs/api.md § Admin: transfers, with completion,
 * rejection and payment details).
 */
export const adminTransferSchema = z.object({
  id: wholeNumberSchema,
  referenceCode: z.string(),
  createdAt: isoDateTimeSchema,
  senderName: z.string(),
  senderEmail: z.string(),
  cadAmount: z.string(),
  inrAmount: z.string(),
  exchangeRate: z.string(),
  /** The customer's saved recipient it pays (a sanctions case or freeze names it: issue 31). */
  recipientId: wholeNumberSchema,
  recipientName: z.string(),
  recipientBankName: z.string(),
  recipientAccountNumber: z.string(),
  recipientIfscCode: z.string(),
  status: z.enum(TRANSFER_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  completedAt: z.nullable(isoDateTimeSchema),
  /** The rejection reason, when one was given. */
  errorMessage: z.nullable(z.string()),
  /** True once an incoming e-Transfer was matched to this transfer. */
  paymentReceived: z.boolean(),
  apayloTransactionId: z.nullable(z.string()),
  apayloSenderName: z.nullable(z.string()),
  apayloSenderEmail: z.nullable(z.string()),
  /** Held by an open compliance case (issue 17): approving it answers 409 compliance_hold. Optional until every server sends it. */
  onHold: z.optional(z.boolean()),
  /** The latest payout attempt's state (issue 33, domain/payout-states.ts); null before any. Optional until every server sends it. */
  payoutState: z.optional(z.nullable(z.enum(PAYOUT_STATES))),
  /** The customer (GET /api/admin/users/:id opens them: issue 34). Optional until every server sends it. */
  userId: z.optional(wholeNumberSchema),
});
export type AdminTransfer = z.infer<typeof adminTransferSchema>;
export const adminTransferListSchema = z.array(adminTransferSchema);

/** GET /api/admin/stats: the history summary's shape, over every transfer matching the filters. */
export const transferStatsSchema = transferTotalsSchema;

/**
 * GET /api/admin/transfers/queues (issue 33): the pending transfers split as the desk shows them,
 * whatever the date filter (a queue is what waits now), and whether approving an unpaid transfer
 * needs a reason on this server (APPROVAL_NEEDS_PAYMENT).
 */
export const pendingQueuesSchema = z.object({
  awaitingPayment: wholeNumberSchema,
  paid: wholeNumberSchema,
  onHold: wholeNumberSchema,
  approvalNeedsPayment: z.boolean(),
});
export type PendingQueues = z.infer<typeof pendingQueuesSchema>;
export type TransferStats = TransferTotals;

export const updateTransferStatusRequestSchema = z.object({
  // Not 'cancelled': the customer cancels (or the system, unpaid); an operator rejects.
  status: z.enum(OPERATOR_TARGET_STATUSES, { error: () => apiMessages.statusInvalid }),
  /** Why (optional); a rejection's reason is shown to the customer and kept as errorMessage. */
  reason: z.pipe(
    z.nullish(labelText({ max: REJECTION_REASON_MAX, tooLong: () => adminMessages.reasonMax, lineBreaks: true })),
    z.transform((value: string | null | undefined) => value || undefined),
  ),
  /**
   * Approving before the customer's payment is recorded (issue 33): why ("No payment recorded —
   * approve anyway?"). Without it such an approval is refused (409 payment_not_recorded) when
   * approval needs the payment.
   */
  unpaidReason: z.pipe(
    z.nullish(labelText({ max: REJECTION_REASON_MAX, tooLong: () => adminMessages.reasonMax, lineBreaks: true })),
    z.transform((value: string | null | undefined) => value || undefined),
  ),
});

export const completeTransferResponseSchema = z.object({ message: z.string(), transfer: adminTransferSchema });

export const adminUserSchema = z.object({
  id: wholeNumberSchema,
  /** The user's full name (their username), as the dashboard shows it. */
  name: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  country: z.string(),
  isAdmin: z.boolean(),
  createdAt: isoDateTimeSchema,
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListSchema = z.array(adminUserSchema);

export const adminRecipientSchema = z.object({
  id: wholeNumberSchema,
  name: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  ifscCode: z.string(),
  relationship: z.string(),
  createdAt: isoDateTimeSchema,
  userName: z.string(),
  userEmail: z.string(),
});
export type AdminRecipient = z.infer<typeof adminRecipientSchema>;
export const adminRecipientListSchema = z.array(adminRecipientSchema);

/** The first rule an operator's rate breaks, or undefined: a decimal above 0, ≤ 4 decimals, below 10000. */
export function rateProblem(value: string): string | undefined {
  if (!isDecimalString(value) || compareDecimal(value, '0') <= 0) return screenValidation.ratePositive;
  if (decimalPlaces(value) > RATE_MAX_DECIMALS) return adminMessages.rateDecimals;
  if (compareDecimal(value, RATE_LIMIT_EXCLUSIVE) >= 0) return adminMessages.rateMax;
  return undefined;
}

/** INR per 1 CAD, as text ("63.25"), checked by rateProblem: an operator's rate, and a customer's rate alert. */
export const rateTextSchema = z.string({ error: () => screenValidation.ratePositive }).check(z.trim(), z.maxLength(20, { error: () => screenValidation.ratePositive }), (context) => {
  const problem = rateProblem(context.value);
  if (problem) context.issues.push({ code: 'custom', message: problem, input: context.value });
});

export const updateExchangeRateRequestSchema = z.object({
  fromCurrency: z._default(z.literal('CAD', { error: () => adminMessages.currencyPair }), 'CAD'),
  toCurrency: z._default(z.literal('INR', { error: () => adminMessages.currencyPair }), 'INR'),
  rate: rateTextSchema,
  /** Sets a rate more than 2 % from the reference (issue 33); without it such a change is answered 409 rate_change_unconfirmed. */
  confirm: z.optional(z.boolean()),
});

export const rateSetterSchema = z.object({ name: z.string(), email: z.string() });

export const exchangeRateHistoryEntrySchema = z.object({
  id: wholeNumberSchema,
  fromCurrency: z.string(),
  toCurrency: z.string(),
  rate: z.string(),
  /** The rate this one replaced (null for the first). */
  previousRate: z.nullable(z.string()),
  createdAt: isoDateTimeSchema,
  /** The operator who set it (null for the rate seeded at installation). */
  createdBy: z.nullable(rateSetterSchema),
});
export type ExchangeRateHistoryEntry = z.infer<typeof exchangeRateHistoryEntrySchema>;
export const exchangeRateHistorySchema = z.array(exchangeRateHistoryEntrySchema);

export const updateExchangeRateResponseSchema = z.object({
  message: z.string(),
  rate: exchangeRateHistoryEntrySchema,
});

export const monitoringStatusSchema = z.object({
  /** True while the payment monitor has run within the last two intervals (on any server). */
  running: z.boolean(),
  intervalMs: wholeNumberSchema,
  lastRunAt: z.nullable(isoDateTimeSchema),
  lastMatchedCount: z.nullable(wholeNumberSchema),
  lastError: z.nullable(z.string()),
  /** Incoming e-Transfers not matched to any transfer (wrong reference or amount): an operator should look. */
  unmatchedCount: wholeNumberSchema,
  /** Incoming e-Transfers waiting for an operator's decision: several references, or a sender who is not the customer. */
  reviewCount: wholeNumberSchema,
  provider: z.string(),
});
export type MonitoringStatus = z.infer<typeof monitoringStatusSchema>;

export const providerBalanceSchema = z.object({ balance: z.string(), currency: z.literal('CAD') });

export const checkPaymentResponseSchema = z.object({
  paymentFound: z.boolean(),
  /** An e-Transfer names this transfer but waits for an operator (see payment-review.ts). */
  needsReview: z.boolean(),
  message: z.string(),
  transfer: adminTransferSchema,
});
export type CheckPaymentResponse = z.infer<typeof checkPaymentResponseSchema>;
