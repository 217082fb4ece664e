import { SUPPORTED_LOCALES, type Locale } from '../locale';
import { hasTexts, provideTexts, type ModuleTexts, type TextModule } from './catalogue';
import { currentLocale } from './current-locale';

/**
 * The web app's texts, loaded one language and one module at a time (issue 19): only the active
 * language, and only the modules a screen needs — each is its own chunk. The server never uses this
 * (all-texts.ts). A module the web app never shows (mail, the operators' case texts, the page head written at build…) has no loader.
 */
type Loader = () => Promise<{ default: ModuleTexts }>;
export type WebTextModule = Exclude<TextModule, 'compliance-case-messages' | 'limits-messages' | 'verification-messages' | 'page-texts' | 'receipt-texts'>;

const LOADERS: Record<Locale, Partial<Record<WebTextModule, Loader>>> = {
  'en-CA': {
    'messages': () => import('./en-CA/messages'),
    'api-messages': () => import('./en-CA/api-messages'),
    'pwa-texts': () => import('./en-CA/pwa-texts'),
    'screen-messages': () => import('./en-CA/screen-messages'),
    'admin-texts': () => import('./en-CA/admin-texts'),
    'compliance-texts': () => import('./en-CA/compliance-texts'),
    'passkey-texts': () => import('./en-CA/passkey-texts'),
    'second-factor-texts': () => import('./en-CA/second-factor-texts'),
    'security-texts': () => import('./en-CA/security-texts'),
    'cancel-texts': () => import('./en-CA/cancel-texts'),
    'ifsc-texts': () => import('./en-CA/ifsc-texts'),
    'rate-texts': () => import('./en-CA/rate-texts'),
    'quote-texts': () => import('./en-CA/quote-texts'),
    'transfer-details-texts': () => import('./en-CA/transfer-details-texts'),
  },
  'fr-CA': {
    'messages': () => import('./fr-CA/messages'),
    'api-messages': () => import('./fr-CA/api-messages'),
    'pwa-texts': () => import('./fr-CA/pwa-texts'),
    'screen-messages': () => import('./fr-CA/screen-messages'),
    'admin-texts': () => import('./fr-CA/admin-texts'),
    'compliance-texts': () => import('./fr-CA/compliance-texts'),
    'passkey-texts': () => import('./fr-CA/passkey-texts'),
    'second-factor-texts': () => import('./fr-CA/second-factor-texts'),
    'security-texts': () => import('./fr-CA/security-texts'),
    'cancel-texts': () => import('./fr-CA/cancel-texts'),
    'ifsc-texts': () => import('./fr-CA/ifsc-texts'),
    'rate-texts': () => import('./fr-CA/rate-texts'),
    'quote-texts': () => import('./fr-CA/quote-texts'),
    'transfer-details-texts': () => import('./fr-CA/transfer-details-texts'),
  },
  'hi-IN': {
    'messages': () => import('./hi-IN/messages'),
    'api-messages': () => import('./hi-IN/api-messages'),
    'pwa-texts': () => import('./hi-IN/pwa-texts'),
    'screen-messages': () => import('./hi-IN/screen-messages'),
    'admin-texts': () => import('./hi-IN/admin-texts'),
    'compliance-texts': () => import('./hi-IN/compliance-texts'),
    'passkey-texts': () => import('./hi-IN/passkey-texts'),
    'second-factor-texts': () => import('./hi-IN/second-factor-texts'),
    'security-texts': () => import('./hi-IN/security-texts'),
    'cancel-texts': () => import('./hi-IN/cancel-texts'),
    'ifsc-texts': () => import('./hi-IN/ifsc-texts'),
    'rate-texts': () => import('./hi-IN/rate-texts'),
    'quote-texts': () => import('./hi-IN/quote-texts'),
    'transfer-details-texts': () => import('./hi-IN/transfer-details-texts'),
  },
};

const SERVER_ONLY: readonly TextModule[] = ['compliance-case-messages', 'limits-messages', 'verification-messages', 'page-texts', 'receipt-texts'];

export function isWebTextModule(module: TextModule): module is WebTextModule {
  return !SERVER_ONLY.includes(module);
}

/** What the first screen needs (sign-in, the splash, the install banner, the offline screen). */
export const START_TEXTS: readonly WebTextModule[] = ['messages', 'pwa-texts'];

/** The languages whose texts the web app can load (every module of each). */
export const WEB_LOCALES: readonly Locale[] = SUPPORTED_LOCALES.filter((locale) => LOADERS[locale].messages !== undefined);

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
        const load = LOADERS[locale][module];
        if (!load) throw new Error(`No ${locale} texts for ${module}`);
        provideTexts(locale, module, (await load()).default);
      }),
  );
}

/** A screen's loader that first loads the texts it shows: `lazy(withTexts(['screen-messages'], () => import(…)))`. */
export function withTexts<T>(modules: readonly WebTextModule[], load: () => Promise<T>): () => Promise<T> {
  return async () => {
    await loadTexts(modules);
    const loaded = await load();
    // The language may have changed meanwhile (a signed-in account's replacing the device's, while
    // a screen opened directly was loading): the screen renders in the language of now.
    await loadTexts(modules);
    return loaded;
  };
}
