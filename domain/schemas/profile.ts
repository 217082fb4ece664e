import { z } from 'zod/mini';
import { MAX_PASSWORD_LENGTH } from '../constants';
import { SUPPORTED_LOCALES } from '../locale';
import { screenValidation, validation } from '../messages';
import { labelText, type Message, nameSchema } from './common';

const optionalText = (max: number, message: Message, pattern?: RegExp) => {
  const base = labelText({ max, tooLong: message });
  const checked = pattern ? base.check(z.refine((value) => value === '' || pattern.test(value), { error: message })) : base;
  // An emptied field clears the value.
  return z.optional(z.nullable(z.pipe(checked, z.transform((value: string) => (value === '' ? null : value)))));
};

/** Only these three may change; any other field in the body is dropped, never applied. */
export const updateProfileRequestSchema = z.object({
  username: z.optional(nameSchema({ min: () => screenValidation.fullNameMin, max: () => screenValidation.fullNameMax })),
  phone: optionalText(30, () => screenValidation.phoneFormat, /^[0-9+\-() ]+$/),
  address: optionalText(300, () => screenValidation.addressMax),
  /** The language of the account's screens and mail (issue 19). */
  locale: z.optional(z.enum(SUPPORTED_LOCALES, { error: () => validation.localeInvalid })),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

export const profileResponseSchema = z.object({
  username: z.string(),
  /** The name is the verified legal name (issue 31): Profile cannot change it (409 name_locked). */
  nameLocked: z.boolean(),
  email: z.string(),
  phone: z.nullable(z.string()),
  address: z.nullable(z.string()),
  locale: z.enum(SUPPORTED_LOCALES),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** POST /api/profile/close: the customer confirms with their password. */
export const closeAccountRequestSchema = z.object({
  password: z
    .string({ error: () => validation.passwordRequired })
    .check(z.minLength(1, { error: () => validation.passwordRequired }), z.maxLength(MAX_PASSWORD_LENGTH, { error: () => validation.passwordRequired })),
});
