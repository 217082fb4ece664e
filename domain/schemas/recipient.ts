import { z } from 'zod';
import { MIN_NAME_LENGTH } from '../constants';
import { validation } from '../messages';
import { isoDateTimeSchema, plainText } from './common';

/** Every relationship the server accepts: the union of both forms' lists (SPEC.md §3). */
export const RELATIONSHIPS = ['Family', 'Friend', 'Business', 'Self', 'Other'] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];
/** The send screen's add form offers these… */
export const SEND_FORM_RELATIONSHIPS = ['Family', 'Friend', 'Business', 'Other'] as const satisfies readonly Relationship[];
/** …and the recipients screen's dialog these. */
export const RECIPIENTS_FORM_RELATIONSHIPS = ['Family', 'Friend', 'Business', 'Self'] as const satisfies readonly Relationship[];

export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;
export const IFSC_EXAMPLE = 'SBIN0001234';

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

export const createRecipientRequestSchema = z.object({
  name: z
    .string({ error: validation.recipientNameMin })
    .trim()
    .min(MIN_NAME_LENGTH, validation.recipientNameMin)
    .max(100, validation.recipientNameMax)
    .refine(...plainText),
  // Spaces people type between digit groups are dropped before the 9–18 digit rule applies.
  accountNumber: requiredText(validation.accountNumberRequired)
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(ACCOUNT_NUMBER_PATTERN, validation.accountNumberFormat)),
  ifscCode: requiredText(validation.ifscRequired)
    .toUpperCase()
    .pipe(z.string().regex(IFSC_PATTERN, validation.ifscFormat)),
  bankName: requiredText(validation.bankNameRequired).max(100, validation.bankNameMax).refine(...plainText),
  relationship: z.enum(RELATIONSHIPS, { error: validation.relationshipRequired }),
});
export type CreateRecipientRequest = z.input<typeof createRecipientRequestSchema>;

export const recipientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  relationship: z.string(),
  accountNumber: z.string(),
  bankName: z.string(),
  ifscCode: z.string(),
  createdAt: isoDateTimeSchema,
});
export type Recipient = z.infer<typeof recipientSchema>;
export const recipientListSchema = z.array(recipientSchema);
