import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MIN_TRANSFER_CAD, TRANSFER_FEE_CAD } from './constants';
import { toUnits } from './money';
import { effectiveRate, isBelowMinimum, quoteTransfer, totalToPay } from './quote';

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

describe('what the rounding to 100 rupees can gain a customer at the minimum (issue 32)', () => {
  /** Rupees paid out beyond CAD × applied rate, in micro-rupees, and that exact amount. */
  function gainOf(cents: number, rate: string): { gain: bigint; exact: bigint } {
    const cad = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
    const quote = quoteTransfer({ cadAmount: cad, currentRate: rate });
    const exact = BigInt(cents) * BigInt(quote.exchangeRate.replace('.', ''));
    return { gain: BigInt(quote.inrAmount.replace('.', '')) * 10_000n - exact, exact };
  }

  it('without a minimum, 0.80 CAD paid ₹100 at a rate of 63: 40 of them cost 32 CAD and paid 63 CAD worth', () => {
    expect(quoteTransfer({ cadAmount: '0.80', currentRate: '63' }).inrAmount).toBe('100.00');
    expect(isBelowMinimum('0.80', DEFAULT_MIN_TRANSFER_CAD)).toBe(true);
  });

  it('at 20.00 and 63, every amount from the minimum to 5,000.00 gains at most ₹50 (exactly ₹50 at 50.00: ₹3,150 paid ₹3,200), at most 3.70 % of it (21.43 CAD), under 50/1,260 = 4 %', () => {
    let worst = { cents: 0, share: 0 };
    let largestGain = 0n;
    for (let cents = 2_000; cents <= 500_000; cents += 1) {
      const { gain, exact } = gainOf(cents, '63');
      if (gain > largestGain) largestGain = gain;
      const share = Number(gain) / Number(exact);
      if (share > worst.share) worst = { cents, share };
    }
    expect(largestGain).toBe(50_000_000n);
    expect(gainOf(5_000, '63').gain).toBe(50_000_000n);
    // 21.43 × 63 = ₹1,350.09, paid ₹1,400: ₹49.91 more, 3.70 % of the amount.
    expect(worst.cents).toBe(2_143);
    expect(quoteTransfer({ cadAmount: '21.43', currentRate: '63' }).inrAmount).toBe('1400.00');
    expect(worst.share).toBeCloseTo(49.91 / 1350.09, 6);
    expect(worst.share).toBeLessThan(50 / 1260);
    // The minimum itself: ₹1,260 paid ₹1,300.
    expect(quoteTransfer({ cadAmount: DEFAULT_MIN_TRANSFER_CAD, currentRate: '63' }).inrAmount).toBe('1300.00');
    expect(isBelowMinimum('19.99', DEFAULT_MIN_TRANSFER_CAD)).toBe(true);
    expect(isBelowMinimum('20', DEFAULT_MIN_TRANSFER_CAD)).toBe(false);
  });

  it('for any rate and any minimum, an amount at or above the minimum gains at most ₹50, so at most 50 / (minimum × rate) of it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 500_000 }), fc.integer({ min: 0, max: 10_000 }), rateArbitrary, (minimumCents, above, rate) => {
        fc.pre(Number(rate) >= 1);
        const cents = Math.min(minimumCents + above, 500_000);
        const { gain, exact } = gainOf(cents, rate);
        expect(gain <= 50_000_000n).toBe(true);
        const minimumInr = (BigInt(minimumCents) * BigInt(effectiveRate(rate, 'economy').replace('.', ''))) || 1n;
        // gain / exact ≤ 50 / (minimum × rate), cross-multiplied to stay exact.
        expect(gain * minimumInr <= 50_000_000n * exact).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('totalToPay', () => {
  it('is the amount plus the fee, exactly, to the cent', () => {
    expect(totalToPay('750')).toBe('750.00');
    expect(totalToPay('0.1')).toBe('0.10');
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), (cents) => {
        const amount = `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
        expect(toUnits(totalToPay(amount), 2)).toBe(cents + toUnits(TRANSFER_FEE_CAD, 2));
      }),
    );
  });
});
