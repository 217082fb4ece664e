export const REFERENCE_CODE_LENGTH = 10;
/**
 * Capital letters and digits without the look-alikes O/0 and I/1 (issue 34): a reference read out on
 * the phone or typed from a screen has one spelling. 32 characters, so 32^10 ≈ 10^15 references.
 * Older references may hold any capital letter or digit: REFERENCE_CODE_PATTERN still accepts them.
 */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
// Bytes at or above this are discarded so every character is equally likely (256 when the alphabet divides it).
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
    // About 6 draws in 100 have no digit; drawing again keeps the rest uniform.
    if (REFERENCE_CODE_PATTERN.test(code)) return code;
  }
}

export function isReferenceCode(value: string): boolean {
  return REFERENCE_CODE_PATTERN.test(value);
}

/** "QIBAEX7E2R" → "QIBA EX7E 2R": shown in groups of four so it is read and typed in pieces; copied without the spaces. */
export function groupReferenceCode(code: string): string {
  return code.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * A reference written as shown, in groups ("QIBA EX7E 2R", or with hyphens), in an e-Transfer's
 * message, upper-cased. The regular expression is written once for JavaScript and PostgreSQL (both
 * read it the same way): the payment monitor's SQL and referenceWords below join such groups back
 * into one word.
 */
export const GROUPED_REFERENCE_REGEX = '(^|[^A-Z0-9])([A-Z0-9]{4})[ -]([A-Z0-9]{4})[ -]([A-Z0-9]{2})(?![A-Z0-9])';

/** The words of an e-Transfer's message among which a reference is looked for: as written, and with grouped references joined. */
export function referenceWords(message: string): string[] {
  const upper = message.toUpperCase();
  const joined = upper.replace(new RegExp(GROUPED_REFERENCE_REGEX, 'g'), '$1$2$3$4');
  return `${upper} ${joined}`.split(/[^A-Z0-9]+/).filter(Boolean);
}
