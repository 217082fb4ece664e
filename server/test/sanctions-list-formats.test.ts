import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListFileError, type ListEntry, type ListIssue } from '../src/screening/lists/list-entry';
import { readListDate } from '../src/screening/lists/list-text';
import { detectListFormat, parseListText, readListFile } from '../src/screening/lists/parse-list';
import { projectRoot } from './server-process';

/**
 * The sanctions-list readers (pure: files in, entries out): our own CSV, the UN Security Council
 * Consolidated List XML and OpenSanctions' targets.simple.csv, from fixtures written from their
 * published schemas (server/test/fixtures/sanctions/, every name fictional).
 */

const SAMPLE = path.join(projectRoot, 'server/src/compliance/sample-sanctions.csv');
const FIXTURES = path.join(projectRoot, 'server/test/fixtures/sanctions');
const fixture = (name: string) => path.join(FIXTURES, name);
const UN = 'UN Security Council Consolidated List';
const SDN = 'OpenSanctions US OFAC Specially Designated Nationals (SDN) List';

async function readAll(file: string): Promise<{ entries: ListEntry[]; issues: ListIssue[]; format: string; generatedAt: string | null }> {
  const list = await readListFile(file);
  const entries: ListEntry[] = [];
  for await (const entry of list.entries) entries.push(entry);
  return { entries, issues: list.report.issues, format: list.format, generatedAt: list.report.generatedAt };
}

/** The ListFileError reading `file` (or `text` as our CSV) throws. */
async function refusal(read: () => Promise<unknown>): Promise<ListFileError> {
  const thrown = await read().then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(ListFileError);
  return thrown as ListFileError;
}

const ourCsv = async (text: string) => (await parseListText(text, 'maplerupee-csv')).entries;

