import { MAX_TRANSFER_CAD } from './constants';
import { compareDecimal } from './money';
import { AMOUNT_SCALE, isBelowMinimum, quoteTransfer } from './quote';
import { cadAmountProblem } from './schemas/transfer';
import type { Locale } from './locale';
import { screenValidation } from './messages';
import { currentLocale } from './texts/current-locale';

/**
 * The send screen's CAD amount field (docs/product.md § Send money), as rules on the text typed into it, so
 * the screen only wires them up.
 */

/**
 * The decimal marks a language's customers type (issue 19): French writes 12,50, and a phone's keypad
 * may offer only the point, so French takes both; English and Hindi take the point only, since
 * "1,000" there means a thousand, not one.
 */
const DECIMAL_MARKS: Record<Locale, string> = { 'en-CA': '.', 'fr-CA': ',.', 'hi-IN': '.' };

/** Digits with at most one decimal mark, and at most 2 decimals (cents): what typing may produce. */
function typedAmount(locale: Locale): RegExp {
  return new RegExp(`^\\d*(?:[${DECIMAL_MARKS[locale]}]\\d{0,${AMOUNT_SCALE}})?$`);
}

/** Longest text the field takes ("05000.00" and a little slack for leading zeros). */
export const AMOUNT_INPUT_MAX_LENGTH = 10;

/**
 * The decimal an amount field's text stands for ("12." → "12", ".5" → "0.5", "007" → "007", in French
 * "12,50" → "12.50"), or undefined when it has no digits at all ("" or ".").
 */
export function amountFromInput(text: string, locale: Locale = currentLocale()): string | undefined {
  const typed = text.trim();
  if (!typedAmount(locale).test(typed) || !/\d/.test(typed)) return undefined;
  const trimmed = typed.replace(',', '.');
  const withWhole = trimmed.startsWith('.') ? `0${trimmed}` : trimmed;
  return withWhole.endsWith('.') ? withWhole.slice(0, -1) : withWhole;
}

export type AmountEdit =
  | { accepted: true; value: string }
  /** format: not digits and one point (ignored quietly); overLimit: above MAX_TRANSFER_CAD (toast). */
  | { accepted: false; reason: 'format' | 'overLimit' };

/** Whether the field takes a new text as typed or pasted; a refused edit keeps the previous value. */
export function editAmount(next: string, locale: Locale = currentLocale()): AmountEdit {
  const value = next.trim();
  if (value.length > AMOUNT_INPUT_MAX_LENGTH || !typedAmount(locale).test(value)) return { accepted: false, reason: 'format' };
  const amount = amountFromInput(value, locale);
  if (amount !== undefined && compareDecimal(amount, MAX_TRANSFER_CAD) > 0) return { accepted: false, reason: 'overLimit' };
  return { accepted: true, value };
}

/** What "Recipient gets" shows for the text typed: the shared quote, or 0 while there is no amount. */
export function inrForInput(text: string, currentRate: string): string {
  const amount = amountFromInput(text);
  if (amount === undefined) return '0.00';
  return quoteTransfer({ cadAmount: amount, currentRate }).inrAmount;
}

export type SendAmountProblem = 'invalid' | 'overLimit' | 'belowMinimum' | 'tooSmall';

/**
 * The check made when the customer continues: an amount above 0 ("Invalid amount"), at most 5000
 * ("Amount exceeds limit"), at least the smallest amount a transfer may carry when it is known
 * (GET /api/limits), and one whose quote is not ₹0 after rounding to 100 rupees (the server would
 * refuse either). Undefined when the amount can be sent.
 */
export function sendAmountProblem(text: string, currentRate: string, minimumCad?: string): SendAmountProblem | undefined {
  const amount = amountFromInput(text);
  if (amount === undefined) return 'invalid';
  const problem = cadAmountProblem(amount);
  if (problem === screenValidation.amountMax) return 'overLimit';
  if (problem) return 'invalid';
  if (minimumCad !== undefined && isBelowMinimum(amount, minimumCad)) return 'belowMinimum';
  return compareDecimal(inrForInput(amount, currentRate), '0') === 0 ? 'tooSmall' : undefined;
}
