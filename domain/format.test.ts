import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCad, formatDateTime, formatInr, formatMoney, formatRate } from './format';
import { maskAccountNumber } from './mask';
import { displayFirstName } from './user-display';

describe('money formatting', () => {
  it('shows CAD with a dollar sign, Canadian grouping and exactly 2 decimals', () => {
    expect(formatCad('1234.5')).toBe('$1,234.50');
    expect(formatCad('0')).toBe('$0.00');
    expect(formatCad('5000')).toBe('$5,000.00');
    expect(formatMoney('1234567.891')).toBe('$1,234,567.89');
  });

  it('shows rupees with Indian digit grouping', () => {
    expect(formatInr('31500')).toBe('₹31,500.00');
    expect(formatInr('123456')).toBe('₹1,23,456.00');
    expect(formatInr('12345678.5')).toBe('₹1,23,45,678.50');
    expect(formatMoney('100', 'INR')).toBe('₹100.00');
  });

  it('rounds half up to 2 decimals from the exact decimal, not a float', () => {
    // 1.005 as a double is 1.00499999…; the string is rounded exactly.
    expect(formatCad('1.005')).toBe('$1.01');
    expect(formatInr('0.125')).toBe('₹0.13');
  });

  it('keeps every digit of any amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 13n }), (cents) => {
        const text = `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
        expect(formatCad(text).replace(/[$,]/g, '')).toBe(text);
        expect(formatInr(text).replace(/[₹,]/g, '')).toBe(text);
      }),
    );
  });

  it('groups Indian numbers in threes then twos', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1000n, max: 10n ** 12n }), (rupees) => {
        const [whole = ''] = formatInr(String(rupees), 'en-CA').replace('₹', '').split('.');
        const groups = whole.split(',');
        expect(groups.at(-1)).toHaveLength(3);
        for (const group of groups.slice(1, -1)) expect(group).toHaveLength(2);
      }),
    );
  });
});

describe('maskAccountNumber', () => {
  it('shows only the last 4 characters', () => {
    expect(maskAccountNumber('123456789012')).toBe('********9012');
    expect(maskAccountNumber('12345')).toBe('*2345');
    expect(maskAccountNumber('1234')).toBe('1234');
    expect(maskAccountNumber('')).toBe('');
  });

  it('keeps the length and the last 4, and hides the rest', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (value) => {
        const masked = maskAccountNumber(value);
        expect(masked).toHaveLength(value.length);
        if (value.length <= 4) expect(masked).toBe(value);
        else {
          expect(masked.slice(-4)).toBe(value.slice(-4));
          expect(masked.slice(0, -4)).toMatch(/^\*+$/);
        }
      }),
    );
  });
});

describe('displayFirstName', () => {
  it('uses the first name, else the first word of the username, else the fallback', () => {
    expect(displayFirstName({ firstName: 'Asha', username: 'Someone Else' })).toBe('Asha');
    expect(displayFirstName({ firstName: '', username: 'Ravi Kumar' })).toBe('Ravi');
    expect(displayFirstName({ firstName: null, username: '  ' })).toBe('User');
    expect(displayFirstName(null, 'Admin')).toBe('Admin');
  });
});

describe('formatRate and formatDateTime', () => {
  it('shows a rate with 2 to 4 decimals, exactly', () => {
    expect(formatRate(63)).toBe('63.00');
    expect(formatRate('63.0000')).toBe('63.00');
    expect(formatRate('62.105')).toBe('62.105');
    expect(formatRate('61.234567')).toBe('61.2346');
  });

  it('shows month, day, year and time in en-US style', () => {
    const text = formatDateTime(new Date(2026, 0, 5, 15, 4));
    expect(text).toMatch(/^Jan 5, 2026, 3:04\sPM$/);
  });
});
