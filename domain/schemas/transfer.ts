import { z } from 'zod/mini';
import { MAX_TRANSFER_CAD } from '../constants';
import { apiMessages, screenValidation } from '../messages';
import { compareDecimal, decimalPlaces, isDecimalString } from '../money';
import { PAYMENT_METHODS } from '../quote';
import { quoteMessages } from '../quote-texts';
import { REFERENCE_CODE_PATTERN } from '../reference-code';
import { TRANSFER_STATUSES } from '../transfer-status';
import { TIMELINE_STEPS } from '../transfer-timeline';
import { isoDateTimeSchema, MAX_ROW_ID, type Message, plainSpaces, visibleText, wholeNumberSchema } from './common';
import { midFieldsSchema } from './mid-rate';
import { optionalParam, pageQuery, statusParam } from './paging';

const decimalString = (message: Message) =>
  z.string({ error: message }).check(z.trim(), z.maxLength(20, { error: message }), z.refine(isDecimalString, { error: message }));

/** The first rule a CAD amount breaks, or undefined: a decimal above 0, at most 5000, 2 decimals. */
export function cadAmountProblem(value: string): string | undefined {
  if (!isDecimalString(value)) return screenValidation.amountNumber;
  if (compareDecimal(value, '0') <= 0) return screenValidation.amountPositive;
  if (compareDecimal(value, MAX_TRANSFER_CAD) > 0) return screenValidation.amountMax;
  if (decimalPlaces(value) > 2) return screenValidation.amountDecimals;
  return undefined;
}

export const cadAmountSchema = z.string({ error: () => screenValidation.amountNumber }).check(
  z.trim(),
  z.maxLength(20, { error: () => screenValidation.amountNumber }),
  (context) => {
    const problem = cadAmountProblem(context.value);
    if (problem) context.issues.push({ code: 'custom', message: problem, input: context.value });
  },
);

export const createTransferRequestSchema = z.object({
  cadAmount: cadAmountSchema,
  /** What the customer was shown; the server recomputes both and refuses a mismatch with 409. */
  inrAmount: decimalString(() => screenValidation.decimalNumber),
  exchangeRate: decimalString(() => screenValidation.decimalNumber),
  recipientId: z
    .number({ error: () => screenValidation.recipientRequired })
    .check(
      z.int({ error: () => screenValidation.recipientRequired }),
      z.gte(1, { error: () => screenValidation.recipientRequired }),
      z.lte(MAX_ROW_ID.integer, { error: () => screenValidation.recipientRequired }),
    ),
  paymentMethod: z._default(z.enum(PAYMENT_METHODS, { error: () => screenValidation.paymentMethodInvalid }), 'economy'),
  /** The payment reference shown on the payment step: the e-Transfer message and the idempotency key. */
  referenceCode: z.optional(
    z.string({ error: () => screenValidation.referenceCodeFormat }).check(z.regex(REFERENCE_CODE_PATTERN, { error: () => screenValidation.referenceCodeFormat })),
  ),
  /** A rate held by POST /api/quotes (issue 20): the transfer is made at it until it expires. */
  quoteId: z.optional(z.uuid({ error: () => quoteMessages.quoteIdInvalid })),
});
export type CreateTransferRequest = z.input<typeof createTransferRequestSchema>;

export const quoteSchema = z.object({
  cadAmount: z.string(),
  exchangeRate: z.string(),
  inrAmount: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
});

/** 409 answer when the client's rate or INR differ from the server's quote. */
export const staleQuoteResponseSchema = z.object({ message: z.string(), quote: quoteSchema });

/** A transfer as its sender sees it in history (docs/api.md § Transfers: the customer view). */
export const transferSchema = z.object({
  id: wholeNumberSchema,
  referenceCode: z.string(),
  status: z.enum(TRANSFER_STATUSES),
  createdAt: isoDateTimeSchema,
  cadAmount: z.string(),
  inrAmount: z.string(),
  exchangeRate: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  recipientName: z.string(),
  /** Masked by the server: only the last 4 characters are sent. */
  recipientAccount: z.string(),
  recipientBankName: z.string(),
  /**
   * True once an incoming e-Transfer was recorded as this transfer's payment (the admin view's
   * field of the same name): with the status, it says whether the customer can still cancel it
   * (domain/transfer-status.ts canCancel). Read from the transfer's own row, no join.
   */
  paymentReceived: z.boolean(),
  ...midFieldsSchema.shape,
});
export type Transfer = z.infer<typeof transferSchema>;
export const transferListSchema = z.array(transferSchema);

/** One step of a transfer's timeline (domain/transfer-timeline.ts). */
export const timelineEntrySchema = z.object({
  step: z.enum(TIMELINE_STEPS),
  at: isoDateTimeSchema,
  /** The operator's reason for a rejection (a cancellation's reason), as written. */
  note: z.optional(z.string()),
});

