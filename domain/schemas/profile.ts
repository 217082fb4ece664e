import { z } from 'zod/mini';
import { validation } from '../messages';
import { plainText } from './common';

const optionalText = (max: number, message: string, pattern?: RegExp) => {
  const base = z.string({ error: message }).check(z.trim(), z.maxLength(max, message), plainText);
  const checked = pattern ? base.check(z.refine((value) => value === '' || pattern.test(value), message)) : base;
  // An emptied field clears the value.
  return z.optional(z.nullable(z.pipe(checked, z.transform((value: string) => (value === '' ? null : value)))));
};

/** Only these three may change; any other field in the body is dropped, never applied. */
export const updateProfileRequestSchema = z.object({
  username: z.optional(
    z
      .string({ error: validation.fullNameMin })
      .check(z.trim(), z.minLength(2, validation.fullNameMin), z.maxLength(100, validation.fullNameMax), plainText),
  ),
  phone: optionalText(30, validation.phoneFormat, /^[0-9+\-() ]+$/),
  address: optionalText(300, validation.addressMax),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

export const profileResponseSchema = z.object({
  username: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  address: z.nullable(z.string()),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;
