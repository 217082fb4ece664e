import { candidates, MAX_DATE_BONUS, scratchOf, wordMatches } from './index-candidates';
import { FLAG_CONFUSABLES, FLAG_HIDDEN, FLAG_TRANSLITERATED, nameText, wordsOf, type ScreeningIndex } from './index-build';
import { normaliseName, type NormalisedName } from './names';
import { compareNames, MATCH_THRESHOLD, scoreNames } from './score';
import { compareTokens } from './tokens';
import type { PartyToScreen, ScreeningMatch, ScreenOptions } from './types';

/**
 * A screening against the index: the candidates of index-candidates.ts, then the precise score of
 * each (score.ts), the best match per entry at or above the minimum score.
 */

interface Best {
  match: ScreeningMatch;
  nameScore: number;
}

/** One party against the index: the best match per entry at or above the minimum score, best first. */
export function screenParty(index: ScreeningIndex, party: PartyToScreen, options: ScreenOptions = {}, allowedEntries?: ReadonlySet<number>): ScreeningMatch[] {
  const scratch = scratchOf(index);
  const minimum = options.minimumScore ?? MATCH_THRESHOLD;
  const best = new Map<number, Best>();
  for (const screenedName of party.names) {
    const normalised = normaliseName(screenedName);
    const tokens = normalised.tokens;
    if (tokens.length === 0) continue;
    const matches = tokens.map((token) => (token.initial ? undefined : wordMatches(index, scratch, token)));
    for (const name of candidates(index, scratch, tokens, minimum, allowedEntries)) {
      const start = index.nameStart[name]!;
      const listedTokens = wordsOf(index, name);
      // Word pairs below MATCHED do not count in an alignment: only initials need comparing here.
      const similarity = (p: number, e: number) =>
        matches[p]?.get(index.nameWords[start + e]!) ?? (tokens[p]!.initial || listedTokens[e]!.initial ? compareTokens(tokens[p]!, listedTokens[e]!).score : 0);
      const comparison = compareNames(tokens, listedTokens, similarity);
      if (comparison.score === 0 || comparison.score + MAX_DATE_BONUS < minimum) continue;
      const entryIndex = index.nameEntry[name]!;
      const entry = index.entries[entryIndex]!;
      const flags = index.nameFlags[name]!;
      const listed: NormalisedName = { tokens: listedTokens, transliterated: (flags & FLAG_TRANSLITERATED) !== 0, confusablesFolded: (flags & FLAG_CONFUSABLES) !== 0, hiddenRemoved: (flags & FLAG_HIDDEN) !== 0 };
      const scored = scoreNames(normalised, listed, { party: party.dateOfBirth, listed: entry.datesOfBirth }, comparison);
      if (scored.score < minimum) continue;
      // One match per entry: its best name, the better name score first when dates make scores equal.
      const previous = best.get(entryIndex);
      if (previous && (previous.match.score > scored.score || (previous.match.score === scored.score && previous.nameScore >= comparison.score))) continue;
      best.set(entryIndex, {
        match: { listName: entry.listName, entryId: entry.entryId, name: entry.name, matchedName: nameText(index, name), screenedName, score: scored.score, features: { ...scored.features, kind: entry.kind } },
        nameScore: comparison.score,
      });
    }
  }
  return [...best.values()].map((found) => found.match).sort((a, b) => b.score - a.score || a.entryId.localeCompare(b.entryId));
}

/** The entries of these keys ("listName/entryId"); keys not on the list are left out. */
export function entriesOf(index: ScreeningIndex, entryKeys: readonly string[]): Set<number> {
  const allowed = new Set<number>();
  for (const key of entryKeys) {
    const entryIndex = index.entryIndexByKey.get(key);
    if (entryIndex !== undefined) allowed.add(entryIndex);
  }
  return allowed;
}

/** Many parties against the index (a batch of a re-screen); `entryKeys` limits them to those entries. */
export function screenParties(index: ScreeningIndex, parties: readonly PartyToScreen[], options: ScreenOptions = {}, allowed = options.entryKeys && entriesOf(index, options.entryKeys)): ScreeningMatch[][] {
  return parties.map((party) => screenParty(index, party, options, allowed));
}
