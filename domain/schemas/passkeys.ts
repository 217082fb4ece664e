import { z } from 'zod/mini';
import { passkeyMessages } from '../passkey-texts';
import { isoDateTimeSchema, labelText } from './common';

/**
 * Passkeys (issue 18): the shapes of /api/auth/passkeys/*. The options JSON the server answers is
 * what @simplewebauthn/browser's startRegistration/startAuthentication take, passed through as it
 * is; the browser's answer (`response`) is checked for its shape here and verified by the server.
 */

/** A passkey as the API shows it: never the credential id or the public key. */
export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: isoDateTimeSchema,
  lastUsedAt: z.nullable(isoDateTimeSchema),
  backedUp: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;
export const passkeyListSchema = z.array(passkeySchema);

export const PASSKEY_NAME_MAX = 60;
/** A passkey's name is a label like any other (issue 32: "abc\u202Egpj.exe" was accepted): domain/text.ts's policy. */
export const passkeyNameSchema = labelText({ max: PASSKEY_NAME_MAX, tooLong: () => passkeyMessages.nameInvalid, min: 1, tooShort: () => passkeyMessages.nameInvalid });

const base64url = z.string({ error: () => passkeyMessages.responseInvalid }).check(z.maxLength(16_384, { error: () => passkeyMessages.responseInvalid }), z.regex(/^[A-Za-z0-9_-]*={0,2}$/, { error: () => passkeyMessages.responseInvalid }));

const credentialFields = {
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key', { error: () => passkeyMessages.responseInvalid }),
  clientExtensionResults: z._default(z.record(z.string(), z.unknown()), {}),
  authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
};

/** What startRegistration answers. */
export const registrationResponseSchema = z.object({
  ...credentialFields,
  response: z.looseObject({
    clientDataJSON: base64url,
    attestationObject: base64url,
    // The authenticator's words for how it is reached (usb, nfc, ble, internal, hybrid, smart-card…), kept with the passkey.
    transports: z.optional(z.array(z.string().check(z.maxLength(32), z.regex(/^[a-z][a-z-]*$/))).check(z.maxLength(10))),
  }),
});

/** What startAuthentication answers. */
export const authenticationResponseSchema = z.object({
  ...credentialFields,
  response: z.looseObject({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: z.optional(base64url),
  }),
});

export const registerPasskeyRequestSchema = z.object({
  name: z.optional(passkeyNameSchema),
  response: registrationResponseSchema,
});
export type RegisterPasskeyRequest = z.infer<typeof registerPasskeyRequestSchema>;

export const authenticatePasskeyRequestSchema = z.object({ response: authenticationResponseSchema });
export type AuthenticatePasskeyRequest = z.infer<typeof authenticatePasskeyRequestSchema>;

export const renamePasskeyRequestSchema = z.object({ name: passkeyNameSchema });

/** `:id` of a passkey: a UUID; anything else names none (404, as another user's would). */
export const passkeyParamsSchema = z.object({ id: z.string() });

/** The options JSON for the browser, passed through (its shape is @simplewebauthn's). */
export const passkeyOptionsSchema = z.looseObject({ challenge: z.string() });
export type PasskeyOptions = z.infer<typeof passkeyOptionsSchema>;
