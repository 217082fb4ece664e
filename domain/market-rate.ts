import { decimalPlaces, divideRoundHalfUp, fromUnits, toUnits } from './money';

/**
 * How the customer's rate is made from a market rate (issue 33, decision 040), in exact decimal
 * arithmetic (BigInt units, never floats).
 */

/** Market (mid) rates are kept with 6 decimals, as exchange_rates.rate. */
export const MID_SCALE = 6;
/** The customer's rate has 4 decimals, as transfers store it. */
export const CUSTOMER_RATE_SCALE = 4;
/** A margin is a percentage with at most 2 decimals, from 0 to MAX_MARGIN_PERCENT. */
export const MARGIN_SCALE = 2;
export const MAX_MARGIN_PERCENT = '10.00';

export const RATE_SOURCES = ['manual', 'bank-of-canada', 'wise'] as const;
export type RateSource = (typeof RATE_SOURCES)[number];
export type MarketRateSource = Exclude<RateSource, 'manual'>;

/**
 * INR per 1 CAD from the Bank of Canada's FXINRCAD (CAD per 1 INR): 1 / value, half up to 6 decimals.
 * `cadPerInr` must be a positive decimal string.
 */
export function invertRate(cadPerInr: string): string {
  const scale = decimalPlaces(cadPerInr);
  const units = toUnits(cadPerInr, scale);
  if (units <= 0n) throw new RangeError(`a rate must be above 0: ${cadPerInr}`);
  // 1 / (units / 10^scale) = 10^scale / units; at MID_SCALE: 10^(scale + MID_SCALE) / units.
  return fromUnits(divideRoundHalfUp(10n ** BigInt(scale + MID_SCALE), units), MID_SCALE);
}

/**
 * The customer's rate: the market rate less the margin, rounded DOWN to 4 decimals — the customer
 * never gets more than market × (1 − margin), and gets less by under 0.0001 INR per CAD.
 */
export function applyMargin(midRate: string, marginPercent: string): string {
  const midScale = decimalPlaces(midRate);
  const mid = toUnits(midRate, midScale);
  const margin = toUnits(marginPercent, MARGIN_SCALE);
  // mid × (100 − margin) / 100, margin in hundredths of a percent: mid × (10000 − m) / 10000.
  const product = mid * (100n * 10n ** BigInt(MARGIN_SCALE) - margin);
  const productScale = midScale + 2 + MARGIN_SCALE;
  if (productScale <= CUSTOMER_RATE_SCALE) return fromUnits(product * 10n ** BigInt(CUSTOMER_RATE_SCALE - productScale), CUSTOMER_RATE_SCALE);
  // BigInt division truncates toward zero: down, for positive values.
  return fromUnits(product / 10n ** BigInt(productScale - CUSTOMER_RATE_SCALE), CUSTOMER_RATE_SCALE);
}

/**
 * A market rate further than this from the rate in force is not applied by the market rate job
 * (a feed's glitch, a unit slip): the same line a manual rate needs a second operator beyond.
 */
export const MARKET_JUMP_REFUSED_ABOVE_PERCENT = '10.00';

/** |to − from| / from in percent, half up to 2 decimals (positive decimal strings). */
export function changePercent(from: string, to: string): string {
  const scale = Math.max(decimalPlaces(from), decimalPlaces(to));
  const a = toUnits(from, scale);
  const b = toUnits(to, scale);
  const difference = b > a ? b - a : a - b;
  return fromUnits(divideRoundHalfUp(difference * 10_000n, a), 2);
}
