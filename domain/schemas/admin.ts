import { z } from 'zod/mini';
import { adminMessages, validation } from '../messages';
import { compareDecimal, decimalPlaces, isDecimalString } from '../money';
import { PAYMENT_METHODS } from '../quote';
import { TRANSFER_STATUSES, type TransferStatus } from '../transfer-status';
import { isoDateTimeSchema, visibleMultiLineText, visibleText, wholeNumberSchema } from './common';

/** Admin back office (docs/product.md § Admin dashboard; docs/api.md § Admin: transfers, § Paging). */

export const ADMIN_PAGE_DEFAULT = 100;
export const ADMIN_PAGE_MAX = 500;
/** Rows per page of the admin screen's transfer list: enough for a working session, small enough to render at once on a phone. */
export const ADMIN_TRANSFERS_PAGE_SIZE = 50;
export const REJECTION_REASON_MAX = 500;
/** Exchange rates are stored as numeric(10,6); operators set at most 4 decimals, below 10000. */
export const RATE_MAX_DECIMALS = 4;
export const RATE_LIMIT_EXCLUSIVE = '10000';

/**
 * Query parameters arrive as text; an empty one (`?fromDate=`) counts as absent. zod/mini has no
 * preprocess: a transform piped into the schema does the same, and the outer optional gives the
 * type what preprocess's had, a key that may be left out (at run time it changes nothing).
 */
const optionalParam = <T extends z.ZodMiniType>(schema: T) =>
  z.optional(
    z.pipe(
      z.transform((value: unknown) => (value === '' ? undefined : value)),
      z.optional(schema),
    ),
  );

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD (not 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const dateParam = (message: string) => z.string({ error: message }).check(z.refine(isCalendarDate, message));

const statusParam = z.pipe(
  z.enum([...TRANSFER_STATUSES, 'all'], { error: adminMessages.statusInvalid }),
  z.transform((value: TransferStatus | 'all') => (value === 'all' ? undefined : value)),
);

/** What a search looks for: a reference-code prefix (any case) or a sender's exact email. */
export type TransferSearch = { kind: 'reference'; prefix: string } | { kind: 'email'; email: string };

const searchParam = z.pipe(
  z
    .string({ error: adminMessages.searchInvalid })
    .check(
      z.trim(),
      z.minLength(1, adminMessages.searchInvalid),
      z.maxLength(254, adminMessages.searchInvalid),
      visibleText,
    ),
  z.transform((value: string, context): TransferSearch => {
    if (/^[A-Za-z0-9]{1,10}$/.test(value)) return { kind: 'reference', prefix: value.toUpperCase() };
    if (/^[^\s@]+@[^\s@]+$/.test(value)) return { kind: 'email', email: value.toLowerCase() };
    context.issues.push({ code: 'custom', message: adminMessages.searchInvalid, input: value });
    return z.NEVER;
  }),
);

const limitParam = z
  .pipe(
    z.string({ error: adminMessages.limitInvalid }).check(z.regex(/^\d{1,3}$/, adminMessages.limitInvalid)),
    z.transform(Number),
  )
  .check(z.refine((value) => value >= 1 && value <= ADMIN_PAGE_MAX, adminMessages.limitInvalid));

/** Opaque to clients: the server's keyset position, base64url. */
const cursorParam = z
  .string({ error: adminMessages.cursorInvalid })
  .check(z.regex(/^[A-Za-z0-9_-]{1,200}$/, adminMessages.cursorInvalid));

/** `?limit&cursor`: every admin list pages the same way (X-Next-Cursor, X-Total-Count). */
export const pageQuerySchema = z.object({
  limit: z.pipe(
    optionalParam(limitParam),
    z.transform((value: number | undefined) => value ?? ADMIN_PAGE_DEFAULT),
  ),
  cursor: optionalParam(cursorParam),
});
export type PageQuery = z.output<typeof pageQuerySchema>;

const transferFilterFields = {
  fromDate: optionalParam(dateParam(adminMessages.fromDateInvalid)),
  toDate: optionalParam(dateParam(adminMessages.toDateInvalid)),
  status: optionalParam(statusParam),
  search: optionalParam(searchParam),
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
export type AdminTransferQuery = z.output<typeof adminTransferQuerySchema>;

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
});
export type AdminTransfer = z.infer<typeof adminTransferSchema>;
export const adminTransferListSchema = z.array(adminTransferSchema);

export const transferStatsSchema = z.object({
  pending: wholeNumberSchema,
  approved: wholeNumberSchema,
  completed: wholeNumberSchema,
  rejected: wholeNumberSchema,
  total: wholeNumberSchema,
  /** Sum of cadAmount over the matching transfers, exact, 2 decimals. */
  totalCad: z.string(),
});
export type TransferStats = z.infer<typeof transferStatsSchema>;

export const updateTransferStatusRequestSchema = z.object({
  status: z.enum(TRANSFER_STATUSES, { error: adminMessages.statusInvalid }),
  /** Why (optional); a rejection's reason is shown to the customer and kept as errorMessage. */
  reason: z.pipe(
    z.nullish(
      z
        .string({ error: adminMessages.reasonMax })
        .check(z.trim(), z.normalize('NFC'), z.maxLength(REJECTION_REASON_MAX, adminMessages.reasonMax), visibleMultiLineText),
    ),
    z.transform((value: string | null | undefined) => value || undefined),
  ),
});
export type UpdateTransferStatusRequest = z.input<typeof updateTransferStatusRequestSchema>;

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
  if (!isDecimalString(value) || compareDecimal(value, '0') <= 0) return validation.ratePositive;
  if (decimalPlaces(value) > RATE_MAX_DECIMALS) return adminMessages.rateDecimals;
  if (compareDecimal(value, RATE_LIMIT_EXCLUSIVE) >= 0) return adminMessages.rateMax;
  return undefined;
}

export const updateExchangeRateRequestSchema = z.object({
  fromCurrency: z._default(z.literal('CAD', { error: adminMessages.currencyPair }), 'CAD'),
  toCurrency: z._default(z.literal('INR', { error: adminMessages.currencyPair }), 'INR'),
  /** INR per 1 CAD, as text ("63.25"). */
  rate: z.string({ error: validation.ratePositive }).check(z.trim(), z.maxLength(20, validation.ratePositive), (context) => {
    const problem = rateProblem(context.value);
    if (problem) context.issues.push({ code: 'custom', message: problem, input: context.value });
  }),
});
export type UpdateExchangeRateRequest = z.input<typeof updateExchangeRateRequestSchema>;

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
export type ProviderBalance = z.infer<typeof providerBalanceSchema>;

export const checkPaymentResponseSchema = z.object({
  paymentFound: z.boolean(),
  /** An e-Transfer names this transfer but waits for an operator (see payment-review.ts). */
  needsReview: z.boolean(),
  message: z.string(),
  transfer: adminTransferSchema,
});
export type CheckPaymentResponse = z.infer<typeof checkPaymentResponseSchema>;
