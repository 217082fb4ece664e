import { z } from 'zod/mini';
import { SUPPORTED_LOCALES } from '../locale';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../constants';
import { validation } from '../messages';
import { isoDateTimeSchema, nameSchema, visibleText, wholeNumberSchema } from './common';

export const COUNTRIES = [
  { value: 'Canada', label: 'Canada' },
  { value: 'India', label: 'India' },
  { value: 'USA', label: 'United States' },
  { value: 'UK', label: 'United Kingdom' },
] as const;
export const COUNTRY_VALUES = COUNTRIES.map((country) => country.value) as [
  (typeof COUNTRIES)[number]['value'],
  ...(typeof COUNTRIES)[number]['value'][],
];
export type Country = (typeof COUNTRY_VALUES)[number];

export const emailSchema = z.pipe(
  z.string({ error: () => validation.emailInvalid }).check(z.trim(), z.maxLength(254, { error: () => validation.emailInvalid })),
  z.email({ error: () => validation.emailInvalid }),
);

export const newPasswordSchema = z
  .string({ error: () => validation.passwordMin })
  .check(
    z.minLength(MIN_PASSWORD_LENGTH, { error: () => validation.passwordMin }),
    z.maxLength(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`),
  );

const optionalText = (max: number, label: string) =>
  z.optional(
    z
      .string({ error: `${label} must be text` })
      .check(z.trim(), z.normalize('NFC'), z.maxLength(max, `${label} must be at most ${max} characters`), visibleText),
  );

export const signupRequestSchema = z.object({
  email: emailSchema,
  firstName: nameSchema({ min: () => validation.firstNameMin, max: () => validation.firstNameMax }),
  lastName: nameSchema({ min: () => validation.lastNameMin, max: () => validation.lastNameMax }),
  password: newPasswordSchema,
  country: z.enum(COUNTRY_VALUES, { error: () => validation.countryRequired }),
  phone: optionalText(30, 'Phone'),
  address: optionalText(300, 'Address'),
  /** The language the visitor signed up in (the picker's, else the browser's); English when absent. */
  locale: z.optional(z.enum(SUPPORTED_LOCALES)),
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: () => validation.passwordRequired })
    .check(z.minLength(1, { error: () => validation.passwordRequired }), z.maxLength(MAX_PASSWORD_LENGTH, { error: () => validation.passwordRequired })),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const forgotPasswordRequestSchema = z.object({
  email: z.pipe(
    z
      .string({ error: () => validation.emailRequired })
      .check(z.trim(), z.minLength(1, { error: () => validation.emailRequired }), z.maxLength(254, { error: () => validation.emailInvalid })),
    z.email({ error: () => validation.emailInvalid }),
  ),
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z.object({
  token: z
    .string({ error: () => validation.resetTokenInvalid })
    .check(z.minLength(1, { error: () => validation.resetTokenInvalid }), z.maxLength(200, { error: () => validation.resetTokenInvalid })),
  password: newPasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** The signed-in user as the API shows it: never a password hash or a session. */
export const userSchema = z.object({
  id: wholeNumberSchema,
  email: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  country: z.string(),
  phone: z.nullable(z.string()),
  address: z.nullable(z.string()),
  isAdmin: z.boolean(),
  biometricEnabled: z.boolean(),
  /** Whether the sign-up's email was confirmed by its link (issue 18). */
  emailVerified: z.boolean(),
  /** The language of the account's screens and mail (issue 19). */
  locale: z.enum(SUPPORTED_LOCALES),
  createdAt: isoDateTimeSchema,
});
export type User = z.infer<typeof userSchema>;
