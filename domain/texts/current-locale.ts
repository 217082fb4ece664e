import { DEFAULT_LOCALE, type Locale } from '../locale';

/**
 * The language texts and formats are read in right now (issue 19). The web app reads the language
 * the person chose; the server, the one of the request it is answering (AsyncLocalStorage), so two
 * requests in two languages never mix. Until a reader is set, English (Canada).
 */
let reader: () => Locale = () => DEFAULT_LOCALE;

export function currentLocale(): Locale {
  return reader();
}

export function readLocaleWith(read: () => Locale): void {
  reader = read;
}
