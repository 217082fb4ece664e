import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCad, formatCalendarDay, formatDateTime, formatInr, formatMoney, formatRate, groupIndian } from './format';

/** U+00A0 NO-BREAK SPACE: Intl's group separator in fr-CA, and its space before "$" and "₹". */
const NBSP = '\u00a0';

/** A random amount from 0.00 to 99,999,999,999.99, as a decimal string with exactly 2 decimals. */
const amount = fc.bigInt({ min: 0n, max: 10n ** 13n - 1n }).map((cents) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`);

describe('CAD in each language', () => {
  it('en-CA is exactly what the English product shows today', () => {
    expect(formatCad('1234.56', 'en-CA')).toBe('$1,234.56');
    expect(formatCad('1234.56')).toBe('$1,234.56');
    expect(formatMoney('1234567.891', 'CAD', 'en-CA')).toBe('$1,234,567.89');
  });

  it('fr-CA writes 1 234,56 $ with no-break spaces', () => {
    expect(formatCad('1234.56', 'fr-CA')).toBe(`1${NBSP}234,56${NBSP}$`);
    expect(formatCad('5000', 'fr-CA')).toBe(`5${NBSP}000,00${NBSP}$`);
    expect(formatCad('0.5', 'fr-CA')).toBe(`0,50${NBSP}$`);
    expect(formatCad('1234567.891', 'fr-CA')).toBe(`1${NBSP}234${NBSP}567,89${NBSP}$`);
  });

  it('hi-IN writes $ first, with Latin digits, grouping in lakhs as Hindi does', () => {
    expect(formatCad('1234.56', 'hi-IN')).toBe('$1,234.56');
    expect(formatCad('123456', 'hi-IN')).toBe('$1,23,456.00');
  });

  it('rounds half up from the decimal string in every language, not through a float', () => {
    // 1.005 as a double is 1.00499999…
    expect(formatCad('1.005', 'fr-CA')).toBe(`1,01${NBSP}$`);
    expect(formatCad('1.005', 'hi-IN')).toBe('$1.01');
  });
});

describe('INR in each language (one formatter: domain/format.ts)', () => {
  it('English and Hindi write ₹1,23,400.00, as Indian banks do', () => {
    for (const locale of ['en-CA', 'hi-IN'] as const) {
      expect(formatInr('123400', locale)).toBe('₹1,23,400.00');
      expect(formatInr('12345678.5', locale)).toBe('₹1,23,45,678.50');
      expect(formatInr('999', locale)).toBe('₹999.00');
      expect(formatMoney('100', 'INR', locale)).toBe('₹100.00');
    }
  });

  it('French writes 19 300,00 ₹ beside 300,75 $: the same marks for both currencies', () => {
    expect(formatInr('19300', 'fr-CA')).toBe(`19${NBSP}300,00${NBSP}₹`);
    expect(formatCad('300.75', 'fr-CA')).toBe(`300,75${NBSP}$`);
    expect(formatInr('123400', 'fr-CA')).toBe(`123${NBSP}400,00${NBSP}₹`);
    expect(formatMoney('0.5', 'INR', 'fr-CA')).toBe(`0,50${NBSP}₹`);
  });

  it('uses the current language when none is given', () => {
    expect(formatInr('123456')).toBe('₹1,23,456.00');
  });

  it('groups any amount in threes then twos, and keeps every digit', () => {
    fc.assert(
      fc.property(amount, fc.constantFrom('en-CA' as const, 'hi-IN' as const), (value, locale) => {
        const text = formatInr(value, locale);
        const [whole = '', cents] = text.replace('₹', '').split('.');
        const groups = whole.split(',');
        if (groups.length > 1) expect(groups.at(-1)).toHaveLength(3);
        for (const group of groups.slice(1, -1)) expect(group).toHaveLength(2);
        expect(groups[0]?.length).toBeLessThanOrEqual(groups.length > 1 ? 2 : 3);
        expect(`${groups.join('')}.${cents}`).toBe(value);
      }),
    );
  });

  it('groupIndian works on digit strings of any length', () => {
    expect(groupIndian('1')).toBe('1');
    expect(groupIndian('123')).toBe('123');
    expect(groupIndian('1234')).toBe('1,234');
    expect(groupIndian('123400')).toBe('1,23,400');
    expect(groupIndian('1234567890', ' ')).toBe('1 23 45 67 890');
  });
});

describe('rates, dates and times', () => {
  it('rates show 2 to 4 decimals with the language’s decimal mark', () => {
    expect(formatRate('63', 'en-CA')).toBe('63.00');
    expect(formatRate('62.105', 'en-CA')).toBe('62.105');
    expect(formatRate('61.234567', 'en-CA')).toBe('61.2346');
    expect(formatRate('63.25', 'fr-CA')).toBe('63,25');
    expect(formatRate('61.234567', 'fr-CA')).toBe('61,2346');
    expect(formatRate('62.105', 'hi-IN')).toBe('62.105');
  });

  it('a moment: en-CA as the product shows it today, fr-CA on the 24-hour clock, hi-IN in Hindi', () => {
    const moment = new Date(2026, 0, 5, 15, 4);
    expect(formatDateTime(moment, 'en-CA')).toMatch(/^Jan 5, 2026, 3:04\sPM$/);
    expect(formatDateTime(moment)).toBe(formatDateTime(moment, 'en-CA'));
    expect(formatDateTime(moment, 'fr-CA')).toBe('5 janv. 2026, 15 h 04');
    expect(formatDateTime(new Date(2026, 6, 14, 9, 30), 'fr-CA')).toBe('14 juill. 2026, 9 h 30');
    expect(formatDateTime(moment, 'hi-IN')).toBe('5 जन॰ 2026, 3:04 pm');
  });

  it('a moment in a given time zone (for mail)', () => {
    const instant = '2026-01-05T20:04:00Z';
    expect(formatDateTime(instant, 'fr-CA', 'America/Toronto')).toBe('5 janv. 2026, 15 h 04');
    expect(formatDateTime(instant, 'en-CA', 'America/Vancouver')).toMatch(/^Jan 5, 2026, 12:04\sPM$/);
  });

  it('a calendar day as written, whatever the time zone', () => {
    expect(formatCalendarDay('2026-03-10', 'en-CA')).toBe('Mar 10, 2026');
    expect(formatCalendarDay('2026-03-10', 'fr-CA')).toBe('10 mars 2026');
    expect(formatCalendarDay('2026-03-10', 'hi-IN')).toBe('10 मार्च 2026');
    expect(formatCalendarDay('not a day', 'fr-CA')).toBe('not a day');
  });
});
