import type { AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';
import { userSchema, type User } from '../../../../domain/schemas/auth';
import { passkeyOptionsSchema, passkeySchema, type Passkey } from '../../../../domain/schemas/passkeys';
import { apiJson, apiRequest, readJson } from '../../lib/api-client';

/**
 * The WebAuthn ceremonies against /api/auth/passkeys/*. @simplewebauthn/browser is fetched only
 * when a ceremony starts (a dynamic import): the sign-in screen's entry bundle never carries it.
 */
const browser = () => import('@simplewebauthn/browser');

/** Whether this browser can use passkeys at all. */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** The user closed the browser's passkey sheet, or it timed out, or another ceremony replaced it: nothing to report. */
export function isCancelled(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError' || (error as { code?: string }).code === 'ERROR_CEREMONY_ABORTED');
}

/** Creates a passkey for the signed-in account and registers it under `name`. */
export async function addPasskey(name: string | undefined): Promise<Passkey> {
  const [{ startRegistration }, options] = await Promise.all([browser(), apiJson('POST', '/api/auth/passkeys/register/options', passkeyOptionsSchema)]);
  const response: RegistrationResponseJSON = await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
  return apiJson('POST', '/api/auth/passkeys/register', passkeySchema, { ...(name ? { name } : {}), response });
}

/**
 * Signs in with a passkey (no session), finishes a waiting sign-in, or steps up the session — the
 * server tells which from the session the browser presents. `autofill` waits for the browser's
 * passkey autofill on an `autocomplete="username webauthn"` field (conditional mediation).
 */
export async function authenticateWithPasskey(options: { autofill?: boolean } = {}): Promise<User> {
  const [{ startAuthentication }, requestOptions] = await Promise.all([browser(), apiJson('POST', '/api/auth/passkeys/authenticate/options', passkeyOptionsSchema)]);
  const response: AuthenticationResponseJSON = await startAuthentication({
    optionsJSON: requestOptions as unknown as PublicKeyCredentialRequestOptionsJSON,
    useBrowserAutofill: options.autofill === true,
  });
  return readJson(await apiRequest('POST', '/api/auth/passkeys/authenticate', { response }), userSchema);
}

/** Whether the browser offers passkeys in a field's autofill (conditional mediation). */
export async function autofillSupported(): Promise<boolean> {
  if (!passkeysSupported()) return false;
  const check = (window.PublicKeyCredential as unknown as { isConditionalMediationAvailable?: () => Promise<boolean> }).isConditionalMediationAvailable;
  return typeof check === 'function' ? check.call(window.PublicKeyCredential).catch(() => false) : false;
}
