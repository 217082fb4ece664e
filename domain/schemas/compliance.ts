import { z } from 'zod/mini';
import { compareDecimal, decimalPlaces, isDecimalString } from '../money';
import { limitsProblemAt, TIERS, VERIFICATION_STATUSES, type Limits } from '../compliance';
import { TRANSFER_STATUSES } from '../transfer-status';
import { complianceValidation } from '../compliance-texts';
import { verificationMessages } from '../verification-messages';
import { screenValidation } from '../screen-messages';
import { isCalendarDate, isoDateTimeSchema, labelText, MAX_ROW_ID, nameSchema, wholeNumberSchema, type Message } from './common';
import { optionalParam, pageQuery } from './paging';
import { ID_DOCUMENT_TYPES, PROVINCES } from '../identity-documents';

/**
 * The compliance API (docs/api.md § Compliance; issue 17 fixes the names and shapes): limits,
 * identity verification, report cases. Amounts are CAD strings with 2 decimals.
 */

const cadLimit = (tier: string, window: 'perTransfer' | 'daily' | 'monthly') => {
  const notAmount = () => complianceValidation.limitNotAmount(tier, window);
  return z.string({ error: notAmount }).check(
    z.trim(),
    z.maxLength(12, { error: notAmount }),
    z.refine((value) => isDecimalString(value) && decimalPlaces(value) <= 2, { error: () => complianceValidation.limitDecimals(tier, window) }),
    z.refine((value) => !isDecimalString(value) || compareDecimal(value, '0') > 0, { error: () => complianceValidation.limitAboveZero(tier, window) }),
  );
};

const tierLimitsSchema = (tier: string) =>
  z.object({
    perTransfer: cadLimit(tier, 'perTransfer'),
    daily: cadLimit(tier, 'daily'),
    monthly: cadLimit(tier, 'monthly'),
  });

/** PUT /api/admin/limits, and GET's answer. */
export const limitsSchema = z
  .object({ basic: tierLimitsSchema('basic'), verified: tierLimitsSchema('verified') })
  .check((context) => {
    // At the field it concerns, so the 400 says it (a body-level issue gets a generic message).
    const problem = limitsProblemAt(context.value as Limits);
    if (problem) context.issues.push({ code: 'custom', message: problem.message, input: context.value, path: problem.path });
  });
export type LimitsBody = z.output<typeof limitsSchema>;

/**
 * GET /api/admin/limits, and PUT's answer: the limits, and the smallest amount a transfer may carry
 * (MIN_TRANSFER_CAD: the server's configuration, shown in Settings, not changed here).
 */
export const adminLimitsSchema = z.object({
  basic: tierLimitsSchema('basic'),
  verified: tierLimitsSchema('verified'),
  minimumPerTransfer: z.string(),
});

const windowUsageSchema = z.object({ limit: z.string(), used: z.string(), remaining: z.string() });

/** GET /api/limits: the caller's tier, verification and every limit with what is used and left. */
export const customerLimitsSchema = z.object({
  tier: z.enum(TIERS),
  verification: z.enum(VERIFICATION_STATUSES),
  perTransfer: z.string(),
  /** The smallest amount one transfer may carry (MIN_TRANSFER_CAD; issue 32), for every customer. */
  minimumPerTransfer: z.string(),
  daily: windowUsageSchema,
  monthly: windowUsageSchema,
});
export type CustomerLimits = z.infer<typeof customerLimitsSchema>;

/** 422 when a transfer breaks a rule: the customer is told which, and what they may still send. */
export const transferRefusalSchema = z.object({
  message: z.string(),
  code: z.enum(['verification_required', 'limit_exceeded', 'recipient_address_required']),
  limit: z.optional(z.string()),
  remaining: z.optional(z.string()),
});
export type TransferRefusal = z.infer<typeof transferRefusalSchema>;

export { ID_DOCUMENT_TYPES, PROVINCES, type IdDocumentType } from '../identity-documents';

