/**
 * The one text policy for everything people type that other people (or the sanctions screen)
 * read: names of customers and recipients, bank names and addresses, passkey names, an operator's
 * reason or narrative. Such text may not hide anything:
 *  - no control characters (a newline in a name forges a line in a mail);
 *  - no format characters: bidi controls (a right-to-left override reverses what an operator
 *    reads, "abc\u202Egpj.exe"), zero-width spaces, the byte-order mark, soft hyphens;
 *  - no character Unicode says a renderer may ignore (Default_Ignorable_Code_Point: variation
 *    selectors, the combining grapheme joiner, tag characters) and no blank "filler" letter or
 *    symbol (U+3164 HANGUL FILLER, U+115F/U+1160/U+FFA0, U+2800 BRAILLE PATTERN BLANK), which
 *    draw nothing yet count as letters, so "ㅤㅤ" would pass as a name;
 *  - no line or paragraph separators, private-use, unassigned or unpaired surrogate code points;
 *  - the zero-width non-joiner and joiner (U+200C, U+200D) only where a script needs them to pick
 *    a glyph: between two characters of one of the scripts that use them (Devanagari and the
 *    other Indic scripts, Arabic, Syriac…). Between Latin letters ("Vi\u200Dc") they only hide
 *    a name from a screen, and are refused.
 * The sanctions screen removes the same characters before it compares names
 * (removeHiddenCharacters), so a listed name imported before this policy, or one the policy lets
 * through, cannot hide either. Tested in domain/text.test.ts with the attacker's next tries.
 */

/**
 * The classes above, as one pattern. U+2800 and the Hangul fillers are listed by name: they are a
 * symbol and letters, not format characters. Default ignorables include U+200C/U+200D, which
 * hiddenCharacterAt lets through where a script needs them.
 */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u2800\u3164\u115f\u1160\uffa0]/u;
const HIDDEN_ALL = new RegExp(HIDDEN.source, 'gu');
/** Zero-width non-joiner and joiner. */
const JOINERS = new Set(['\u200c', '\u200d']);
/**
 * Scripts whose spelling uses the joiners (Unicode's core spec, ch. 12 South and Central Asia and
 * ch. 9 Middle East): a joiner is kept only between two characters of one of them.
 */
const JOINER_SCRIPTS = [
  /\p{Script_Extensions=Devanagari}/u,
  /\p{Script_Extensions=Bengali}/u,
  /\p{Script_Extensions=Gurmukhi}/u,
  /\p{Script_Extensions=Gujarati}/u,
  /\p{Script_Extensions=Oriya}/u,
  /\p{Script_Extensions=Tamil}/u,
  /\p{Script_Extensions=Telugu}/u,
  /\p{Script_Extensions=Kannada}/u,
  /\p{Script_Extensions=Malayalam}/u,
  /\p{Script_Extensions=Sinhala}/u,
  /\p{Script_Extensions=Arabic}/u,
  /\p{Script_Extensions=Syriac}/u,
];
/** Characters common to every script (digits, punctuation) do not make a joiner needed. */
const COMMON = /[\p{Script=Common}\p{Script=Inherited}]/u;
const LINE_BREAKS = new Set(['\n', '\r', '\t']);

export interface VisibleTextOptions {
  /** A multi-line field (an operator's reason) may hold line breaks and tabs; a name may not. */
  lineBreaks?: boolean;
}

/** Whether a joiner between these two characters is part of the spelling (both of one joining script). */
function joinerNeeded(before: string | undefined, after: string | undefined): boolean {
  if (!before || !after || COMMON.test(before) || COMMON.test(after)) return false;
  return JOINER_SCRIPTS.some((script) => script.test(before) && script.test(after));
}

/** The index (in code points) of the first character the policy refuses, or -1. */
export function hiddenCharacterAt(value: string, options: VisibleTextOptions = {}): number {
  if (!HIDDEN.test(value)) return -1;
  const characters = [...value];
  for (const [index, character] of characters.entries()) {
    if (!HIDDEN.test(character)) continue;
    if (options.lineBreaks && LINE_BREAKS.has(character)) continue;
    if (JOINERS.has(character) && joinerNeeded(characters[index - 1], characters[index + 1])) continue;
    return index;
  }
  return -1;
}

/** True when every character of `value` is one a reader sees (joiners only where a script needs them). */
export function hasOnlyVisibleCharacters(value: string, options: VisibleTextOptions = {}): boolean {
  return hiddenCharacterAt(value, options) === -1;
}

/**
 * The text as a reader sees it, for comparing names: every character of the classes above removed
 * (joiners too: they change a glyph, not the name), line breaks and tabs made spaces.
 */
export function removeHiddenCharacters(value: string): string {
  return value.replace(/[\n\r\t\u2028\u2029]/g, ' ').replace(HIDDEN_ALL, '');
}

/** The same, for a text read as lines (a mail shown to an operator): line feeds and tabs stay. */
export function removeHiddenCharactersKeepingLines(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(HIDDEN_ALL, (character) => (character === '\n' || character === '\t' ? character : ''));
}

const NOT_COUNTED = /[\p{M}\p{White_Space}\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u2800\u3164\u115f\u1160\uffa0]/u;

/**
 * How many characters a reader sees: a combining mark belongs to the letter before it ("é" written
 * as e + U+0301 is one), and spaces and invisible or blank characters do not count.
 */
export function visibleLength(value: string): number {
  let count = 0;
  for (const character of value) if (!NOT_COUNTED.test(character)) count += 1;
  return count;
}