describe('our sanctions CSV', () => {
  it('reads the fictional sample list: ten entries with aliases, dates and quoted names', async () => {
    const { format, entries } = await readAll(SAMPLE);
    expect(format).toBe('maplerupee-csv');
    expect(entries).toHaveLength(10);
    expect(new Set(entries.map((row) => row.listName))).toEqual(new Set(['FICTIONAL SAMPLE LIST']));
    expect(entries[0]).toEqual({
      listName: 'FICTIONAL SAMPLE LIST',
      entryId: 'FICT-001',
      kind: 'unknown',
      name: 'Borislav Ignatov Kravetz',
      aliases: ['Boris Kravetz', 'B. I. Kravetz'],
      datesOfBirth: ['1961-04-17'],
      country: 'Fictionland',
    });
    expect(entries[3]).toMatchObject({ name: 'Marisol Quenby Ardent', datesOfBirth: [] });
    expect(entries[9]).toMatchObject({ name: 'Quillon Marchbanks, the Younger', aliases: ['Quill Marchbanks'] });
  });

  it('accepts the columns in any order, CRLF line ends, a byte-order mark and quoted fields with commas, quotes and ";"', async () => {
    const text = '\ufeffentry_id,list_name,name,aliases,country,date_of_birth\r\nX1,L,"Doe, ""Johnny""",J. Doe;Jon Doe,,1950\r\n';
    expect(await ourCsv(text)).toEqual([
      { entryId: 'X1', listName: 'L', kind: 'unknown', name: 'Doe, "Johnny"', aliases: ['J. Doe', 'Jon Doe'], country: null, datesOfBirth: ['1950'] },
    ]);
  });

  it('reads an optional kind column and several dates of birth separated by ";"', async () => {
    const text = 'name,aliases,date_of_birth,country,list_name,entry_id,kind\nA B,,1961-04-17; 1962 ;1961-04-17,,L,1,person\nC Ltd,,,,L,2,Organization\nD E,,,,L,3,\n';
    expect((await ourCsv(text)).map(({ kind, datesOfBirth }) => ({ kind, datesOfBirth }))).toEqual([
      { kind: 'person', datesOfBirth: ['1961-04-17', '1962'] },
      { kind: 'organization', datesOfBirth: [] },
      { kind: 'unknown', datesOfBirth: [] },
    ]);
  });

  it('makes any run of white space one space (a tab or a non-breaking space in a name is not hidden)', async () => {
    const text = 'name,aliases,date_of_birth,country,list_name,entry_id\n"A\t\u00a0B\nC ",X\u2003Y,,,L,1\n';
    expect(await ourCsv(text)).toMatchObject([{ name: 'A B C', aliases: ['X Y'] }]);
  });

  it('refuses a malformed file naming its line', async () => {
    const header = 'name,aliases,date_of_birth,country,list_name,entry_id';
    const cases: [string, string][] = [
      ['', 'Line 1: the file is empty'],
      ['name,aliases,date_of_birth,country,list_name', 'Line 1: the header row has no "entry_id" column'],
      [`${header},extra`, 'Line 1: the header row has an unknown column "extra"'],
      [`${header},name`, 'Line 1: the header row names "name" twice'],
      [`${header}\nA B,,,,L,1\nC D,,,L,2`, 'Line 3: expected 6 fields, found 5'],
      [`${header}\nA B,,1961-02-30,,L,1`, 'Line 2: date_of_birth "1961-02-30" is not YYYY, YYYY-MM or YYYY-MM-DD'],
      [`${header}\nA B,,1961;1899,,L,1`, 'Line 2: date_of_birth "1899" is not YYYY, YYYY-MM or YYYY-MM-DD'],
      [`${header}\nA B,,,,L,1\n# comment\nC D,,,,L,1`, 'Line 4: entry_id "1" of "L" is already on line 2'],
      [`${header}\n,,,,L,1`, 'Line 2: name is empty'],
      [`${header}\nA B,,,,,1`, 'Line 2: list_name is empty'],
      [`${header}\nA B,,,,L,`, 'Line 2: entry_id is empty'],
      [`${header}\n"A B,,,,L,1`, 'Line 2: a quoted field is never closed'],
      [`${header}\nA "B",,,,L,1`, 'Line 2: a quote in the middle of an unquoted field'],
      [`${header}\n"A" B,,,,L,1`, 'Line 2: a closing quote is followed by more text'],
      [`${header}\nA\u202EB,,,,L,1`, 'Line 2: name holds control or invisible characters'],
      [`${header}\nA B,Vi\u200Dc,,,L,1`, 'Line 2: aliases holds control or invisible characters'],
      [`${header}\n${'A'.repeat(301)},,,,L,1`, 'Line 2: name is longer than 300 characters'],
      [`${header},kind\nA B,,,,L,1,vessel`, 'Line 2: kind "vessel" is not person, organization or empty'],
      [`${header}\nA B,${'x;'.repeat(60_000)},,,L,1`, 'Line 2: a record is longer than the largest accepted'],
    ];
    for (const [text, message] of cases) {
      const error = await refusal(() => ourCsv(text));
      expect(error.message, text).toContain(message);
    }
  });

  it('counts lines as a reader does, CRLF line breaks inside quoted fields included', async () => {
    // csv-parse's own counter makes a CRLF inside quotes two lines; the reader counts from the text.
    const text = 'name,aliases,date_of_birth,country,list_name,entry_id\r\n"A\r\nB",,,,L,1\r\n# comment\r\n\r\nC D,,1961-13,,L,2\r\n';
    expect((await refusal(() => ourCsv(text))).message).toBe('Line 6: date_of_birth "1961-13" is not YYYY, YYYY-MM or YYYY-MM-DD');
    expect((await refusal(() => ourCsv(text.replace('C D,,1961-13', '"C D,,')))).message).toBe('Line 6: a quoted field is never closed');
  });
});

