export const REFERENCE_CODE_LENGTH = 10;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
// Bytes at or above this are discarded so every character is equally likely.
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);

/**
 * 10 capital letters and digits, with at least one of each. The customer writes it in the
 * e-Transfer's message, where the payment monitor looks for it among the other words: a reference
 * that is a plain word ("REMITTANCE") or a plain number could stand in someone else's message by
 * chance or on purpose, so neither is accepted.
 */
export const REFERENCE_CODE_PATTERN = /^(?=[A-Z0-9]*[A-Z])(?=[A-Z0-9]*[0-9])[A-Z0-9]{10}$/;

/** A random payment reference (cryptographic source) that meets REFERENCE_CODE_PATTERN. */
export function generateReferenceCode(): string {
  for (;;) {
    let code = '';
    while (code.length < REFERENCE_CODE_LENGTH) {
      for (const byte of crypto.getRandomValues(new Uint8Array(16))) {
        if (byte < UNBIASED_LIMIT && code.length < REFERENCE_CODE_LENGTH) {
          code += ALPHABET[byte % ALPHABET.length];
        }
      }
    }
    // About 4 draws in 100 have no digit; drawing again keeps the rest uniform.
    if (REFERENCE_CODE_PATTERN.test(code)) return code;
  }
}

export function isReferenceCode(value: string): boolean {
  return REFERENCE_CODE_PATTERN.test(value);
}
