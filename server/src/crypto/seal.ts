import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Authenticated encryption with the server's secret key (AES-256-GCM). A sealed value is
 * iv (12 bytes) ‖ ciphertext ‖ tag (16 bytes). `context` is bound to it as associated data (e.g.
 * the owner of a document), so a sealed value copied into another row fails to open instead of
 * being read as that row's.
 */

const IV_BYTES = 12;
const TAG_BYTES = 16;

export function seal(key: Buffer, plaintext: Buffer, context: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  return Buffer.concat([iv, cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
}

/** The plaintext; throws when the key, the context or a single byte differ from the sealing. */
export function open(key: Buffer, sealed: Buffer, context: string): Buffer {
  if (sealed.length < IV_BYTES + TAG_BYTES) throw new Error('The sealed value is too short');
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES)), decipher.final()]);
}
