import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSanctionsCsv, SanctionsFileError } from '../src/compliance/sanctions-import';
import { findSanctionsMatches, MATCH_THRESHOLD, nameSimilarity, nameWords, type SanctionsEntry } from '../src/compliance/sanctions-match';
import { projectRoot } from './server-process';

/**
 * Sanctions screening (issue 17): the matcher (pure) and the CSV file's reading. Who is screened,
 * when, and what it holds: screening.test.ts.
 */

const SAMPLE = path.join(projectRoot, 'server/src/compliance/sample-sanctions.csv');

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

describe('the sanctions CSV', () => {
  it('reads the fictional sample list: ten entries with aliases, dates and quoted names', async () => {
    const entries = parseSanctionsCsv(await readFile(SAMPLE, 'utf8'));
    expect(entries).toHaveLength(10);
    expect(new Set(entries.map((row) => row.listName))).toEqual(new Set(['FICTIONAL SAMPLE LIST']));
    expect(entries[0]).toEqual({
      name: 'Borislav Ignatov Kravetz',
      aliases: ['Boris Kravetz', 'B. I. Kravetz'],
      dateOfBirth: '1961-04-17',
      country: 'Fictionland',
      listName: 'FICTIONAL SAMPLE LIST',
      entryId: 'FICT-001',
    });
    expect(entries[3]).toMatchObject({ name: 'Marisol Quenby Ardent', dateOfBirth: null });
    expect(entries[9]).toMatchObject({ name: 'Quillon Marchbanks, the Younger', aliases: ['Quill Marchbanks'] });
  });

  it('accepts the columns in any order, CRLF line ends, a byte-order mark and quoted fields with commas, quotes and ";"', () => {
    const text = '\ufeffentry_id,list_name,name,aliases,country,date_of_birth\r\nX1,L,"Doe, ""Johnny""",J. Doe;Jon Doe,,1950\r\n';
    expect(parseSanctionsCsv(text)).toEqual([
      { entryId: 'X1', listName: 'L', name: 'Doe, "Johnny"', aliases: ['J. Doe', 'Jon Doe'], country: null, dateOfBirth: '1950' },
    ]);
  });

  it('refuses a malformed file naming its line', () => {
    const header = 'name,aliases,date_of_birth,country,list_name,entry_id';
    const cases: [string, string][] = [
      ['', 'Line 1: the file is empty'],
      ['name,aliases,date_of_birth,country,list_name', 'Line 1: the header row has no "entry_id" column'],
      [`${header},extra`, 'Line 1: the header row has an unknown column "extra"'],
      [`${header}\nA B,,,,L,1\nC D,,,L,2`, 'Line 3: expected 6 fields, found 5'],
      [`${header}\nA B,,1961-02-30,,L,1`, 'Line 2: date_of_birth "1961-02-30" is not YYYY, YYYY-MM or YYYY-MM-DD'],
      [`${header}\nA B,,,,L,1\n# comment\nC D,,,,L,1`, 'Line 4: entry_id "1" of "L" is already on line 2'],
      [`${header}\n,,,,L,1`, 'Line 2: name is empty'],
      [`${header}\nA B,,,,,1`, 'Line 2: list_name is empty'],
      [`${header}\n"A B,,,,L,1`, 'Line 2: a quoted field is never closed'],
      [`${header}\nA\u202EB,,,,L,1`, 'Line 2: name holds control or invisible characters'],
    ];
    for (const [text, message] of cases) {
      let thrown: unknown;
      try {
        parseSanctionsCsv(text);
      } catch (error) {
        thrown = error;
      }
      expect(thrown, text).toBeInstanceOf(SanctionsFileError);
      expect((thrown as Error).message, text).toContain(message);
    }
  });
});
