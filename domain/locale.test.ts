import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, isLocale, LOCALE_NAMES, negotiateLocale, parseAcceptLanguage, SUPPORTED_LOCALES } from './locale';

describe('supported locales', () => {
  it('are English (Canada) by default, French (Canada) and Hindi, each named in itself', () => {
    expect(SUPPORTED_LOCALES).toEqual(['en-CA', 'fr-CA', 'hi-IN']);
    expect(DEFAULT_LOCALE).toBe('en-CA');
    expect(LOCALE_NAMES).toEqual({ 'en-CA': 'English', 'fr-CA': 'Français', 'hi-IN': 'हिन्दी' });
    expect(isLocale('fr-CA')).toBe(true);
    for (const value of ['fr', 'fr-ca', 'en', '', null, 3]) expect(isLocale(value), String(value)).toBe(false);
  });
});

describe('parseAcceptLanguage', () => {
  it('orders the tags by q-value, most preferred first, keeping the order of equal ones', () => {
    expect(parseAcceptLanguage('fr-CA,fr;q=0.9,en;q=0.8')).toEqual(['fr-CA', 'fr', 'en']);
    expect(parseAcceptLanguage('en;q=0.5, hi-IN;q=0.9, fr')).toEqual(['fr', 'hi-IN', 'en']);
    expect(parseAcceptLanguage('de, fr;q=1.0, en')).toEqual(['de', 'fr', 'en']);
    expect(parseAcceptLanguage(' hi ; q=0.7 ,en-GB;Q=0.70')).toEqual(['hi', 'en-GB']);
  });

  it('drops *, refused tags (q=0) and malformed entries', () => {
    expect(parseAcceptLanguage('fr;q=0, *;q=0.5, en-US')).toEqual(['en-US']);
    expect(parseAcceptLanguage('fr;q=2, hi;q=abc, en;q=0.3')).toEqual(['en']);
    expect(parseAcceptLanguage('fr-CA;level=1, <script>, hi-IN')).toEqual(['hi-IN']);
    expect(parseAcceptLanguage('')).toEqual([]);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage(null)).toEqual([]);
  });

  it('reads only the start of an oversized header', () => {
    const header = Array.from({ length: 5_000 }, (_, index) => `x${index % 100};q=0.1`).join(',');
    expect(parseAcceptLanguage(`fr,${header}`).length).toBeLessThanOrEqual(20);
    expect(parseAcceptLanguage(`fr,${header}`)[0]).toBe('fr');
  });

  it('never throws and answers only well-formed tags', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (header) => {
        for (const tag of parseAcceptLanguage(header)) expect(tag).toMatch(/^[a-z]{1,8}(-[a-z0-9]{1,8})*$/i);
      }),
    );
  });
});

describe('negotiateLocale', () => {
  it('matches a language to the locale that speaks it, in any region', () => {
    expect(negotiateLocale(['fr'])).toBe('fr-CA');
    expect(negotiateLocale(['fr-FR'])).toBe('fr-CA');
    expect(negotiateLocale(['fr-BE', 'en'])).toBe('fr-CA');
    expect(negotiateLocale(['hi'])).toBe('hi-IN');
    expect(negotiateLocale(['hi-IN'])).toBe('hi-IN');
    expect(negotiateLocale(['en-US'])).toBe('en-CA');
    expect(negotiateLocale(['EN-gb'])).toBe('en-CA');
    expect(negotiateLocale(['fr-ca'])).toBe('fr-CA');
  });

  it('takes the first preference it can serve', () => {
    expect(negotiateLocale(['de-DE', 'fr-FR', 'en'])).toBe('fr-CA');
    expect(negotiateLocale(['pa-IN', 'hi', 'en-CA'])).toBe('hi-IN');
    expect(negotiateLocale(['en-CA', 'fr-CA'])).toBe('en-CA');
    expect(negotiateLocale(parseAcceptLanguage('en;q=0.8, fr-CA'))).toBe('fr-CA');
  });

  it('does not serve Devanagari to a Hindi reader who asked for Latin letters', () => {
    expect(negotiateLocale(['hi-Latn', 'en'])).toBe('en-CA');
    expect(negotiateLocale(['hi-Deva-IN'])).toBe('hi-IN');
  });

  it('falls back to English (Canada)', () => {
    expect(negotiateLocale([])).toBe('en-CA');
    expect(negotiateLocale(['de', 'zh-Hans-CN', '*', ''])).toBe('en-CA');
  });

  it('always answers a supported locale', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 12 })), (tags) => {
        expect(isLocale(negotiateLocale(tags))).toBe(true);
      }),
    );
  });
});
