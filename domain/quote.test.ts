import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effectiveRate, quoteTransfer } from './quote';

/**
 * An independent oracle: exact rational arithmetic on numerator/denominator pairs, written without
 * the production helpers, to check the quote against.
 */
function oracleInr(cad: string, rate: string, factor: [bigint, bigint]): bigint {
  const parse = (text: string): [bigint, bigint] => {
    const [whole = '0', fraction = ''] = text.split('.');
    return [BigInt(whole + fraction), 10n ** BigInt(fraction.length)];
  };
  const [rateNum, rateDen] = parse(rate);
  // rate × factor, rounded half up to 4 decimals
  const scaledRate = (rateNum * factor[0] * 10_000n * 2n + rateDen * factor[1]) / (rateDen * factor[1] * 2n);
  const [cadNum, cadDen] = parse(cad);
  // cad × rate / 100, rounded half up, × 100
  const numerator = cadNum * scaledRate;
  const denominator = cadDen * 10_000n * 100n;
  return ((numerator * 2n + denominator) / (denominator * 2n)) * 100n;
}

const cadArbitrary = fc
  .integer({ min: 1, max: 500_000 })
  .map((cents) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`);
const rateArbitrary = fc
  .integer({ min: 1, max: 2_000_000_000 })
  .map((micro) => `${Math.floor(micro / 1_000_000)}.${String(micro % 1_000_000).padStart(6, '0')}`);

describe('quoteTransfer', () => {
  it('rounds CAD × rate to the nearest 100 rupees', () => {
    expect(quoteTransfer({ cadAmount: '123.45', currentRate: '61.25' })).toEqual({
      cadAmount: '123.45',
      exchangeRate: '61.2500',
      inrAmount: '7600.00',
      paymentMethod: 'economy',
    });
    expect(quoteTransfer({ cadAmount: '500', currentRate: '63' }).inrAmount).toBe('31500.00');
    expect(quoteTransfer({ cadAmount: '5000', currentRate: '63' }).inrAmount).toBe('315000.00');
    expect(quoteTransfer({ cadAmount: '0.01', currentRate: '63' }).inrAmount).toBe('0.00');
  });

  it('rounds exactly half up at the 50-rupee boundary', () => {
    // 100 × 60.5 = 6050 → 6100; 100 × 60.4999 = 6049.99 → 6000
    expect(quoteTransfer({ cadAmount: '100', currentRate: '60.5' }).inrAmount).toBe('6100.00');
    expect(quoteTransfer({ cadAmount: '100', currentRate: '60.4999' }).inrAmount).toBe('6000.00');
  });

  it('applies 0.98 to the rate for the instant method, rounded to 4 decimals', () => {
    expect(effectiveRate('63', 'instant')).toBe('61.7400');
    expect(effectiveRate('61.2345', 'instant')).toBe('60.0098');
    expect(quoteTransfer({ cadAmount: '500', currentRate: '63', paymentMethod: 'instant' }).inrAmount).toBe('30900.00');
  });

  it('refuses CAD amounts with more than 2 decimals or that are not decimals', () => {
    expect(() => quoteTransfer({ cadAmount: '1.005', currentRate: '63' })).toThrow(RangeError);
    expect(() => quoteTransfer({ cadAmount: '-5', currentRate: '63' })).toThrow(RangeError);
    expect(() => quoteTransfer({ cadAmount: '1e3', currentRate: '63' })).toThrow(RangeError);
  });

  it('agrees with exact rational arithmetic for any amount and rate', () => {
    fc.assert(
      fc.property(cadArbitrary, rateArbitrary, fc.constantFrom('economy', 'instant'), (cad, rate, method) => {
        const quote = quoteTransfer({ cadAmount: cad, currentRate: rate, paymentMethod: method });
        const factor: [bigint, bigint] = method === 'instant' ? [98n, 100n] : [1n, 1n];
        expect(quote.inrAmount).toBe(`${oracleInr(cad, rate, factor)}.00`);
      }),
      { numRuns: 2_000 },
    );
  });

  it('gives a multiple of 100 within 50 rupees of CAD × applied rate', () => {
    fc.assert(
      fc.property(cadArbitrary, rateArbitrary, (cad, rate) => {
        const quote = quoteTransfer({ cadAmount: cad, currentRate: rate });
        const inrCents = BigInt(quote.inrAmount.replace('.', ''));
        expect(inrCents % 10_000n).toBe(0n);
        // exact product in 10^-6 rupees, compared with the quote in the same unit
        const exact = BigInt(quote.cadAmount.replace('.', '')) * BigInt(quote.exchangeRate.replace('.', ''));
        const difference = inrCents * 10_000n - exact;
        expect(difference <= 50n * 1_000_000n && difference > -50n * 1_000_000n).toBe(true);
      }),
    );
  });

  it('never gives more rupees for fewer dollars', () => {
    fc.assert(
      fc.property(cadArbitrary, cadArbitrary, rateArbitrary, (a, b, rate) => {
        const [low, high] = Number(a) <= Number(b) ? [a, b] : [b, a];
        const lowInr = BigInt(quoteTransfer({ cadAmount: low, currentRate: rate }).inrAmount.replace('.', ''));
        const highInr = BigInt(quoteTransfer({ cadAmount: high, currentRate: rate }).inrAmount.replace('.', ''));
        expect(lowInr <= highInr).toBe(true);
      }),
    );
  });
});
