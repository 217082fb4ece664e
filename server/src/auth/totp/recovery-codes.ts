import { createHash, randomBytes } from 'node:crypto';

/**
 * Recovery codes: 10 per confirmation, each 80 random bits written as 16 base32 characters
 * ("abcd-efgh-ijkl-mnop"). Only a SHA-256 of each is stored. A slow hash (argon2) protects
 * low-entropy secrets people choose; against 2^80 possibilities a fast hash already makes a
 * stolen table useless, and checking a code stays one indexed lookup instead of ten argon2 runs.
 */
export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
const CODE_LENGTH = 16;

export function newRecoveryCode(): string {
  // 5 bits per character from each byte's low bits: 32 divides 256, so no bias.
  const bytes = randomBytes(CODE_LENGTH);
  const plain = Array.from(bytes, (byte) => ALPHABET[byte % 32]).join('');
  return plain.match(/.{4}/g)!.join('-');
}

/** Of a normalized code (normalizeSecondFactorCode: no dashes, lower case). */
export function hashRecoveryCode(normalized: string): string {
  return createHash('sha256').update(normalized).digest('hex');
}
