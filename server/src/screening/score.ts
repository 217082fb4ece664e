import type { NameToken, NormalisedName } from './names';
import { compareTokens, joinedSimilarity, MATCHED, tokenSimilarity } from './tokens';

/**
 * The score of a party's name against one name (or alias) of a list entry, 0..1.
 *
 * Words are aligned, not permuted: the most similar pair of words is taken first, then the next
 * among the words left, and so on (any order: "Azhar Masood" is "Masood Azhar"). Words left on
 * both sides may then be one word written as two or two as one ("MasoodAzhar", "Abdul Rahman" ~
 * "Abdulrahman"). The name score is the weighted mean of the aligned pairs' similarities, over:
 *  - each aligned pair: weight 1 (a joined pair: the number of words it covers, its similarity
 *    × 0.97; an initial: weight 0.5, similarity 0.75, so "M. Azhar" is below "Masood Azhar");
 *  - a word of the party and a word of the entry left over together: weight 1, similarity 0 — two
 *    names that disagree ("Priya Sharma" and "Ravi Sharma" score 0.5);
 *  - a word left over on one side only: an extra name, weight 0.3 on the party's side and 0.15
 *    on the list's (lists give full names with every middle name; the party may leave some out).
 * A name of several words never matches on one common word: at least two words of each side
 * (or all of a one-word name) must be covered, one of them not an initial. So "Ali" or "Khan"
 * alone matches only a one-word name.
 *
 * The date of birth then moves the score (see DATE_OF_BIRTH_EFFECT), never removing a match on
 * its own: a listed person's date is often wrong or one of several.
 */

/** Matches at or above this score are reported (decision 032: the reasoning and its false-positive measurement). */
export const MATCH_THRESHOLD = 0.85;

const CONTRADICTION_WEIGHT = 1;
const EXTRA_PARTY_WEIGHT = 0.3;
const EXTRA_ENTRY_WEIGHT = 0.15;
const INITIAL_WEIGHT = 0.5;
const JOINED_FACTOR = 0.97;
const JOINED_MINIMUM = 0.85;
const MAX_JOINED = 3;

export interface NameComparison {
  /** 0..1, unrounded. */
  score: number;
  /** Words of the party's name covered by aligned pairs. */
  matched: number;
  /** Words of either name left over. */
  unmatched: number;
  initials: number;
  joined: boolean;
  /** The aligned word pairs (party index, entry index), joins excluded. */
  aligned: [number, number][];
}

type Similarity = (partyIndex: number, entryIndex: number) => number;

interface Pair {
  party: number;
  entry: number;
  score: number;
}

/** Words left over as runs of adjacent ones (by position), of 2..MAX_JOINED words, initials excluded. */
function* runs(tokens: readonly NameToken[], left: readonly boolean[]): Generator<number[]> {
  for (let start = 0; start < tokens.length; start++) {
    for (let length = 2; length <= MAX_JOINED && start + length <= tokens.length; length++) {
      const indexes = Array.from({ length }, (_, offset) => start + offset);
      if (indexes.every((index) => left[index] && !tokens[index]!.initial)) yield indexes;
    }
  }
}

/** Aligns two names' words (see the module comment). `similarity` may be memoised by the caller. */
export function compareNames(party: readonly NameToken[], entry: readonly NameToken[], similarity?: Similarity): NameComparison {
  const none: NameComparison = { score: 0, matched: 0, unmatched: party.length + entry.length, initials: 0, joined: false, aligned: [] };
  if (party.length === 0 || entry.length === 0) return none;
  const similar: Similarity = similarity ?? ((p, e) => tokenSimilarity(party[p]!, entry[e]!));
  const pairs: Pair[] = [];
  for (let p = 0; p < party.length; p++) {
    for (let e = 0; e < entry.length; e++) {
      const score = similar(p, e);
      if (score >= MATCHED) pairs.push({ party: p, entry: e, score });
    }
  }
  // Best first; on a tie, the pair nearer in position (keeps "Ali Ali" aligned in order).
  pairs.sort((a, b) => b.score - a.score || Math.abs(a.party - a.entry) - Math.abs(b.party - b.entry));
  const partyLeft = party.map(() => true);
  const entryLeft = entry.map(() => true);
  let weighted = 0;
  let weights = 0;
  let initials = 0;
  let wholeWordMatched = false;
  const aligned: [number, number][] = [];
  for (const pair of pairs) {
    if (!partyLeft[pair.party] || !entryLeft[pair.entry]) continue;
    aligned.push([pair.party, pair.entry]);
    partyLeft[pair.party] = false;
    entryLeft[pair.entry] = false;
    const initial = party[pair.party]!.initial || entry[pair.entry]!.initial;
    const weight = initial ? INITIAL_WEIGHT : 1;
    if (initial) initials += 1;
    else wholeWordMatched = true;
    weighted += weight * pair.score;
    weights += weight;
  }
  // One word on one side written as several on the other.
  let joined = false;
  const joinSides: [readonly NameToken[], boolean[], readonly NameToken[], boolean[]][] = [
    [party, partyLeft, entry, entryLeft],
    [entry, entryLeft, party, partyLeft],
  ];
  for (const [words, wordsLeft, others, othersLeft] of joinSides) {
    for (let index = 0; index < words.length; index++) {
      if (!wordsLeft[index] || words[index]!.initial) continue;
      let best: { run: number[]; score: number } | undefined;
      for (const run of runs(others, othersLeft)) {
        const score = joinedSimilarity(words[index]!, run.map((position) => others[position]!));
        if (score >= JOINED_MINIMUM && (!best || score > best.score)) best = { run, score };
      }
      if (!best) continue;
      wordsLeft[index] = false;
      for (const position of best.run) othersLeft[position] = false;
      weighted += best.run.length * best.score * JOINED_FACTOR;
      weights += best.run.length;
      joined = true;
      wholeWordMatched = true;
    }
  }
  const partyLeftCount = partyLeft.filter(Boolean).length;
  const entryLeftCount = entryLeft.filter(Boolean).length;
  if (!wholeWordMatched || party.length - partyLeftCount < Math.min(2, party.length) || entry.length - entryLeftCount < Math.min(2, entry.length)) return none;
  const contradictions = Math.min(partyLeftCount, entryLeftCount);
  weights += contradictions * CONTRADICTION_WEIGHT + (partyLeftCount - contradictions) * EXTRA_PARTY_WEIGHT + (entryLeftCount - contradictions) * EXTRA_ENTRY_WEIGHT;
  return { score: weighted / weights, matched: party.length - partyLeftCount, unmatched: partyLeftCount + entryLeftCount, initials, joined, aligned };
}