describe('the UN Security Council Consolidated List XML', () => {
  it('reads individuals and entities: names joined, every alias kept, each kind of date of birth', async () => {
    const { format, entries, issues, generatedAt } = await readAll(fixture('un-consolidated.xml'));
    expect(format).toBe('un-xml');
    expect(issues).toEqual([]);
    expect(generatedAt).toBe('2026-08-20T10:00:03.177Z');
    expect(entries).toEqual([
      {
        listName: UN,
        entryId: 'QDi.901',
        kind: 'person',
        name: 'HAZIM QADIR ABD AL-WAFI AL-FICTIONI',
        aliases: ['حازم قادر عبد الوافي الفكشني', 'Abu Wafi al-Fictioni', 'Abu Wafi'],
        datesOfBirth: ['1968-02-11'],
        country: 'Fictionland',
      },
      {
        listName: UN,
        entryId: 'KPi.901',
        kind: 'person',
        // A trailing non-breaking space is white space; an "a.k.a." holding two names is two aliases; a tab is a space.
        name: 'VALERIAN OSTAPOVICH KRUTOGORSKY',
        aliases: ['Валериан Остапович Крутогорский', 'Valerian Krutogorski', 'Valera Krutoy', 'The Mountain'],
        datesOfBirth: ['1971'],
        country: 'Imaginaria; Nowhere Isles',
      },
      {
        listName: UN,
        entryId: 'SOi.901',
        kind: 'person',
        name: 'ISMAEL TURABI NADEEM',
        aliases: ['Ismael Turabi'],
        datesOfBirth: ['1975', '1976', '1977', '1978'],
        country: 'Nowhere Isles',
      },
      {
        listName: UN,
        entryId: 'IRi.901',
        kind: 'person',
        name: 'ALI AKBAR FARZI-NEJAD',
        // The zero-width non-joiners Persian spelling needs are kept.
        aliases: ['علی\u200cاکبر فرضی\u200cنژاد', 'Ali-Akbar Farzinejad'],
        datesOfBirth: ['1980-06-30', '1981-06-30'],
        country: null,
      },
      {
        listName: UN,
        entryId: 'KPe.901',
        kind: 'organization',
        name: 'NORTHWIND MARITIME HOLDINGS & TRADING LLC',
        aliases: ['Northwind Maritime', 'NMHT', 'Northwind Shipping Company'],
        datesOfBirth: [],
        country: null,
      },
      {
        listName: UN,
        entryId: '9900102',
        kind: 'organization',
        name: 'AL-SARAB CHARITABLE FOUNDATION',
        aliases: ['مؤسسة السراب الخيرية', 'Sarab Foundation'],
        datesOfBirth: [],
        country: null,
      },
    ]);
  });

  it('leaves out an entry whose name or reference is unusable, drops a hidden alias or nationality and unreadable dates, and reports each', async () => {
    const { entries, issues } = await readAll(fixture('un-odd-entries.xml'));
    expect(entries.map(({ entryId, name, aliases, datesOfBirth, country }) => ({ entryId, name, aliases, datesOfBirth, country }))).toEqual([
      // "1970-02-30" is no day: its month is kept.
      { entryId: 'QDi.913', name: 'SEVERIN QUALL', aliases: ['Severin Q.'], datesOfBirth: ['1970-02'], country: null },
      // A 41-year range is too vague to narrow by, and narrowing by 1958-01-01 alone could hide a match.
      { entryId: 'QDi.914', name: 'ODILE MARCHETTI-VROS', aliases: [], datesOfBirth: [], country: null },
      { entryId: 'QDi.916', name: 'PERPETUA NOX', aliases: [], datesOfBirth: [], country: 'Imaginaria' },
      { entryId: 'QDe.911', name: 'LAST ROW HOLDINGS LTD', aliases: [], datesOfBirth: [], country: null },
    ]);
    const individual = { element: 'INDIVIDUAL' };
    expect(issues).toEqual([
      { ...individual, line: 5, entryId: 'QDi.911', dropped: 'entry', problem: 'the entry has no name (FIRST_NAME…FOURTH_NAME are empty)' },
      { ...individual, line: 11, entryId: 'QDi.912', dropped: 'entry', problem: 'FIRST_NAME holds control or invisible characters' },
      { ...individual, line: 16, entryId: 'QDi.913', dropped: 'alias', problem: 'ALIAS_NAME holds control or invisible characters' },
      {
        ...individual,
        line: 34,
        entryId: 'QDi.914',
        dropped: 'dates of birth',
        problem: "date of birth between 1940 and 1980 spans more than 10 years (line 43); the entry's dates of birth are not used",
      },
      { ...individual, line: 49, entryId: 'QDi.913', dropped: 'entry', problem: 'REFERENCE_NUMBER "QDi.913" is already on line 16 (the first is kept)' },
      // A nationality is shown to operators only: a hidden one is dropped, never the entry.
      { ...individual, line: 55, entryId: 'QDi.916', dropped: 'country', problem: 'NATIONALITY holds control or invisible characters' },
      { ...individual, line: 55, entryId: 'QDi.916', dropped: 'dates of birth', problem: `date of birth "unknown" is not a date (line 64); the entry's dates of birth are not used` },
      { ...individual, line: 69, entryId: null, dropped: 'entry', problem: 'the entry has neither REFERENCE_NUMBER nor DATAID' },
    ]);
  });

  it('refuses malformed XML, a DOCTYPE (no entity is expanded), another root and a truncated file, naming line and element', async () => {
    const cases: [string, string][] = [
      ['un-mismatched-tag.xml', 'Line 6, <INDIVIDUAL>: the XML is malformed: unexpected close tag'],
      ['un-entity-bomb.xml', 'Line 13: the file declares a DOCTYPE; the UN list has none, and DTDs are not read'],
      ['un-truncated.xml', 'Line 41, <INDIVIDUAL_ALIAS>: the XML is malformed: unclosed tag: INDIVIDUAL_ALIAS'],
      ['un-wrong-root.xml', 'un-wrong-root.xml is XML with the root element <sdnList>, not the UN Security Council Consolidated List'],
    ];
    for (const [name, message] of cases) {
      const error = await refusal(() => readAll(fixture(name)));
      expect(error.message, name).toContain(message);
    }
    // Forced past detection, the reader itself refuses another root.
    const other = await refusal(() => parseListText('<sdnList><x/></sdnList>', 'un-xml'));
    expect(other.message).toBe("Line 1: the root element is <sdnList>, not the UN list's <CONSOLIDATED_LIST>");
    // An entity defined nowhere is an error, not an expansion.
    const undefinedEntity = await refusal(() => parseListText('<CONSOLIDATED_LIST><INDIVIDUALS>&lol9;</INDIVIDUALS></CONSOLIDATED_LIST>', 'un-xml'));
    expect(undefinedEntity.message).toContain('<INDIVIDUALS>: the XML is malformed: undefined entity');
    // No entry of the real list comes near 1,000,000 characters: a file with one is not the list.
    const huge = `<CONSOLIDATED_LIST><INDIVIDUALS><INDIVIDUAL><FIRST_NAME>${'A'.repeat(1_000_001)}</FIRST_NAME></INDIVIDUAL></INDIVIDUALS></CONSOLIDATED_LIST>`;
    expect((await refusal(() => parseListText(huge, 'un-xml'))).message).toBe('Line 1, <FIRST_NAME>: an entry holds more than 1000000 characters');
  });
});

