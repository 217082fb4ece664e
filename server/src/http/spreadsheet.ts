import type { PassThrough } from 'node:stream';

/**
 * What every streamed .xlsx export shares (the operators' transfer export, admin/export.ts, and the
 * compliance records export, compliance/records-export.ts): the page size, the content type, text
 * a spreadsheet cannot take for a formula, times as wall-clock dates, and waiting for the client.
 * Shared infrastructure, so neither feature reaches into the other for it.
 */

/**
 * Rows per page. Small pages die young: with 2,000 a page outlived a few minor GCs, was promoted,
 * and the old generation filled with dead rows until a full GC — server peak 240-275 MB for a
 * 100,000-row export, 150-155 MB with 500, in the same time (measured).
 */
export const EXPORT_BATCH = 500;
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Text that a spreadsheet could take for a formula (= + - @, or a leading tab or carriage return)
 * gets a leading apostrophe. The cell is already written as a string, so opening the file never
 * evaluates it; the apostrophe keeps it text when someone edits the cell or saves the sheet as CSV
 * (OWASP's CSV-injection advice). exceljs 4.4 cannot set the xf quotePrefix attribute instead.
 */
export function safeText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const dateParts = new Map<string, Intl.DateTimeFormat>();
/** Time-zone offsets by zone and 15-minute slot: every modern zone changes offset on a slot boundary. */
const offsets = new Map<string, number>();
const SLOT_MS = 15 * 60 * 1000;

function formattedWallClock(instant: Date, timeZone: string): number {
  let format = dateParts.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    dateParts.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
}

/**
 * The wall-clock time in `timeZone` (to the second) as a Date whose UTC fields carry it:
 * spreadsheet dates have no time zone, and exceljs writes a Date's UTC fields. Intl is slow (it
 * was a tenth of a 100,000-row export), so the offset is worked out once per 15-minute slot.
 */
export function wallClock(instant: Date, timeZone: string): Date {
  const seconds = Math.floor(instant.getTime() / 1000) * 1000;
  const slot = Math.floor(seconds / SLOT_MS) * SLOT_MS;
  const key = `${timeZone} ${slot}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    offset = formattedWallClock(new Date(slot), timeZone) - slot;
    if (offsets.size > 50_000) offsets.clear();
    offsets.set(key, offset);
  }
  return new Date(seconds + offset);
}

/** Resolves when the stream can take more data, or has been closed (the client went away). */
export function drainOrClose(stream: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}
