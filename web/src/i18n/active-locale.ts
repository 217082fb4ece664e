import { isLocale, manifestFileName, negotiateLocale, type Locale } from '../../../domain/locale';
import { readLocaleWith } from '../../../domain/texts/current-locale';
import { hasTexts, TEXT_MODULES } from '../../../domain/texts/catalogue';
import type { WebTextModule } from '../../../domain/texts/loaders';
import { isWebTextModule, loadTexts, requestedTexts, WEB_LOCALES } from '../../../domain/texts/load-texts';

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

/** `<html lang>`, and the manifest a phone would install the app from (as /boot.js set them before the app ran). */
function showOnPage(locale: Locale): void {
  document.documentElement.lang = locale;
  const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (manifest) manifest.href = `/${manifestFileName(locale)}`;
}

let active: Locale = firstLocale();
readLocaleWith(() => active);
showOnPage(active);

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
 * So are the modules still loading in the old one (a screen opened at the moment the account's
 * language replaces the device's, as a mailed link does): each round loads what was asked for
 * meanwhile, until nothing is missing, and only then does the language change.
 */
export async function switchLocale(locale: Locale): Promise<void> {
  if (locale === active) return;
  const missing = () =>
    [...new Set([...requestedTexts(), ...TEXT_MODULES.filter((module): module is WebTextModule => isWebTextModule(module) && hasTexts(active, module))])].filter(
      (module) => !hasTexts(locale, module),
    );
  for (let modules = missing(); modules.length > 0; modules = missing()) await loadTexts(modules, locale);
  active = locale;
  showOnPage(locale);
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // storage refused: the choice lasts until the page is closed
  }
  for (const listener of listeners) listener();
}