describe("OpenSanctions' targets.simple.csv", () => {
  it('reads persons, companies and other targets, with ";"-separated cells holding quotes and ";"', async () => {
    const { format, entries, issues } = await readAll(fixture('opensanctions-targets.simple.csv'));
    expect(format).toBe('opensanctions-csv');
    expect(issues).toEqual([]);
    expect(entries).toHaveLength(14);
    expect(entries[0]).toEqual({
      listName: SDN,
      entryId: 'NK-fict2kZ8fR3pQ9xYvWmLtHcD',
      kind: 'person',
      name: 'Borislav Ignatov Kravetz',
      aliases: ['B. I. Kravetz', 'Boris Kravetz', 'Борислав Игнатов Кравец'],
      datesOfBirth: ['1961-04-17'],
      country: 'xf',
    });
    // Two source lists: the list is "OpenSanctions"; quoted values keep their ";" and quotes.
    expect(entries[1]).toEqual({
      listName: 'OpenSanctions',
      entryId: 'NK-fict3aB7cD9eF1gH2iJ3kL4m',
      kind: 'person',
      name: 'Zéphyrine Montclair-Dufresne',
      aliases: ['Dufresne; Zéphyrine', 'Zephyrine Dufresne', 'Zéphyrine "La Comtesse" Montclair'],
      datesOfBirth: ['1975', '1975-03', '1976-11-02'],
      country: 'xf; xi',
    });
    expect(entries[6]).toEqual({
      listName: 'OpenSanctions UK Sanctions List',
      entryId: 'NK-fict8Tg7Sh6Ri5Qj4Pk3Ol2N',
      kind: 'person',
      name: 'Hesper Nightingale Vost',
      aliases: ['Hesper Vost'],
      datesOfBirth: ['1969-12-01', '1970-12-01'],
      country: 'xi',
    });
    expect(entries[8]).toEqual({
      listName: 'OpenSanctions',
      entryId: 'Q99000001',
      kind: 'person',
      name: 'Tobiah Vandermeer-Ostrow',
      aliases: ['T. Ostrow'],
      datesOfBirth: ['1969'],
      country: null,
    });
    expect(entries.map(({ name, kind }) => `${kind}: ${name}`)).toEqual([
      'person: Borislav Ignatov Kravetz',
      'person: Zéphyrine Montclair-Dufresne',
      'organization: Northwind Maritime Holdings & Trading LLC',
      'organization: Al-Sarab Charitable Foundation',
      'organization: Obsidian Ledger Partners',
      'unknown: MV Quiet Mirage',
      'person: Hesper Nightingale Vost',
      'person: Rudrakant Ombir Sehgalwal',
      'person: Tobiah Vandermeer-Ostrow',
      'person: Ludovica Shrike',
      'organization: Ministry of Imaginary Affairs',
      'unknown: EX-00001',
      'person: Marisol Quenby Ardent',
      'person: Cassius Orrin Blackwell-Tate',
    ]);
    expect(entries[7]!.aliases).toContain('रुद्रकांत ओम्बीर सहगलवाल');
  });

  it('leaves out odd rows (and keeps the first of a repeated id), drops hidden aliases and countries and unreadable dates, and reports each by line', async () => {
    const { entries, issues } = await readAll(fixture('opensanctions-odd-rows.csv'));
    expect(entries.map(({ entryId, name, aliases, datesOfBirth }) => ({ entryId, name, aliases, datesOfBirth }))).toEqual([
      { entryId: 'NK-odd01', name: 'Perpetua Nox Vandal', aliases: ['P. N. Vandal'], datesOfBirth: ['1966-05-04'] },
      { entryId: 'NK-odd07', name: 'Severin Quall', aliases: ['Severin Q.'], datesOfBirth: ['1970-02'] },
      { entryId: 'NK-odd08', name: 'Odile Marchetti-Vros', aliases: [], datesOfBirth: [] },
      { entryId: 'NK-odd09', name: 'Last Row Holdings Ltd', aliases: ['Last Row'], datesOfBirth: [] },
      { entryId: 'NK-odd10', name: 'Quintus Brae', aliases: [], datesOfBirth: ['1961'] },
    ]);
    const row = { element: null };
    // The first row spans lines 2-4 (a quoted address with line breaks).
    expect(issues).toEqual([
      { ...row, line: 5, entryId: 'NK-odd02', dropped: 'entry', problem: 'expected 16 fields, found 3' },
      { ...row, line: 6, entryId: null, dropped: 'entry', problem: 'id is empty' },
      { ...row, line: 7, entryId: 'NK-odd04', dropped: 'entry', problem: 'name is empty' },
      { ...row, line: 8, entryId: 'NK-odd01', dropped: 'entry', problem: 'id "NK-odd01" is already on line 2 (the first is kept)' },
      { ...row, line: 9, entryId: 'NK-odd06', dropped: 'entry', problem: 'name holds control or invisible characters' },
      { ...row, line: 10, entryId: 'NK-odd07', dropped: 'alias', problem: 'alias holds control or invisible characters' },
      { ...row, line: 11, entryId: 'NK-odd08', dropped: 'dates of birth', problem: `birth_date "circa 1960" is not a date; the entry's dates of birth are not used` },
      // A cell that is no ";"-list drops its values, not the entry; so does a hidden country.
      { ...row, line: 13, entryId: 'NK-odd10', dropped: 'country', problem: 'countries holds control or invisible characters' },
      { ...row, line: 13, entryId: 'NK-odd10', dropped: 'alias', problem: 'aliases is not a ";"-separated list' },
    ]);
  });

  it('refuses a file missing a column, with a stray quote or cut off inside a field, naming the line', async () => {
    const cases: [string, string][] = [
      ['opensanctions-missing-column.csv', 'Line 1: the header row has no "birth_date" column'],
      ['opensanctions-stray-quote.csv', 'Line 4: a closing quote is followed by more text'],
      ['opensanctions-truncated.csv', 'Line 6: a quoted field is never closed'],
    ];
    for (const [name, message] of cases) {
      const error = await refusal(() => readAll(fixture(name)));
      expect(error.message, name).toContain(message);
    }
  });
});

