import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCad, formatCalendarDay, formatCount, formatInr, formatRate } from './format';
import { SUPPORTED_LOCALES, type Locale } from './locale';

/**
 * format.ts writes numbers from each language's marks instead of calling Intl.NumberFormat (decision
 * 027). Intl is the oracle here: on random amounts and rates, every format must be exactly what
 * Intl.NumberFormat writes with the options the product used before, so the hand-written marks can
 * never drift from the language's conventions unnoticed.
 */

const MONEY = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;

function intlCad(value: string, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD', currencyDisplay: 'narrowSymbol', ...MONEY }).format(
    value as Intl.StringNumericLiteral,
  );
}

/**
 * Rupees through Intl: en-IN's marks (₹, the integer grouped the Indian way) in English and Hindi,
 * fr-CA's own in French.
 */
function intlInr(value: string, locale: Locale): string {
  const parts = new Intl.NumberFormat(locale === 'fr-CA' ? 'fr-CA' : 'en-IN', { style: 'currency', currency: 'INR', currencyDisplay: 'narrowSymbol', ...MONEY }).formatToParts(
    value as Intl.StringNumericLiteral,
  );
  return parts.map((part) => part.value).join('');
}

function intlRate(value: string, locale: Locale): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 4 }).format(value as Intl.StringNumericLiteral);
}

/** 0.00 to 99,999,999,999.99 with exactly 2 decimals. */
const amount = fc.bigInt({ min: 0n, max: 10n ** 13n - 1n }).map((cents) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`);
/** Amounts as the API may send them: 0 to 6 decimals, any size up to a trillion. */
const looseAmount = fc
  .tuple(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.stringMatching(/^\d{0,6}$/))
  .map(([whole, fraction]) => (fraction ? `${whole}.${fraction}` : `${whole}`));
/** Rates as operators set them: up to 6 decimals, 0.0001 to 99,999. */
const rate = fc.bigInt({ min: 1n, max: 99_999_999_999n }).map((micro) => `${micro / 1_000_000n}.${String(micro % 1_000_000n).padStart(6, '0')}`);
const locale = fc.constantFrom(...SUPPORTED_LOCALES);

/** Intl rounds half-even on exact ties at some precisions; the product rounds half up (money.ts), so ties are compared rounded first. */
function roundedHalfUp(value: string, scale: number): string {
  const [whole = '0', fraction = ''] = value.split('.');
  const units = BigInt(whole + fraction.padEnd(scale, '0').slice(0, scale)) + (Number(fraction[scale] ?? '0') >= 5 ? 1n : 0n);
  const digits = units.toString().padStart(scale + 1, '0');
  return `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

describe('numbers are written exactly as Intl.NumberFormat writes them', () => {
  it('CAD in each language', () => {
    fc.assert(fc.property(amount, locale, (value, language) => {
      expect(formatCad(value, language)).toBe(intlCad(value, language));
    }), { numRuns: 2_000 });
  });

  it('CAD from amounts with any number of decimals, rounded half up', () => {
    fc.assert(
      fc.property(looseAmount, locale, (value, language) => {
        expect(formatCad(value, language)).toBe(intlCad(roundedHalfUp(value, 2), language));
      }),
      { numRuns: 1_000 },
    );
  });

  it('rupees in each language: Indian grouping in English and Hindi, French marks in French', () => {
    fc.assert(
      fc.property(amount, locale, (value, language) => {
        expect(formatInr(value, language)).toBe(intlInr(value, language));
      }),
      { numRuns: 2_000 },
    );
  });

  it('rates with 2 to 4 decimals in each language', () => {
    fc.assert(
      fc.property(rate, locale, (value, language) => {
        expect(formatRate(value, language)).toBe(intlRate(roundedHalfUp(value, 4), language));
      }),
      { numRuns: 2_000 },
    );
  });

  it('numbers from JSON as before: CAD from 2 decimals, rates from 6', () => {
    for (const language of SUPPORTED_LOCALES) {
      expect(formatCad(1234.5, language)).toBe(intlCad('1234.50', language));
      expect(formatRate(63.12345, language)).toBe(intlRate('63.1235', language));
      expect(formatRate(63, language)).toBe(intlRate('63', language));
    }
  });
});

describe('counts and sizes in sentences', () => {
  it('are written as toLocaleString writes them, whole or with up to 3 decimals, in each language', () => {
    const count = fc.oneof(
      fc.integer({ min: -1_000_000, max: 1_000_000_000_000 }),
      fc.integer({ min: 0, max: 10_000_000 }).map((thousandths) => thousandths / 1_000),
      fc.constantFrom(0, 1, 2, 1_000, 100_000, 2.5, 0.001, 10.25, 1234.5678),
    );
    fc.assert(
      fc.property(count, locale, (value, language) => {
        expect(formatCount(value, language)).toBe(value.toLocaleString(language));
      }),
      { numRuns: 2_000 },
    );
  });

  /**
   * The class, not the instance: a first Intl number format on a screen loads the language's ICU
   * data inside its render (the French send screen's "Étape 1 sur 2": ~30 ms, decision 049).
   * Texts and screens write every number through format.ts.
   */
  it('no text or screen formats a number through Intl', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const files = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) return files(file);
        return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
      });
    const offenders = [...files(path.join(root, 'domain', 'texts')), ...files(path.join(root, 'web', 'src'))].filter((file) =>
      /\.toLocaleString\(|Intl\.NumberFormat/.test(fs.readFileSync(file, 'utf8')),
    );
    expect(offenders.map((file) => path.relative(root, file))).toEqual([]);
  });
});

describe('calendar days are written exactly as Intl.DateTimeFormat writes them', () => {
  it('every day of 2024 to 2027 in each language', () => {
    const intlLocale: Record<Locale, string> = { 'en-CA': 'en-US', 'fr-CA': 'fr-CA', 'hi-IN': 'hi-IN' };
    for (const language of SUPPORTED_LOCALES) {
      const intl = new Intl.DateTimeFormat(intlLocale[language], { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
      for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2028, 0, 1); time += 86_400_000) {
        const day = new Date(time).toISOString().slice(0, 10);
        expect(formatCalendarDay(day, language), day).toBe(intl.format(new Date(time)));
      }
    }
  });
});
