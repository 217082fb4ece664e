import { SaxesParser } from 'saxes';
import { ListFileError, type ListEntry, type ListIssue, type ListReadReport } from './list-entry';
import { cleanListText, keptText, readListDate, TextProblem } from './list-text';

/**
 * The UN Security Council Consolidated List as published at
 * https://scsanctions.un.org/resources/xml/en/consolidated.xml (schema: sc-sanctions.xsd). Read
 * with the structure its XSD and OpenSanctions' crawler (github:opensanctions/opensanctions,
 * datasets/_global/un_sc_sanctions/) describe:
 *
 *   <CONSOLIDATED_LIST dateGenerated="…">
 *     <INDIVIDUALS><INDIVIDUAL> DATAID, VERSIONNUM, FIRST_NAME…FOURTH_NAME, UN_LIST_TYPE,
 *       REFERENCE_NUMBER, LISTED_ON, NAME_ORIGINAL_SCRIPT, COMMENTS1, TITLE/VALUE,
 *       DESIGNATION/VALUE, NATIONALITY/VALUE, LIST_TYPE/VALUE, LAST_DAY_UPDATED/VALUE,
 *       INDIVIDUAL_ALIAS (QUALITY, ALIAS_NAME), INDIVIDUAL_ADDRESS, INDIVIDUAL_DATE_OF_BIRTH
 *       (TYPE_OF_DATE, DATE, YEAR, FROM_YEAR, TO_YEAR), INDIVIDUAL_PLACE_OF_BIRTH,
 *       INDIVIDUAL_DOCUMENT, SORT_KEY, SORT_KEY_LAST_MOD
 *     <ENTITIES><ENTITY> DATAID, FIRST_NAME (the entity's name), REFERENCE_NUMBER,
 *       NAME_ORIGINAL_SCRIPT, ENTITY_ALIAS, ENTITY_ADDRESS…
 *
 * An entry's name is its name parts joined in order; the original-script name and every alias
 * are its aliases. Low-quality aliases ("Low", and "f.k.a." former names) are kept as well:
 * screening errs towards a possible match, and an operator decides. ALIAS_NAME sometimes holds
 * several names separated by ";" (OpenSanctions' crawler splits them too). entryId is the
 * permanent REFERENCE_NUMBER ("QDi.001"), or DATAID when it has none; country is the
 * nationalities joined by "; " (entities have none).
 *
 * Streamed with saxes, which neither reads a DTD nor expands any entity but the five XML ones; a
 * DOCTYPE is refused outright, so no entity bomb or external entity can be smuggled in. Malformed
 * XML refuses the file, naming the line and element; an entry whose name is unusable is left out
 * and reported, as is a second entry with a reference already read (the first is kept); an
 * unusable alias, nationality or set of dates of birth is dropped from its entry and reported.
 */

export const UN_LIST_NAME = 'UN Security Council Consolidated List';
const ROOT = 'CONSOLIDATED_LIST';
/** The two kinds of entry: the element, its parent, and its aliases' element. */
const RECORDS = new Map<string, { parent: string; kind: ListEntry['kind']; alias: string }>([
  ['INDIVIDUAL', { parent: 'INDIVIDUALS', kind: 'person', alias: 'INDIVIDUAL_ALIAS' }],
  ['ENTITY', { parent: 'ENTITIES', kind: 'organization', alias: 'ENTITY_ALIAS' }],
]);
/** Guards against a file that is not the UN list: no entry is this large (the largest is ~10 KB). */
const MAX_RECORD_NODES = 5_000;
const MAX_RECORD_TEXT = 1_000_000;
const MAX_TEXT_BETWEEN_TAGS = 16_000_000;
/** A BETWEEN range gives each of its years, up to this many; a wider one is too vague to narrow by. */
const MAX_BETWEEN_YEARS = 10;

interface XmlNode {
  name: string;
  line: number;
  text: string;
  children: XmlNode[];
}

