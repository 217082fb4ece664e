import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareDecimal, decimalPlaces, fromUnits, isDecimalString, roundDecimal, sumDecimals, toUnits } from './money';

describe('decimal strings', () => {
  it('accepts plain non-negative decimals only', () => {
    for (const good of ['0', '12', '12.5', '0.01', '5000.00']) expect(isDecimalString(good)).toBe(true);
    for (const bad of ['', '-1', '1e3', '.5', '5.', '1,000', ' 1', 'NaN', '0x10', '１']) expect(isDecimalString(bad)).toBe(false);
  });

  it('converts to and from integer units exactly', () => {
    expect(toUnits('123.45', 2)).toBe(12345n);
    expect(toUnits('7', 2)).toBe(700n);
    expect(fromUnits(5n, 2)).toBe('0.05');
    expect(fromUnits(0n, 4)).toBe('0.0000');
    expect(fromUnits(12n, 0)).toBe('12');
  });

  it('rounds half up beyond the scale', () => {
    expect(roundDecimal('0.125', 2)).toBe('0.13');
    expect(roundDecimal('0.124999', 2)).toBe('0.12');
    expect(roundDecimal('2.5', 0)).toBe('3');
    expect(roundDecimal('63.123456', 4)).toBe('63.1235');
  });

  it('compares and sums without floating point error', () => {
    expect(sumDecimals(['0.1', '0.2'], 2)).toBe('0.30');
    expect(compareDecimal('5000', '5000.00')).toBe(0);
    expect(compareDecimal('5000.01', '5000')).toBe(1);
    expect(compareDecimal('0.09', '0.1')).toBe(-1);
    expect(decimalPlaces('1.250')).toBe(3);
  });

  it('round-trips any amount of cents', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), (cents) => {
        expect(toUnits(fromUnits(cents, 2), 2)).toBe(cents);
      }),
    );
  });

  it('sums like integer arithmetic on cents', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 500_000 }), { maxLength: 50 }), (cents) => {
        const total = cents.reduce((sum, value) => sum + value, 0);
        expect(sumDecimals(cents.map((value) => fromUnits(BigInt(value), 2)), 2)).toBe(fromUnits(BigInt(total), 2));
      }),
    );
  });
});
