import { DEFAULT_LOCALE, type Locale } from './locale';
import { AMOUNT_SCALE } from './quote';

/**
 * Reads an amount as a person writes it in their language, and answers the canonical decimal
 * string the API takes ("12,50" in fr-CA → "12.50"). Never through a float.
 *
 * - Decimal mark: "." in en-CA and hi-IN; "," in fr-CA, where "." is taken too (phone keypads
 *   often offer only ".", and no supported language groups with ".").
 * - Grouping: tolerated, never required: "," in en-CA and hi-IN, spaces (also U+00A0 and U+202F,
 *   as Intl writes them) in every language; in threes, or the Indian way (1,23,400).
 * - A "$", "CA$" or "₹" before or after, and Devanagari digits (०–९), are taken, so anything
 *   domain/format.ts writes reads back to the same decimal.
 * - Refused as ambiguous: a text another supported language would read as a different amount, such
 *   as "12,50" in English (French 12.50, but not an English thousands group) or "1,234" in French
 *   (English 1234, but more cents than an amount has).
 */

export type AmountParseProblem =
  /** Nothing but spaces (or a currency sign). */
  | 'empty'
  /** Not an amount: letters, a sign, misplaced separators. */
  | 'format'
  /** Could be read two ways (see above): the person must write it unambiguously. */
  | 'ambiguous'
  /** More decimals than allowed (2 for money). */
  | 'tooManyDecimals';

export type ParsedAmount = { ok: true; value: string } | { ok: false; problem: AmountParseProblem };

const DEVANAGARI_ZERO = 0x0966;
const SPACES = /[\s\u00a0\u202f\u2009]+/g;
const CURRENCY_BEFORE = /^(?:CA\$|\$|₹)\s*/;
const CURRENCY_AFTER = /\s*(?:\$|₹)$/;

/** The marks each language writes between whole units and fractions, and between digit groups. */
const MARKS: Readonly<Record<Locale, { decimal: readonly string[]; group: readonly string[] }>> = {
  'en-CA': { decimal: ['.'], group: [',', ' '] },
  'hi-IN': { decimal: ['.'], group: [',', ' '] },
  'fr-CA': { decimal: [',', '.'], group: [' '] },
};

/** "1,234,567" or "12,34,567": a first group of 1–3 digits, then threes, or pairs and a last three. */
function isWellGrouped(groups: readonly string[]): boolean {
  const [first = '', ...rest] = groups;
  if (!/^\d{1,3}$/.test(first) || rest.length === 0) return false;
  const last = rest.at(-1) ?? '';
  const middle = rest.slice(0, -1);
  if (!/^\d{3}$/.test(last)) return false;
  return middle.every((group) => /^\d{3}$/.test(group)) || middle.every((group) => /^\d{2}$/.test(group));
}

function fail(problem: AmountParseProblem): ParsedAmount {
  return { ok: false, problem };
}

/**
 * The canonical decimal for `text` written in `locale` ("1 234,50 $" in fr-CA → "1234.50"), keeping
 * the decimals as typed ("12,5" → "12.5") and dropping leading zeros; a trailing decimal mark, as
 * while typing, is dropped ("12," → "12"). At most `maxDecimals` decimals (2 for money).
 */
export function parseLocalizedAmount(text: string, locale: Locale = DEFAULT_LOCALE, maxDecimals: number = AMOUNT_SCALE): ParsedAmount {
  const digits = text.replace(/[०-९]/g, (digit) => String((digit.codePointAt(0) ?? DEVANAGARI_ZERO) - DEVANAGARI_ZERO));
  let body = digits.replace(SPACES, ' ').trim();
  const withoutBefore = body.replace(CURRENCY_BEFORE, '');
  body = withoutBefore !== body ? withoutBefore : body.replace(CURRENCY_AFTER, '');
  if (body === '') return fail('empty');
  if (!/^[\d., ]+$/.test(body)) return fail('format');

  const marks = MARKS[locale];
  const decimalMarks = [...body].filter((char) => marks.decimal.includes(char));
  if (decimalMarks.length > 1) {
    // fr-CA "1,234.56" or "1.234,56": written in another language's way.
    return fail(new Set(decimalMarks).size > 1 ? 'ambiguous' : 'format');
  }

  const decimalAt = [...body].findIndex((char) => marks.decimal.includes(char));
  const whole = decimalAt === -1 ? body : body.slice(0, decimalAt);
  const fraction = decimalAt === -1 ? '' : body.slice(decimalAt + 1);
  if (!/^\d*$/.test(fraction)) return fail('format');

  let wholeDigits = whole;
  const groupChars = [...new Set([...whole].filter((char) => marks.group.includes(char)))];
  if (groupChars.length > 1) return fail('format');
  if (groupChars.length === 1) {
    const groups = whole.split(groupChars[0] ?? ' ');
    if (!isWellGrouped(groups)) {
      // en-CA/hi-IN "12,50" or "1,5": a French decimal comma, not a thousands group.
      const frenchDecimal = groupChars[0] === ',' && groups.length === 2 && fraction === '' && decimalAt === -1 && /^\d{1,2}$/.test(groups[1] ?? '');
      return fail(frenchDecimal ? 'ambiguous' : 'format');
    }
    wholeDigits = groups.join('');
  }
  if (!/^\d*$/.test(wholeDigits)) return fail('format');
  if (wholeDigits === '' && fraction === '') return fail('format');

  if (fraction.length > maxDecimals) {
    // fr-CA "1,234": the English reading is a thousands group.
    const englishGroup = body.charAt(decimalAt) === ',' && fraction.length === 3 && /^\d{1,3}$/.test(wholeDigits) && whole === wholeDigits;
    return fail(englishGroup ? 'ambiguous' : 'tooManyDecimals');
  }

  const integer = wholeDigits.replace(/^0+(?=\d)/, '') || '0';
  return { ok: true, value: fraction === '' ? integer : `${integer}.${fraction}` };
}
