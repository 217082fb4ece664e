/**
 * The languages MapleRupee speaks, and how a visitor's is chosen (issue 19): the account's `locale`
 * when signed in, else the one stored on the device, else the browser's (`navigator.languages` on
 * the web, `Accept-Language` on the server) negotiated here, else English (Canada).
 */

export const SUPPORTED_LOCALES = ['en-CA', 'fr-CA', 'hi-IN'] as const;

export type Locale = (typeof SUPPORTED_LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en-CA';

/** Each language's name in itself, for the language picker (never translated). */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  'en-CA': 'English',
  'fr-CA': 'Français',
  'hi-IN': 'हिन्दी',
};

/** The web app manifest in each language (scripts/localized-head.ts writes them; web/boot.js links the first). */
export function manifestFileName(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? 'manifest.webmanifest' : `manifest-${locale}.webmanifest`;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/**
 * The script each catalogue is written in: a preference for Hindi in Latin letters ("hi-Latn",
 * Hinglish) is not served by a Devanagari catalogue.
 */
const CATALOGUE_SCRIPT: Readonly<Record<Locale, string>> = { 'en-CA': 'latn', 'fr-CA': 'latn', 'hi-IN': 'deva' };

/** Browsers send a handful of tags; anything longer is not a real header and is cut, not parsed. */
const MAX_HEADER_LENGTH = 1_000;
const MAX_TAGS = 20;
const LANGUAGE_RANGE = /^[a-z]{1,8}(?:-[a-z0-9]{1,8})*$/i;
const QUALITY = /^q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/i;

/**
 * The language tags of an `Accept-Language` header, most preferred first: ordered by q-value
 * (stable for equal q), without `*`, without tags refused with `q=0`, without malformed entries.
 * `"fr-CA,fr;q=0.9,en;q=0.8"` → `["fr-CA", "fr", "en"]`.
 */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  const entries: { tag: string; quality: number; index: number }[] = [];
  for (const part of header.slice(0, MAX_HEADER_LENGTH).split(',').slice(0, MAX_TAGS)) {
    const [rawTag = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    if (!LANGUAGE_RANGE.test(rawTag)) continue;
    let quality = 1;
    let malformed = false;
    for (const parameter of parameters) {
      const match = QUALITY.exec(parameter);
      if (match?.[1] === undefined) malformed = true;
      else quality = Number(match[1]);
    }
    if (malformed || quality === 0) continue;
    entries.push({ tag: rawTag, quality, index: entries.length });
  }
  return entries.sort((a, b) => b.quality - a.quality || a.index - b.index).map((entry) => entry.tag);
}

/** The locale that serves one language tag, if any: exact (any case), else same language and script. */
function localeForTag(tag: string): Locale | undefined {
  const subtags = tag.toLowerCase().split('-');
  const exact = SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === tag.toLowerCase());
  if (exact) return exact;
  const language = subtags[0];
  const script = subtags.slice(1).find((subtag) => subtag.length === 4);
  return SUPPORTED_LOCALES.find(
    (locale) => locale.split('-')[0] === language && (script === undefined || CATALOGUE_SCRIPT[locale] === script),
  );
}

/**
 * The supported locale for a visitor's preferences, most preferred first (`navigator.languages`,
 * or `parseAcceptLanguage(header)`): the first preference we can serve wins, matched exactly or by
 * language (`fr`, `fr-FR`, `fr-BE` → fr-CA; `hi` → hi-IN; `en-US`, `en-GB` → en-CA); else en-CA.
 * `["de-DE", "fr-FR", "en"]` → fr-CA: the visitor prefers French to English.
 */
export function negotiateLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const locale = localeForTag(tag.trim());
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
