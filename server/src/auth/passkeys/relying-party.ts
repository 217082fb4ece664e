import { createHmac } from 'node:crypto';
import { PRODUCT_NAME } from '../../../../domain/constants';
import type { Config } from '../../config';

/**
 * The WebAuthn relying party is APP_URL: its hostname is the RP ID (browsers refuse IP addresses,
 * so a deployment reached by IP cannot use passkeys), its origin the only one answers may come from.
 */
export function relyingParty(config: Pick<Config, 'appUrl'>): { id: string; origin: string; name: string } {
  const url = new URL(config.appUrl);
  return { id: url.hostname, origin: url.origin, name: PRODUCT_NAME };
}

/**
 * The account's WebAuthn user handle: stable (an authenticator keeps one passkey per account and
 * site), opaque (it is stored on the authenticator and must not carry the email or the row id).
 */
export function webauthnUserHandle(secretKey: Buffer, userId: number): Uint8Array<ArrayBuffer> {
  const digest = createHmac('sha256', secretKey).update(`webauthn-user-handle:${userId}`).digest();
  return new Uint8Array(digest);
}
