/**
 * What every sanctions-list reader returns: one entry per listed person or organization, whatever
 * the file's format (our own CSV, the UN Security Council Consolidated List XML, OpenSanctions'
 * targets.simple.csv). The screen (and the import) only ever see this shape.
 */
export interface ListEntry {
  listName: string;
  entryId: string;
  kind: 'person' | 'organization' | 'unknown';
  name: string;
  aliases: readonly string[];
  /** YYYY, YYYY-MM or YYYY-MM-DD each, as the list gives them (valid calendar dates only). */
  datesOfBirth: readonly string[];
  country: string | null;
}

/** The formats readListFile recognises, by content. */
export type ListFormat = 'maplerupee-csv' | 'un-xml' | 'opensanctions-csv';

/** Where in a file a problem is: a line, an XML element, or both. */
export interface ListPlace {
  line?: number | undefined;
  element?: string | undefined;
}

/**
 * A file that cannot be read as a whole (malformed CSV or XML, a missing column, not UTF-8; in our
 * own CSV any bad row). The message names the line (and element) when known: "Line 3: …".
 */
export class ListFileError extends Error {
  override name = 'ListFileError';
  readonly line: number | undefined;
  readonly element: string | undefined;
  constructor(problem: string, place: ListPlace = {}) {
    super(`${placeText(place)}${problem}`);
    this.line = place.line;
    this.element = place.element;
  }
}

function placeText({ line, element }: ListPlace): string {
  if (element !== undefined) return line !== undefined ? `Line ${line}, <${element}>: ` : `<${element}>: `;
  return line !== undefined ? `Line ${line}: ` : '';
}

/**
 * Something left out of a published list while the rest was read: the whole entry (its name is
 * unusable), one alias, its dates of birth (unreadable, so they do not narrow the screen), or its
 * country (shown to operators only, so never a reason to leave an entry out).
 */
export interface ListIssue {
  line: number | null;
  element: string | null;
  entryId: string | null;
  dropped: 'entry' | 'alias' | 'dates of birth' | 'country';
  problem: string;
}

/** The issues kept for printing; past this many only the count grows (a file could hold millions). */
const KEPT_ISSUES = 1_000;

/** Filled while a list is read: what was left out and why, and the list's own date when it has one. */
export class ListReadReport {
  readonly issues: ListIssue[] = [];
  /** Every issue, including those past the first KEPT_ISSUES. */
  issueCount = 0;
  skippedEntries = 0;
  entries = 0;
  /** When the publisher generated the file (the UN list's dateGenerated), as written there. */
  generatedAt: string | null = null;

  add(issue: ListIssue): void {
    this.issueCount += 1;
    if (issue.dropped === 'entry') this.skippedEntries += 1;
    if (this.issues.length < KEPT_ISSUES) this.issues.push(issue);
  }
}

/** "Line 12, <INDIVIDUAL> QDi.001: alias dropped: alias holds control or invisible characters", for the CLI. */
export function describeIssue(issue: ListIssue): string {
  const place = placeText({ line: issue.line ?? undefined, element: issue.element ?? undefined }).replace(/: $/, '');
  const what = issue.entryId !== null ? `${place} ${issue.entryId}`.trim() : place;
  return `${what}: ${issue.dropped} left out: ${issue.problem}`;
}