/**
 * The highest name score two names can reach when at most `coveredParty` of the party's words and
 * `coveredEntry` of the entry's can be aligned: the index's filter of candidates, so it drops only
 * names that cannot reach the threshold.
 */
export function bestPossibleScore(partyWords: number, entryWords: number, coveredParty: number, coveredEntry: number): number {
  if (coveredParty < Math.min(2, partyWords) || coveredEntry < Math.min(2, entryWords)) return 0;
  const matched = Math.max(coveredParty, coveredEntry);
  const partyLeft = partyWords - coveredParty;
  const entryLeft = entryWords - coveredEntry;
  const contradictions = Math.min(partyLeft, entryLeft);
  return matched / (matched + contradictions * CONTRADICTION_WEIGHT + (partyLeft - contradictions) * EXTRA_PARTY_WEIGHT + (entryLeft - contradictions) * EXTRA_ENTRY_WEIGHT);
}

export type DateOfBirthAgreement = 'match' | 'swap' | 'year' | 'mismatch' | 'unknown';

/**
 * How a date of birth moves the score. The same date, the same with day and month swapped (a
 * common error, so it counts as agreeing) or a date within the list's year or year-month raise
 * it a little; another date lowers it by 0.1: a name that scores 0.95 or more is still reported
 * with another date, a weaker one may not be.
 */
export const DATE_OF_BIRTH_EFFECT: Record<DateOfBirthAgreement, number> = { match: 0.05, swap: 0.05, year: 0.03, mismatch: -0.1, unknown: 0 };

const RANK: Record<DateOfBirthAgreement, number> = { match: 4, swap: 3, year: 2, mismatch: 1, unknown: 0 };

/** The best agreement of the party's date (YYYY-MM-DD) with any of the list's (YYYY, YYYY-MM or YYYY-MM-DD). */
export function dateOfBirthAgreement(party: string | null | undefined, listed: readonly string[]): DateOfBirthAgreement {
  if (!party || !/^\d{4}-\d{2}-\d{2}$/.test(party) || listed.length === 0) return 'unknown';
  const [year, month, day] = party.split('-');
  const swapped = `${year}-${day}-${month}`;
  let best: DateOfBirthAgreement = 'unknown';
  for (const raw of listed) {
    const date = raw.trim();
    let agreement: DateOfBirthAgreement;
    if (date === party) agreement = 'match';
    else if (date === swapped) agreement = 'swap';
    else if (date.length < 10 && party.startsWith(date)) agreement = 'year';
    else agreement = 'mismatch';
    if (RANK[agreement] > RANK[best]) best = agreement;
  }
  return best;
}

export interface ScoredName {
  /** 0..1, 2 decimals. */
  score: number;
  features: Record<string, string | number | boolean>;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Whether an aligned pair agreed by sound (or by a spelling variant), for the features. */
function howMatched(party: readonly NameToken[], entry: readonly NameToken[], aligned: readonly [number, number][]): { phonetic: boolean; variant: boolean } {
  let phonetic = false;
  let variant = false;
  for (const [p, e] of aligned) {
    const { kind } = compareTokens(party[p]!, entry[e]!);
    if (kind === 'phonetic' || kind === 'vowels') phonetic = true;
    if (kind === 'variant' || kind === 'key' || kind === 'article') variant = true;
  }
  return { phonetic, variant };
}

/** The full score of a party's name against a list name, with the features that made it. */
export function scoreNames(
  party: NormalisedName,
  listed: NormalisedName,
  dates: { party: string | null | undefined; listed: readonly string[] },
  comparison: NameComparison = compareNames(party.tokens, listed.tokens),
): ScoredName {
  const agreement = dateOfBirthAgreement(dates.party, dates.listed);
  const score = comparison.score > 0 ? Math.min(1, Math.max(0, comparison.score + DATE_OF_BIRTH_EFFECT[agreement])) : 0;
  const how = howMatched(party.tokens, listed.tokens, comparison.aligned);
  return {
    score: round(score),
    features: {
      nameScore: round(comparison.score),
      tokensMatched: comparison.matched,
      tokensUnmatched: comparison.unmatched,
      phonetic: how.phonetic,
      variant: how.variant,
      initials: comparison.initials,
      joined: comparison.joined,
      transliterated: party.transliterated || listed.transliterated,
      confusablesFolded: party.confusablesFolded || listed.confusablesFolded,
      hiddenCharacters: party.hiddenRemoved || listed.hiddenRemoved,
      dateOfBirth: agreement,
    },
  };
}
