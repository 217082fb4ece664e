import { z } from 'zod/mini';
import { MAX_PASSWORD_LENGTH } from '../constants';
import { securityMessages } from '../security-texts';
import { newPasswordSchema, resetPasswordRequestSchema } from './auth';
import { isoDateTimeSchema, wholeNumberSchema } from './common';
import { passkeySchema } from './passkeys';

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

/**
 * The reset page (issue 32): what signs the account in besides its password, so its owner can
 * remove a passkey or an authenticator app they do not recognize in the same step as the reset.
 * POST /api/auth/reset-password/factors { token } answers it.
 */
export const resetFactorsRequestSchema = z.object({ token: resetPasswordRequestSchema.shape.token });
export const resetFactorsSchema = z.object({ passkeys: z.array(passkeySchema), totp: z.boolean() });
export type ResetFactors = z.infer<typeof resetFactorsSchema>;

/** A passkey's id in the API (passkeys.id, a UUID). */
const PASSKEY_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** At most this many passkeys named for removal in one reset (far more than an account holds). */
const MAX_REMOVED_PASSKEYS = 100;

/**
 * POST /api/auth/reset-password: the token and new password, and what to remove with them —
 * passkeys by id, the authenticator app (its recovery codes too). All or nothing.
 */
export const resetPasswordWithRemovalsSchema = z.extend(resetPasswordRequestSchema, {
  removePasskeys: z.optional(
    z
      .array(z.string({ error: () => securityMessages.resetPasskeyUnknown }).check(z.regex(PASSKEY_ID, { error: () => securityMessages.resetPasskeyUnknown })), {
        error: () => securityMessages.resetPasskeyUnknown,
      })
      .check(z.maxLength(MAX_REMOVED_PASSKEYS, { error: () => securityMessages.resetPasskeyUnknown })),
  ),
  removeTotp: z.optional(z.boolean({ error: () => securityMessages.resetRemoveTotpInvalid })),
});
export type ResetPasswordWithRemovals = z.infer<typeof resetPasswordWithRemovalsSchema>;
