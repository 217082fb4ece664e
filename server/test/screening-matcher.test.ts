import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildIndex, type ScreeningIndex } from '../src/screening/index-build';
import { screenParty } from '../src/screening/index-query';
import { normaliseName, normalisedText } from '../src/screening/names';
import { compareNames, dateOfBirthAgreement, MATCH_THRESHOLD, scoreNames } from '../src/screening/score';
import type { ListEntry, PartyToScreen } from '../src/screening/types';
import { COMMON_NAMES, generateList } from './screening-list';

/**
 * The sanctions name matcher (issue 31, decision 032), as pure functions: normalisation, the
 * score, and the index that finds candidates. Every evasion the compliance review and the attack
 * found is a case of its own, screened through the index against a small list; then the
 * false-positive check of 20 common Indian and Canadian names against 50,000 generated entries,
 * with names planted in that list found through the index. The worker is tested in
 * screening-engine.test.ts.
 */

const person = (entryId: string, name: string, aliases: string[] = [], datesOfBirth: string[] = []): ListEntry => ({
  listName: 'TEST LIST',
  entryId,
  kind: 'person',
  name,
  aliases,
  datesOfBirth,
  country: null,
});

const LISTED: ListEntry[] = [
  person('AZHAR', 'Masood Azhar', ['Muhammad Masood Azhar Alvi'], ['1968-07-10']),
  person('KRAVETZ', 'Borislav Ignatov Kravetz', ['Boris Kravetz'], ['1961-04-17']),
  person('RAFIQ', 'Muhammad Rafiq Chaudhary', [], ['1975']),
  person('SAHGAL', 'Rohit Sahgal'),
  person('YASIN', 'Abdulrahman Yasin', [], ['1960-04']),
  person('GUPTA', 'Rahul Gupta'),
  person('SHARMA', 'Ravi Sharma'),
  person('PUTIN', 'Vladimir Vladimirovich Putin', ['Vladimir Putin'], ['1952-10-07']),
];

let index: ScreeningIndex;
beforeAll(() => {
  index = buildIndex(1, LISTED);
});

/** The entries a party is matched to (at or above MATCH_THRESHOLD), with their scores. */
function screen(party: string | PartyToScreen): { entryId: string; score: number; features: Record<string, unknown> }[] {
  const found = screenParty(index, typeof party === 'string' ? { names: [party] } : party);
  return found.map((match) => ({ entryId: match.entryId, score: match.score, features: match.features }));
}

const found = (party: string | PartyToScreen, entryId: string) => screen(party).find((match) => match.entryId === entryId);

describe('normalisation', () => {
  it('starts from the text policy: invisible, filler, bidi and joiner characters are removed', () => {
    for (const hidden of ['\u200d', '\u200c', '\u2800', '\u3164', '\u202e', '\u2067', '\u00ad', '\ufeff']) {
      expect(normalisedText(`Mas${hidden}ood Az${hidden}har`), JSON.stringify(hidden)).toBe('masood azhar');
      expect(normaliseName(`Mas${hidden}ood Azhar`).hiddenRemoved).toBe(true);
    }
  });

  it('folds the lookalike letters of a mixed-script word to its main script, and only there', () => {
    const mixed = normaliseName('M\u0430s\u043eod Azh\u0430r'); // Cyrillic а and о in Latin words
    expect(mixed.tokens.map((token) => token.form)).toEqual(['masood', 'azhar']);
    expect(mixed.confusablesFolded).toBe(true);
    // A Latin "a" in a Cyrillic word becomes Cyrillic, and the word is then transliterated.
    expect(normalisedText('М\u0061суд')).toBe('masud');
    // A whole Cyrillic name is a name: transliterated, not read as Latin lookalikes ("Путин" is not "nytnh").
    const cyrillic = normaliseName('Владимир Путин');
    expect(cyrillic.tokens.map((token) => token.form)).toEqual(['vladimir', 'putin']);
    expect(cyrillic).toMatchObject({ transliterated: true, confusablesFolded: false });
  });

  it('transliterates Devanagari as Hindi is spoken (schwa deletion, nukta letters)', () => {
    expect(normalisedText('मसूद अज़हर')).toBe('masud azhar');
    expect(normalisedText('राहुल गुप्ता')).toBe('rahul gupta');
    expect(normalisedText('अंजलि मेहता')).toBe('anjali mehta');
    expect(normalisedText('विक्रम अय्यर')).toBe('vikram ayyar');
    expect(normalisedText('मोहम्मद फ़ारूक़')).toBe('mohammad faruq');
    expect(normalisedText('अमरनाथ सिंह')).toBe('amarnath singh');
    expect(normalisedText('ਗੁਰਪ੍ਰੀਤ ਸਿੰਘ')).toBe('gurprit singh'); // Gurmukhi, through the same rules
  });

  it('writes other scripts and compatibility forms in Latin letters without accents', () => {
    expect(normalisedText('ｍａｓｏｏｄ ａｚｈａｒ')).toBe('masood azhar');
    expect(normalisedText('Chloé Côté-Bouchard')).toBe('chloe cote bouchard');
    expect(normalisedText('Σωκράτης')).toBe('sokratis');
    expect(normalisedText("Liam O'Brien")).toBe('liam obrien');
  });

  it('drops titles and particles, joins "Abd al-", and gives canonical forms of common variants', () => {
    expect(normalisedText('Maulana Masood Azhar')).toBe('masood azhar');
    expect(normalisedText('Osama bin Laden')).toBe('osama laden');
    for (const spelling of ['Abd al-Rahman', 'Abdul Rahman', 'Abdurrahman', 'Abdel Rahman', 'Abdulrahman']) {
      expect(normalisedText(spelling), spelling).toBe('abdulrahman');
    }
    for (const spelling of ['Mohd', 'Md', 'Mohammed', 'Muhammad', 'Mohamed', 'Mohammad']) {
      expect(normaliseName(spelling).tokens[0]!.canonical, spelling).toBe('muhammad');
    }
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (name) => {
        const once = normalisedText(name);
        expect(normalisedText(once)).toBe(once);
      }),
      { numRuns: 300 },
    );
  });
});

