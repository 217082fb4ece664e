import { type Locale } from '../locale';
import { currentLocale } from './current-locale';
import type { Translation } from './translation';

/**
 * Every text a person reads, in each language (issue 19, decision 022). Each module of texts
 * (domain/messages.ts, screen-messages.ts, …) exports live sections: objects that answer each text
 * in the current language (current-locale.ts) at the moment it is read. The texts themselves sit in
 * one file per language and module (texts/en-CA/messages.ts, texts/fr-CA/messages.ts, …): the web
 * app loads only the active language's files, each when a screen needs it (load-texts.ts); the
 * server provides them all at start (all-texts.ts) and answers each request in its own language.
 */
export const TEXT_MODULES = [
  'messages',
  'api-messages',
  'pwa-texts',
  'screen-messages',
  'admin-texts',
  'compliance-texts',
  'compliance-case-messages',
  'limits-messages',
  'verification-messages',
  'passkey-texts',
  'second-factor-texts',
  'security-texts',
  'page-texts',
  'cancel-texts',
  'ifsc-texts',
  'rate-texts',
  'quote-texts',
  'transfer-details-texts',
  'receipt-texts',
  'screening-texts',
  'payout-texts',
] as const;
export type TextModule = (typeof TEXT_MODULES)[number];

/** A module's sections in one language, as its file's default export has them. */
export type ModuleTexts = Readonly<Record<string, object>>;

const provided = new Map<Locale, Map<TextModule, ModuleTexts>>();

let displayed: ((text: string) => string) | undefined;

/**
 * How a screen shows every text it reads (the web app's, web/src/text-display.ts), applied once as
 * each module is provided: strings, what text functions answer, and what lists and groups hold. The
 * server sets none — mail, receipts and API answers keep the catalogues' characters.
 */
export function showTextsAs(display: (text: string) => string): void {
  displayed = display;
}

function forDisplay(value: unknown, display: (text: string) => string): unknown {
  if (typeof value === 'string') return display(value);
  if (typeof value === 'function') {
    const text = value as (...args: unknown[]) => unknown;
    return (...args: unknown[]) => forDisplay(text(...args), display);
  }
  if (Array.isArray(value)) return value.map((item) => forDisplay(item, display));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, forDisplay(item, display)]));
  }
  return value;
}

export function provideTexts(locale: Locale, module: TextModule, texts: ModuleTexts): void {
  let modules = provided.get(locale);
  if (!modules) {
    modules = new Map();
    provided.set(locale, modules);
  }
  modules.set(module, displayed ? (forDisplay(texts, displayed) as ModuleTexts) : texts);
}

export function hasTexts(locale: Locale, module: TextModule): boolean {
  return provided.get(locale)?.has(module) ?? false;
}

/**
 * A section of a module's texts in the current language. Reading one whose language file is not
 * loaded is a bug of the screen's loader, and says so — never a text in another language.
 */
export function liveSection<T extends object>(module: TextModule, name: string): Translation<T> {
  const texts = (): object => {
    const locale = currentLocale();
    const section = provided.get(locale)?.get(module)?.[name];
    if (!section) throw new Error(`The ${locale} texts of ${module} (${name}) are not loaded`);
    return section;
  };
  return new Proxy({} as Translation<T>, {
    get: (_, key) => Reflect.get(texts(), key),
    has: (_, key) => Reflect.has(texts(), key),
    ownKeys: () => Reflect.ownKeys(texts()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(texts(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}
