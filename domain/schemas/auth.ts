import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MIN_NAME_LENGTH, MIN_PASSWORD_LENGTH } from '../constants';
import { validation } from '../messages';
import { isoDateTimeSchema, plainText } from './common';

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

const MAX_NAME_LENGTH = 100;

export const emailSchema = z
  .string({ error: validation.emailInvalid })
  .trim()
  .max(254, validation.emailInvalid)
  .pipe(z.email({ error: validation.emailInvalid }));

const newPasswordSchema = z
  .string({ error: validation.passwordMin })
  .min(MIN_PASSWORD_LENGTH, validation.passwordMin)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(...plainText)
    .optional();

export const signupRequestSchema = z.object({
  email: emailSchema,
  firstName: z
    .string({ error: validation.firstNameMin })
    .trim()
    .min(MIN_NAME_LENGTH, validation.firstNameMin)
    .max(MAX_NAME_LENGTH, `First name must be at most ${MAX_NAME_LENGTH} characters`)
    .refine(...plainText),
  lastName: z
    .string({ error: validation.lastNameMin })
    .trim()
    .min(MIN_NAME_LENGTH, validation.lastNameMin)
    .max(MAX_NAME_LENGTH, `Last name must be at most ${MAX_NAME_LENGTH} characters`)
    .refine(...plainText),
  password: newPasswordSchema,
  country: z.enum(COUNTRY_VALUES, { error: validation.countryRequired }),
  phone: optionalText(30, 'Phone'),
  address: optionalText(300, 'Address'),
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: validation.passwordRequired })
    .min(1, validation.passwordRequired)
    .max(MAX_PASSWORD_LENGTH, validation.passwordRequired),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const forgotPasswordRequestSchema = z.object({
  email: z
    .string({ error: validation.emailRequired })
    .trim()
    .min(1, validation.emailRequired)
    .max(254, validation.emailInvalid)
    .pipe(z.email({ error: validation.emailInvalid })),
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z.object({
  token: z
    .string({ error: validation.resetTokenInvalid })
    .min(1, validation.resetTokenInvalid)
    .max(200, validation.resetTokenInvalid),
  password: newPasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** The signed-in user as the API shows it: never a password hash or a session. */
export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  country: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  isAdmin: z.boolean(),
  biometricEnabled: z.boolean(),
  createdAt: isoDateTimeSchema,
});
export type User = z.infer<typeof userSchema>;
