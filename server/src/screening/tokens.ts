import { distance } from 'fastest-levenshtein';
import type { NameToken } from './names';
import { transliterationKey } from './variants';

/**
 * How alike two words of two names are, 0..1. The tiers, most certain first:
 *   1    the same word;
 *   0.95 the same canonical variant ("mohd" ~ "muhammad") or transliteration key ("masood" ~ "masud");
 *   0.9  the same word but for one "al-"/"el-" joined to it ("alzawahiri" ~ "zawahiri"), or (from
 *        5 letters) the same consonants and number of vowel sounds with one vowel sound spelled
 *        otherwise ("sehgal" ~ "sahgal");
 *   1 - edits/length for a few typing errors: at most one edit up to 7 letters, two up to 11,
 *        three beyond; words of 3 letters or fewer must be the same ("ali" ≠ "eli");
 *   0.8  the same double metaphone code within one more edit, the lengths at most one apart, from
 *        6 letters ("chowdhry" ~ "choudhary"; not "reza" ~ "rezaei", "nathan" ~ "nitin");
 *   0.75 an initial and a word it begins (0.9 for the same initial on both sides);
 *   0    otherwise.
 * A word pair counts as matched in an alignment from MATCHED up.
 */
export const MATCHED = 0.7;
/** The shortest word (its transliteration key) for which sounding alike makes up for one more edit. */
const PHONETIC_MIN_LENGTH = 6;
export const INITIAL_SCORE = 0.75;

export type TokenMatchKind = 'exact' | 'variant' | 'key' | 'article' | 'vowels' | 'typo' | 'phonetic' | 'initial' | 'none';

export function editBudget(length: number): number {
  if (length <= 3) return 0;
  if (length <= 7) return 1;
  return length <= 11 ? 2 : 3;
}

/** One vowel sound spelled otherwise, the consonants the same. */
function vowelVariant(a: NameToken, b: NameToken): boolean {
  if (a.frame !== b.frame || a.vowels.length !== b.vowels.length) return false;
  let differing = 0;
  for (let index = 0; index < a.vowels.length; index++) if (a.vowels[index] !== b.vowels[index]) differing += 1;
  return differing === 1;
}

const ARTICLE = /^(?:al|el)(?=[a-z]{3})/;

/** The similarity of two words and which tier gave it (see the module comment). */
export function compareTokens(a: NameToken, b: NameToken): { score: number; kind: TokenMatchKind } {
  if (a.initial || b.initial) {
    if (a.initial && b.initial) return a.form === b.form ? { score: 0.9, kind: 'initial' } : { score: 0, kind: 'none' };
    const [initial, word] = a.initial ? [a, b] : [b, a];
    return word.form.startsWith(initial.form) || word.canonical.startsWith(initial.form) ? { score: INITIAL_SCORE, kind: 'initial' } : { score: 0, kind: 'none' };
  }
  if (a.form === b.form) return { score: 1, kind: 'exact' };
  if (a.canonical === b.canonical) return { score: 0.95, kind: 'variant' };
  if (a.key === b.key) return { score: 0.95, kind: 'key' };
  if (a.key.replace(ARTICLE, '') === b.key.replace(ARTICLE, '')) return { score: 0.9, kind: 'article' };
  const longest = Math.max(a.key.length, b.key.length);
  // Words of 3 letters or fewer must be the same word: "ali" is not "eli".
  if (longest <= 3) return { score: 0, kind: 'none' };
  const budget = editBudget(longest);
  const phonetic = a.phonetic.some((code) => b.phonetic.includes(code));
  if (Math.abs(a.key.length - b.key.length) > budget + (phonetic ? 1 : 0)) return { score: 0, kind: 'none' };
  if (longest >= 5 && vowelVariant(a, b)) return { score: 0.9, kind: 'vowels' };
  const edits = distance(a.key, b.key);
  if (edits <= budget) {
    const typo = 1 - edits / longest;
    return phonetic && typo < 0.8 ? { score: 0.8, kind: 'phonetic' } : { score: typo, kind: 'typo' };
  }
  // Sounding alike makes up for one more edit only in longer words: short given names that sound
  // alike are different names ("Nathan"/"Nitin", "Jean"/"Jun"), and with a shared surname they
  // would reach the threshold (measured on the bench's 200,000 common names: 0.7% flagged so).
  if (phonetic && longest >= PHONETIC_MIN_LENGTH && edits <= budget + 1 && Math.abs(a.key.length - b.key.length) <= 1) {
    return { score: 0.8, kind: 'phonetic' };
  }
  return { score: 0, kind: 'none' };
}

export function tokenSimilarity(a: NameToken, b: NameToken): number {
  return compareTokens(a, b).score;
}

/** The similarity of a word to several adjacent words written as one ("masoodazhar" ~ "masood azhar"). */
export function joinedSimilarity(word: NameToken, parts: readonly NameToken[]): number {
  const joined = transliterationKey(parts.map((part) => part.canonical).join(''));
  const target = word.key;
  if (joined === target) return 1;
  const longest = Math.max(joined.length, target.length);
  const budget = editBudget(longest);
  if (Math.abs(joined.length - target.length) > budget) return 0;
  const edits = distance(joined, target);
  return edits <= budget ? 1 - edits / longest : 0;
}
