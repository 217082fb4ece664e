import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { passkeyOptionsSchema } from '../../../../domain/schemas/passkeys';
import { REAUTHENTICATION_REQUIRED_CODE, reauthenticationSchema, type Reauthentication } from '../../../../domain/schemas/reauthentication';
import { ApiError, apiJson } from '../../lib/api-client';

/** The 403 a change of a second factor answers when this session's last proof is over 10 minutes old (issue 32). */
export function needsReauthentication(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.code === REAUTHENTICATION_REQUIRED_CODE;
}

/** POST /api/auth/reauthenticate with the password or a code (6 digits or a recovery code). */
export function reauthenticate(proof: { password: string } | { code: string }): Promise<Reauthentication> {
  return apiJson('POST', '/api/auth/reauthenticate', reauthenticationSchema, proof);
}

/** The same with one of the account's passkeys: a challenge of this purpose, then the browser's passkey sheet. */
export async function reauthenticateWithPasskey(): Promise<Reauthentication> {
  const [{ startAuthentication }, options] = await Promise.all([
    import('@simplewebauthn/browser'),
    apiJson('POST', '/api/auth/reauthenticate/options', passkeyOptionsSchema),
  ]);
  const response: AuthenticationResponseJSON = await startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON });
  return apiJson('POST', '/api/auth/reauthenticate', reauthenticationSchema, { response });
}