describe('evasions the review and the attack found are all found', () => {
  it.each([
    ['U+200D (zero-width joiner) inside a Latin word', 'Mas\u200dood Azhar'],
    ['U+200C (zero-width non-joiner) inside a Latin word', 'Masood Az\u200char'],
    ['U+2800 (braille blank) inside a word', 'Maso\u2800od Azhar'],
    ['U+3164 (Hangul filler) inside a word', 'Masood\u3164 Azhar'],
    ['a right-to-left override inside a word', 'Masood Az\u202ehar'],
    ['a bidi isolate around a word', 'Masood \u2067Azhar\u2069'],
  ])('an invisible character: %s', (_, name) => {
    expect(found(name, 'AZHAR')?.score).toBe(1);
    expect(found(name, 'AZHAR')?.features.hiddenCharacters).toBe(true);
  });

  it.each([
    ['Cyrillic "а" for Latin "a"', 'M\u0430sood Azh\u0430r'],
    ['Cyrillic "о" for Latin "o"', 'Mas\u043e\u043ed Azhar'],
    ['Cyrillic "е" for Latin "e"', 'Rohit S\u0435hgal'],
  ])('letters of another script mixed in: %s', (_, name) => {
    const match = screen(name)[0]!;
    expect(match.score).toBeGreaterThanOrEqual(0.95);
    expect(match.features.confusablesFolded).toBe(true);
  });

  it('the whole name in Cyrillic', () => {
    expect(found('Масуд Азхар', 'AZHAR')).toMatchObject({ features: { transliterated: true } });
    expect(found('Владимир Путин', 'PUTIN')?.score).toBe(1);
  });

  it('the whole name in Devanagari', () => {
    expect(found('मसूद अज़हर', 'AZHAR')?.score).toBeGreaterThanOrEqual(0.95);
    expect(found('राहुल गुप्ता', 'GUPTA')?.score).toBe(1);
    expect(found('रोहित सहगल', 'SAHGAL')?.score).toBe(1);
  });

  it('a name written without spaces', () => {
    expect(found('MasoodAzhar', 'AZHAR')?.features.joined).toBe(true);
    expect(found('masoodazhar', 'AZHAR')?.score).toBeGreaterThanOrEqual(0.95);
    expect(found('RohitSahgal', 'SAHGAL')).toBeDefined();
  });

  it('a word split in two', () => {
    expect(found('Mas ood Azhar', 'AZHAR')?.features.joined).toBe(true);
    expect(found('Abdul Rahman Yasin', 'YASIN')?.score).toBe(1);
  });

  it('an extra middle name, on the party side or the list side', () => {
    expect(found('Masood Khan Azhar', 'AZHAR')?.score).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
    expect(found('Rohit Kumar Sahgal', 'SAHGAL')?.score).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
    // The list has "Muhammad Rafiq Chaudhary"; the party leaves out "Muhammad".
    expect(found('Rafiq Chaudhary', 'RAFIQ')?.score).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
  });

  it('an initial, scored below the full name', () => {
    const initial = found('M. Azhar', 'AZHAR')!;
    expect(initial.features.initials).toBe(1);
    expect(initial.score).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
    expect(initial.score).toBeLessThan(1);
    expect(found('B. I. Kravetz', 'KRAVETZ')).toBeDefined();
  });

  it.each([
    ['Masood/Masud', 'Masud Azhar', 'AZHAR'],
    ['Masood/Masoud', 'Masoud Azhar', 'AZHAR'],
    ['Mohd', 'Mohd Rafiq Chaudhary', 'RAFIQ'],
    ['Md', 'Md Rafiq Chaudhary', 'RAFIQ'],
    ['Mohammed', 'Mohammed Rafiq Chaudhary', 'RAFIQ'],
    ['Muhammad', 'Muhammad Rafiq Chaudhary', 'RAFIQ'],
    ['Sehgal/Sahgal', 'Rohit Sehgal', 'SAHGAL'],
    ['Chaudhary/Choudhury', 'Muhammad Rafiq Choudhury', 'RAFIQ'],
    ['Chaudhary/Chowdhury', 'Muhammad Rafiq Chowdhury', 'RAFIQ'],
    ['Abdul Rahman/Abdulrahman', 'Abdul Rahman Yasin', 'YASIN'],
    ['Abd al-Rahman/Abdulrahman', 'Abd al-Rahman Yasin', 'YASIN'],
  ])('a common transliteration variant or abbreviation: %s', (_, name, entryId) => {
    expect(found(name, entryId)?.score).toBeGreaterThanOrEqual(0.95);
  });

  it('words in another order', () => {
    expect(found('Azhar Masood', 'AZHAR')?.score).toBe(1);
    expect(found('Kravetz Borislav Ignatov', 'KRAVETZ')?.score).toBe(1);
    expect(found('Chaudhary Rafiq Muhammad', 'RAFIQ')?.score).toBe(1);
  });

  it('a typing error or two', () => {
    expect(found('Borislav Ignatov Kravets', 'KRAVETZ')?.score).toBeGreaterThanOrEqual(0.9);
    expect(found('Boryslav Ignatov Kravetz', 'KRAVETZ')?.score).toBeGreaterThanOrEqual(0.9);
  });
});

