import { INR_ROUNDING_RUPEES, INSTANT_RATE_FACTOR, TRANSFER_FEE_CAD } from './constants';
import { compareDecimal, decimalPlaces, divideRoundHalfUp, fromUnits, isDecimalString, sumDecimals, toUnits } from './money';

export const PAYMENT_METHODS = ['economy', 'instant'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Transfers store the rate with 4 decimals; CAD and INR amounts have 2. */
export const RATE_SCALE = 4;
export const AMOUNT_SCALE = 2;

export interface Quote {
  /** CAD sent, 2 decimals. */
  cadAmount: string;
  /** INR per CAD applied to this transfer, 4 decimals. */
  exchangeRate: string;
  /** INR the recipient gets, rounded to the nearest 100 rupees, 2 decimals. */
  inrAmount: string;
  paymentMethod: PaymentMethod;
}

/** The rate a payment method applies: the current rate (instant: × 0.98), half up to 4 decimals. */
export function effectiveRate(currentRate: string, paymentMethod: PaymentMethod): string {
  if (paymentMethod === 'economy') return fromUnits(toUnits(currentRate, RATE_SCALE), RATE_SCALE);
  const factorScale = decimalPlaces(INSTANT_RATE_FACTOR);
  const rateScale = decimalPlaces(currentRate);
  const product = toUnits(currentRate, rateScale) * toUnits(INSTANT_RATE_FACTOR, factorScale);
  const productScale = rateScale + factorScale;
  const rounded =
    productScale > RATE_SCALE
      ? divideRoundHalfUp(product, 10n ** BigInt(productScale - RATE_SCALE))
      : product * 10n ** BigInt(RATE_SCALE - productScale);
  return fromUnits(rounded, RATE_SCALE);
}

/**
 * The one quote function: what the browser shows and what the server stores.
 * INR = CAD × rate, rounded half up to the nearest 100 rupees.
 * `cadAmount` must be a decimal with at most 2 decimals; `currentRate` a positive decimal.
 */
export function quoteTransfer(input: {
  cadAmount: string;
  currentRate: string;
  paymentMethod?: PaymentMethod;
}): Quote {
  const paymentMethod = input.paymentMethod ?? 'economy';
  if (!isDecimalString(input.cadAmount) || decimalPlaces(input.cadAmount) > AMOUNT_SCALE) {
    throw new RangeError(`CAD amount must have at most ${AMOUNT_SCALE} decimals: ${input.cadAmount}`);
  }
  const exchangeRate = effectiveRate(input.currentRate, paymentMethod);
  const cadCents = toUnits(input.cadAmount, AMOUNT_SCALE);
  // cents × rate units is INR at scale 2 + 4 = 6; one rounding step of 100 rupees is 100 × 10^6.
  const inrMicros = cadCents * toUnits(exchangeRate, RATE_SCALE);
  const step = BigInt(INR_ROUNDING_RUPEES) * 10n ** BigInt(AMOUNT_SCALE + RATE_SCALE);
  const hundreds = divideRoundHalfUp(inrMicros, step);
  const inrRupees = hundreds * BigInt(INR_ROUNDING_RUPEES);
  return {
    cadAmount: fromUnits(cadCents, AMOUNT_SCALE),
    exchangeRate,
    inrAmount: fromUnits(inrRupees * 10n ** BigInt(AMOUNT_SCALE), AMOUNT_SCALE),
    paymentMethod,
  };
}

/**
 * Whether a CAD amount is below the smallest a transfer may carry (MIN_TRANSFER_CAD, issue 32):
 * the server refuses such a transfer or quote with 400, the send screen before Continue. The
 * rounding to the nearest 100 rupees gains a customer at most ₹50, which at the minimum is a
 * bounded share of the amount (docs/product.md § Rounding); below it, the share grows without bound.
 */
export function isBelowMinimum(cadAmount: string, minimumCad: string): boolean {
  return compareDecimal(cadAmount, minimumCad) < 0;
}

/** What the customer pays MapleRupee for a transfer of `cadAmount`: the amount and the fee (TRANSFER_FEE_CAD), exactly. */
export function totalToPay(cadAmount: string): string {
  return sumDecimals([cadAmount, TRANSFER_FEE_CAD], AMOUNT_SCALE);
}