/** `GET /api/transfers/:id`: the customer's transfer with its timeline (docs/api.md § Transfers). */
export const transferDetailsSchema = z.object({
  ...transferSchema.shape,
  /** The saved recipient to send to again; null once deleted (the transfer keeps its copy). */
  recipientId: z.nullable(wholeNumberSchema),
  timeline: z.array(timelineEntrySchema),
  /** YYYY-MM-DD: when the money is expected (an estimate while pending), the day it was paid out once completed, null when rejected or cancelled. */
  expectedBy: z.nullable(z.iso.date()),
});
export type TransferDetails = z.infer<typeof transferDetailsSchema>;

/**
 * `:id` of a customer's transfer call (GET /api/transfers/:id, …/cancel, …/receipt): its number, or
 * its reference code as the details page's address (/history/REFERENCE) and the mail carry it. A
 * reference always holds a letter, so the two never collide.
 */
export const transferKeyParamsSchema = z.object({
  id: z.pipe(
    z.string({ error: () => screenValidation.transferKeyInvalid }).check(
      z.refine((value) => /^[1-9][0-9]{0,15}$/.test(value) ? Number(value) <= MAX_ROW_ID.bigint : REFERENCE_CODE_PATTERN.test(value), {
        error: () => screenValidation.transferKeyInvalid,
      }),
    ),
    // All digits is a number; a reference may start with a digit (4K2…) but always holds a letter.
    z.transform((value): TransferKey => (/^[0-9]+$/.test(value) ? { id: Number(value) } : { referenceCode: value })),
  ),
});
export type TransferKey = { id: number } | { referenceCode: string };

/**
 * A move the status machine refuses (409), an operator's (PATCH /api/admin/transfers/:id) or a
 * customer's cancel (POST /api/transfers/:id/cancel): what happened, and the status the transfer
 * really has now, so the screen can show it before refreshing.
 */
export const statusConflictSchema = z.object({ message: z.string(), status: z.enum(TRANSFER_STATUSES) });

/** Transfers per page of the history (the default `limit` of GET /api/transfers). */
export const HISTORY_PAGE_SIZE = 50;
/** The longest history search: a recipient's name is at most 100 characters. */
export const HISTORY_SEARCH_MAX = 100;

/**
 * The history's search: part of a reference code or of the recipient's name, any case. Trimmed,
 * composed and with plain spaces (as names are stored); blank is no search.
 */
const historySearchParam = z.pipe(
  z
    .string({ error: () => apiMessages.historySearchInvalid })
    .check(z.trim(), z.normalize('NFC'), plainSpaces, z.maxLength(HISTORY_SEARCH_MAX, { error: () => apiMessages.historySearchInvalid }), visibleText),
  z.transform((value: string) => value || undefined),
);

/** `GET /api/transfers`: the caller's transfers, filtered and paged on the server (docs/api.md § Transfers). */
export const transferListQuerySchema = z.object({
  status: optionalParam(statusParam),
  search: optionalParam(historySearchParam),
  ...pageQuery(HISTORY_PAGE_SIZE).shape,
});
export type TransferListQuery = z.output<typeof transferListQuerySchema>;

/**
 * Counts per status and the exact CAD sum (2 decimals) of a set of transfers: all of a customer's
 * (GET /api/transfers/summary), or those matching an operator's filters (GET /api/admin/stats).
 * `total` counts every transfer of the set (the five counts added up); `totalCad` sums the CAD of
 * those not cancelled: a cancelled transfer was never paid, so no money of it moved.
 */
export const transferTotalsSchema = z.object({
  pending: wholeNumberSchema,
  approved: wholeNumberSchema,
  completed: wholeNumberSchema,
  rejected: wholeNumberSchema,
  cancelled: wholeNumberSchema,
  total: wholeNumberSchema,
  totalCad: z.string(),
});
export type TransferTotals = z.infer<typeof transferTotalsSchema>;

/** GET /api/exchange-rates: the customer's rate and, when it was priced from a market rate, that rate (issue 33). */
export const exchangeRateResponseSchema = z.object({
  rate: z.number().check(z.positive()),
  midRate: z.nullable(z.number().check(z.positive())),
  midSource: midFieldsSchema.shape.midSource,
  midAsOf: midFieldsSchema.shape.midAsOf,
  /**
   * The day (YYYY-MM-DD, business time zone) an economy transfer paid today should arrive by
   * (domain/transfer-timeline.ts expectedArrival): said on the send screen before Continue.
   */
  arrivalIfPaidToday: z.iso.date(),
});
export type ExchangeRateResponse = z.infer<typeof exchangeRateResponseSchema>;

/** Where and how the customer sends the Interac e-Transfer (from the server's configuration). */
export const paymentInstructionsSchema = z.object({
  email: z.string(),
  securityQuestion: z.string(),
  securityAnswer: z.string(),
});
