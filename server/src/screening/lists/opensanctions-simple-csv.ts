import { parse as parseCsvText } from 'csv-parse/sync';
import { csvRows } from './csv-rows';
import { ListFileError, type ListEntry, type ListIssue, type ListReadReport } from './list-entry';
import { cleanListText, keptText, readListDate, TextProblem } from './list-text';

/**
 * OpenSanctions' "targets.simple.csv" as published (https://www.opensanctions.org/docs/bulk/csv/;
 * written by zavod/zavod/exporters/simplecsv.py in github:opensanctions/opensanctions, read
 * 2026-08): one row per target entity, every field double-quoted, the header
 *   id, schema, name, aliases, birth_date, countries, addresses, identifiers, sanctions, phones,
 *   emails, program_ids, dataset, first_seen, last_seen, last_change
 * (program_ids is newer; older files lack it). `id` is the entity's OpenSanctions id, `schema` its
 * FollowTheMoney type (Person, Organization, Company, LegalEntity, PublicBody, Vessel…), `name` its
 * caption; aliases holds its other names. Multi-valued cells (aliases, birth_date, countries,
 * dataset…) are themselves a CSV row with ";" as the separator: a value holding ";" or a quote is
 * quoted inside the cell. `countries` holds country codes ("ru", "ir"), `dataset` the titles of
 * the source lists.
 *
 * The file is machine-written and large (hundreds of MB for the default collection), so it is
 * streamed, and one odd row does not stop an import: a row whose id or name is unusable is left
 * out; an unusable alias, country or set of dates of birth is dropped from its entry; each is
 * reported (ListReadReport). A
 * second row with an id already read is left out too (ids are unique in a published file; the
 * first row is kept). Only a malformed file (a missing column, an unclosed quote) is refused whole.
 */

const REQUIRED_COLUMNS = ['id', 'schema', 'name', 'aliases', 'birth_date', 'countries', 'dataset'] as const;
type Column = (typeof REQUIRED_COLUMNS)[number];

/** A header that names OpenSanctions' columns (for detecting the format). */
export function isOpenSanctionsHeader(columns: readonly string[]): boolean {
  return ['id', 'schema', 'name', 'dataset'].every((column) => columns.includes(column));
}

const ORGANIZATIONS = new Set(['Organization', 'Company', 'LegalEntity', 'PublicBody']);

function kindOf(schema: string): ListEntry['kind'] {
  if (schema === 'Person') return 'person';
  return ORGANIZATIONS.has(schema) ? 'organization' : 'unknown';
}

/** A ";"-separated cell's values, empty ones left out. */
function cellValues(cell: string, column: string): string[] {
  let values: string[];
  if (!cell.includes('"')) {
    values = cell.split(';');
  } else {
    try {
      values = (parseCsvText(cell, { delimiter: ';', record_delimiter: ['\r\n', '\n'] }) as string[][]).flat();
    } catch {
      throw new TextProblem(`${column} is not a ";"-separated list`);
    }
  }
  return values.map((value) => value.trim()).filter((value) => value.length > 0);
}

type Positions = Record<Column, number>;

function columnPositions(fields: readonly string[], line: number): { count: number; position: Positions } {
  const names = fields.map((field) => field.trim().toLowerCase());
  const position = {} as Positions;
  for (const column of REQUIRED_COLUMNS) {
    const at = names.indexOf(column);
    if (at === -1) throw new ListFileError(`the header row has no "${column}" column (OpenSanctions' targets.simple.csv has ${REQUIRED_COLUMNS.join(', ')}…)`, { line });
    if (names.indexOf(column, at + 1) !== -1) throw new ListFileError(`the header row names "${column}" twice`, { line });
    position[column] = at;
  }
  return { count: names.length, position };
}

function toEntry(fields: readonly string[], position: Positions, entryId: string, line: number, report: ListReadReport): ListEntry {
  const cell = (column: Column) => fields[position[column]]!;
  const name = cleanListText(cell('name'), 'name', 1000);
  if (!name) throw new TextProblem('name is empty');
  // Only the name (and id) can leave the entry out: what goes wrong below drops an alias, the dates
  // or the country, and is reported.
  const issue = (dropped: ListIssue['dropped'], problem: string) => report.add({ line, element: null, entryId, dropped, problem });
  const values = (column: Column, dropped: ListIssue['dropped'] | null) => {
    try {
      return cellValues(cell(column), column);
    } catch (error) {
      if (!(error instanceof TextProblem)) throw error;
      if (dropped) issue(dropped, error.message);
      return null;
    }
  };

  // One source list names the entry's list; an entity several lists name (or none) is "OpenSanctions".
  const datasets = values('dataset', null) ?? [];
  const listName = (datasets.length === 1 && keptText(`OpenSanctions ${datasets[0]}`, 'dataset', 300, () => {})) || 'OpenSanctions';
  const countries = values('countries', 'country') ?? [];
  const country = countries.length ? keptText(countries.join('; '), 'countries', 2000, (problem) => issue('country', problem)) : null;

  const aliases = new Set<string>();
  for (const value of values('aliases', 'alias') ?? []) {
    const alias = keptText(value, 'alias', 1000, (problem) => issue('alias', problem));
    if (alias) aliases.add(alias);
  }
  aliases.delete(name);

  const birthDates = values('birth_date', 'dates of birth');
  const dates = (birthDates ?? []).map((value) => ({ value, date: readListDate(value) }));
  const unreadable = dates.find(({ date }) => date === null);
  // A date that cannot be read leaves the entry without dates rather than with only the others:
  // the screen narrows by dates of birth, and narrowing by a partial set could hide a match.
  if (unreadable) issue('dates of birth', `birth_date "${unreadable.value}" is not a date; the entry's dates of birth are not used`);
  const datesOfBirth = birthDates === null || unreadable ? [] : [...new Set(dates.map(({ date }) => date!))];

  return { listName, entryId, kind: kindOf(cell('schema').trim()), name, aliases: [...aliases], datesOfBirth, country };
}

/** The entries of a targets.simple.csv, streamed; left-out rows and aliases go to `report`. */
export async function* readOpenSanctionsCsv(text: AsyncIterable<string>, report: ListReadReport): AsyncGenerator<ListEntry> {
  let header: ReturnType<typeof columnPositions> | undefined;
  // Ids already read, with their line. Memory grows with the number of entries (about 100 bytes
  // each), not with the file's size; the entries themselves are not kept.
  const seen = new Map<string, number>();
  for await (const { line, fields } of csvRows(text, { comments: false, maxRecordSize: 8_000_000 })) {
    if (!header) {
      header = columnPositions(fields, line);
      continue;
    }
    const rawId = fields[header.position.id]?.trim() || null;
    const skip = (problem: string) => report.add({ line, element: null, entryId: rawId, dropped: 'entry', problem });
    if (fields.length !== header.count) {
      skip(`expected ${header.count} fields, found ${fields.length}`);
      continue;
    }
    let entry: ListEntry;
    try {
      const entryId = cleanListText(fields[header.position.id]!, 'id', 200);
      if (!entryId) throw new TextProblem('id is empty');
      const first = seen.get(entryId);
      if (first !== undefined) throw new TextProblem(`id "${entryId}" is already on line ${first} (the first is kept)`);
      entry = toEntry(fields, header.position, entryId, line, report);
    } catch (error) {
      if (!(error instanceof TextProblem)) throw error;
      skip(error.message);
      continue;
    }
    seen.set(entry.entryId, line);
    yield entry;
  }
  if (!header) throw new ListFileError(`the file is empty; OpenSanctions' targets.simple.csv starts with a header row`, { line: 1 });
}
