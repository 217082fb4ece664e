import { AMOUNT_SCALE, RATE_SCALE } from './quote';
import { roundDecimal } from './money';
import type { Locale } from './locale';
import { currentLocale } from './texts/current-locale';

/**
 * Display formatting through Intl in each supported language (domain/locale.ts), always with
 * exactly 2 decimals for money. Values are passed to Intl as decimal strings (Intl.NumberFormat
 * formats numeric strings exactly), never as floats. Every function takes the locale last and
 * defaults to en-CA, whose output is the English product's as it was before issue 19.
 *
 * What each language gets (docs/decisions/022-i18n-library.md):
 * - CAD: the language's own conventions: en-CA "$1,234.56", fr-CA "1 234,56 $", hi-IN "$1,234.56"
 *   (hi-IN groups in lakhs from 1,00,000, as Hindi does for every number).
 * - INR: always Indian grouping (lakh, crore), with the language's own separators, so a French
 *   page never shows a comma that is not its decimal comma: en-CA and hi-IN "₹1,23,400.00",
 *   fr-CA "1 23 400,00 ₹".
 * - Rates: 2 to 4 decimals, the language's decimal separator ("63,25" in French).
 * - Dates and times: en-CA in the style the product has always shown ("Jan 5, 2026, 3:04 PM"),
 *   fr-CA as Quebec writes it, 24-hour ("5 janv. 2026, 15 h 04"), hi-IN "5 जन॰ 2026, 3:04 pm".
 * The separators are Intl's own (fr-CA groups with U+00A0 NO-BREAK SPACE), so a formatted amount
 * never wraps inside.
 */

/**
 * Formatters are built on first use, not when the module loads: a page's first Intl formatter
 * loads the locale data (~25 ms on a phone, ~100 ms at Lighthouse's 4× CPU slowdown), which would
 * otherwise lengthen the long task that evaluates the screen's code. See warmUpFormatters.
 */
function perLocale<T>(build: (locale: Locale) => T): (locale: Locale) => T {
  const built = new Map<Locale, T>();
  return (locale) => {
    let value = built.get(locale);
    if (value === undefined) built.set(locale, (value = build(locale)));
    return value;
  };
}

const MONEY_DIGITS = { minimumFractionDigits: AMOUNT_SCALE, maximumFractionDigits: AMOUNT_SCALE } as const;

const cadFormat = perLocale(
  (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD', currencyDisplay: 'narrowSymbol', ...MONEY_DIGITS }),
);

/** Rupees without grouping: the integer digits are grouped the Indian way by groupIndian. */
const inrFormat = perLocale(
  (locale) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', currencyDisplay: 'narrowSymbol', useGrouping: false, ...MONEY_DIGITS }),
);

const plainFormat = perLocale((locale) => new Intl.NumberFormat(locale, { useGrouping: false, ...MONEY_DIGITS }));

/** The language's grouping separator: "," in en-CA and hi-IN, U+00A0 in fr-CA. */
const groupSeparator = perLocale(
  (locale) => new Intl.NumberFormat(locale).formatToParts(1_000_000).find((part) => part.type === 'group')?.value ?? ',',
);

type Numeric = string | number;

/** Rupee amounts use English (Canada)'s marks with Indian grouping, whatever the language. */
const RUPEE_LOCALE: Locale = 'en-CA';

function asDecimal(value: Numeric): Intl.StringNumericLiteral {
  const text = typeof value === 'number' ? value.toFixed(AMOUNT_SCALE) : value;
  return roundDecimal(text, AMOUNT_SCALE) as Intl.StringNumericLiteral;
}

/** "12345678" → "1,23,45,678": the last three digits, then pairs (lakh, crore). */
export function groupIndian(digits: string, separator: string = ','): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3).replace(/\B(?=(?:\d{2})+$)/g, separator);
  return `${head}${separator}${digits.slice(-3)}`;
}

/** Formats with `format` (no grouping) and groups the integer digits the Indian way. */
function withIndianGrouping(format: Intl.NumberFormat, value: Numeric, locale: Locale): string {
  const separator = groupSeparator(locale);
  return format
    .formatToParts(asDecimal(value))
    .map((part) => (part.type === 'integer' ? groupIndian(part.value, separator) : part.value))
    .join('');
}

/** "$1,234.56" (en-CA), "1 234,56 $" (fr-CA): CAD, the default display currency. */
export function formatCad(value: Numeric, locale: Locale = currentLocale()): string {
  return cadFormat(locale).format(asDecimal(value));
}

/**
 * "₹1,23,456.00" in every language (issue 19): rupees are written as Indian banks write them, so the
 * amount a family is told to expect reads the same on a French or Hindi screen as on their statement.
 */
export function formatInr(value: Numeric, _locale?: Locale): string {
  return withIndianGrouping(inrFormat(RUPEE_LOCALE), value, RUPEE_LOCALE);
}

/** CAD by default; any other currency is shown as rupees (docs/product.md § Money, rates and formatting). */
export function formatMoney(value: Numeric, currency: string = 'CAD', locale: Locale = currentLocale()): string {
  return currency === 'CAD' ? formatCad(value, locale) : formatInr(value, locale);
}

/** "1,23,456.00" in every language: rupees with Indian digit grouping and 2 decimals, no symbol. */
export function formatIndianNumber(value: Numeric, _locale?: Locale): string {
  return withIndianGrouping(plainFormat(RUPEE_LOCALE), value, RUPEE_LOCALE);
}

const rateFormat = perLocale((locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: RATE_SCALE }));

/**
 * An exchange rate (INR per 1 CAD) with 2 to 4 decimals: "63.00", "62.105", "61.2345" ("61,2345"
 * in fr-CA). Transfers apply the rate to 4 decimals, so every digit that matters is shown, and
 * none that do not.
 */
export function formatRate(value: Numeric, locale: Locale = currentLocale()): string {
  const text = typeof value === 'number' ? value.toFixed(6) : value;
  return rateFormat(locale).format(roundDecimal(text, RATE_SCALE) as Intl.StringNumericLiteral);
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

const dayFormat = perLocale(
  (locale) => new Intl.DateTimeFormat(DATE_STYLE[locale].intlLocale, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
);

/**
 * "Mar 10, 2026" (en-CA), "10 mars 2026" (fr-CA), "10 मार्च 2026" (hi-IN): a calendar day
 * (YYYY-MM-DD, such as a due date or a date of birth) as written, whatever the viewer's time zone.
 * Anything else is answered unchanged.
 */
export function formatCalendarDay(day: string, locale: Locale = currentLocale()): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T00:00:00Z`) : new Date(Number.NaN);
  return Number.isNaN(date.getTime()) ? day : dayFormat(locale).format(date);
}

/**
 * Builds the money formatters now. The web app calls it in a task of its own when the signed-in
 * app mounts, so loading the locale data is not part of the first screen's render.
 */
export function warmUpFormatters(locale: Locale = currentLocale()): void {
  formatCad(0, locale);
  formatInr(0, locale);
  formatRate(0, locale);
}
