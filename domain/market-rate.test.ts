import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMargin, changePercent, invertRate } from './market-rate';
import { fromUnits } from './money';

/** Issue 33: the customer's rate from a market rate, exactly (BigInt units; never floats). */

const mid = fc.bigInt({ min: 1n, max: 9_999_999_999n }).map((units) => fromUnits(units, 6));
const margin = fc.integer({ min: 0, max: 1000 }).map((hundredths) => fromUnits(BigInt(hundredths), 2));

describe('applyMargin', () => {
  it('examples: 64.06 less 1.5 % is 63.0991 (63.09910 exactly); no margin is the market rate cut to 4 decimals', () => {
    expect(applyMargin('64.06', '1.50')).toBe('63.0991');
    expect(applyMargin('64.061599', '0.00')).toBe('64.0615');
    expect(applyMargin('64.061599', '10.00')).toBe('57.6554');
  });

  it('is market × (1 − margin) rounded DOWN to 4 decimals: never above it, less by under 0.0001', () => {
    fc.assert(
      fc.property(mid, margin, (midRate, marginPercent) => {
        const rate = applyMargin(midRate, marginPercent);
        expect(rate).toMatch(/^\d+\.\d{4}$/);
        // Exact: mid (scale 6) × (10000 − m) / 10000 (m in hundredths of a percent) is at scale 10.
        const exact = BigInt(midRate.replace('.', '')) * (10_000n - BigInt(marginPercent.replace('.', '')));
        const customer = BigInt(rate.replace('.', '')) * 1_000_000n;
        expect(customer <= exact).toBe(true);
        expect(exact - customer < 1_000_000n).toBe(true);
      }),
    );
  });

  it('a larger margin never gives a better rate', () => {
    fc.assert(
      fc.property(mid, margin, margin, (midRate, a, b) => {
        const [low, high] = Number(a) <= Number(b) ? [a, b] : [b, a];
        expect(Number(applyMargin(midRate, high)) <= Number(applyMargin(midRate, low))).toBe(true);
      }),
    );
  });
});

describe('invertRate', () => {
  it('FXINRCAD 0.0156 CAD per rupee is 64.102564 rupees per CAD (1 / 0.0156, half up to 6 decimals)', () => {
    expect(invertRate('0.0156')).toBe('64.102564');
    expect(invertRate('0.016')).toBe('62.500000');
  });

  it('is within half a unit of the 6th decimal of the true inverse', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999 }), (units) => {
        const value = fromUnits(BigInt(units), 6);
        const inverse = BigInt(invertRate(value).replace('.', ''));
        // inverse / 10^6 ≈ 10^6 / units: |inverse × units − 10^12| ≤ units / 2.
        const error = inverse * BigInt(units) - 1_000_000_000_000n;
        expect(2n * (error < 0n ? -error : error) <= BigInt(units)).toBe(true);
      }),
    );
  });

  it('refuses 0', () => {
    expect(() => invertRate('0.0000')).toThrow(RangeError);
  });
});

describe('changePercent', () => {
  it('1.9 % and 2.1 % of 64; 6460 for 64.60 is 9900 %', () => {
    expect(changePercent('64', '65.216')).toBe('1.90');
    expect(changePercent('64', '62.656')).toBe('2.10');
    expect(changePercent('64.60', '6460')).toBe('9900.00');
  });
});
