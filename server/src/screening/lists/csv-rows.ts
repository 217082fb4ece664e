import { pipeline, Readable } from 'node:stream';
import { CsvError, parse, type InfoRecord } from 'csv-parse';
import { ListFileError } from './list-entry';

/**
 * CSV records with the line each starts on, streamed (RFC 4180: fields with commas, quotes or line
 * breaks in double quotes, "" for a quote), by csv-parse from the node-csv project. Its own line
 * counter counts a CRLF inside a quoted field as two lines, so the lines are counted here from each
 * record's raw text instead. A malformed record stops the file: after an unclosed quote nothing
 * that follows can be trusted.
 */

export interface CsvRow {
  /** The line the record starts on (1-based; comments and blank lines count). */
  line: number;
  fields: string[];
}

export interface CsvRowOptions {
  /** Lines starting with "#" are comments (our own CSV). */
  comments: boolean;
  /** The longest record accepted, in characters: a guard against a file that is one endless field. */
  maxRecordSize: number;
}

const LINE_BREAK = /\r\n|\r|\n/g;

function lineBreaks(text: string): number {
  return text.match(LINE_BREAK)?.length ?? 0;
}

/** What csv-parse's error codes mean, in the words of the old hand-written parser where it had them. */
function csvProblem(error: CsvError): string {
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return 'a quoted field is never closed';
    case 'INVALID_OPENING_QUOTE':
      return 'a quote in the middle of an unquoted field';
    case 'CSV_INVALID_CLOSING_QUOTE':
    case 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE':
      return 'a closing quote is followed by more text (a quote inside a quoted field is written "")';
    case 'CSV_MAX_RECORD_SIZE':
      return 'a record is longer than the largest accepted';
    default:
      return error.message;
  }
}

export async function* csvRows(text: AsyncIterable<string>, options: CsvRowOptions): AsyncGenerator<CsvRow> {
  // Lines are counted as csv-parse parses (on_record runs in order, before anything is iterated),
  // so an error names the right line even when records parsed before it were never read.
  let consumed = 0;
  /** The start lines of the records parsed and not yet iterated, in order. */
  const starts: number[] = [];
  let comments = 0;
  let blanks = 0;
  const startLine = (commentLines: number, emptyLines: number) => consumed + 1 + (commentLines - comments) + (emptyLines - blanks);
  const parser = parse({
    bom: true,
    comment: options.comments ? '#' : undefined,
    comment_no_infix: true,
    raw: true,
    max_record_size: options.maxRecordSize,
    record_delimiter: ['\r\n', '\n'],
    relax_column_count: true,
    skip_empty_lines: true,
    trim: true,
    on_record: (fields: string[], context: InfoRecord) => {
      starts.push(startLine(context.comment_lines, context.empty_lines));
      consumed += lineBreaks(context.raw ?? '');
      comments = context.comment_lines;
      blanks = context.empty_lines;
      return fields;
    },
  });
  // The parser is the stream iterated below; an error of the source (a ListFileError for bytes that
  // are not UTF-8) reaches it through the pipeline and is thrown by the iteration unchanged.
  pipeline(Readable.from(text, { objectMode: false }), parser, () => {});
  try {
    for await (const { record } of parser as AsyncIterable<{ record: string[] }>) yield { line: starts.shift()!, fields: record };
  } catch (error) {
    if (error instanceof CsvError) {
      const count = (value: unknown, otherwise: number) => (typeof value === 'number' ? value : otherwise);
      throw new ListFileError(csvProblem(error), { line: startLine(count(error.comment_lines, comments), count(error.empty_lines, blanks)) });
    }
    throw error;
  } finally {
    parser.destroy();
  }
}
