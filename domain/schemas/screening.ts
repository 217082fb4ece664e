import { z } from 'zod/mini';
import { screeningValidation } from '../screening-texts';
import { isCalendarDate, isoDateTimeSchema, labelText, wholeNumberSchema } from './common';

/** Sanctions screening for operators (docs/api.md § Compliance; issue 31 fixes the test call's shape). */

/** The longest name an operator may test (list names with every alias part run long). */
export const SCREENING_TEST_NAME_MAX = 300;

/**
 * POST /api/admin/screening/test: a name as a customer could enter it — a label under the one text
 * policy (domain/text.ts), since a hidden character is refused in every name field before it could
 * reach a screening; lookalike letters of other scripts, other scripts and other spellings are
 * what an operator tries here.
 */
export const screeningTestSchema = z.object({
  name: labelText({ min: 1, max: SCREENING_TEST_NAME_MAX, tooShort: () => screeningValidation.nameRequired, tooLong: () => screeningValidation.nameTooLong }),
  dateOfBirth: z.optional(
    z.string({ error: () => screeningValidation.dateOfBirthInvalid }).check(z.refine(isCalendarDate, { error: () => screeningValidation.dateOfBirthInvalid })),
  ),
});
export type ScreeningTestRequest = z.output<typeof screeningTestSchema>;

export const screeningMatchSchema = z.object({
  entryId: z.string(),
  listName: z.string(),
  /** The entry's primary name, and its name or alias that matched. */
  name: z.string(),
  matchedName: z.string(),
  score: z.number(),
  /** What made the score: name similarity, date of birth agreement, transliteration… */
  features: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
});

export const screeningTestResponseSchema = z.object({
  listVersion: wholeNumberSchema,
  matches: z.array(screeningMatchSchema),
});
export type ScreeningTestResponse = z.infer<typeof screeningTestResponseSchema>;

/** GET /api/admin/screening/status: the current list version and how far its re-screen is. */
export const screeningStatusSchema = z.object({
  /** 0 when no list was ever imported. */
  listVersion: wholeNumberSchema,
  importedAt: z.nullable(isoDateTimeSchema),
  entryCount: wholeNumberSchema,
  rescreen: z.nullable(
    z.object({
      total: z.nullable(wholeNumberSchema),
      done: wholeNumberSchema,
      matches: wholeNumberSchema,
      startedAt: z.nullable(isoDateTimeSchema),
      finishedAt: z.nullable(isoDateTimeSchema),
    }),
  ),
  /** Parties not yet screened against the current version: their transfers cannot be approved. */
  waiting: z.object({ customers: wholeNumberSchema, recipients: wholeNumberSchema, payers: wholeNumberSchema }),
});
export type ScreeningStatus = z.infer<typeof screeningStatusSchema>;
