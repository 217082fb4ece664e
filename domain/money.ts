/**
 * Exact decimal arithmetic on non-negative decimal strings, using integer units (BigInt).
 * Money never passes through binary floating point: "123.45" is 12345 units at scale 2.
 */

const DECIMAL_PATTERN = /^(\d+)(?:\.(\d+))?$/;

/** True when `value` is a plain non-negative decimal ("12", "12.5", "0.01"; not "1e3", "-1", ".5"). */
export function isDecimalString(value: string): boolean {
  return DECIMAL_PATTERN.test(value);
}

/** Number of digits after the decimal point ("12.50" → 2, "12" → 0). */
export function decimalPlaces(value: string): number {
  const match = DECIMAL_PATTERN.exec(value);
  if (!match) throw new RangeError(`Not a decimal: ${value}`);
  return match[2]?.length ?? 0;
}

/** Integer division rounding half up; both operands non-negative, divisor positive. */
export function divideRoundHalfUp(dividend: bigint, divisor: bigint): bigint {
  return (dividend * 2n + divisor) / (divisor * 2n);
}

/**
 * Parses a decimal string into integer units of 10^-scale, rounding half up when it has more
 * digits than `scale`. Throws RangeError for anything that is not a plain decimal.
 */
export function toUnits(value: string, scale: number): bigint {
  const match = DECIMAL_PATTERN.exec(value);
  if (!match) throw new RangeError(`Not a decimal: ${value}`);
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? '';
  if (fraction.length <= scale) {
    return BigInt(whole + fraction.padEnd(scale, '0'));
  }
  const exact = BigInt(whole + fraction);
  return divideRoundHalfUp(exact, 10n ** BigInt(fraction.length - scale));
}

/** Formats integer units of 10^-scale as a decimal string with exactly `scale` decimals. */
export function fromUnits(units: bigint, scale: number): string {
  if (units < 0n) throw new RangeError('Negative amounts are not supported');
  const digits = units.toString().padStart(scale + 1, '0');
  if (scale === 0) return digits;
  return `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

/** Rounds a decimal string half up to `scale` decimals and writes it with exactly that many. */
export function roundDecimal(value: string, scale: number): string {
  return fromUnits(toUnits(value, scale), scale);
}

/** Compares two decimal strings exactly: -1, 0 or 1. */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  const scale = Math.max(decimalPlaces(a), decimalPlaces(b));
  const difference = toUnits(a, scale) - toUnits(b, scale);
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
}

/** Sums decimal strings exactly, answering with `scale` decimals. */
export function sumDecimals(values: readonly string[], scale: number): string {
  return fromUnits(
    values.reduce((total, value) => total + toUnits(value, scale), 0n),
    scale,
  );
}

/**
 * Writes a JavaScript number that came from JSON (such as the public rate) as a decimal string.
 * Rates carry at most 6 decimals, which a double's shortest representation keeps exactly.
 */
export function numberToDecimal(value: number): string {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`Not a decimal: ${value}`);
  const text = value.toString();
  return isDecimalString(text) ? text : value.toFixed(6);
}
