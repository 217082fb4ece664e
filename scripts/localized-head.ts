import type { ManifestOptions } from 'vite-plugin-pwa';
import type { Plugin } from 'vite';
import { PRODUCT_NAME } from '../domain/constants';
import { DEFAULT_LOCALE, manifestFileName, SUPPORTED_LOCALES, type Locale } from '../domain/locale';
import { escapeHtml } from '../domain/escape-html';
import { ALL_TEXTS } from '../domain/texts/all-texts';
import type En from '../domain/texts/en-CA/page-texts';
import { BRAND_BACKGROUND, MANIFEST_ICONS } from './brand-icons';

/**
 * index.html's title and description, its could-not-load message, its <noscript> message and the
 * web app manifest in every language (issue 19). The page is one file for all languages (the
 * service worker serves it offline), so the English texts are written in it and the others beside
 * them as data attributes, which /boot.js swaps in before the first paint (the could-not-load
 * message: main.tsx, when it needs it), together with the manifest link: one manifest per language
 * (`/manifest.webmanifest` in English, `/manifest-fr-CA.webmanifest`, …), so a phone installs the
 * app described in its owner's language. The <noscript> message is in every language at once:
 * without JavaScript, nothing can choose one.
 */

const OTHER_LOCALES = SUPPORTED_LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

function pageTextsIn(locale: Locale): (typeof En)['pageTexts'] {
  const texts = ALL_TEXTS[locale]['page-texts']?.pageTexts as (typeof En)['pageTexts'] | undefined;
  if (!texts) throw new Error(`localized-head: no ${locale} page texts`);
  return texts;
}

/** The installed app's manifest in `locale`; vite-plugin-pwa writes the English one and links it. */
export function appManifest(locale: Locale): Partial<ManifestOptions> {
  return {
    id: '/',
    name: PRODUCT_NAME,
    short_name: PRODUCT_NAME,
    description: pageTextsIn(locale).appDescription,
    lang: locale,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: BRAND_BACKGROUND,
    background_color: BRAND_BACKGROUND,
    categories: ['finance'],
    icons: MANIFEST_ICONS,
  };
}

const attributes = (text: (locale: Locale) => string, name: string) =>
  OTHER_LOCALES.map((locale) => ` data-${name}-${locale.toLowerCase()}="${escapeHtml(text(locale))}"`).join('');

export function localizedHead(): Plugin {
  return {
    name: 'maplerupee:localized-head',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const title = (locale: Locale) => pageTextsIn(locale).title;
        const description = (locale: Locale) => pageTextsIn(locale).description;
        const withTitle = html.replace(/<title>[^<]*<\/title>/, `<title${attributes(title, 'title')}>${escapeHtml(title(DEFAULT_LOCALE))}</title>`);
        const withDescription = withTitle.replace(
          /<meta name="description" content="[^"]*" \/>/,
          `<meta name="description" content="${escapeHtml(description(DEFAULT_LOCALE))}"${attributes(description, 'description')} />`,
        );
        // On the app's element, which main.tsx fills with it when the app's first texts cannot be fetched.
        const couldNotLoad = (locale: Locale) => pageTextsIn(locale).couldNotLoad;
        const withCouldNotLoad = withDescription.replace(
          '<div id="root"></div>',
          `<div id="root" data-could-not-load="${escapeHtml(couldNotLoad(DEFAULT_LOCALE))}"${attributes(couldNotLoad, 'could-not-load')}></div>`,
        );
        // Without JavaScript nothing can choose the visitor's language: every language says it, each marked as
        // such, laid out as main.tsx lays out the could-not-load message.
        const withNoscript = withCouldNotLoad.replace(
          '</style></noscript>',
          `</style><div class="p-6 text-center">${SUPPORTED_LOCALES.map((locale) => `<p lang="${locale}">${escapeHtml(pageTextsIn(locale).needsJavaScript)}</p>`).join('')}</div></noscript>`,
        );
        if (!withNoscript.includes(' data-title-') || !withNoscript.includes(' data-description-') || !withNoscript.includes(' data-could-not-load-') || !withNoscript.includes('<p lang=')) {
          throw new Error('localized-head: index.html has no <title>, description, app element or <noscript> to translate');
        }
        return withNoscript;
      },
    },
    generateBundle() {
      for (const locale of OTHER_LOCALES) {
        this.emitFile({ type: 'asset', fileName: manifestFileName(locale), source: JSON.stringify(appManifest(locale)) });
      }
    },
  };
}
