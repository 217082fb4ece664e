import { z } from 'zod';
import { validation } from '../messages';
import { plainText } from './common';

const optionalText = (max: number, message: string, pattern?: RegExp) => {
  const base = z.string({ error: message }).trim().max(max, message).refine(...plainText);
  const checked = pattern ? base.refine((value) => value === '' || pattern.test(value), message) : base;
  // An emptied field clears the value.
  return checked.transform((value) => (value === '' ? null : value)).nullable().optional();
};

/** Only these three may change; any other field in the body is dropped, never applied. */
export const updateProfileRequestSchema = z.object({
  username: z
    .string({ error: validation.fullNameMin })
    .trim()
    .min(2, validation.fullNameMin)
    .max(100, validation.fullNameMax)
    .refine(...plainText)
    .optional(),
  phone: optionalText(30, validation.phoneFormat, /^[0-9+\-() ]+$/),
  address: optionalText(300, validation.addressMax),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

export const profileResponseSchema = z.object({
  username: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;
