import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasOnlyVisibleCharacters, hiddenCharacterAt, removeHiddenCharacters, visibleLength } from './text';

describe('hasOnlyVisibleCharacters', () => {
  it.each([
    ['Asha Patel'],
    ['Zoë Ça-Ñúñez'],
    ["O'Brien"],
    ['प्रिया शर्मा'],
    // A zero-width non-joiner between Devanagari letters chooses the half form: it is part of the name.
    ['क्\u200cष'],
    // …and the joiner picks the eyelash RA (र्‍): Devanagari spelling, kept.
    ['र्\u200dक'],
    // Persian writes a non-joiner inside words ("می‌خواهم"); Arabic-script names can hold one.
    ['می\u200cخواهم'],
    ['王小明'],
    ['Ngọc Ánh'],
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
    // The third attack's finds, and the class they belong to.
    ['a joiner between Latin letters', 'Vi\u200dc'],
    ['a non-joiner between Latin letters', 'Mas\u200cood Azhar'],
    ['a joiner between a Latin and a Devanagari letter', 'a\u200dक'],
    ['a joiner beside a digit', '1\u200d2'],
    ['Hangul fillers', '\u3164\u3164'],
    ['a halfwidth Hangul filler', 'Asha\uffa0Patel'],
    ['Hangul choseong and jungseong fillers', '\u115f\u1160'],
    ['Braille blanks', '\u2800\u2800'],
    ['a variation selector', 'Asha\ufe0f'],
    ['a combining grapheme joiner', 'As\u034fha'],
    ['a word joiner', 'As\u2060ha'],
    ['an invisible times', 'As\u2062ha'],
    ['a Mongolian vowel separator', 'As\u180eha'],
    ['a tag character', 'Asha\u{e0041}'],
    ['a left-to-right mark', 'Asha\u200e'],
    ['an Arabic letter mark', 'Asha\u061c'],
    ['a private-use character', 'Asha\ue000'],
    ['an interlinear annotation', 'As\ufff9ha'],
  ])('refuses %s', (_name, value) => expect(hasOnlyVisibleCharacters(value)).toBe(false));

  it('a multi-line field accepts line breaks and tabs, and still refuses overrides', () => {
    expect(hasOnlyVisibleCharacters('Paid twice.\r\nRefunded\tby bank', { lineBreaks: true })).toBe(true);
    expect(hasOnlyVisibleCharacters('Paid\u202e twice', { lineBreaks: true })).toBe(false);
  });

  it('never accepts a string holding a control or format character other than a joiner', () => {
    const hidden = fc.constantFrom(
      '\u0000', '\u0007', '\n', '\u001b', '\u0085', '\u200b', '\u200e', '\u202a', '\u202e', '\u2066', '\u2028', '\ufeff', '\u00ad',
      '\u3164', '\u2800', '\ufe0f', '\u034f', '\u2060', '\u{e0020}',
    );
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
    ['\u3164\u3164', 0],
    ['\u2800\u2800', 0],
  ])('%j has %i', (value, length) => expect(visibleLength(value)).toBe(length));
});

describe('hiddenCharacterAt', () => {
  it('names the first refused character, counted in code points', () => {
    expect(hiddenCharacterAt('Asha Patel')).toBe(-1);
    expect(hiddenCharacterAt('😀Vi\u200dc')).toBe(3);
    expect(hiddenCharacterAt('a\nb', { lineBreaks: true })).toBe(-1);
  });

  it('a joiner is refused unless both neighbours are letters of one joining script', () => {
    const latin = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCXYZéñ');
    const joiner = fc.constantFrom('\u200c', '\u200d');
    fc.assert(
      fc.property(fc.string({ maxLength: 5 }), latin, joiner, latin, fc.string({ maxLength: 5 }), (before, left, character, right, after) => {
        expect(hiddenCharacterAt(before + left + character + right + after)).not.toBe(-1);
      }),
    );
  });
});

describe('removeHiddenCharacters', () => {
  it('leaves the name a reader sees', () => {
    expect(removeHiddenCharacters('Mas\u200dood\u200c Az\u2800har\u3164')).toBe('Masood Azhar');
    expect(removeHiddenCharacters('\u202eAsha\u2066 Patel\ufe0f')).toBe('Asha Patel');
    expect(removeHiddenCharacters('Asha\nPatel')).toBe('Asha Patel');
  });

  it('leaves nothing the policy refuses', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 20 }), (value) => {
        expect(hasOnlyVisibleCharacters(removeHiddenCharacters(value))).toBe(true);
      }),
    );
  });
});