/**
 * Canada Post's postal code: letter digit letter, space optional, digit letter digit. D, F, I, O,
 * Q and U are never used, and W and Z never come first.
 */
export const POSTAL_CODE_PATTERN = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i;

/** "k1a0b1" → "K1A 0B1". */
export function normalisePostalCode(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return `${compact.slice(0, 3)} ${compact.slice(3)}`;
}

const atMost = (max: number) => ({ error: () => complianceValidation.atMost(max) });

const requiredText = (message: Message, max: number) => labelText({ max, tooLong: atMost(max).error, min: 1, tooShort: message });

export const homeAddressSchema = z.object({
  street: requiredText(() => complianceValidation.streetRequired, 200),
  city: requiredText(() => complianceValidation.cityRequired, 100),
  province: z.enum(PROVINCES, { error: () => complianceValidation.provinceRequired }),
  postalCode: z.pipe(
    z.string({ error: () => complianceValidation.postalCodeFormat }).check(
      z.trim(),
      z.regex(POSTAL_CODE_PATTERN, { error: () => complianceValidation.postalCodeFormat }),
    ),
    z.transform(normalisePostalCode),
  ),
});

/** Age in whole years on `today` (both YYYY-MM-DD). */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

export const MINIMUM_AGE = 18;
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

const calendarDate = (message: Message) => z.string({ error: message }).check(z.refine(isCalendarDate, { error: message }));

/**
 * POST /api/verification. `today` (the server's date) is checked by the route: 18 or older, an ID
 * that has not expired. `documentId` is the photo of the ID uploaded first (POST /api/verification/document).
 */
export const verificationRequestSchema = z.object({
  dateOfBirth: calendarDate(() => complianceValidation.dateOfBirthRequired),
  occupation: requiredText(() => complianceValidation.occupationRequired, 100),
  address: homeAddressSchema,
  idDocument: z.object({
    type: z.enum(ID_DOCUMENT_TYPES, { error: () => complianceValidation.idTypeRequired }),
    number: requiredText(() => complianceValidation.idNumberRequired, 40),
    issuingJurisdiction: requiredText(() => complianceValidation.idIssuerRequired, 100),
    expiryDate: calendarDate(() => complianceValidation.expiryDateRequired),
  }),
  documentId: z
    .number({ error: () => complianceValidation.idPhotoRequired })
    .check(z.int({ error: () => complianceValidation.idPhotoRequired }), z.gte(1, { error: () => complianceValidation.idPhotoRequired })),
});
export type VerificationRequest = z.input<typeof verificationRequestSchema>;

export const uploadedDocumentSchema = z.object({ documentId: wholeNumberSchema, contentType: z.enum(DOCUMENT_TYPES), bytes: wholeNumberSchema });

export const VERIFICATION_METHODS = ['document', 'in-person', 'dual-process', 'credit-file'] as const;

/** A verification as an operator sees it in the queue. */
export const adminVerificationSchema = z.object({
  id: wholeNumberSchema,
  userId: wholeNumberSchema,
  customerName: z.string(),
  customerEmail: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  method: z.enum(VERIFICATION_METHODS),
  submittedAt: isoDateTimeSchema,
  dateOfBirth: z.nullable(z.string()),
  occupation: z.nullable(z.string()),
  address: z.nullable(z.object({ street: z.string(), city: z.string(), province: z.string(), postalCode: z.string() })),
  idDocument: z.nullable(z.object({ type: z.string(), number: z.string(), issuingJurisdiction: z.string(), expiryDate: z.string() })),
  /** The photo of the ID: GET /api/admin/verifications/:id/document. */
  documentType: z.nullable(z.enum(DOCUMENT_TYPES)),
  note: z.nullable(z.string()),
  decidedAt: z.nullable(isoDateTimeSchema),
  decidedBy: z.nullable(z.string()),
  reason: z.nullable(z.string()),
});
export type AdminVerification = z.infer<typeof adminVerificationSchema>;
export const adminVerificationListSchema = z.array(adminVerificationSchema);

