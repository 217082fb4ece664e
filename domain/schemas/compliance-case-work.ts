import { z } from 'zod/mini';
import { ATTEMPT_REASONS, REFUSED_ATTEMPTS_MAX_THRESHOLD } from '../compliance';
import { complianceValidation } from '../compliance-texts';
import { AUTHORITY_DECISIONS, CASE_OUTCOMES, complianceCaseSchema } from './compliance';
import { isoDateTimeSchema, labelText, MAX_ROW_ID, wholeNumberSchema } from './common';
import { optionalParam, pageQuery } from './paging';

/**
 * Case work and the controls around cases (issue 31, docs/api.md § Compliance): notes, the assignee,
 * the history, the authorities' decision on frozen property, refused attempts and their rule.
 */

const NOTE_MAX = 2000;
/** An operator's note: a label under the one text policy that may hold line breaks. */
const noteText = labelText({
  min: 1,
  tooShort: () => complianceValidation.noteRequired,
  max: NOTE_MAX,
  tooLong: () => complianceValidation.atMost(NOTE_MAX),
  lineBreaks: true,
});

/** POST /api/admin/compliance/cases/:id/notes. */
export const caseNoteSchema = z.object({ text: noteText });

/** POST /api/admin/compliance/cases/:id/assign: an operator's id, or null to unassign. */
export const caseAssignSchema = z.object({
  userId: z.nullable(
    z
      .number({ error: () => complianceValidation.assigneeInvalid })
      .check(
        z.int({ error: () => complianceValidation.assigneeInvalid }),
        z.gte(1, { error: () => complianceValidation.assigneeInvalid }),
        z.lte(MAX_ROW_ID.integer, { error: () => complianceValidation.assigneeInvalid }),
      ),
  ),
});

/** POST /api/admin/compliance/cases/:id/authority-decision: what the authorities decided about frozen property. */
export const authorityDecisionSchema = z.object({
  decision: z.enum(AUTHORITY_DECISIONS, { error: () => complianceValidation.authorityDecisionInvalid }),
  note: noteText,
});

export const CASE_EVENT_KINDS = [
  'opened',
  'joined',
  'recomputed',
  'note',
  'assigned',
  'closed',
  'reopened',
  'frozen',
  'authority_decision',
  'transfer_rejected',
] as const;
export type CaseEventKind = (typeof CASE_EVENT_KINDS)[number];

/** One entry of a case's history; `details` holds what changed, by kind. */
export const caseEventSchema = z.object({
  id: wholeNumberSchema,
  kind: z.enum(CASE_EVENT_KINDS),
  /** Who (null: the system). */
  actor: z.nullable(z.object({ id: wholeNumberSchema, name: z.string() })),
  /** An operator's words: the note, the closing note, the authorities' decision, a rejection's reason. */
  text: z.nullable(z.string()),
  details: z.object({
    total: z.optional(z.nullable(z.string())),
    transferIds: z.optional(z.array(wholeNumberSchema)),
    outcome: z.optional(z.nullable(z.enum(CASE_OUTCOMES))),
    reference: z.optional(z.nullable(z.string())),
    dueBy: z.optional(z.nullable(z.string())),
    assignee: z.optional(z.nullable(z.object({ id: wholeNumberSchema, name: z.string() }))),
    decision: z.optional(z.enum(AUTHORITY_DECISIONS)),
    transferId: z.optional(wholeNumberSchema),
  }),
  createdAt: isoDateTimeSchema,
});
export type CaseEvent = z.infer<typeof caseEventSchema>;

/** GET /api/admin/compliance/cases/:id: the case with its history (notes included), oldest first. */
export const caseDetailSchema = z.object({ ...complianceCaseSchema.shape, events: z.array(caseEventSchema) });
export type CaseDetail = z.infer<typeof caseDetailSchema>;

/** GET /api/admin/compliance/operators: who a case can be assigned to. */
export const operatorListSchema = z.array(z.object({ id: wholeNumberSchema, name: z.string(), email: z.string() }));

/** A transfer a rule refused (GET /api/admin/compliance/attempts). */
export const transferAttemptSchema = z.object({
  id: wholeNumberSchema,
  userId: wholeNumberSchema,
  customerName: z.string(),
  customerEmail: z.string(),
  recipientId: z.nullable(wholeNumberSchema),
  recipientName: z.nullable(z.string()),
  cadAmount: z.string(),
  reason: z.enum(ATTEMPT_REASONS),
  referenceCode: z.string(),
  createdAt: isoDateTimeSchema,
});
export type TransferAttempt = z.infer<typeof transferAttemptSchema>;
export const transferAttemptListSchema = z.array(transferAttemptSchema);

const userIdParam = z
  .pipe(
    z.string({ error: () => complianceValidation.userIdInvalid }).check(z.regex(/^\d{1,10}$/, { error: () => complianceValidation.userIdInvalid })),
    z.transform(Number),
  )
  .check(z.refine((value) => value >= 1 && value <= MAX_ROW_ID.integer, { error: () => complianceValidation.userIdInvalid }));

/** `?userId` (one customer's) and the usual paging, newest first. */
export const attemptListQuerySchema = z.object({ userId: optionalParam(userIdParam), ...pageQuery(50).shape });

/** GET/PUT /api/admin/compliance/settings. */
export const complianceSettingsSchema = z.object({
  refusedAttemptsThreshold: z
    .number({ error: () => complianceValidation.attemptsThresholdInvalid })
    .check(
      z.int({ error: () => complianceValidation.attemptsThresholdInvalid }),
      z.gte(1, { error: () => complianceValidation.attemptsThresholdInvalid }),
      z.lte(REFUSED_ATTEMPTS_MAX_THRESHOLD, { error: () => complianceValidation.attemptsThresholdInvalid }),
    ),
});
export type ComplianceSettings = z.infer<typeof complianceSettingsSchema>;
