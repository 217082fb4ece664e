export const REFERENCE_CODE_LENGTH = 10;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
// Bytes at or above this are discarded so every character is equally likely.
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);

export const REFERENCE_CODE_PATTERN = /^[A-Z0-9]{10}$/;

/** A random 10-character payment reference of uppercase letters and digits (cryptographic source). */
export function generateReferenceCode(): string {
  let code = '';
  while (code.length < REFERENCE_CODE_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(16))) {
      if (byte < UNBIASED_LIMIT && code.length < REFERENCE_CODE_LENGTH) {
        code += ALPHABET[byte % ALPHABET.length];
      }
    }
  }
  return code;
}

export function isReferenceCode(value: string): boolean {
  return REFERENCE_CODE_PATTERN.test(value);
}
