import { normaliseName, type NameToken } from './names';
import { entryKey, type ListEntry } from './types';
import { transliterationKey } from './variants';

/**
 * The in-memory index of one list version, built once from every entry's name and aliases (in the
 * worker). Names are stored as arrays of word ids into a vocabulary of distinct words, so a list
 * of 200,000 names holds each word once with its normalised forms. A screening looks words up
 * (index-query.ts) instead of comparing a name with every entry:
 *  - by transliteration key: the same word, its spelling variants, its canonical variant, and the
 *    word with "al-"/"el-" taken off;
 *  - by double metaphone code: words that sound alike;
 *  - by trigrams of the key: words within a typing error or two;
 *  - by key of words written together: "abdul rahman" finds "abdulrahman", and the parts of
 *    "masoodazhar" find "masood" and "azhar".
 * Each word lists the names it is in (postings).
 */

export interface ScreeningIndex {
  version: number;
  entries: readonly ListEntry[];
  entryIndexByKey: ReadonlyMap<string, number>;
  /**
   * Per name (an entry's name or one of its aliases): its entry, which of the entry's names it is
   * (0 its name, n its alias n - 1), flags, and its words (vocabulary ids) at
   * nameWords[nameStart[name]] … nameWords[nameStart[name + 1] - 1]. Flat typed arrays rather than
   * an object per name: 200,000 names make few objects for the garbage collector to visit.
   */
  nameEntry: Int32Array;
  nameSource: Uint8Array;
  nameFlags: Uint8Array;
  nameStart: Int32Array;
  nameWords: Int32Array;
  /** Words per name (at most 255). */
  nameLength: Uint8Array;
  vocabulary: readonly NameToken[];
  /** Per word: the names it is in and its position in each, at postingStart[word] … postingStart[word + 1] - 1. */
  postingStart: Int32Array;
  postingNames: Int32Array;
  postingPositions: Uint8Array;
  byKey: ReadonlyMap<string, readonly number[]>;
  byPhonetic: ReadonlyMap<string, readonly number[]>;
  byTrigram: ReadonlyMap<string, readonly number[]>;
}

/** The words of a name, as vocabulary tokens. */
export function wordsOf(index: ScreeningIndex, name: number): NameToken[] {
  const words: NameToken[] = [];
  for (let at = index.nameStart[name]!; at < index.nameStart[name + 1]!; at++) words.push(index.vocabulary[index.nameWords[at]!]!);
  return words;
}

/** The text of a name as the list gives it. */
export function nameText(index: ScreeningIndex, name: number): string {
  const entry = index.entries[index.nameEntry[name]!]!;
  const source = index.nameSource[name]!;
  return source === 0 ? entry.name : entry.aliases[source - 1]!;
}

export const FLAG_TRANSLITERATED = 1;
export const FLAG_CONFUSABLES = 2;
export const FLAG_HIDDEN = 4;

const ARTICLE = /^(?:al|el)(?=[a-z]{3})/;

/** The trigrams of a key with its ends marked ("^ma", "mas", …, "ud$"); none under 4 letters. */
export function trigrams(key: string): string[] {
  if (key.length < 4) return [];
  const padded = `^${key}$`;
  const grams = new Set<string>();
  for (let index = 0; index + 3 <= padded.length; index++) grams.add(padded.slice(index, index + 3));
  return [...grams];
}

/** The key under which the word is found, and the key without an Arabic article. */
export function lookupKeys(token: NameToken): string[] {
  const bare = token.key.replace(ARTICLE, '');
  return bare === token.key ? [token.key] : [token.key, bare];
}

/** The key of adjacent words written as one. */
export function joinedKey(tokens: readonly NameToken[]): string {
  return transliterationKey(tokens.map((token) => token.canonical).join(''));
}

function push<K>(map: Map<K, number[]>, key: K, value: number): void {
  const list = map.get(key);
  if (!list) map.set(key, [value]);
  else if (list.at(-1) !== value) list.push(value);
}

export function buildIndex(version: number, entries: readonly ListEntry[]): ScreeningIndex {
  const vocabularyIds = new Map<string, number>();
  const vocabulary: NameToken[] = [];
  const postingLists: number[][] = [];
  const nameEntry: number[] = [];
  const nameSource: number[] = [];
  const nameFlags: number[] = [];
  const nameStart: number[] = [0];
  const nameWords: number[] = [];
  const entryIndexByKey = new Map<string, number>();

  for (const [entryIndex, entry] of entries.entries()) {
    entryIndexByKey.set(entryKey(entry), entryIndex);
    const seen = new Set<string>();
    for (const [source, text] of [entry.name, ...entry.aliases].entries()) {
      const name = normaliseName(text);
      const signature = name.tokens.map((token) => token.form).join(' ');
      if (name.tokens.length === 0 || source > 255 || seen.has(signature)) continue;
      seen.add(signature);
      const nameId = nameEntry.length;
      for (const [position, token] of name.tokens.entries()) {
        let id = vocabularyIds.get(token.form);
        if (id === undefined) {
          id = vocabulary.length;
          vocabularyIds.set(token.form, id);
          vocabulary.push(token);
          postingLists.push([]);
        }
        nameWords.push(id);
        // A posting is a name and the word's position in it (positions past 30 are not looked up).
        const list = postingLists[id]!;
        if (position < 31 && list.at(-2) !== nameId) list.push(nameId, position);
      }
      nameEntry.push(entryIndex);
      nameSource.push(source);
      nameFlags.push((name.transliterated ? FLAG_TRANSLITERATED : 0) | (name.confusablesFolded ? FLAG_CONFUSABLES : 0) | (name.hiddenRemoved ? FLAG_HIDDEN : 0));
      nameStart.push(nameWords.length);
    }
  }

  const postingStart = new Int32Array(vocabulary.length + 1);
  for (const [id, list] of postingLists.entries()) postingStart[id + 1] = postingStart[id]! + list.length / 2;
  const postingNames = new Int32Array(postingStart[vocabulary.length]!);
  const postingPositions = new Uint8Array(postingNames.length);
  for (const [id, list] of postingLists.entries()) {
    for (let at = 0; at < list.length; at += 2) {
      postingNames[postingStart[id]! + at / 2] = list[at]!;
      postingPositions[postingStart[id]! + at / 2] = list[at + 1]!;
    }
  }
  const byKey = new Map<string, number[]>();
  const byPhonetic = new Map<string, number[]>();
  const byTrigram = new Map<string, number[]>();
  for (const [id, token] of vocabulary.entries()) {
    if (token.initial) continue;
    for (const key of lookupKeys(token)) push(byKey, key, id);
    for (const code of token.phonetic) push(byPhonetic, code, id);
    for (const gram of trigrams(token.key)) push(byTrigram, gram, id);
  }
  const starts = Int32Array.from(nameStart);
  return {
    version,
    entries,
    entryIndexByKey,
    nameEntry: Int32Array.from(nameEntry),
    nameSource: Uint8Array.from(nameSource),
    nameFlags: Uint8Array.from(nameFlags),
    nameStart: starts,
    nameWords: Int32Array.from(nameWords),
    nameLength: Uint8Array.from({ length: nameEntry.length }, (_, name) => Math.min(255, starts[name + 1]! - starts[name]!)),
    vocabulary,
    postingStart,
    postingNames,
    postingPositions,
    byKey,
    byPhonetic,
    byTrigram,
  };
}
