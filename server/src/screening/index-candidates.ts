import { joinedKey, lookupKeys, trigrams, type ScreeningIndex } from './index-build';
import type { NameToken } from './names';
import { bestPossibleScore, DATE_OF_BIRTH_EFFECT } from './score';
import { compareTokens, editBudget, MATCHED } from './tokens';

/**
 * Candidate retrieval for a screening (index-query.ts scores them): the names sharing enough words
 * with the party's name, found through the word lookups of index-build.ts. A candidate must be
 * able to reach the scorer's own rule — two words of each name in common (an initial may be one of
 * them), or a whole one-word name — and the threshold; a few dozen names are scored, never the
 * whole list. MAX_CANDIDATES bounds the worst case (a name made only of the list's most common
 * words), keeping the names with the best bounds.
 */

const MAX_CANDIDATES = 200;
export const MAX_DATE_BONUS = Math.max(...Object.values(DATE_OF_BIRTH_EFFECT));
/** Lookups of one name: its words, adjacent words joined, and the parts of long words. */
const MAX_SLOTS = 30;

export interface Scratch {
  stamp: Int32Array;
  /** Per name: the lookups that found it (a bit per slot), and its words they found (a bit per position). */
  mask: Int32Array;
  entryMask: Int32Array;
  round: number;
  gramCounts: Int32Array;
  gramStamp: Int32Array;
  gramRound: number;
  /** Per word form of a party: the vocabulary words it matches, with their similarity. */
  matches: Map<string, Map<number, number>>;
}

const scratches = new WeakMap<ScreeningIndex, Scratch>();

export function scratchOf(index: ScreeningIndex): Scratch {
  let scratch = scratches.get(index);
  if (!scratch) {
    const names = index.nameEntry.length;
    const words = index.vocabulary.length;
    scratch = { stamp: new Int32Array(names), mask: new Int32Array(names), entryMask: new Int32Array(names), round: 0, gramCounts: new Int32Array(words), gramStamp: new Int32Array(words), gramRound: 0, matches: new Map() };
    scratches.set(index, scratch);
  }
  return scratch;
}

/** The vocabulary words a party's word matches (similarity ≥ MATCHED), memoised per list version. */
export function wordMatches(index: ScreeningIndex, scratch: Scratch, token: NameToken): Map<number, number> {
  let found = scratch.matches.get(token.form);
  if (found) return found;
  found = new Map();
  const consider = (id: number) => {
    if (found!.has(id)) return;
    const score = compareTokens(token, index.vocabulary[id]!).score;
    if (score >= MATCHED) found!.set(id, score);
  };
  for (const key of lookupKeys(token)) for (const id of index.byKey.get(key) ?? []) consider(id);
  for (const code of token.phonetic) for (const id of index.byPhonetic.get(code) ?? []) consider(id);
  // Typing errors: words sharing enough trigrams (one edit changes at most three).
  const grams = trigrams(token.key);
  if (grams.length > 0) {
    const needed = Math.max(1, grams.length - 3 * editBudget(token.key.length + 1));
    const round = ++scratch.gramRound;
    for (const gram of grams) {
      for (const id of index.byTrigram.get(gram) ?? []) {
        if (scratch.gramStamp[id] !== round) {
          scratch.gramStamp[id] = round;
          scratch.gramCounts[id] = 0;
        }
        if (++scratch.gramCounts[id]! === needed) consider(id);
      }
    }
  }
  if (scratch.matches.size > 100_000) scratch.matches.clear();
  scratch.matches.set(token.form, found);
  return found;
}

interface Slot {
  /** The party's words it stands for (a bit per position), and the list words it finds. */
  partyBits: number;
  ids: Iterable<number>;
  joined: boolean;
}

/** The longest way to cut a word into words of the vocabulary (2 to 4 parts), or none. */
function parts(index: ScreeningIndex, key: string): string[] {
  const cut = (rest: string, taken: readonly string[]): string[] | undefined => {
    if (rest.length === 0) return taken.length >= 2 ? [...taken] : undefined;
    if (taken.length === 4) return undefined;
    for (let length = rest.length; length >= 2; length--) {
      const head = rest.slice(0, length);
      const found = index.byKey.has(head) ? cut(rest.slice(length), [...taken, head]) : undefined;
      if (found) return found;
    }
    return undefined;
  };
  return cut(key, []) ?? [];
}