const childTexts = (node: XmlNode, name: string) => node.children.filter((child) => child.name === name).map((child) => child.text);
const childText = (node: XmlNode, name: string) => childTexts(node, name)[0] ?? '';
/** The <VALUE>s of a child such as <NATIONALITY>. */
const childValues = (node: XmlNode, name: string) => node.children.filter((child) => child.name === name).flatMap((child) => childTexts(child, 'VALUE'));

/**
 * The dates of INDIVIDUAL_DATE_OF_BIRTH elements: a DATE as YYYY-MM-DD, a YEAR as YYYY (EXACT or
 * APPROXIMATELY alike), a BETWEEN range as each of its years. When one cannot be read (no date,
 * a range over MAX_BETWEEN_YEARS years), the entry keeps no dates at all, and the screen does not
 * narrow by them: narrowing by the others alone could hide a match.
 */
function readUnDates(nodes: readonly XmlNode[]): { datesOfBirth: string[]; unreadable: string | null } {
  const dates: string[] = [];
  for (const node of nodes) {
    const [date, year, from, to] = ['DATE', 'YEAR', 'FROM_YEAR', 'TO_YEAR'].map((name) => childText(node, name).trim());
    const problem = (what: string) => ({ datesOfBirth: [], unreadable: `${what} (line ${node.line})` });
    if (date || year) {
      const read = readListDate(date || year!);
      if (read === null) return problem(`date of birth "${date || year}" is not a date`);
      dates.push(read);
    }
    if (from || to) {
      const [first, last] = [readListDate(from!), readListDate(to!)];
      if (first?.length !== 4 || last?.length !== 4 || Number(last) < Number(first)) return problem(`date of birth between "${from}" and "${to}" is not a range of years`);
      if (Number(last) - Number(first) + 1 > MAX_BETWEEN_YEARS) return problem(`date of birth between ${from} and ${to} spans more than ${MAX_BETWEEN_YEARS} years`);
      for (let value = Number(first); value <= Number(last); value += 1) dates.push(String(value));
    }
  }
  return { datesOfBirth: [...new Set(dates)], unreadable: null };
}

function toEntry(record: XmlNode, entryId: string, report: ListReadReport): ListEntry {
  const { kind, alias } = RECORDS.get(record.name)!;
  const issue = (dropped: ListIssue['dropped'], problem: string) => report.add({ line: record.line, element: record.name, entryId, dropped, problem });
  const parts = ['FIRST_NAME', 'SECOND_NAME', 'THIRD_NAME', 'FOURTH_NAME'].map((part) => cleanListText(childText(record, part), part, 1000));
  const name = cleanListText(parts.filter((part) => part.length > 0).join(' '), 'name', 1000);
  if (!name) throw new TextProblem('the entry has no name (FIRST_NAME…FOURTH_NAME are empty)');

  const nationalities = childValues(record, 'NATIONALITY')
    .map((value) => keptText(value, 'NATIONALITY', 200, (problem) => issue('country', problem)))
    .filter((value): value is string => Boolean(value));
  const country = nationalities.length ? [...new Set(nationalities)].join('; ') : null;

  const aliases = new Set<string>();
  const addAlias = (value: string, field: string) => {
    const text = keptText(value, field, 1000, (problem) => issue('alias', problem));
    if (text && text !== name) aliases.add(text);
  };
  addAlias(childText(record, 'NAME_ORIGINAL_SCRIPT'), 'NAME_ORIGINAL_SCRIPT');
  for (const node of record.children.filter((child) => child.name === alias)) {
    for (const value of childText(node, 'ALIAS_NAME').split(';')) addAlias(value, 'ALIAS_NAME');
  }

  const dates = readUnDates(record.children.filter((child) => child.name === 'INDIVIDUAL_DATE_OF_BIRTH'));
  if (dates.unreadable !== null) issue('dates of birth', `${dates.unreadable}; the entry's dates of birth are not used`);
  return { listName: UN_LIST_NAME, entryId, kind, name, aliases: [...aliases], datesOfBirth: dates.datesOfBirth, country };
}