describe('dates of birth move the score, they do not remove a match', () => {
  it('a strong name match with another date of birth is still found, with a lower score', () => {
    const unknown = found('Masood Azhar', 'AZHAR')!;
    const other = found({ names: ['Masood Azhar'], dateOfBirth: '1970-01-01' }, 'AZHAR')!;
    expect(other.features.dateOfBirth).toBe('mismatch');
    expect(other.score).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
    expect(other.score).toBeLessThan(unknown.score);
  });

  it('a weak name match with another date of birth may fall under the threshold', () => {
    const weak = found('Masood Khan Azhar', 'AZHAR')!;
    expect(weak.score).toBeLessThan(0.95);
    expect(found({ names: ['Masood Khan Azhar'], dateOfBirth: '1970-01-01' }, 'AZHAR')).toBeUndefined();
  });

  it('a day/month swap counts as agreeing, like the same date', () => {
    const same = found({ names: ['Masood Khan Azhar'], dateOfBirth: '1968-07-10' }, 'AZHAR')!;
    const swapped = found({ names: ['Masood Khan Azhar'], dateOfBirth: '1968-10-07' }, 'AZHAR')!;
    expect(same.features.dateOfBirth).toBe('match');
    expect(swapped.features.dateOfBirth).toBe('swap');
    expect(swapped.score).toBe(same.score);
    expect(same.score).toBeGreaterThan(found('Masood Khan Azhar', 'AZHAR')!.score);
  });

  it("a date within the list's year or year-month agrees; an unknown one is neutral", () => {
    expect(dateOfBirthAgreement('1975-03-02', ['1975'])).toBe('year');
    expect(dateOfBirthAgreement('1960-04-30', ['1960-04'])).toBe('year');
    expect(dateOfBirthAgreement('1960-05-01', ['1960-04'])).toBe('mismatch');
    expect(dateOfBirthAgreement('1961-04-17', ['1950', '1961-04-17'])).toBe('match');
    expect(dateOfBirthAgreement(null, ['1961-04-17'])).toBe('unknown');
    expect(dateOfBirthAgreement('1961-04-17', [])).toBe('unknown');
    expect(found({ names: ['Abdulrahman Yasin'], dateOfBirth: '1960-04-12' }, 'YASIN')?.features.dateOfBirth).toBe('year');
  });
});

