import fs from 'node:fs/promises';
import path from 'node:path';
import { transform } from 'esbuild';
import type { Plugin } from 'vite';
import { ALL_TEXTS, provideAllTexts } from '../domain/texts/all-texts';
import { SPLASH_PAINTED_WHOLE, splashMarkup } from '../web/src/app/splash-markup';
import { transferLinkPreloads } from './transfer-link-preload';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;
/** The same links with their line, as index.html keeps them beside each <meta name="mr-preload">. */
const PAGE_PRELOAD = new RegExp(String.raw`\n\s*` + MODULE_PRELOAD.source, 'g');
/** Written by hand with its reasons beside each step; the build serves it minified (1.7 → 0.8 KB gzipped). */
const BOOT_SCRIPT = new URL('../web/boot.js', import.meta.url);

/**
 * Makes the splash the page's first paint: its HTML goes into index.html, and in the build the
 * app's entry script becomes a <meta> entry that /boot.js (web/boot.js) turns back into a tag once
 * the splash's entrance is over. The shared chunks it imports stay `modulepreload` links in
 * index.html (app.html leaves them to boot.js): the browser fetches and compiles them off the main
 * thread while the splash is drawn, never delaying its paint, and boot.js evaluates them one by one
 * after the entrance (docs/decisions/048-the-app-code-fetched-with-the-page.md).
 */
export function staticSplash(): Plugin {
  let splash = '';
  let outDir = '';
  return {
    name: 'maplerupee:static-splash',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        // index.html's splash is written at build time, in English (the default language); the app's own splash follows the chosen one.
        provideAllTexts();
        const taglines = { 'fr-CA': ALL_TEXTS['fr-CA'].messages?.texts, 'hi-IN': ALL_TEXTS['hi-IN'].messages?.texts } as Record<string, { tagline: string } | undefined>;
        const translated = Object.fromEntries(Object.entries(taglines).flatMap(([locale, texts]) => (texts ? [[locale, texts.tagline]] : [])));
        splash = splashMarkup(translated);
        let page = html.replace('<div id="root"', `${splash}<div id="root"`).replace('</head>', `  ${SPLASH_PAINTED_WHOLE}\n  </head>`);
        if (!context.bundle) return page; // the dev server keeps Vite's own tags
        const entry = ENTRY_SCRIPT.exec(page)?.[1];
        if (!entry) throw new Error('static-splash: no entry <script type="module"> in index.html');
        // boot.js holds the first frame (blocking="render"): it writes the visitor's language and
        // tagline first, so the splash is drawn and laid out once, in that language, never in
        // English first (docs/decisions/052-the-first-frame-is-the-whole-splash.md).
        page = page
          .replace(ENTRY_SCRIPT, `<meta name="mr-entry" content="${entry}">\n    <script src="/boot.js" defer blocking="render"></script>`)
          // boot.js reads the chunks' order from the <meta> entries.
          .replace(MODULE_PRELOAD, '<meta name="mr-preload" content="$1">\n    <link rel="modulepreload" crossorigin href="$1">');
        return page;
      },
    },
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async generateBundle() {
      const { code } = await transform(await fs.readFile(BOOT_SCRIPT, 'utf8'), { minify: true });
      this.emitFile({ type: 'asset', fileName: 'boot.js', source: code });
    },
    /**
     * app.html: the same page without the splash (issue 34), for a link opened from a mail (the
     * server answers any path but / with it) and for every visit the service worker serves (a
     * returning visitor): the screen at once — with what a mailed link to a transfer needs named
     * in it (transfer-link-preload.ts). Written from the finished index.html, before the
     * service worker's precache list is made (order 'pre', one plugin at a time).
     */
    writeBundle: {
      order: 'pre',
      sequential: true,
      async handler(_options, bundle) {
        const page = await fs.readFile(path.join(outDir, 'index.html'), 'utf8');
        if (!splash || !page.includes(splash)) throw new Error('static-splash: the splash is not in the built index.html');
        const pageChunks = [...page.matchAll(/<meta name="mr-(?:entry|preload)" content="([^"]+)">/g)].map((match) => match[1]!);
        const preloads = transferLinkPreloads(bundle, pageChunks);
        // Without the page's own preload links: on a mailed link boot.js asks for the session and the
        // transfer first, and then for every chunk (decision 043); elsewhere it asks for them as it starts.
        const withoutSplash = page.replace(splash, '').replace(`  ${SPLASH_PAINTED_WHOLE}\n`, '').replace(PAGE_PRELOAD, '');
        await fs.writeFile(path.join(outDir, 'app.html'), withoutSplash.replace('<meta name="mr-entry"', `${preloads}\n    <meta name="mr-entry"`));
      },
    },
  };
}
