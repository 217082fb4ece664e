import { isLocale, negotiateLocale, type Locale } from '../../../domain/locale';
import { readLocaleWith } from '../../../domain/texts/current-locale';
import { hasTexts, TEXT_MODULES } from '../../../domain/texts/catalogue';
import { isWebTextModule, loadTexts, WEB_LOCALES, type WebTextModule } from '../../../domain/texts/load-texts';

/** Where the device keeps the language chosen on a signed-out screen (the account keeps its own). */
const STORAGE_KEY = 'maplerupee-locale';

function storedLocale(): Locale | undefined {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLocale(stored) && WEB_LOCALES.includes(stored) ? stored : undefined;
  } catch {
    return undefined; // storage refused (private mode): the browser's language decides
  }
}

/** The device's choice, else the browser's languages among those the app has, else English. */
function firstLocale(): Locale {
  const negotiated = negotiateLocale(navigator.languages);
  return storedLocale() ?? (WEB_LOCALES.includes(negotiated) ? negotiated : 'en-CA');
}

let active: Locale = firstLocale();
readLocaleWith(() => active);
document.documentElement.lang = active;

/** The language every text and format of the app is read in now. */
export function activeLocale(): Locale {
  return active;
}

const listeners = new Set<() => void>();

/** For useSyncExternalStore: the app re-renders in the new language once its texts are in. */
export function onLocaleChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Switches every text and format to `locale`: the modules already loaded in the current language
 * are loaded in the new one first, so nothing on screen is left without its texts; the choice is
 * kept on the device for the signed-out screens (the account keeps its own: PATCH /api/profile).
 */
export async function switchLocale(locale: Locale): Promise<void> {
  if (locale === active) return;
  // Until none is missing: a screen may finish loading a module in the old language meanwhile (the
  // signed-in app's, as the account's language replaces the device's at start-up).
  for (;;) {
    const missing = TEXT_MODULES.filter(
      (module): module is WebTextModule => isWebTextModule(module) && hasTexts(active, module) && !hasTexts(locale, module),
    );
    if (missing.length === 0) break;
    await loadTexts(missing, locale);
  }
  active = locale;
  document.documentElement.lang = locale;
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // storage refused: the choice lasts until the page is closed
  }
  for (const listener of listeners) listener();
}
