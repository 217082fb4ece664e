import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { ListFileError, ListReadReport, type ListEntry, type ListFormat } from './list-entry';
import { isOpenSanctionsHeader, readOpenSanctionsCsv } from './opensanctions-simple-csv';
import { isOurCsvHeader, readOurCsv } from './our-csv';
import { readUnConsolidatedXml } from './un-consolidated-xml';

/**
 * One way in for every sanctions-list file: its format is told by its content (the XML root
 * element, the CSV header's columns), never by its name, and its entries are streamed, so a list
 * of hundreds of MB is read in bounded memory.
 */

/** How much of a file detectListFormat looks at. */
const SNIFF_BYTES = 64 * 1024;
const READ_CHUNK_BYTES = 256 * 1024;
const TEXT_CHUNK = 64 * 1024;

/** The first element after the XML declaration, comments and a DOCTYPE (with its internal subset). */
const XML_ROOT = /^(?:\s*(?:<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^[>]*(?:\[[\s\S]*?\])?\s*>))*\s*<([A-Za-z_][\w.:-]*)/;

/** The format of a list file from its first bytes (a ListFileError when it is none of them). */
export function detectListFormat(fileName: string, firstBytes: Uint8Array | string): ListFormat {
  if (typeof firstBytes !== 'string') {
    if (firstBytes[0] === 0x1f && firstBytes[1] === 0x8b) throw new ListFileError(`${fileName} is gzip-compressed; unpack it first (gunzip)`);
    if (firstBytes[0] === 0x50 && firstBytes[1] === 0x4b) throw new ListFileError(`${fileName} is a zip archive; unpack it first`);
  }
  const text = (typeof firstBytes === 'string' ? firstBytes : new TextDecoder().decode(firstBytes)).replace(/^\uFEFF/, '');
  if (text.trim() === '') throw new ListFileError('the file is empty; it needs a header row (CSV) or a root element (XML)', { line: 1 });
  if (text.trimStart().startsWith('<')) {
    const root = XML_ROOT.exec(text)?.[1];
    if (root === 'CONSOLIDATED_LIST') return 'un-xml';
    throw new ListFileError(`${fileName} is XML${root ? ` with the root element <${root}>` : ''}, not the UN Security Council Consolidated List (<CONSOLIDATED_LIST>)`);
  }
  const header = text.split(/\r?\n/).find((line) => line.trim() !== '' && !line.startsWith('#')) ?? '';
  const columns = header.split(',').map((column) => column.replace(/"/g, '').trim().toLowerCase());
  if (isOurCsvHeader(columns)) return 'maplerupee-csv';
  if (isOpenSanctionsHeader(columns)) return 'opensanctions-csv';
  throw new ListFileError(
    `${fileName} is not a sanctions list this app reads: not our CSV (a header row with name,aliases,date_of_birth,country,list_name,entry_id), ` +
      `not OpenSanctions' targets.simple.csv (id,schema,name,…,dataset), not the UN list's XML`,
  );
}

/** A list being read: its entries are read as they are iterated (once); `report` fills meanwhile. */
export interface ListFile {
  format: ListFormat;
  report: ListReadReport;
  entries: AsyncGenerator<ListEntry>;
}

async function* readList(format: ListFormat, text: AsyncIterable<string>, report: ListReadReport): AsyncGenerator<ListEntry> {
  const entries = format === 'maplerupee-csv' ? readOurCsv(text) : format === 'un-xml' ? readUnConsolidatedXml(text, report) : readOpenSanctionsCsv(text, report);
  for await (const entry of entries) {
    report.entries += 1;
    yield entry;
  }
}

/** Text from UTF-8 bytes (a byte-order mark dropped); bytes that are not UTF-8 refuse the file, naming the line. */
async function* utf8Text(bytes: AsyncIterable<Buffer>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let lines = 1;
  for await (const chunk of bytes) {
    let text: string;
    try {
      text = decoder.decode(chunk, { stream: true });
    } catch {
      const readable = new TextDecoder().decode(chunk);
      const before = readable.slice(0, Math.max(0, readable.indexOf('\uFFFD')));
      throw new ListFileError('the file is not UTF-8 text (the published lists are UTF-8; save it as UTF-8)', { line: lines + (before.match(/\n/g)?.length ?? 0) });
    }
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
    yield text;
  }
  try {
    yield decoder.decode();
  } catch {
    throw new ListFileError('the file is not UTF-8 text: it ends inside a character', { line: lines });
  }
}

/**
 * Opens a list file: detects its format and streams its entries. Throws a ListFileError (when
 * opened, or while its entries are read) for a file that cannot be read as a whole; what a
 * published list leaves out along the way is in `report`.
 */
export async function readListFile(filePath: string): Promise<ListFile> {
  const handle = await open(filePath, 'r');
  let first: Buffer;
  try {
    const { buffer, bytesRead } = await handle.read({ buffer: Buffer.alloc(SNIFF_BYTES), position: 0 });
    first = buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  const format = detectListFormat(path.basename(filePath), first);
  const report = new ListReadReport();
  const bytes = createReadStream(filePath, { highWaterMark: READ_CHUNK_BYTES });
  return { format, report, entries: readList(format, utf8Text(bytes), report) };
}

/** `text` in pieces that never split a surrogate pair. */
function* pieces(text: string): Generator<string> {
  for (let start = 0; start < text.length; ) {
    let end = Math.min(start + TEXT_CHUNK, text.length);
    if (end < text.length && /[\uD800-\uDBFF]/.test(text.charAt(end - 1))) end -= 1;
    yield text.slice(start, end);
    start = end;
  }
}

/** A whole list in memory (tests, small files): its format (detected unless given), entries and report. */
export async function parseListText(text: string, format: ListFormat = detectListFormat('the text', text)): Promise<{ format: ListFormat; entries: ListEntry[]; report: ListReadReport }> {
  const report = new ListReadReport();
  const entries: ListEntry[] = [];
  const source = (async function* () {
    yield* pieces(text.replace(/^\uFEFF/, ''));
  })();
  for await (const entry of readList(format, source, report)) entries.push(entry);
  return { format, entries, report };
}
