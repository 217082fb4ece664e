import { Secret, TOTP } from 'otpauth';
import { PRODUCT_NAME } from '../../../../domain/constants';
import { open, seal } from '../../crypto/seal';

/**
 * RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. A code of the
 * step before or after the current one is accepted too (clocks drift); each step once per account.
 */
export const TOTP_PERIOD_SECONDS = 30;
const TOTP_DIGITS = 6;
const TOTP_WINDOW = 1;
/** 160 bits, the HMAC-SHA-1 block RFC 4226 recommends. */
const SECRET_BYTES = 20;

/** Bound to the owner: a sealed secret copied into another account's row fails to open. */
const sealContext = (userId: number) => `totp:${userId}`;

function totpFor(secret: Secret, label = ''): TOTP {
  return new TOTP({ issuer: PRODUCT_NAME, label, algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS, secret });
}

export function newTotpSecret(): Secret {
  return new Secret({ size: SECRET_BYTES });
}

export function sealTotpSecret(key: Buffer, userId: number, secret: Secret): Buffer {
  return seal(key, Buffer.from(secret.bytes), sealContext(userId));
}

export function openTotpSecret(key: Buffer, userId: number, sealed: Buffer): Secret {
  return new Secret({ buffer: new Uint8Array(open(key, sealed, sealContext(userId))).buffer });
}

/** The otpauth:// URI an authenticator app scans (as a QR code) or takes typed in. */
export function otpauthUri(secret: Secret, email: string): string {
  return totpFor(secret, email).toString();
}

/** The time step a 6-digit code belongs to at `now` (±1 step), or undefined when it matches none. */
export function matchTotpStep(secret: Secret, code: string, now: Date): number | undefined {
  const delta = totpFor(secret).validate({ token: code, timestamp: now.getTime(), window: TOTP_WINDOW });
  if (delta === null) return undefined;
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS) + delta;
}
