import { csvRows } from './csv-rows';
import { ListFileError, type ListEntry } from './list-entry';
import { cleanListText, isListDate, TextProblem } from './list-text';

/**
 * MapleRupee's own sanctions CSV: a header row naming the columns name, aliases, date_of_birth,
 * country, list_name, entry_id (and optionally kind) in any order; aliases and dates of birth
 * separated by ";"; lines starting with "#" are comments. It is written by hand, so it is held to
 * the letter: any bad row refuses the whole file, naming its line, and so does an entry_id that a
 * list names twice.
 */

const OUR_CSV_COLUMNS = ['name', 'aliases', 'date_of_birth', 'country', 'list_name', 'entry_id'] as const;
const OPTIONAL_COLUMNS = ['kind'] as const;
type Column = (typeof OUR_CSV_COLUMNS)[number] | (typeof OPTIONAL_COLUMNS)[number];

const KINDS = new Map<string, ListEntry['kind']>([
  ['', 'unknown'],
  ['unknown', 'unknown'],
  ['person', 'person'],
  ['organization', 'organization'],
]);

/** A header that names our columns (for detecting the format). */
export function isOurCsvHeader(columns: readonly string[]): boolean {
  return columns.includes('list_name') && columns.includes('entry_id');
}

function columnPositions(fields: readonly string[], line: number): { names: string[]; position: Partial<Record<Column, number>> } {
  const names = fields.map((field) => field.trim().toLowerCase());
  const position: Partial<Record<Column, number>> = {};
  for (const column of [...OUR_CSV_COLUMNS, ...OPTIONAL_COLUMNS]) {
    const at = names.indexOf(column);
    if (at === -1 && (OUR_CSV_COLUMNS as readonly string[]).includes(column)) {
      throw new ListFileError(`the header row has no "${column}" column (it needs ${OUR_CSV_COLUMNS.join(',')})`, { line });
    }
    if (at !== -1 && names.indexOf(column, at + 1) !== -1) throw new ListFileError(`the header row names "${column}" twice`, { line });
    if (at !== -1) position[column] = at;
  }
  const known: readonly string[] = [...OUR_CSV_COLUMNS, ...OPTIONAL_COLUMNS];
  const unknown = names.find((name) => !known.includes(name));
  if (unknown !== undefined) throw new ListFileError(`the header row has an unknown column "${unknown}"`, { line });
  return { names, position };
}

/** Our CSV's entries, streamed from its text; a ListFileError names the first bad line. */
export async function* readOurCsv(text: AsyncIterable<string>): AsyncGenerator<ListEntry> {
  let header: ReturnType<typeof columnPositions> | undefined;
  const seen = new Map<string, number>();
  for await (const { line, fields } of csvRows(text, { comments: true, maxRecordSize: 100_000 })) {
    if (!header) {
      header = columnPositions(fields, line);
      continue;
    }
    const { names, position } = header;
    if (fields.length !== names.length) throw new ListFileError(`expected ${names.length} fields, found ${fields.length}`, { line });
    const field = (column: Column, max: number) => {
      const at = position[column];
      if (at === undefined) return '';
      try {
        return cleanListText(fields[at]!, column, max);
      } catch (error) {
        if (error instanceof TextProblem) throw new ListFileError(error.message, { line });
        throw error;
      }
    };
    const name = field('name', 300);
    if (!name) throw new ListFileError('name is empty', { line });
    const listName = field('list_name', 100);
    if (!listName) throw new ListFileError('list_name is empty', { line });
    const entryId = field('entry_id', 100);
    if (!entryId) throw new ListFileError('entry_id is empty', { line });
    const key = `${listName}\u0000${entryId}`;
    const first = seen.get(key);
    if (first !== undefined) throw new ListFileError(`entry_id "${entryId}" of "${listName}" is already on line ${first}`, { line });
    seen.set(key, line);
    const datesOfBirth = separated(field('date_of_birth', 200));
    const badDate = datesOfBirth.find((date) => !isListDate(date));
    if (badDate !== undefined) throw new ListFileError(`date_of_birth "${badDate}" is not YYYY, YYYY-MM or YYYY-MM-DD`, { line });
    const kind = KINDS.get(field('kind', 20).toLowerCase());
    if (kind === undefined) throw new ListFileError(`kind "${field('kind', 20)}" is not person, organization or empty`, { line });
    const country = field('country', 100);
    yield { listName, entryId, kind, name, aliases: separated(field('aliases', 4000)), datesOfBirth: [...new Set(datesOfBirth)], country: country || null };
  }
  if (!header) throw new ListFileError(`the file is empty; it needs a header row: ${OUR_CSV_COLUMNS.join(',')}`, { line: 1 });
}

/** "a; b;;c " → ["a", "b", "c"]. */
function separated(value: string): string[] {
  return value
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}
