import { SUPPORTED_LOCALES, type Locale } from '../locale';
import { hasTexts, provideTexts } from './catalogue';
import type { TextModule } from './catalogue';
import type { Loader, ScreenTextLoaders, StartTextModule, WebTextModule } from './loaders';
import { currentLocale } from './current-locale';

/**
 * The web app's texts, loaded one language and one module at a time (issue 19): only the active
 * language, and only the modules a screen needs — each is its own chunk. The server never uses this
 * (all-texts.ts). A module the web app never shows (mail, the operators' case texts, the page head
 * written at build, receipts) has no loader.
 */

/**
 * The first screen's loaders are here; every other module's are in a small table per language
 * (<locale>/screen-loaders.ts), fetched the first time a later screen needs texts: the sign-in
 * screen does not carry a dozen modules × 3 languages of chunk names (0.6 KB gzipped, issue 19's
 * 120 KB budget).
 */
const START_LOADERS: Record<Locale, Record<StartTextModule, Loader>> = {
  'en-CA': {
    'messages': () => import('./en-CA/messages'),
    'pwa-texts': () => import('./en-CA/pwa-texts'),
  },
  'fr-CA': {
    'messages': () => import('./fr-CA/messages'),
    'pwa-texts': () => import('./fr-CA/pwa-texts'),
  },
  'hi-IN': {
    'messages': () => import('./hi-IN/messages'),
    'pwa-texts': () => import('./hi-IN/pwa-texts'),
  },
};

const SCREEN_LOADERS: Record<Locale, () => Promise<{ default: ScreenTextLoaders }>> = {
  'en-CA': () => import('./en-CA/screen-loaders'),
  'fr-CA': () => import('./fr-CA/screen-loaders'),
  'hi-IN': () => import('./hi-IN/screen-loaders'),
};

function isStartTextModule(module: WebTextModule): module is StartTextModule {
  return module === 'messages' || module === 'pwa-texts';
}

async function loaderOf(locale: Locale, module: WebTextModule): Promise<Loader> {
  return isStartTextModule(module) ? START_LOADERS[locale][module] : (await SCREEN_LOADERS[locale]()).default[module];
}

const SERVER_ONLY: readonly TextModule[] = ['compliance-case-messages', 'limits-messages', 'verification-messages', 'page-texts', 'receipt-texts'];

export function isWebTextModule(module: TextModule): module is WebTextModule {
  return !SERVER_ONLY.includes(module);
}

/** What the first screen needs (sign-in, the splash, the install banner, the offline screen). */
export const START_TEXTS: readonly WebTextModule[] = ['messages', 'pwa-texts'] satisfies StartTextModule[];

/** The languages whose texts the web app can load (every module of each). */
export const WEB_LOCALES: readonly Locale[] = SUPPORTED_LOCALES;

/** Every module asked for so far, in any language: a switch of language loads them all (web/src/i18n/active-locale.ts). */
const requested = new Set<WebTextModule>();

export function requestedTexts(): WebTextModule[] {
  return [...requested];
}

/** Loads (once) the modules' texts in `locale`, by default the current language. */
export async function loadTexts(modules: readonly WebTextModule[], locale: Locale = currentLocale()): Promise<void> {
  for (const module of modules) requested.add(module);
  await Promise.all(
    modules
      .filter((module) => !hasTexts(locale, module))
      .map(async (module) => {
        const load = await loaderOf(locale, module);
        provideTexts(locale, module, (await load()).default);
      }),
  );
}

/**
 * A screen's loader that also loads the texts it shows: `lazy(withTexts(['screen-messages'], () => import(…)))`.
 * Code and texts download side by side (one round trip, not two): screens read texts when they
 * render, never while their modules load.
 */
export function withTexts<T>(modules: readonly WebTextModule[], load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const [, loaded] = await Promise.all([loadTexts(modules), load()]);
    // The language may have changed meanwhile (a signed-in account's replacing the device's, while
    // a screen opened directly was loading): the screen renders in the language of now.
    await loadTexts(modules);
    return loaded;
  };
}