/** The UN list's entries, streamed from its text; left-out entries and aliases go to `report`. */
export async function* readUnConsolidatedXml(text: AsyncIterable<string>, report: ListReadReport): AsyncGenerator<ListEntry> {
  const parser = new SaxesParser({ position: true, xmlns: false });
  const ready: ListEntry[] = [];
  const open: string[] = [];
  const seen = new Map<string, number>();
  let record: { stack: XmlNode[]; nodes: number; text: number } | null = null;
  let rooted = false;
  let sinceTag = 0;
  const fail = (problem: string): never => {
    throw new ListFileError(problem, { line: parser.line, element: open.at(-1) });
  };

  parser.on('doctype', () => fail('the file declares a DOCTYPE; the UN list has none, and DTDs are not read'));
  parser.on('opentag', (tag) => {
    sinceTag = 0;
    if (!rooted) {
      if (tag.name !== ROOT) fail(`the root element is <${tag.name}>, not the UN list's <${ROOT}>`);
      rooted = true;
      const generated = tag.attributes.dateGenerated;
      report.generatedAt = typeof generated === 'string' ? generated : null;
    }
    open.push(tag.name);
    const node: XmlNode = { name: tag.name, line: parser.line, text: '', children: [] };
    if (record) {
      record.stack.at(-1)!.children.push(node);
      record.stack.push(node);
      if (++record.nodes > MAX_RECORD_NODES) fail(`an entry has more than ${MAX_RECORD_NODES} elements`);
    } else if (open.length === 3 && RECORDS.get(tag.name)?.parent === open[1]) {
      record = { stack: [node], nodes: 1, text: 0 };
    }
  });
  const onText = (value: string) => {
    if (!record) return;
    record.stack.at(-1)!.text += value;
    record.text += value.length;
    if (record.text > MAX_RECORD_TEXT) fail(`an entry holds more than ${MAX_RECORD_TEXT} characters`);
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', () => {
    sinceTag = 0;
    if (record) {
      const node = record.stack.pop()!;
      if (record.stack.length === 0) {
        record = null;
        finish(node);
      }
    }
    open.pop();
  });

  function finish(node: XmlNode): void {
    const reference = childText(node, 'REFERENCE_NUMBER').trim() || childText(node, 'DATAID').trim();
    const skip = (problem: string) => report.add({ line: node.line, element: node.name, entryId: reference || null, dropped: 'entry', problem });
    try {
      const entryId = cleanListText(reference, 'REFERENCE_NUMBER', 200);
      if (!entryId) throw new TextProblem('the entry has neither REFERENCE_NUMBER nor DATAID');
      const first = seen.get(entryId);
      if (first !== undefined) throw new TextProblem(`REFERENCE_NUMBER "${entryId}" is already on line ${first} (the first is kept)`);
      ready.push(toEntry(node, entryId, report));
      seen.set(entryId, node.line);
    } catch (error) {
      if (!(error instanceof TextProblem)) throw error;
      skip(error.message);
    }
  }

  const guarded = (step: () => void) => {
    try {
      step();
    } catch (error) {
      if (error instanceof ListFileError) throw error;
      // saxes says "line:column: problem"; the line goes in front, as for every list error.
      const problem = error instanceof Error ? error.message.replace(/^\d+:\d+: /, '') : String(error);
      fail(`the XML is malformed: ${problem}`);
    }
  };
  for await (const chunk of text) {
    sinceTag += chunk.length;
    if (sinceTag > MAX_TEXT_BETWEEN_TAGS) fail(`more than ${MAX_TEXT_BETWEEN_TAGS} characters without a tag`);
    guarded(() => parser.write(chunk));
    yield* ready.splice(0);
  }
  guarded(() => parser.close());
  yield* ready.splice(0);
  if (!rooted) fail(`the file holds no XML element; the UN list's root is <${ROOT}>`);
}
