import { distance } from 'fastest-levenshtein';

/**
 * Possible sanctions matches (pure: no I/O). A name matches an entry's name or one of its aliases
 * when, after normalising both (accents, case and punctuation dropped, words kept), some order of
 * the words gives a normalised Levenshtein similarity of at least MATCH_THRESHOLD: word order and
 * a letter or two of misspelling do not hide a name. When one name has more words (a middle name),
 * the best-aligned words of the longer are compared. A date of birth, when both sides have one,
 * narrows it: different dates are not a match. Screening errs towards a possible match; an
 * operator decides.
 */

export const MATCH_THRESHOLD = 0.85;
/** Names of more words are compared token-sorted only (the permutations would grow too fast). */
const MAX_PERMUTED_WORDS = 5;

export interface SanctionsEntry {
  listName: string;
  entryId: string;
  name: string;
  aliases: readonly string[];
  /** YYYY, YYYY-MM or YYYY-MM-DD as the list gives it, or null. */
  dateOfBirth: string | null;
  country: string | null;
}

export interface ScreenedParty {
  name: string;
  /** YYYY-MM-DD, when known. */
  dateOfBirth?: string | null | undefined;
}

export interface SanctionsMatch {
  entry: SanctionsEntry;
  /** The entry's name or alias that matched. */
  matchedName: string;
  /** 0..1, rounded to 2 decimals. */
  similarity: number;
}

/** "  Muñoz-García, José " → ["muñoz"…] → ["garcia", "jose", "munoz"]: words without accents, case or punctuation. */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter((word) => word.length > 0);
}

function similarityOf(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 0 : 1 - distance(a, b) / longest;
}

/** Every ordered choice of `count` words from `words` (count ≤ words.length ≤ MAX_PERMUTED_WORDS). */
function* arrangements(words: readonly string[], count: number, chosen: string[] = [], used: boolean[] = []): Generator<string[]> {
  if (chosen.length === count) {
    yield chosen;
    return;
  }
  for (let index = 0; index < words.length; index++) {
    if (used[index]) continue;
    used[index] = true;
    chosen.push(words[index]!);
    yield* arrangements(words, count, chosen, used);
    chosen.pop();
    used[index] = false;
  }
}

/** The best similarity of two names over the orders of their words (see the module comment). */
export function nameSimilarity(first: string, second: string): number {
  const a = nameWords(first);
  const b = nameWords(second);
  if (a.length === 0 || b.length === 0) return 0;
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  // One word against several would match any name containing a common word ("Ali"): only whole names.
  if (shorter.length === 1 && longer.length > 1) return 0;
  const target = shorter.join(' ');
  let best = similarityOf([...shorter].sort().join(' '), [...longer].sort().join(' '));
  if (longer.length <= MAX_PERMUTED_WORDS) {
    for (const words of arrangements(longer, shorter.length)) {
      best = Math.max(best, similarityOf(target, words.join(' ')));
      if (best === 1) break;
    }
  }
  return best;
}

/** Different known dates of birth rule a match out; a year or year-month on the list matches any date in it. */
function datesAgree(party: string | null | undefined, entry: string | null): boolean {
  if (!party || !entry) return true;
  return party.startsWith(entry.trim());
}

/** Possible matches for a party, best first (one per entry). */
export function findSanctionsMatches(party: ScreenedParty, entries: readonly SanctionsEntry[]): SanctionsMatch[] {
  const matches: SanctionsMatch[] = [];
  for (const entry of entries) {
    if (!datesAgree(party.dateOfBirth, entry.dateOfBirth)) continue;
    let best: SanctionsMatch | undefined;
    for (const candidate of [entry.name, ...entry.aliases]) {
      const similarity = nameSimilarity(party.name, candidate);
      if (similarity >= MATCH_THRESHOLD && (!best || similarity > best.similarity)) {
        best = { entry, matchedName: candidate, similarity: Math.round(similarity * 100) / 100 };
      }
    }
    if (best) matches.push(best);
  }
  return matches.sort((x, y) => y.similarity - x.similarity);
}

/** What a sanctions case says about its match (the case's summary). */
export function describeMatch(screenedName: string, match: SanctionsMatch): string {
  const { entry } = match;
  const details = [entry.dateOfBirth ? `born ${entry.dateOfBirth}` : undefined, entry.country ?? undefined].filter(Boolean).join(', ');
  const via = match.matchedName === entry.name ? '' : ` (alias "${match.matchedName}")`;
  return (
    `Possible sanctions match: "${screenedName}" resembles ${entry.listName} entry ${entry.entryId}, "${entry.name}"${via}` +
    `${details ? `, ${details}` : ''} — similarity ${match.similarity.toFixed(2)}.`
  );
}

/** How a case remembers which entry it is about ("list name/entry id"). */
export function matchKey(entry: Pick<SanctionsEntry, 'listName' | 'entryId'>): string {
  return `${entry.listName}/${entry.entryId}`;
}
