import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../domain/locale';

/**
 * The language of an account's mail: its `users.locale` (the column's check allows only supported
 * locales; anything else, such as a row read before the column existed, is English).
 */
export function accountLocale(locale: string | null | undefined): Locale {
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}
