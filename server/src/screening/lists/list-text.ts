import { isCalendarDate } from '../../../../domain/schemas/common';
import { hasOnlyVisibleCharacters } from '../../../../domain/text';

/**
 * The house text policy (domain/text.ts) applied to what a list file says. Published lists hold
 * legitimate odd whitespace (non-breaking spaces, tabs, a line break inside a name), so every run
 * of Unicode white space becomes one space, and the text is trimmed and NFC-normalised, before the
 * policy refuses control, format and other invisible characters.
 */

const WHITE_SPACE_RUN = /\p{White_Space}+/gu;
/** Printable ASCII and single spaces only: nothing to normalise or refuse (most of a published list). */
const PLAIN = /^[\x21-\x7e]+(?: [\x21-\x7e]+)*$/;

export class TextProblem extends Error {
  override name = 'TextProblem';
}

/** The cleaned text, or a TextProblem naming the field ("name holds control or invisible characters"). */
export function cleanListText(value: string, field: string, max: number): string {
  if (PLAIN.test(value) && value.length <= max) return value;
  const text = value.replace(WHITE_SPACE_RUN, ' ').trim().normalize('NFC');
  if (text.length > max) throw new TextProblem(`${field} is longer than ${max} characters`);
  if (!hasOnlyVisibleCharacters(text)) throw new TextProblem(`${field} holds control or invisible characters`);
  return text;
}

/** The cleaned text, or null after telling `leftOut` why (for what an entry can do without). */
export function keptText(value: string, field: string, max: number, leftOut: (problem: string) => void): string | null {
  try {
    return cleanListText(value, field, max);
  } catch (error) {
    if (!(error instanceof TextProblem)) throw error;
    leftOut(error.message);
    return null;
  }
}

const PARTIAL_DATE = /^(\d{4})(?:-(\d{2}))?$/;

/** YYYY, YYYY-MM (years from 1900) or a real YYYY-MM-DD calendar date. */
export function isListDate(value: string): boolean {
  if (value.length === 10) return isCalendarDate(value);
  const match = PARTIAL_DATE.exec(value);
  if (!match) return false;
  const month = match[2] === undefined ? 1 : Number(match[2]);
  return Number(match[1]) >= 1900 && month >= 1 && month <= 12;
}

/** YYYY, YYYY-MM or YYYY-MM-DD, the last maybe followed by a time or a time zone (xs:date, xs:dateTime). */
const PUBLISHED_DATE = /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:[T ].*|Z|[+-]\d{2}:?\d{2})?)?)?$/;

/**
 * A published date as precisely as it can be read: "1961-04-17" and "1961-04-17T00:00:00" →
 * "1961-04-17"; "1961-02-30" → "1961-02"; "1961-00-00" → "1961"; null when it is not a date at
 * all ("1961-1962", "unknown"). Less precision than the list gives never hides a match (a year
 * matches every day in it).
 */
export function readListDate(value: string): string | null {
  const match = PUBLISHED_DATE.exec(value.trim());
  if (!match) return null;
  const [, year, month, day] = match;
  const candidates = [day !== undefined ? `${year}-${month}-${day}` : null, month !== undefined ? `${year}-${month}` : null, year!];
  return candidates.find((candidate) => candidate !== null && isListDate(candidate)) ?? null;
}
