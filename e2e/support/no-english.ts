import { expect, type Page } from '@playwright/test';
import { isLocale, type Locale } from '../../domain/locale';
import { ALL_TEXTS } from '../../domain/texts/all-texts';

/** Every text (strings, not functions) of a language's catalogues, by its path. */
function textsByPath(value: unknown, path: string, into: Map<string, string>): Map<string, string> {
  if (typeof value === 'string') into.set(path, value.trim());
  else if (value && typeof value === 'object') for (const [key, child] of Object.entries(value)) textsByPath(child, `${path}.${key}`, into);
  return into;
}

const byPath = (locale: Locale) => textsByPath(ALL_TEXTS[locale], '', new Map());
const ENGLISH = byPath('en-CA');

/** English texts left untranslated on a screen in `locale`, with the paths they come from. */
function englishLeft(locale: Locale): Map<string, string> {
  const translated = byPath(locale);
  const left = new Map<string, string>();
  const alike = new Set<string>();
  for (const [path, english] of ENGLISH) {
    // A text the language writes the same way at the same place ("Total", "Ontario") is its own.
    if (translated.get(path) === english) alike.add(english);
    else left.set(english, path);
  }
  for (const english of alike) left.delete(english);
  return left;
}

/**
 * Issue 19's "no English left behind": no line of text on the screen is an English catalogue text
 * that the screen's language (its `<html lang>`) writes otherwise. Words a language spells alike at
 * the same place in its catalogue are allowed by themselves; `alike` allows others (names, data).
 * Catches a screen that reads a text from somewhere other than the live catalogue.
 */
export async function expectNoEnglishLeft(page: Page, alike: readonly string[] = []): Promise<void> {
  const lang = await page.locator('html').getAttribute('lang');
  if (!isLocale(lang) || lang === 'en-CA') throw new Error(`expectNoEnglishLeft on a page in ${lang}`);
  const left = englishLeft(lang);
  const lines = (await page.locator('body').innerText()).split('\n').map((line) => line.trim()).filter(Boolean);
  const english = lines.filter((line) => left.has(line) && !alike.includes(line) && /[a-z]{3}/.test(line));
  expect(english.map((line) => `${left.get(line)}: ${line}`)).toEqual([]);
}
