import { z } from 'zod/mini';
import { MAX_PASSWORD_LENGTH } from '../constants';
import { securityMessages } from '../security-texts';
import { newPasswordSchema } from './auth';
import { isoDateTimeSchema, wholeNumberSchema } from './common';

/**
 * Account security (issue 18): sessions, change password, verified email. Apart from auth.ts so the
 * sign-in screen, which loads auth.ts's schemas, does not load the Security screen's texts too.
 */

/** One of the account's live sessions (GET /api/auth/sessions). */
export const sessionSchema = z.object({
  id: z.string(),
  browser: z.string(),
  os: z.string(),
  ip: z.nullable(z.string()),
  createdAt: isoDateTimeSchema,
  lastActiveAt: isoDateTimeSchema,
  current: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;
export const sessionListSchema = z.array(sessionSchema);

/** `:id` of a session: a UUID; anything else names no session (404, as another user's would). */
export const sessionParamsSchema = z.object({ id: z.string() });

/** DELETE /api/auth/sessions?others=true: every session of the account but this one. */
export const endOtherSessionsQuerySchema = z.object({
  others: z.literal('true', { error: () => securityMessages.othersQueryInvalid }),
});

export const changePasswordRequestSchema = z.object({
  currentPassword: z
    .string({ error: () => securityMessages.currentPasswordRequired })
    .check(z.minLength(1, { error: () => securityMessages.currentPasswordRequired }), z.maxLength(MAX_PASSWORD_LENGTH, { error: () => securityMessages.currentPasswordWrong })),
  newPassword: newPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const verifyEmailRequestSchema = z.object({
  token: z
    .string({ error: () => securityMessages.verifyTokenInvalid })
    .check(z.minLength(1, { error: () => securityMessages.verifyTokenInvalid }), z.maxLength(200, { error: () => securityMessages.verifyTokenInvalid })),
});

/** DELETE /api/auth/sessions?others=true answers how many sessions it ended. */
export const endedSessionsSchema = z.object({ message: z.string(), ended: wholeNumberSchema });
