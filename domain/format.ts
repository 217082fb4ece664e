import { AMOUNT_SCALE, RATE_SCALE } from './quote';
import { roundDecimal } from './money';
import type { Locale } from './locale';
import { currentLocale } from './texts/current-locale';

/**
 * Display formatting in each supported language (domain/locale.ts), always with exactly 2 decimals
 * for money. Values are decimal strings rounded exactly (money.ts), never floats. Every function
 * takes the locale last and defaults to the current language.
 *
 * What each language gets (docs/decisions/022-i18n-library.md):
 * - CAD: the language's own conventions: en-CA "$1,234.56", fr-CA "1 234,56 $", hi-IN "$1,234.56"
 *   (hi-IN groups in lakhs from 1,00,000, as Hindi does for every number).
 * - INR: "₹1,23,400.00" in English and Hindi (Indian grouping, as Indian banks write rupees); French
 *   writes rupees with its own marks, "123 400,00 ₹", so a rupee amount beside "300,75 $" is never
 *   read with the wrong decimal mark (issue 34: "₹19,300.00" beside "300,75 $" read as 19.3).
 * - Rates: 2 to 4 decimals, the language's decimal separator ("63,25" in French).
 * - Dates and times: en-CA in the style the product has always shown ("Jan 5, 2026, 3:04 PM"),
 *   fr-CA as Quebec writes it, 24-hour ("5 janv. 2026, 15 h 04"), hi-IN "5 जन॰ 2026, 3:04 pm".
 *
 * Numbers are written here from each language's marks rather than through Intl.NumberFormat
 * (decision 027): a page's first NumberFormat loads the locale's data, measured at 150–210 ms of
 * main-thread work on the send screen at Lighthouse's 4× CPU slowdown, the largest single task of
 * the signed-in app's start. The marks are Intl's own (format-intl.test.ts compares every format
 * with Intl's on random amounts), and fr-CA's spaces are U+00A0 NO-BREAK SPACE, so a formatted
 * amount never wraps inside. Dates still go through Intl: no screen formats one while it starts.
 */

interface NumberMarks {
  /** Between groups of digits: "," or U+00A0. */
  readonly group: string;
  readonly decimal: string;
  /** Groups of three, then pairs (lakh, crore), as Hindi groups every number. */
  readonly indianGrouping: boolean;
  /** Where "$" goes: before the digits, or after them and a no-break space. */
  readonly currencyAfter: boolean;
}

const NBSP = '\u00a0';

const MARKS: Readonly<Record<Locale, NumberMarks>> = {
  'en-CA': { group: ',', decimal: '.', indianGrouping: false, currencyAfter: false },
  'fr-CA': { group: NBSP, decimal: ',', indianGrouping: false, currencyAfter: true },
  'hi-IN': { group: ',', decimal: '.', indianGrouping: true, currencyAfter: false },
};

/** Rupees: Indian grouping in English and Hindi; French keeps its own marks, the ₹ after the number as its $ is. */
const RUPEE_MARKS: Readonly<Record<Locale, NumberMarks>> = {
  'en-CA': { ...MARKS['en-CA'], indianGrouping: true },
  'fr-CA': MARKS['fr-CA'],
  'hi-IN': MARKS['hi-IN'],
};

type Numeric = string | number;

/** `value` rounded half up to `scale` decimals; a number (from JSON) is first written with `floatDigits`. */
function asDecimal(value: Numeric, scale: number, floatDigits: number = scale): string {
  return roundDecimal(typeof value === 'number' ? value.toFixed(floatDigits) : value, scale);
}

/** "12345678" → "1,23,45,678": the last three digits, then pairs (lakh, crore). */
export function groupIndian(digits: string, separator: string = ','): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3).replace(/\B(?=(?:\d{2})+$)/g, separator);
  return `${head}${separator}${digits.slice(-3)}`;
}

function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(?:\d{3})+$)/g, separator);
}

/** A non-negative decimal string ("1234.5") written with `marks`: "1,234.5", "1 234,5". */
function writeNumber(decimal: string, marks: NumberMarks): string {
  const [whole = '0', fraction] = decimal.split('.');
  const grouped = marks.indianGrouping ? groupIndian(whole, marks.group) : groupThousands(whole, marks.group);
  return fraction === undefined ? grouped : `${grouped}${marks.decimal}${fraction}`;
}

/** "$1,234.56" (en-CA), "1 234,56 $" (fr-CA): CAD, the default display currency. */
export function formatCad(value: Numeric, locale: Locale = currentLocale()): string {
  const marks = MARKS[locale];
  const number = writeNumber(asDecimal(value, AMOUNT_SCALE), marks);
  return marks.currencyAfter ? `${number}${NBSP}$` : `$${number}`;
}

