import { AMOUNT_SCALE } from './quote';
import { roundDecimal } from './money';

/**
 * Display formatting through Intl, always with exactly 2 decimals. Values are passed to Intl as
 * decimal strings (Intl.NumberFormat formats numeric strings exactly), never as floats.
 */

/**
 * Formatters are built on first use, not when the module loads: a page's first Intl formatter
 * loads the locale data (~25 ms on a phone, ~100 ms at Lighthouse's 4× CPU slowdown), which would
 * otherwise lengthen the long task that evaluates the screen's code. See warmUpFormatters.
 */
function lazily<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}

const cadFormat = lazily(
  () =>
    new Intl.NumberFormat('en-CA', {
      style: 'currency',
      currency: 'CAD',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

const inrFormat = lazily(
  () => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

const indianGrouping = lazily(() => new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

type Numeric = string | number;

function asDecimal(value: Numeric): Intl.StringNumericLiteral {
  const text = typeof value === 'number' ? value.toFixed(AMOUNT_SCALE) : value;
  return roundDecimal(text, AMOUNT_SCALE) as Intl.StringNumericLiteral;
}

/** "$1,234.56": CAD, the default display currency. */
export function formatCad(value: Numeric): string {
  return cadFormat().format(asDecimal(value));
}

/** "₹1,23,456.00": rupees with Indian digit grouping. */
export function formatInr(value: Numeric): string {
  return inrFormat().format(asDecimal(value));
}

/** CAD by default; any other currency is shown as rupees (docs/product.md § Money, rates and formatting). */
export function formatMoney(value: Numeric, currency: string = 'CAD'): string {
  return currency === 'CAD' ? formatCad(value) : formatInr(value);
}

/** "1,23,456.00": a number with Indian digit grouping and 2 decimals, no symbol. */
export function formatIndianNumber(value: Numeric): string {
  return indianGrouping().format(asDecimal(value));
}

const rateFormat = lazily(() => new Intl.NumberFormat('en-CA', { minimumFractionDigits: 2, maximumFractionDigits: 4 }));

/**
 * An exchange rate (INR per 1 CAD) with 2 to 4 decimals: "63.00", "62.105", "61.2345". Transfers
 * apply the rate to 4 decimals, so every digit that matters is shown, and none that do not.
 */
export function formatRate(value: Numeric): string {
  const text = typeof value === 'number' ? value.toFixed(6) : value;
  return rateFormat().format(roundDecimal(text, 4) as Intl.StringNumericLiteral);
}

const dateTimeFormat = lazily(
  () => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' }),
);

/** "Jan 5, 2026, 3:04 PM": a moment in en-US style (month, day, year and time), in the viewer's time zone. */
export function formatDateTime(value: string | Date): string {
  return dateTimeFormat().format(typeof value === 'string' ? new Date(value) : value);
}

/**
 * Builds the money formatters now. The web app calls it in a task of its own when the signed-in
 * app mounts, so loading the locale data is not part of the first screen's render.
 */
export function warmUpFormatters(): void {
  formatCad(0);
  formatInr(0);
  formatRate(0);
}
