import { z } from 'zod/mini';
import { SUPPORTED_LOCALES, type Locale } from '../locale';
import { currentLocale } from '../texts/current-locale';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../constants';
import { validation } from '../messages';
import { isoDateTimeSchema, labelText, nameSchema, wholeNumberSchema } from './common';

/** The countries a customer may live in: the stored value, and its ISO 3166 region for its name. */
export const COUNTRIES = [
  { value: 'Canada', region: 'CA' },
  { value: 'India', region: 'IN' },
  { value: 'USA', region: 'US' },
  { value: 'UK', region: 'GB' },
] as const;

const regionNames = new Map<Locale, Intl.DisplayNames>();

/**
 * A country as the sign-up form names it, in the current language (issue 19): CLDR's own names
 * through Intl.DisplayNames — "United Kingdom", "Royaume-Uni", "यूनाइटेड किंगडम" — so no catalogue
 * has to keep them. An unknown value is shown as stored.
 */
export function countryName(value: string, locale: Locale = currentLocale()): string {
  const region = COUNTRIES.find((country) => country.value === value)?.region;
  if (!region) return value;
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region' });
    regionNames.set(locale, names);
  }
  return names.of(region) ?? value;
}
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
    z.maxLength(MAX_PASSWORD_LENGTH, { error: () => validation.passwordMax(MAX_PASSWORD_LENGTH) }),
  );

const optionalText = (max: number, field: 'phone' | 'address') =>
  z.optional(labelText({ max, tooLong: () => validation.signupFieldMax(field, max), notText: () => validation.signupFieldNotText(field) }));

export const signupRequestSchema = z.object({
  email: emailSchema,
  firstName: nameSchema({ min: () => validation.firstNameMin, max: () => validation.firstNameMax }),
  lastName: nameSchema({ min: () => validation.lastNameMin, max: () => validation.lastNameMax }),
  password: newPasswordSchema,
  country: z.enum(COUNTRY_VALUES, { error: () => validation.countryRequired }),
  phone: optionalText(30, 'phone'),
  address: optionalText(300, 'address'),
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
  /** The name is the verified legal name (issue 31): Profile cannot change it. */
  nameLocked: z.boolean(),
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