/**
 * "₹1,23,456.00" (en-CA, hi-IN), "123 456,00 ₹" (fr-CA): one rupee formatter for every screen, mail
 * and receipt, so an amount reads the same wherever the customer meets it in their language.
 */
export function formatInr(value: Numeric, locale: Locale = currentLocale()): string {
  const marks = RUPEE_MARKS[locale];
  const number = writeNumber(asDecimal(value, AMOUNT_SCALE), marks);
  return marks.currencyAfter ? `${number}${NBSP}₹` : `₹${number}`;
}

/** CAD by default; any other currency is shown as rupees (docs/product.md § Money, rates and formatting). */
export function formatMoney(value: Numeric, currency: string = 'CAD', locale: Locale = currentLocale()): string {
  return currency === 'CAD' ? formatCad(value, locale) : formatInr(value, locale);
}

/**
 * An exchange rate (INR per 1 CAD) with 2 to 4 decimals: "63.00", "62.105", "61.2345" ("61,2345"
 * in fr-CA). Transfers apply the rate to 4 decimals, so every digit that matters is shown, and
 * none that do not.
 */
export function formatRate(value: Numeric, locale: Locale = currentLocale()): string {
  const rounded = asDecimal(value, RATE_SCALE, 6).replace(/0{1,2}$/, '');
  return writeNumber(rounded, MARKS[locale]);
}

/**
 * A count or a size in a sentence ("Étape 1 sur 2", "40 mégapixels", "12 345 parties"): a number
 * with up to 3 decimals (as `toLocaleString` writes it), the language's own marks. Not through
 * Intl: the French send screen's "Étape 1 sur 2" was its first NumberFormat, ~30 ms of ICU data
 * loaded inside the first screen's render, ×4 at Lighthouse's slowdown (decision 049).
 */
export function formatCount(value: number, locale: Locale = currentLocale()): string {
  if (!Number.isFinite(value)) return String(value);
  const written = writeNumber(Math.abs(value).toFixed(3).replace(/\.?0+$/, ''), MARKS[locale]);
  return value < 0 && written !== '0' ? `-${written}` : written;
}

/**
 * The Intl locale and options for dates. en-CA keeps en-US's pattern, which the product has always
 * shown ("Jan 5, 2026, 3:04 PM"; Intl's en-CA would write "Jan. 5, 2026, 3:04 p.m."); fr-CA is
 * 24-hour, as Quebec writes time ("15 h 04").
 */
const DATE_STYLE: Readonly<Record<Locale, { intlLocale: string; hourCycle?: 'h23' }>> = {
  'en-CA': { intlLocale: 'en-US' },
  'fr-CA': { intlLocale: 'fr-CA', hourCycle: 'h23' },
  'hi-IN': { intlLocale: 'hi-IN' },
};

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(locale: Locale, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone ?? ''}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    const { intlLocale, hourCycle } = DATE_STYLE[locale];
    format = new Intl.DateTimeFormat(intlLocale, {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      ...(hourCycle && { hourCycle }),
      ...(timeZone && { timeZone }),
    });
    dateTimeFormats.set(key, format);
  }
  return format;
}

/**
 * "Jan 5, 2026, 3:04 PM" (en-CA), "5 janv. 2026, 15 h 04" (fr-CA), "5 जन॰ 2026, 3:04 pm" (hi-IN):
 * a moment, in the viewer's time zone unless `timeZone` is given (mail: the business time zone).
 */
export function formatDateTime(value: string | Date, locale: Locale = currentLocale(), timeZone?: string): string {
  return dateTimeFormat(locale, timeZone).format(typeof value === 'string' ? new Date(value) : value);
}

/**
 * Short month names as Intl writes them in each language (format-intl.test.ts compares every day of
 * several years with Intl). Written here, as the numbers are (decision 027): the send screen shows a
 * day as it starts ("Should arrive by Dec 2, 2026", issue 34), and a first Intl.DateTimeFormat there
 * cost ~120 ms of Lighthouse's blocking time.
 */
const MONTHS: Readonly<Record<Locale, readonly string[]>> = {
  'en-CA': ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  'fr-CA': ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juill.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
  'hi-IN': ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्टू॰', 'नव॰', 'दिस॰'],
};

/**
 * "Mar 10, 2026" (en-CA), "10 mars 2026" (fr-CA), "10 मार्च 2026" (hi-IN): a calendar day
 * (YYYY-MM-DD, such as a due date or a date of birth) as written, whatever the viewer's time zone.
 * Anything else is answered unchanged.
 */
export function formatCalendarDay(day: string, locale: Locale = currentLocale()): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const month = match ? MONTHS[locale][Number(match[2]) - 1] : undefined;
  const date = match ? Number(match[3]) : 0;
  if (!match || !month || date < 1 || date > 31) return day;
  const year = String(Number(match[1]));
  return locale === 'en-CA' ? `${month} ${date}, ${year}` : `${date} ${month} ${year}`;
}