describe('what must not match', () => {
  it('one common word of a longer name', () => {
    for (const name of ['Ali', 'Khan', 'Azhar', 'Masood', 'Sharma', 'Putin']) expect(screen(name), name).toEqual([]);
  });

  it('different people sharing a surname', () => {
    expect(screen('Priya Sharma')).toEqual([]);
    expect(screen('Rakesh Gupta')).toEqual([]);
    expect(screen('Amit Sahgal')).toEqual([]);
  });

  it('scores in 0..1 with two decimals, and nothing for an empty name', () => {
    const names = ['Masood Azhar', 'M. Azhar', 'Priya Sharma', '', '...'].map(normaliseName);
    for (const party of names) {
      for (const listed of names) {
        const { score } = scoreNames(party, listed, { party: '1968-07-10', listed: ['1968-07-10'] });
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(1);
        expect(Math.round(score * 100) / 100).toBe(score);
      }
    }
    expect(compareNames([], normaliseName('Masood Azhar').tokens).score).toBe(0);
  });
});

describe('property: a hidden character anywhere does not hide a listed name', () => {
  it('inserts any of the policy classes at any place of "Masood Azhar" and still finds the entry', () => {
    const hidden = fc.constantFrom('\u200b', '\u200c', '\u200d', '\u2060', '\u2800', '\u3164', '\u115f', '\uffa0', '\u202a', '\u202e', '\u2066', '\u2069', '\ufe0f', '\u034f', '\u00ad', '\ufeff');
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(12), hidden), { minLength: 1, maxLength: 4 }), (insertions) => {
        let name = 'Masood Azhar';
        for (const [at, character] of insertions) name = name.slice(0, at % (name.length + 1)) + character + name.slice(at % (name.length + 1));
        expect(found(name, 'AZHAR')?.score).toBe(1);
      }),
      { numRuns: 300 },
    );
  });
});

describe('50,000 generated entries with 3 aliases each', () => {
  let large: ScreeningIndex;
  const PLANTED: ListEntry[] = LISTED.map((entry) => ({ ...entry, listName: 'PLANTED' }));
  beforeAll(() => {
    large = buildIndex(2, [...generateList(50_000), ...PLANTED]);
  }, 120_000);

  it('flags none of 20 common Indian and Canadian names, with or without a date of birth', () => {
    expect(large.nameEntry.length).toBeGreaterThan(150_000);
    // (The planted "Rahul Gupta" is listed: matching it is right. The generated entries are the test.)
    const generated = (party: PartyToScreen) => screenParty(large, party).filter((match) => match.listName === 'GENERATED');
    for (const name of COMMON_NAMES) {
      expect(generated({ names: [name] }), name).toEqual([]);
      expect(generated({ names: [name], dateOfBirth: '1985-06-15' }), name).toEqual([]);
    }
  });

  it('finds the names planted in it, through the index, as the pure scorer scores them', () => {
    const variants: [string, string][] = [
      ['Mas\u200dood Azhar', 'AZHAR'],
      ['M\u0430sood Azh\u0430r', 'AZHAR'],
      ['Масуд Азхар', 'AZHAR'],
      ['मसूद अज़हर', 'AZHAR'],
      ['MasoodAzhar', 'AZHAR'],
      ['M. Azhar', 'AZHAR'],
      ['Masood Khan Azhar', 'AZHAR'],
      ['Mohd Rafiq Chowdhury', 'RAFIQ'],
      ['Rohit Sehgal', 'SAHGAL'],
      ['Abd al-Rahman Yasin', 'YASIN'],
      ['Kravetz Boris', 'KRAVETZ'],
      ['राहुल गुप्ता', 'GUPTA'],
      ['Владимир Путин', 'PUTIN'],
    ];
    for (const [name, entryId] of variants) {
      const planted = PLANTED.find((entry) => entry.entryId === entryId)!;
      const pure = Math.max(...[planted.name, ...planted.aliases].map((listed) => scoreNames(normaliseName(name), normaliseName(listed), { party: null, listed: [] }).score));
      expect(pure, name).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
      const match = screenParty(large, { names: [name] }).find((candidate) => candidate.listName === 'PLANTED' && candidate.entryId === entryId);
      expect(match?.score, name).toBe(pure);
    }
  });

  it('finds the generated entries by their own names and aliases', () => {
    const sample = generateList(50_000).filter((_, position) => position % 997 === 0);
    for (const entry of sample) {
      for (const name of [entry.name, ...entry.aliases]) {
        const matches = screenParty(large, { names: [name] });
        expect(matches.some((match) => match.entryId === entry.entryId), `${entry.entryId} ${name}`).toBe(true);
      }
    }
  });
});
