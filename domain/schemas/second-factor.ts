import { z } from 'zod/mini';
import { apiMessages } from '../messages';
import { userSchema } from './auth';

/**
 * Two-step sign-in (issue 18): an authenticator app (TOTP, RFC 6238) and its recovery codes.
 * The shapes named by the issue are kept exactly: POST /api/auth/totp → { secret, otpauthUri };
 * POST /api/auth/totp/confirm { code } → { recoveryCodes }; login → { secondFactorRequired, methods };
 * POST /api/auth/second-factor { code } → the user.
 */

/** The second factors an account can be asked for: an authenticator app, a passkey. */
export const SECOND_FACTOR_METHODS = ['totp', 'passkey'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/** A 6-digit TOTP code or a recovery code as typed: spaces and dashes are allowed, the server drops them. */
export const secondFactorCodeRequestSchema = z.object({
  code: z
    .string({ error: () => apiMessages.secondFactorCodeFormat })
    .check(z.trim(), z.minLength(1, { error: () => apiMessages.secondFactorCodeFormat }), z.maxLength(40, { error: () => apiMessages.secondFactorCodeFormat })),
});
export type SecondFactorCodeRequest = z.infer<typeof secondFactorCodeRequestSchema>;

export const totpEnrolmentSchema = z.object({ secret: z.string(), otpauthUri: z.string() });
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

export const totpConfirmResponseSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type TotpConfirmResponse = z.infer<typeof totpConfirmResponseSchema>;

/** GET /api/auth/totp: whether the authenticator app is on, and how many recovery codes are left. */
export const totpStatusSchema = z.object({ enabled: z.boolean(), recoveryCodesLeft: z.number() });
export type TotpStatus = z.infer<typeof totpStatusSchema>;

/**
 * GET /api/auth/second-factor: whether the account has a second factor (`enrolled`, `methods`) and
 * whether this session completed one within the last 12 hours (`recent`, until `recentUntil`) —
 * what every /api/admin/* call requires (otherwise 403 `second_factor_required`).
 */
export const secondFactorStatusSchema = z.object({
  enrolled: z.boolean(),
  methods: z.array(z.enum(SECOND_FACTOR_METHODS)),
  recent: z.boolean(),
  recentUntil: z.nullable(z.string()),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

/** The `code` of the 403 an /api/admin/* call answers without a recent second factor. */
export const SECOND_FACTOR_REQUIRED_CODE = 'second_factor_required';

export const secondFactorRequiredSchema = z.object({
  secondFactorRequired: z.literal(true),
  methods: z.array(z.enum(SECOND_FACTOR_METHODS)),
});
export type SecondFactorRequired = z.infer<typeof secondFactorRequiredSchema>;

/** POST /api/auth/login: the user, or (an account with a second factor) the request for a code. */
export const loginResponseSchema = z.union([userSchema, secondFactorRequiredSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Recovery codes: 16 characters of base32 (80 bits), shown in groups of four. */
export const RECOVERY_CODE_PATTERN = /^[a-z2-7]{16}$/;
export const TOTP_CODE_PATTERN = /^[0-9]{6}$/;

/** A typed code without spaces or dashes, lower case: what the server compares. */
export function normalizeSecondFactorCode(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase();
}
