import { z } from 'zod/mini';
import { MAX_PASSWORD_LENGTH } from '../constants';
import { securityMessages } from '../security-texts';
import { isoDateTimeSchema } from './common';
import { authenticationResponseSchema } from './passkeys';
import { secondFactorCodeRequestSchema } from './second-factor';

/**
 * Re-authentication (issue 32, GitHub's "sudo mode"): adding or removing a passkey, setting up,
 * replacing or turning off the authenticator app and replacing the recovery codes need this session
 * to have proved the account's password, a passkey or a current code within the last 10 minutes;
 * otherwise they answer 403 `{ message, code: "reauthentication_required" }`.
 */
export const REAUTHENTICATION_REQUIRED_CODE = 'reauthentication_required';
export const REAUTHENTICATION_MAX_AGE_MS = 10 * 60_000;

/**
 * POST /api/auth/reauthenticate: exactly one of the password, a code (6 digits or a recovery code)
 * or a passkey's answer to POST /api/auth/reauthenticate/options.
 */
export const reauthenticateRequestSchema = z
  .object({
    password: z.optional(
      z
        .string({ error: () => securityMessages.currentPasswordRequired })
        .check(
          z.minLength(1, { error: () => securityMessages.currentPasswordRequired }),
          z.maxLength(MAX_PASSWORD_LENGTH, { error: () => securityMessages.currentPasswordWrong }),
        ),
    ),
    code: z.optional(secondFactorCodeRequestSchema.shape.code),
    response: z.optional(authenticationResponseSchema),
  })
  .check(
    z.refine((body) => [body.password, body.code, body.response].filter((proof) => proof !== undefined).length === 1, {
      error: () => securityMessages.reauthenticationProofMissing,
    }),
  );
export type ReauthenticateRequest = z.infer<typeof reauthenticateRequestSchema>;

/** Until when this session may change its second factors without being asked again. */
export const reauthenticationSchema = z.object({ reauthenticatedUntil: isoDateTimeSchema });
export type Reauthentication = z.infer<typeof reauthenticationSchema>;
