import { isCalendarDate } from '../../../domain/schemas/common';
import { hasOnlyVisibleCharacters } from '../../../domain/text';
import type { SanctionsEntry } from './sanctions-match';

/**
 * `npm run manage -- import-sanctions FILE.csv`: loads a sanctions list. The file is CSV (RFC 4180:
 * fields with commas, quotes or line breaks in double quotes, "" for a quote) with a header row
 * naming the columns name, aliases, date_of_birth, country, list_name, entry_id in any order;
 * aliases are separated by ";"; lines starting with "#" are comments. Every list named in the file
 * is replaced by the file's entries for it, in one transaction; other lists are left alone. A
 * malformed file is refused whole, naming its line.
 */

export const SANCTIONS_COLUMNS = ['name', 'aliases', 'date_of_birth', 'country', 'list_name', 'entry_id'] as const;
type Column = (typeof SANCTIONS_COLUMNS)[number];

export class SanctionsFileError extends Error {
  override name = 'SanctionsFileError';
  constructor(
    readonly line: number,
    problem: string,
  ) {
    super(`Line ${line}: ${problem}`);
  }
}

interface CsvRecord {
  /** The line the record starts on (1-based). */
  line: number;
  fields: string[];
}

/** Splits CSV text into records, keeping each record's first line number. */
function csvRecords(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let line = 1;
  let index = text.charCodeAt(0) === 0xfeff ? 1 : 0; // a byte-order mark
  while (index < text.length) {
    const start = line;
    // A comment or blank line is skipped whole.
    if (text[index] === '#' || text[index] === '\n' || text.startsWith('\r\n', index)) {
      const end = text.indexOf('\n', index);
      index = end === -1 ? text.length : end + 1;
      line += 1;
      continue;
    }
    const fields: string[] = [];
    let field = '';
    let quoted = false;
    let ended = false;
    while (!ended) {
      if (index >= text.length) {
        if (quoted) throw new SanctionsFileError(start, 'a quoted field is never closed');
        ended = true;
        break;
      }
      const character = text[index]!;
      if (quoted) {
        if (character === '"') {
          if (text[index + 1] === '"') {
            field += '"';
            index += 2;
          } else {
            quoted = false;
            index += 1;
          }
        } else {
          if (character === '\n') line += 1;
          field += character;
          index += 1;
        }
      } else if (character === '"') {
        if (field.trim() !== '') throw new SanctionsFileError(line, 'a quote in the middle of an unquoted field');
        field = '';
        quoted = true;
        index += 1;
      } else if (character === ',') {
        fields.push(field);
        field = '';
        index += 1;
      } else if (character === '\n' || text.startsWith('\r\n', index)) {
        index += character === '\n' ? 1 : 2;
        line += 1;
        ended = true;
      } else {
        field += character;
        index += 1;
      }
    }
    fields.push(field);
    records.push({ line: start, fields });
  }
  return records;
}

const DOB_PATTERN = /^\d{4}(-\d{2}(-\d{2})?)?$/;

function validDateOfBirth(value: string): boolean {
  if (!DOB_PATTERN.test(value)) return false;
  if (value.length === 10) return isCalendarDate(value);
  const month = value.length === 7 ? Number(value.slice(5, 7)) : 1;
  return Number(value.slice(0, 4)) >= 1900 && month >= 1 && month <= 12;
}

function cleanText(value: string, line: number, column: Column, max: number): string {
  const text = value.trim().normalize('NFC');
  if (text.length > max) throw new SanctionsFileError(line, `${column} is longer than ${max} characters`);
  if (!hasOnlyVisibleCharacters(text)) throw new SanctionsFileError(line, `${column} holds control or invisible characters`);
  return text;
}

/** The entries of a sanctions CSV file, or a SanctionsFileError naming the first bad line. */
export function parseSanctionsCsv(text: string): SanctionsEntry[] {
  const [header, ...rows] = csvRecords(text);
  if (!header) throw new SanctionsFileError(1, `the file is empty; it needs a header row: ${SANCTIONS_COLUMNS.join(',')}`);
  const names = header.fields.map((field) => field.trim().toLowerCase());
  const position = {} as Record<Column, number>;
  for (const column of SANCTIONS_COLUMNS) {
    const at = names.indexOf(column);
    if (at === -1) throw new SanctionsFileError(header.line, `the header row has no "${column}" column (it needs ${SANCTIONS_COLUMNS.join(',')})`);
    if (names.indexOf(column, at + 1) !== -1) throw new SanctionsFileError(header.line, `the header row names "${column}" twice`);
    position[column] = at;
  }
  const unknown = names.find((name) => !(SANCTIONS_COLUMNS as readonly string[]).includes(name));
  if (unknown !== undefined) throw new SanctionsFileError(header.line, `the header row has an unknown column "${unknown}"`);

  const seen = new Map<string, number>();
  return rows.map(({ line, fields }) => {
    if (fields.length !== names.length) {
      throw new SanctionsFileError(line, `expected ${names.length} fields, found ${fields.length}`);
    }
    const field = (column: Column, max: number) => cleanText(fields[position[column]]!, line, column, max);
    const name = field('name', 300);
    if (!name) throw new SanctionsFileError(line, 'name is empty');
    const listName = field('list_name', 100);
    if (!listName) throw new SanctionsFileError(line, 'list_name is empty');
    const entryId = field('entry_id', 100);
    if (!entryId) throw new SanctionsFileError(line, 'entry_id is empty');
    const key = `${listName}\u0000${entryId}`;
    const first = seen.get(key);
    if (first !== undefined) throw new SanctionsFileError(line, `entry_id "${entryId}" of "${listName}" is already on line ${first}`);
    seen.set(key, line);
    const dateOfBirth = field('date_of_birth', 10);
    if (dateOfBirth && !validDateOfBirth(dateOfBirth)) {
      throw new SanctionsFileError(line, `date_of_birth "${dateOfBirth}" is not YYYY, YYYY-MM or YYYY-MM-DD`);
    }
    const aliases = field('aliases', 4000)
      .split(';')
      .map((alias) => alias.trim())
      .filter((alias) => alias.length > 0);
    const country = field('country', 100);
    return { name, aliases, dateOfBirth: dateOfBirth || null, country: country || null, listName, entryId };
  });
}
