import { doubleMetaphone } from 'double-metaphone';
import { removeHiddenCharacters } from '../../../domain/text';
import { toLatinWords } from './latin';
import { canonicalVariant, nameWords, transliterationKey } from './variants';

/**
 * The one normalisation of names for screening, the same for a party's name and a list's:
 *  1. removeHiddenCharacters (domain/text.ts, the policy that validation refuses by): invisible,
 *     filler, bidi and joiner characters go, so "Vi\u200Dctor" is "Victor";
 *  2. NFKC: compatibility forms to their plain letters (full-width "ｍａｓｏｏｄ", ligatures);
 *  3. latin.ts: mixed-script words folded to one script (UTS #39 lookalikes), every script
 *     transliterated to Latin, accents, case and punctuation dropped;
 *  4. variants.ts: titles and particles dropped, "Abd al-" joined, each word's canonical variant
 *     and transliteration key;
 *  5. the double metaphone codes of each word (`double-metaphone`).
 */

export interface NameToken {
  /** The word as latin.ts wrote it (lowercase ASCII). */
  form: string;
  /** The variant table's canonical form, else the form. */
  canonical: string;
  /** The transliteration key of the canonical form. */
  key: string;
  /** Double metaphone codes (primary, and secondary when it differs); none for initials. */
  phonetic: readonly string[];
  /** The key with each run of vowels as "*" ("sehgal" → "s*hg*l"), and those runs ("e", "a"). */
  frame: string;
  vowels: readonly string[];
  /** A single letter: an initial. */
  initial: boolean;
  /** The canonical form came from the variant table. */
  variant: boolean;
}

export interface NormalisedName {
  tokens: NameToken[];
  /** Hidden characters were removed. */
  hiddenRemoved: boolean;
  transliterated: boolean;
  confusablesFolded: boolean;
}

/** Tokens are shared: a list of 200,000 names has far fewer distinct words. */
const tokenCache = new Map<string, NameToken>();
const TOKEN_CACHE_LIMIT = 200_000;

export function nameToken(form: string): NameToken {
  let token = tokenCache.get(form);
  if (token) return token;
  const table = canonicalVariant(form);
  const canonical = table ?? form;
  const initial = form.length === 1;
  const [primary, secondary] = initial ? ['', ''] : doubleMetaphone(canonical);
  const phonetic = [primary, secondary].filter((code, index, codes): code is string => !!code && code.length >= 2 && codes.indexOf(code) === index);
  const key = transliterationKey(canonical);
  token = { form, canonical, key, phonetic, frame: key.replace(/[aeiou]+/g, '*'), vowels: key.match(/[aeiou]+/g) ?? [], initial, variant: table !== undefined && table !== form };
  if (tokenCache.size >= TOKEN_CACHE_LIMIT) tokenCache.clear();
  tokenCache.set(form, token);
  return token;
}

/** The screening form of a name (see the module comment). */
export function normaliseName(name: string): NormalisedName {
  const visible = removeHiddenCharacters(name);
  const latin = toLatinWords(visible.normalize('NFKC'));
  return {
    tokens: nameWords(latin.text).map(nameToken),
    hiddenRemoved: visible !== name,
    transliterated: latin.transliterated,
    confusablesFolded: latin.confusablesFolded,
  };
}

/** The normalised name as text: its tokens' forms, one space apart (idempotent). */
export function normalisedText(name: string): string {
  return normaliseName(name)
    .tokens.map((token) => token.form)
    .join(' ');
}