describe('any list file', () => {
  let directory: string;
  beforeAll(async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), 'sanctions-lists-'));
  });
  afterAll(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('has its format told by its content, whatever its name', async () => {
    const first = async (name: string) => (await readFile(name)).subarray(0, 64 * 1024);
    expect(detectListFormat('list.txt', await first(SAMPLE))).toBe('maplerupee-csv');
    expect(detectListFormat('consolidated.xml', await first(fixture('un-consolidated.xml')))).toBe('un-xml');
    expect(detectListFormat('targets.simple.csv', await first(fixture('opensanctions-targets.simple.csv')))).toBe('opensanctions-csv');
    expect(detectListFormat('x', '\ufeff<?xml version="1.0"?>\n<!-- c -->\n<!DOCTYPE a [ <!ENTITY b "c"> ]>\n<CONSOLIDATED_LIST/>')).toBe('un-xml');
    const refused: [Uint8Array | string, string][] = [
      [new Uint8Array([0x1f, 0x8b, 8, 0]), 'list.csv.gz is gzip-compressed; unpack it first'],
      [new Uint8Array([0x50, 0x4b, 3, 4]), 'list.csv.gz is a zip archive; unpack it first'],
      ['  \n', 'Line 1: the file is empty'],
      ['first,last,born\nA,B,1970\n', 'list.csv.gz is not a sanctions list this app reads'],
      ['<html><body/></html>', 'list.csv.gz is XML with the root element <html>, not the UN Security Council Consolidated List'],
    ];
    for (const [bytes, message] of refused) {
      expect(() => detectListFormat('list.csv.gz', bytes)).toThrow(message);
    }
  });

  it('refuses bytes that are not UTF-8, naming the line', async () => {
    const latin1 = path.join(directory, 'latin1.csv');
    await writeFile(latin1, Buffer.concat([Buffer.from('name,aliases,date_of_birth,country,list_name,entry_id\nA B,,,,L,1\nZ'), Buffer.from([0xe9]), Buffer.from('phyrine,,,,L,2\n')]));
    expect((await refusal(() => readAll(latin1))).message).toBe('Line 3: the file is not UTF-8 text (the published lists are UTF-8; save it as UTF-8)');
  });

  it('streams a large OpenSanctions file in memory that does not grow with it', async () => {
    const rows = 200_000;
    const file = path.join(directory, 'targets.simple.csv');
    const out = createWriteStream(file);
    out.write('"id","schema","name","aliases","birth_date","countries","addresses","identifiers","sanctions","phones","emails","program_ids","dataset","first_seen","last_seen","last_change"\n');
    for (let index = 0; index < rows; index += 1) {
      const aliases = index % 100 === 0 ? `"Gen ${index};""Generated; Person ${index}"""` : `"Gen ${index};Generated Person ${index}"`;
      const line = `"NK-gen${index}","Person","Generated Person ${index}",${aliases},"19${40 + (index % 60)}-0${1 + (index % 9)}-1${index % 10}","xf;xi","${index} Fictional Road, Port Imaginary","FP${index}","Fictional programme - Asset freeze","","","","US OFAC Specially Designated Nationals (SDN) List","2023-01-05T10:11:12","2026-08-20T06:00:00","2025-11-02T08:30:00"\n`;
      if (!out.write(line)) await once(out, 'drain');
    }
    out.end();
    await once(out, 'finish');
    const size = (await stat(file)).size;

    // Live memory, after a collection, so garbage not yet collected does not count.
    setFlagsFromString('--expose-gc');
    const collect = runInNewContext('gc') as () => void;
    collect();
    const before = process.memoryUsage().heapUsed;
    let growth = 0;
    let count = 0;
    let sample: ListEntry | undefined;
    const list = await readListFile(file);
    for await (const entry of list.entries) {
      count += 1;
      if (count === 100_001) sample = entry;
      if (count % 20_000 === 0) {
        collect();
        growth = Math.max(growth, process.memoryUsage().heapUsed - before);
      }
    }
    expect(count).toBe(rows);
    expect(list.report.issueCount).toBe(0);
    expect(sample).toEqual({
      listName: SDN,
      entryId: 'NK-gen100000',
      kind: 'person',
      name: 'Generated Person 100000',
      aliases: ['Gen 100000', 'Generated; Person 100000'],
      datesOfBirth: ['1980-02-10'],
      country: 'xf; xi',
    });
    // What stays is the ids already read (to leave out a repeated one), not the file or its entries.
    expect(size).toBeGreaterThan(30_000_000);
    expect(growth).toBeLessThan(size / 3);
  }, 180_000);
});

describe('published dates', () => {
  it('are read as precisely as they can be, and refused when they are no date at all', () => {
    const cases: [string, string | null][] = [
      ['1961-04-17', '1961-04-17'],
      ['1961-04-17T00:00:00', '1961-04-17'],
      ['1961-04-17+02:00', '1961-04-17'],
      ['1961-02-30', '1961-02'],
      ['1961-00-00', '1961'],
      ['1961-07', '1961-07'],
      [' 1961 ', '1961'],
      ['1961-1962', null],
      ['19611', null],
      ['circa 1960', null],
      ['1899', null],
      ['', null],
    ];
    for (const [value, read] of cases) expect(readListDate(value), value).toBe(read);
  });
});
