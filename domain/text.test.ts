import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasOnlyVisibleCharacters, visibleLength } from './text';

describe('hasOnlyVisibleCharacters', () => {
  it.each([
    ['Asha Patel'],
    ['Zoë Ça-Ñúñez'],
    ["O'Brien"],
    ['प्रिया शर्मा'],
    // A zero-width non-joiner between Devanagari letters chooses the half form: it is part of the name.
    ['क्\u200cष'],
    ['王小明'],
  ])('accepts %j', (value) => expect(hasOnlyVisibleCharacters(value)).toBe(true));

  it.each([
    ['zero-width spaces', '\u200b\u200b'],
    ['a right-to-left override', 'Asha\u202eletaP'],
    ['a left-to-right isolate', '\u2066Asha\u2069'],
    ['a newline', 'Asha\nSubject: urgent'],
    ['a carriage return', 'Asha\rPatel'],
    ['a tab', 'Asha\tPatel'],
    ['a NUL', 'Asha\u0000'],
    ['DEL', 'Asha\u007f'],
    ['a C1 control', 'Asha\u0085'],
    ['a line separator', 'Asha\u2028Patel'],
    ['a paragraph separator', 'Asha\u2029Patel'],
    ['a byte-order mark', '\ufeffAsha'],
    ['a soft hyphen', 'As\u00adha'],
    ['a lone joiner', '\u200d'],
    ['a joiner at the end', 'Asha\u200d'],
    ['an unpaired surrogate', 'Asha\ud800'],
  ])('refuses %s', (_name, value) => expect(hasOnlyVisibleCharacters(value)).toBe(false));

  it('a multi-line field accepts line breaks and tabs, and still refuses overrides', () => {
    expect(hasOnlyVisibleCharacters('Paid twice.\r\nRefunded\tby bank', { lineBreaks: true })).toBe(true);
    expect(hasOnlyVisibleCharacters('Paid\u202e twice', { lineBreaks: true })).toBe(false);
  });

  it('never accepts a string holding a control or format character other than a joiner', () => {
    const hidden = fc.constantFrom('\u0000', '\u0007', '\n', '\u001b', '\u0085', '\u200b', '\u200e', '\u202a', '\u202e', '\u2066', '\u2028', '\ufeff', '\u00ad');
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), hidden, fc.string({ maxLength: 10 }), (before, character, after) => {
        expect(hasOnlyVisibleCharacters(before + character + after)).toBe(false);
      }),
    );
  });
});

describe('visibleLength', () => {
  it.each([
    ['Al', 2],
    ['A B', 2],
    ['\u200b\u200b', 0],
    ['e\u0301', 1],
    ['  x  ', 1],
    // Vowel signs and the virama are marks: they belong to their consonant.
    ['प्रिया', 3],
    ['王小明', 3],
  ])('%j has %i', (value, length) => expect(visibleLength(value)).toBe(length));
});
