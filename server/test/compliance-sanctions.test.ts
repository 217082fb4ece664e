import { describe, expect, it } from 'vitest';
import { findSanctionsMatches, MATCH_THRESHOLD, nameSimilarity, nameWords, type SanctionsEntry } from '../src/compliance/sanctions-match';

/**
 * Sanctions screening (issue 17): the matcher (pure). The list files are read in
 * sanctions-list-formats.test.ts; who is screened, when, and what it holds: screening.test.ts.
 */


const entry = (name: string, overrides: Partial<SanctionsEntry> = {}): SanctionsEntry => ({
  listName: 'TEST LIST',
  entryId: 'T-1',
  name,
  aliases: [],
  dateOfBirth: null,
  country: null,
  ...overrides,
});

describe('sanctions-match (pure)', () => {
  it('normalises names: accents, case and punctuation dropped, words kept', () => {
    expect(nameWords('  Zéphyrine MONTCLAIR-Dufresne, Jr. ')).toEqual(['zephyrine', 'montclair', 'dufresne', 'jr']);
    expect(nameWords('Ñúñez  Çelik')).toEqual(['nunez', 'celik']);
    expect(nameWords('--- ...')).toEqual([]);
  });

  it('tolerates word order, accents, case, punctuation and a letter or two of misspelling', () => {
    const listed = 'Borislav Ignatov Kravetz';
    expect(nameSimilarity('Kravetz Borislav Ignatov', listed)).toBe(1);
    expect(nameSimilarity('BORISLAV  ignatov-KRAVETZ', listed)).toBe(1);
    expect(nameSimilarity('Borislav Ignatov Kravets', listed)).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
    expect(nameSimilarity('Boryslav Ignatov Kravetz', listed)).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
    expect(nameSimilarity('Zephyrine Montclair Dufresne', 'Zéphyrine Montclair-Dufresne')).toBe(1);
    // A misspelled first letter still lines up whatever the alphabetical order of the words.
    expect(nameSimilarity('Zudovica Shrike', 'Ludovica Shrike')).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
    // A middle name on one side only.
    expect(nameSimilarity('Ludovica Anne Shrike', 'Ludovica Shrike')).toBe(1);
  });

  it('does not match different names, one common word, or nothing', () => {
    expect(nameSimilarity('Priya Sharma', 'Borislav Ignatov Kravetz')).toBeLessThan(MATCH_THRESHOLD);
    expect(nameSimilarity('Boris Johnson', 'Boris Kravetz')).toBeLessThan(MATCH_THRESHOLD);
    expect(nameSimilarity('Shrike', 'Ludovica Shrike')).toBe(0);
    expect(nameSimilarity('', 'Ludovica Shrike')).toBe(0);
    expect(nameSimilarity('Ludovica Shrike', '...')).toBe(0);
  });

  it('matches aliases, narrows by date of birth when both are known, and ranks the best first', () => {
    const entries = [
      entry('Borislav Ignatov Kravetz', { entryId: 'A', aliases: ['Boris Kravetz'], dateOfBirth: '1961-04-17' }),
      entry('Cassius Orrin Blackwell-Tate', { entryId: 'B', dateOfBirth: '1972-07' }),
      entry('Boris Kravets', { entryId: 'C' }),
    ];
    const byAlias = findSanctionsMatches({ name: 'Kravetz Boris' }, entries);
    expect(byAlias.map((match) => [match.entry.entryId, match.matchedName, match.similarity])).toEqual([
      ['A', 'Boris Kravetz', 1],
      ['C', 'Boris Kravets', expect.any(Number)],
    ]);
    expect(findSanctionsMatches({ name: 'Boris Kravetz', dateOfBirth: '1961-04-17' }, entries).map((match) => match.entry.entryId)).toEqual(['A', 'C']);
    // Another date of birth rules entry A out (C has none on the list).
    expect(findSanctionsMatches({ name: 'Boris Kravetz', dateOfBirth: '1990-01-01' }, entries).map((match) => match.entry.entryId)).toEqual(['C']);
    // A year-month on the list matches any day of it.
    expect(findSanctionsMatches({ name: 'Cassius Blackwell Tate Orrin', dateOfBirth: '1972-07-30' }, entries)).toHaveLength(1);
    expect(findSanctionsMatches({ name: 'Cassius Blackwell Tate Orrin', dateOfBirth: '1972-08-01' }, entries)).toHaveLength(0);
    expect(findSanctionsMatches({ name: 'Asha Patel' }, entries)).toEqual([]);
  });
});