function slotsOf(index: ScreeningIndex, scratch: Scratch, tokens: readonly NameToken[]): Slot[] {
  const slots: Slot[] = [];
  for (const [position, token] of tokens.entries()) {
    if (!token.initial) slots.push({ partyBits: 1 << position, ids: wordMatches(index, scratch, token).keys(), joined: false });
  }
  for (let start = 0; start < tokens.length; start++) {
    for (let length = 2; length <= 3 && start + length <= tokens.length; length++) {
      const run = tokens.slice(start, start + length);
      if (run.some((token) => token.initial)) continue;
      const ids = index.byKey.get(joinedKey(run));
      if (ids) slots.push({ partyBits: ((1 << length) - 1) << start, ids, joined: true });
    }
  }
  for (const [position, token] of tokens.entries()) {
    if (token.key.length < 5 || index.byKey.has(token.key)) continue;
    for (const part of parts(index, token.key)) slots.push({ partyBits: 1 << position, ids: index.byKey.get(part)!, joined: false });
  }
  return slots.slice(0, MAX_SLOTS);
}

function popcount(value: number): number {
  let count = 0;
  for (let rest = value; rest !== 0; rest &= rest - 1) count += 1;
  return count;
}

/** How many of a name's words not found by the lookups begin with one of the party's initials. */
function initialsLeft(index: ScreeningIndex, name: number, wordBits: number, initials: number): number {
  let count = 0;
  const start = index.nameStart[name]!;
  for (let position = 0; start + position < index.nameStart[name + 1]!; position++) {
    if (position < 31 && (wordBits & (1 << position)) !== 0) continue;
    const letter = index.vocabulary[index.nameWords[start + position]!]!.form.charCodeAt(0) - 97;
    if (letter >= 0 && letter < 26 && (initials & (1 << letter)) !== 0) count += 1;
  }
  return count;
}

/**
 * Names that can reach `minimum` with these words, best bound first: for each name found, the
 * words of each side its lookups could cover give the best score it could reach
 * (bestPossibleScore, plus the most a date of birth adds); names below are not scored.
 */
export function candidates(index: ScreeningIndex, scratch: Scratch, tokens: readonly NameToken[], minimum: number, allowedEntries: ReadonlySet<number> | undefined): number[] {
  if (tokens.length > 31) tokens = tokens.slice(0, 31);
  const slots = slotsOf(index, scratch, tokens);
  let joinedBits = 0;
  let initials = 0;
  let initialCount = 0;
  for (const token of tokens) {
    if (!token.initial) continue;
    initials |= 1 << (token.form.charCodeAt(0) - 97);
    initialCount += 1;
  }
  // Only names found by two lookups can cover two words, unless the list name has one word or
  // the party's initials may cover the second: those are taken from their first lookup.
  const takeAll = initialCount > 0;
  const round = ++scratch.round;
  const { stamp, mask, entryMask } = scratch;
  const lengths = index.nameLength;
  const found: number[] = [];
  for (const [position, slot] of slots.entries()) {
    const bit = 1 << position;
    if (slot.joined) joinedBits |= bit;
    const { postingStart, postingNames, postingPositions } = index;
    for (const id of slot.ids) {
      const end = postingStart[id + 1]!;
      for (let at = postingStart[id]!; at < end; at++) {
        const name = postingNames[at]!;
        const wordBit = 1 << postingPositions[at]!;
        if (stamp[name] !== round) {
          stamp[name] = round;
          mask[name] = bit;
          entryMask[name] = wordBit;
          if (takeAll || lengths[name] === 1) found.push(name);
          continue;
        }
        entryMask[name]! |= wordBit;
        const before = mask[name]!;
        if ((before & bit) !== 0) continue;
        mask[name] = before | bit;
        if ((before & (before - 1)) === 0 && !takeAll && lengths[name] !== 1) found.push(name);
      }
    }
  }
  const ranked: { name: number; bound: number }[] = [];
  for (const name of found) {
    if (allowedEntries && !allowedEntries.has(index.nameEntry[name]!)) continue;
    const hits = mask[name]!;
    const words = lengths[name]!;
    // A one-word list name matches a name of several words only written together.
    if (tokens.length >= 2 && words === 1 && (hits & joinedBits) === 0) continue;
    let partyBits = 0;
    for (let rest = hits; rest !== 0; rest &= rest - 1) partyBits |= slots[31 - Math.clz32(rest & -rest)]!.partyBits;
    const wordBits = entryMask[name]!;
    const initialHits = initialCount === 0 ? 0 : Math.min(initialCount, initialsLeft(index, name, wordBits, initials));
    const coveredParty = popcount(partyBits) + initialHits;
    const coveredEntry = Math.min(words, popcount(wordBits) + initialHits);
    const bound = bestPossibleScore(tokens.length, words, coveredParty, coveredEntry) + MAX_DATE_BONUS;
    // Between equal bounds, names of as many words as the party's first.
    if (bound >= minimum) ranked.push({ name, bound: bound - Math.abs(words - tokens.length) / 64 });
  }
  if (ranked.length > MAX_CANDIDATES) ranked.sort((a, b) => b.bound - a.bound).length = MAX_CANDIDATES;
  return ranked.map((candidate) => candidate.name);
}

