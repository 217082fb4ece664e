import { z } from 'zod/mini';
import { SUPPORTED_LOCALES } from '../locale';
import { isoDateTimeSchema, wholeNumberSchema } from './common';
import { complianceCaseSchema, customerLimitsSchema } from './compliance';
import { paymentReviewSchema } from './payment-review';
import { transferListSchema } from './transfer';

/**
 * GET /api/admin/users/:id (issue 34): what a support call needs about one customer, in one answer
 * assembled from the features' own services (server/src/admin/customer.ts).
 */

/** How many of the customer's latest transfers the drawer shows (the total counts them all). */
export const CUSTOMER_LATEST_TRANSFERS = 10;
/** How many of the customer's compliance cases, newest first. */
export const CUSTOMER_CASES = 20;

const adminCustomerDetailsSchema = z.object({
  id: wholeNumberSchema,
  /** The verified legal name once there is one (issue 31), else the account's name. */
  name: z.string(),
  legalName: z.nullable(z.string()),
  email: z.string(),
  phone: z.nullable(z.string()),
  country: z.string(),
  /** The language of their screens and mail. */
  locale: z.enum(SUPPORTED_LOCALES),
  isAdmin: z.boolean(),
  createdAt: isoDateTimeSchema,
  emailVerifiedAt: z.nullable(isoDateTimeSchema),
  closedAt: z.nullable(isoDateTimeSchema),
});

/** A saved recipient, its account masked as the customer's own screens show it (last 4 digits). */
const adminCustomerRecipientSchema = z.object({
  id: wholeNumberSchema,
  name: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  ifscCode: z.string(),
  relationship: z.string(),
  createdAt: isoDateTimeSchema,
});

const caseFields = complianceCaseSchema.shape;
/** A compliance case in brief: the Compliance tab has the rest. */
const adminCustomerCaseSchema = z.object({
  id: caseFields.id,
  kind: caseFields.kind,
  status: caseFields.status,
  summary: caseFields.summary,
  openedAt: caseFields.openedAt,
  dueBy: caseFields.dueBy,
  overdue: caseFields.overdue,
  outcome: caseFields.outcome,
  frozen: caseFields.frozen,
});

export const adminCustomerSchema = z.object({
  customer: adminCustomerDetailsSchema,
  /** Tier, verification and what the rolling windows used: GET /api/limits as this customer reads it. */
  limits: customerLimitsSchema,
  /** Their latest transfers, newest first (accounts masked), and how many they made in all. */
  transfers: z.object({ total: wholeNumberSchema, latest: transferListSchema }),
  recipients: z.array(adminCustomerRecipientSchema),
  /** Cases about them or holding one of their transfers, newest first. */
  cases: z.array(adminCustomerCaseSchema),
  /** Incoming e-Transfers waiting for an operator that name one of their transfers. */
  paymentReviews: z.array(paymentReviewSchema),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;
