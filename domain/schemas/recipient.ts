import { z } from 'zod/mini';
import { complianceTexts } from '../compliance-texts';
import { screenValidation } from '../messages';
import { isoDateTimeSchema, labelText, type Message, nameSchema, wholeNumberSchema } from './common';

/** Every relationship the server accepts: the union of both forms' lists (docs/product.md § Validation). */
export const RELATIONSHIPS = ['Family', 'Friend', 'Business', 'Self', 'Other'] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];
/** The send screen's add form offers these… */
export const SEND_FORM_RELATIONSHIPS = ['Family', 'Friend', 'Business', 'Other'] as const satisfies readonly Relationship[];
/** …and the recipients screen's dialog these. */
export const RECIPIENTS_FORM_RELATIONSHIPS = ['Family', 'Friend', 'Business', 'Self'] as const satisfies readonly Relationship[];

export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;

const requiredText = (message: Message) => z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message }));

/** An IFSC as people type it: trimmed and upper-cased, then 4 letters, a zero and 6 letters or digits. */
export const ifscCodeSchema = z.pipe(
  requiredText(() => screenValidation.ifscRequired).check(z.toUpperCase()),
  z.string().check(z.regex(IFSC_PATTERN, { error: () => screenValidation.ifscFormat })),
);

/** An optional part of the recipient's address (the travel rule, 1,000 CAD or more); empty or null clears it. */
const addressPart = (max: number, message: Message) =>
  z.optional(
    z.nullable(
      z.pipe(
        labelText({ max, tooLong: message }),
        z.transform((value: string) => (value === '' ? null : value)),
      ),
    ),
  );

/** The recipient's address: needed (city and state at least) for a transfer of 1,000 CAD or more. */
export const recipientAddressFields = {
  address: addressPart(200, () => screenValidation.recipientAddressMax),
  city: addressPart(100, () => screenValidation.recipientCityMax),
  state: addressPart(100, () => screenValidation.recipientStateMax),
};

export const createRecipientRequestSchema = z.object({
  name: nameSchema({ min: () => screenValidation.recipientNameMin, max: () => screenValidation.recipientNameMax }),
  // Spaces people type between digit groups are dropped before the 9–18 digit rule applies.
  accountNumber: z.pipe(
    z.pipe(
      requiredText(() => screenValidation.accountNumberRequired),
      // Spaces of any kind and dashes only: a hidden character left in is refused by the digit rule.
      z.transform((value: string) => value.replace(/[\p{Zs}-]/gu, '')),
    ),
    z.string().check(z.regex(ACCOUNT_NUMBER_PATTERN, { error: () => screenValidation.accountNumberFormat })),
  ),
  ifscCode: ifscCodeSchema,
  // May be left out or empty when the IFSC is known to the server's IFSC data: the server fills it
  // in from there, and refuses an unknown IFSC without one ("Bank name is required").
  bankName: z.optional(
    z.pipe(
      labelText({ max: 100, tooLong: () => screenValidation.bankNameMax, notText: () => screenValidation.bankNameRequired }),
      z.transform((value: string) => (value === '' ? undefined : value)),
    ),
  ),
  relationship: z.enum(RELATIONSHIPS, { error: () => screenValidation.relationshipRequired }),
  ...recipientAddressFields,
});
export type CreateRecipientRequest = z.input<typeof createRecipientRequestSchema>;

/** PATCH /api/recipients/:id: the address parts given change (null or "" clears one); nothing else does. */
export const updateRecipientRequestSchema = z.object(recipientAddressFields);

export const recipientSchema = z.object({
  id: wholeNumberSchema,
  name: z.string(),
  relationship: z.string(),
  accountNumber: z.string(),
  bankName: z.string(),
  ifscCode: z.string(),
  address: z.nullable(z.string()),
  city: z.nullable(z.string()),
  state: z.nullable(z.string()),
  createdAt: isoDateTimeSchema,
});
export type Recipient = z.infer<typeof recipientSchema>;
export const recipientListSchema = z.array(recipientSchema);

/** PATCH /api/recipients/:id: the recipient's address for the travel rule (city and state at least). */
export const recipientAddressSchema = z.object({
  address: recipientAddressFields.address,
  city: labelText({ max: 100, tooLong: () => screenValidation.recipientCityMax, min: 1, tooShort: () => complianceTexts.cityRequired }),
  state: labelText({ max: 100, tooLong: () => screenValidation.recipientStateMax, min: 1, tooShort: () => complianceTexts.stateRequired }),
});
export type RecipientAddressRequest = z.input<typeof recipientAddressSchema>;