export const verificationDecisionSchema = z
  .object({
    decision: z.enum(['approved', 'rejected'], { error: () => complianceValidation.decisionInvalid }),
    reason: z.optional(labelText({ max: 500, tooLong: atMost(500).error, lineBreaks: true })),
  })
  .check((context) => {
    if (context.value.decision === 'rejected' && !context.value.reason) {
      context.issues.push({ code: 'custom', message: complianceValidation.rejectionReasonRequired, input: context.value, path: ['reason'] });
    }
  });

export const CASE_KINDS = ['eftr', 'eftr_beneficiary', 'str', 'sanctions'] as const;
export type CaseKind = (typeof CASE_KINDS)[number];
export const CASE_STATUSES = ['open', 'closed'] as const;
/** Every outcome a case may have: not_reportable is the system's (an EFT case whose total fell under 10,000.00). */
export const CASE_OUTCOMES = ['filed', 'cleared', 'listed_property', 'not_reportable'] as const;
export type CaseOutcome = (typeof CASE_OUTCOMES)[number];
/** The outcomes an operator closes a case with; listed_property only for a sanctions case (issue 31). */
export const CLOSING_OUTCOMES = ['filed', 'cleared', 'listed_property'] as const;
export type ClosingOutcome = (typeof CLOSING_OUTCOMES)[number];
/** What the authorities decided about frozen property: dealing may resume, or they took it. */
export const AUTHORITY_DECISIONS = ['released', 'seized'] as const;
export type AuthorityDecision = (typeof AUTHORITY_DECISIONS)[number];

const personSchema = z.object({ id: wholeNumberSchema, name: z.string() });

/** GET /api/admin/compliance/cases: a report case (issue 17's shape, and what an operator needs beside it). */
export const complianceCaseSchema = z.object({
  id: wholeNumberSchema,
  kind: z.enum(CASE_KINDS),
  /** The customer; null for an eftr_beneficiary case (several customers, one beneficiary). */
  userId: z.nullable(wholeNumberSchema),
  /** The customer's name as verified (their legal name), else the account's. */
  customerName: z.nullable(z.string()),
  customerEmail: z.nullable(z.string()),
  recipientId: z.nullable(wholeNumberSchema),
  /** eftr_beneficiary: the bank account the transfers went to. */
  beneficiary: z.nullable(z.object({ accountNumber: z.string(), ifscCode: z.string() })),
  total: z.nullable(z.string()),
  windowStart: z.nullable(isoDateTimeSchema),
  windowEnd: z.nullable(isoDateTimeSchema),
  /** YYYY-MM-DD: 5 working days after the day the report became due (eftr). */
  dueBy: z.nullable(z.string()),
  overdue: z.boolean(),
  transferIds: z.array(wholeNumberSchema),
  /** The same transfers by reference, amount, status and sender (a beneficiary case has several senders). */
  transfers: z.array(
    z.object({ id: wholeNumberSchema, referenceCode: z.string(), cadAmount: z.string(), status: z.enum(TRANSFER_STATUSES), customerName: z.string() }),
  ),
  status: z.enum(CASE_STATUSES),
  /** What opened it: the operator's narrative (str), the possible match (sanctions), the window (eftr), the rule's count. */
  summary: z.string(),
  /** A rule opened it (refused_attempts), not an operator; such a case holds nothing by itself. */
  rule: z.nullable(z.enum(['refused_attempts'])),
  openedAt: isoDateTimeSchema,
  /** The operator who opened it (null: the system). */
  openedBy: z.nullable(personSchema),
  assignee: z.nullable(personSchema),
  outcome: z.nullable(z.enum(CASE_OUTCOMES)),
  reference: z.nullable(z.string()),
  note: z.nullable(z.string()),
  closedAt: z.nullable(isoDateTimeSchema),
  closedBy: z.nullable(personSchema),
  /** Closed as listed_property and no authorities' decision recorded yet: the party's transfers are frozen. */
  frozen: z.boolean(),
  authorityDecision: z.nullable(
    z.object({ decision: z.enum(AUTHORITY_DECISIONS), note: z.string(), decidedAt: isoDateTimeSchema, decidedBy: z.nullable(personSchema) }),
  ),
});
export type ComplianceCase = z.infer<typeof complianceCaseSchema>;
export const complianceCaseListSchema = z.array(complianceCaseSchema);

