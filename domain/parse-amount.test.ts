import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCad, formatInr } from './format';
import { SUPPORTED_LOCALES } from './locale';
import { isDecimalString } from './money';
import { parseLocalizedAmount } from './parse-amount';

const value = (text: string, locale: Parameters<typeof parseLocalizedAmount>[1], maxDecimals?: number) => {
  const parsed = parseLocalizedAmount(text, locale, maxDecimals);
  return parsed.ok ? parsed.value : parsed.problem;
};

describe('parseLocalizedAmount', () => {
  it('fr-CA: the decimal comma, spaces between groups, and the point phones offer', () => {
    expect(value('12,50', 'fr-CA')).toBe('12.50');
    expect(value('12,5', 'fr-CA')).toBe('12.5');
    expect(value('1 234,56', 'fr-CA')).toBe('1234.56');
    expect(value('1\u00a0234,56\u00a0$', 'fr-CA')).toBe('1234.56');
    expect(value('1\u202f234,56', 'fr-CA')).toBe('1234.56');
    expect(value('12.50', 'fr-CA')).toBe('12.50');
    expect(value(',5', 'fr-CA')).toBe('0.5');
    expect(value('12,', 'fr-CA')).toBe('12');
    expect(value('5 000', 'fr-CA')).toBe('5000');
  });

  it('en-CA and hi-IN: the decimal point, commas or spaces between groups, in threes or the Indian way', () => {
    for (const locale of ['en-CA', 'hi-IN'] as const) {
      expect(value('12.50', locale)).toBe('12.50');
      expect(value('1,234.56', locale)).toBe('1234.56');
      expect(value('1 234.56', locale)).toBe('1234.56');
      expect(value('1,23,456.78', locale)).toBe('123456.78');
      expect(value('$1,234.56', locale)).toBe('1234.56');
      expect(value('CA$ 5,000', locale)).toBe('5000');
      expect(value('.5', locale)).toBe('0.5');
      expect(value('12.', locale)).toBe('12');
      expect(value('007', locale)).toBe('7');
      expect(value('0.00', locale)).toBe('0.00');
    }
  });

  it('takes Devanagari digits', () => {
    expect(value('१२.५०', 'hi-IN')).toBe('12.50');
    expect(value('₹१,२३,४००', 'hi-IN')).toBe('123400');
  });

  it('refuses what another language would read as a different amount', () => {
    // English reads 12,50 as nothing sensible; French as 12.50.
    expect(value('12,50', 'en-CA')).toBe('ambiguous');
    expect(value('12,5', 'hi-IN')).toBe('ambiguous');
    // French reads 1,234 as 1.234; English as 1234.
    expect(value('1,234', 'fr-CA')).toBe('ambiguous');
    expect(value('1,234.56', 'fr-CA')).toBe('ambiguous');
    expect(value('1.234,56', 'fr-CA')).toBe('ambiguous');
  });

  it('refuses what is not an amount', () => {
    for (const locale of SUPPORTED_LOCALES) {
      for (const text of ['abc', '-5', '+5', '1e3', '.', ',', '12..5', '1,,000', '1 000,000', '1,0000', '12 ,50 ,1', '$12$', '5 CAD']) {
        expect(value(text, locale), `${text} in ${locale}`).not.toMatch(/^\d/);
      }
      expect(value('', locale)).toBe('empty');
      expect(value('  ', locale)).toBe('empty');
      expect(value('$', locale)).toBe('empty');
    }
    expect(value('1.234,56', 'en-CA')).toBe('format');
    expect(value('1,23,4567', 'en-CA')).toBe('format');
  });

  it('refuses more decimals than allowed, unless told otherwise (rates have 4)', () => {
    expect(value('12.505', 'en-CA')).toBe('tooManyDecimals');
    expect(value('12,5055', 'fr-CA')).toBe('tooManyDecimals');
    expect(value('1.234', 'fr-CA')).toBe('tooManyDecimals');
    expect(value('63,1234', 'fr-CA', 4)).toBe('63.1234');
    expect(value('63,125', 'fr-CA', 4)).toBe('63.125');
  });

  it('reads back every CAD amount formatted in each language, and every rupee amount (0.01 to 9,999,999.99)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 999_999_999n }), fc.constantFrom(...SUPPORTED_LOCALES), (cents, locale) => {
        const decimal = `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
        expect(value(formatCad(decimal, locale), locale)).toBe(decimal);
        // Rupees too, in each language's marks (French "19 300,00 ₹").
        expect(value(formatInr(decimal, locale), locale)).toBe(decimal);
      }),
    );
  });

  it('answers a plain decimal or a problem, and never throws, for any text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('0', '1', '9', '.', ',', ' ', '\u00a0', '$', '₹', '-', 'a', '५'), maxLength: 14 }),
        fc.constantFrom(...SUPPORTED_LOCALES),
        (text, locale) => {
          const parsed = parseLocalizedAmount(text, locale);
          if (parsed.ok) {
            expect(isDecimalString(parsed.value)).toBe(true);
            expect((parsed.value.split('.')[1] ?? '').length).toBeLessThanOrEqual(2);
          }
        },
      ),
    );
  });

  it('never reads one text as two different amounts in two languages, unless that text is refused', () => {
    // The point of 'ambiguous': when two languages both accept a text, they agree on its amount,
    // except the one deliberate difference: spaces group in every language, commas only in English.
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('0', '1', '2', '5', '.', ','), minLength: 1, maxLength: 9 }), (text) => {
        const english = parseLocalizedAmount(text, 'en-CA');
        const french = parseLocalizedAmount(text, 'fr-CA');
        if (english.ok && french.ok) expect(french.value).toBe(english.value);
      }),
    );
  });
});
