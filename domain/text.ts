/**
 * Rules for text people type that other people read — names in the admin desk and in mail, bank
 * names, an operator's reason. Such text may not hide anything: no control characters (a newline
 * in a name forges a line in a mail), no format characters (a right-to-left override reverses
 * what an operator reads; a zero-width space makes "\u200b\u200b" look like a two-letter name), no
 * line or paragraph separators, no unpaired surrogates.
 */

/** Any character of the kinds above; the fast test before the careful walk. */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;
const LETTER_OR_MARK = /[\p{L}\p{M}]/u;
/** Zero-width non-joiner and joiner: Devanagari and other scripts use them between letters to choose a ligature. */
const JOINERS = new Set(['\u200c', '\u200d']);
const LINE_BREAKS = new Set(['\n', '\r', '\t']);

export interface VisibleTextOptions {
  /** A multi-line field (an operator's reason) may hold line breaks and tabs; a name may not. */
  lineBreaks?: boolean;
}

/** True when every character of `value` is one a reader sees (joiners between letters allowed). */
export function hasOnlyVisibleCharacters(value: string, options: VisibleTextOptions = {}): boolean {
  if (!HIDDEN.test(value)) return true;
  const characters = [...value];
  for (const [index, character] of characters.entries()) {
    if (!HIDDEN.test(character)) continue;
    if (options.lineBreaks && LINE_BREAKS.has(character)) continue;
    const betweenLetters = LETTER_OR_MARK.test(characters[index - 1] ?? '') && LETTER_OR_MARK.test(characters[index + 1] ?? '');
    if (JOINERS.has(character) && betweenLetters) continue;
    return false;
  }
  return true;
}

const NOT_COUNTED = /[\p{M}\p{White_Space}\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/**
 * How many characters a reader sees: a combining mark belongs to the letter before it ("é" written
 * as e + U+0301 is one), and spaces and invisible characters do not count.
 */
export function visibleLength(value: string): number {
  let count = 0;
  for (const character of value) if (!NOT_COUNTED.test(character)) count += 1;
  return count;
}