export const closeCaseSchema = z.object({
  outcome: z.enum(CLOSING_OUTCOMES, { error: () => complianceValidation.outcomeInvalid }),
  reference: z.optional(labelText({ max: 100, tooLong: atMost(100).error })),
  note: labelText({ max: 2000, tooLong: atMost(2000).error, min: 1, tooShort: () => complianceValidation.noteRequired, lineBreaks: true }),
});

/** An id within its column's range (transfers: bigint, users: integer), so none reaches the database out of range. */
const optionalRowId = (message: Message, max: number) =>
  z.optional(z.number({ error: message }).check(z.int({ error: message }), z.gte(1, { error: message }), z.lte(max, { error: message })));

/** POST /api/admin/compliance/cases: an operator flags a transfer or a customer as suspicious. */
export const flagSchema = z
  .object({
    transferId: optionalRowId(() => complianceValidation.transferIdInvalid, MAX_ROW_ID.bigint),
    userId: optionalRowId(() => complianceValidation.userIdInvalid, MAX_ROW_ID.integer),
    narrative: labelText({ max: 4000, tooLong: atMost(4000).error, min: 1, tooShort: () => complianceValidation.narrativeRequired, lineBreaks: true }),
  })
  .check((context) => {
    if ((context.value.transferId === undefined) === (context.value.userId === undefined)) {
      // On a field, so the answer's message is this one (an issue without a path reads as a malformed body).
      context.issues.push({ code: 'custom', message: complianceValidation.flagOneTarget, input: context.value, path: ['transferId'] });
    }
  });

/** POST /api/verification's answer: the verification waits for an operator. */
export const verificationSubmittedSchema = z.object({ status: z.literal('pending') });

export const VERIFICATION_RECORD_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type VerificationRecordStatus = (typeof VERIFICATION_RECORD_STATUSES)[number];

/** GET /api/admin/verifications: `status` (pending by default: the queue; `all` for every one) and the usual paging. */
export const adminVerificationQuerySchema = z.object({
  status: z.pipe(
    optionalParam(z.enum([...VERIFICATION_RECORD_STATUSES, 'all'], { error: () => verificationMessages.statusInvalid })),
    z.transform((value: VerificationRecordStatus | 'all' | undefined) => (value === 'all' ? undefined : (value ?? 'pending'))),
  ),
  // The admin lists' page size (ADMIN_PAGE_DEFAULT), without pulling the admin schemas into the customer's bundle.
  ...pageQuery(100).shape,
});
export type AdminVerificationQuery = z.output<typeof adminVerificationQuerySchema>;

/** Methods an operator records with `npm run manage -- verify-identity` (the app's own is "document"). */
export const OUTSIDE_VERIFICATION_METHODS = ['in-person', 'dual-process', 'credit-file'] as const;

/** `npm run manage -- verify-identity EMAIL --method M --note TEXT [--name "LEGAL NAME"]`. */
export const outsideVerificationSchema = z.object({
  /** The legal name verified (default: the account's name); a new one for a customer already verified is a change of name. */
  name: z.optional(nameSchema({ min: () => screenValidation.fullNameMin, max: () => screenValidation.fullNameMax })),
  email: z
    .string({ error: () => complianceValidation.customerEmailRequired })
    .check(z.trim(), z.minLength(3, { error: () => complianceValidation.customerEmailRequired })),
  method: z.enum(OUTSIDE_VERIFICATION_METHODS, { error: () => verificationMessages.methodInvalid }),
  note: labelText({ max: 2000, tooLong: atMost(2000).error, min: 1, tooShort: () => verificationMessages.noteRequired, lineBreaks: true }),
});
