import { SPLASH_FADE_MS } from '../../../domain/constants';
import { escapeHtml } from '../../../domain/escape-html';
import { texts } from '../../../domain/messages';
import { LEFT_HALF, RIGHT_HALF, RUPEE, splitWordmark } from '../../../domain/logo-parts';

/** The splash element's id in index.html; Splash.tsx fades it out and removes it. */
export const SPLASH_ELEMENT_ID = 'splash';
/** The splash's hidden texts in the first screens' fonts (FIRST_SCREENS_FONTS); /boot.js reads this id. */
const SPLASH_FONTS_ID = 'splash-fonts';

/**
 * For index.html's <head>: no frame is drawn until the splash's last element has been parsed. A page
 * that arrives in two parts was otherwise drawn in between, with the splash's name but not yet its
 * tagline; Chromium measures a text block once, at its first paint, so the page's largest paint was
 * then a later text of the screen beneath, at the reveal (Lighthouse 83;
 * docs/decisions/052-the-first-frame-is-the-whole-splash.md).
 */
export const SPLASH_PAINTED_WHOLE = `<link rel="expect" href="#${SPLASH_FONTS_ID}" blocking="render">`;

/**
 * Every other size and weight of text the sign-in and send screens show (the splash shows text-4xl bold
 * and text-base). Chromium on Linux asks its browser process, synchronously, about each size and weight
 * of a font the first time a page lays it out: laid out hidden in the splash, those questions are
 * asked before its first paint, while nothing else runs, not inside the layout of the screen the
 * splash reveals, while the app is busy (docs/decisions/046-the-splash-warms-the-first-screens-fonts.md;
 * e2e/largest-paint.spec.ts fails when a first screen uses a font missing here).
 */
const FIRST_SCREENS_FONTS = [
  'text-xs',
  'text-xs font-medium',
  'text-xs font-semibold',
  'text-sm',
  'text-sm font-medium',
  'text-sm font-semibold',
  'text-base font-semibold',
  'text-lg font-semibold',
  'text-xl font-bold',
  'text-2xl font-bold',
  'text-3xl font-bold',
];

/**
 * The startup splash (docs/product.md § Splash; docs/decisions/009-static-splash.md) as static HTML, written
 * into index.html at build time (scripts/static-splash.ts) so it is the first paint, before any JavaScript
 * has arrived. Texts come from the message catalogue; the classes are Tailwind's (this file is scanned like
 * any other).
 */
export function splashMarkup(taglines: Readonly<Record<string, string>> = {}): string {
  // The other languages' taglines ride along for /boot.js, which shows the visitor's before the app loads (issue 19).
  const translated = Object.entries(taglines)
    .map(([locale, tagline]) => ` data-tagline-${locale.toLowerCase()}="${escapeHtml(tagline)}"`)
    .join('');
  const [maple, rupee] = splitWordmark(texts.productName);
  return [
    // The fade (Splash.tsx sets data-lifting) dims the logo and the words, not the full-screen
    // background, which stays until the splash is gone: the first screen, laid out beneath it, then
    // shows at once (docs/decisions/051-the-first-screen-laid-out-beneath-the-splash.md). A browser
    // without a graphics processor redraws the whole faded layer every frame: a full-screen fade kept
    // a core busy for its half second (docs/decisions/045-the-splash-fades-its-content.md).
    `<div id="${SPLASH_ELEMENT_ID}" data-testid="splash" class="group fixed inset-0 z-50 flex flex-col items-center justify-center bg-bg px-6 text-fg">`,
    `<div class="flex flex-col items-center transition-opacity ease-out group-data-[lifting]:opacity-0" style="transition-duration:${SPLASH_FADE_MS}ms">`,
    '<div class="grid size-28 place-items-center rounded-[2rem] bg-splash shadow-pop animate-splash-mark">',
    '<svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" class="shrink-0 size-20">',
    `<polygon fill="var(--mr-maple)" points="${LEFT_HALF}"></polygon>`,
    `<polygon fill="var(--mr-accent)" points="${RIGHT_HALF}"></polygon>`,
    `<path d="${RUPEE}" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"></path>`,
    '</svg></div>',
    // The wordmark and the tagline are one paragraph, the page's largest text: the screen behind the
    // splash cannot show before it lifts, so a larger text there would make that late paint the page's
    // Largest Contentful Paint (docs/decisions/044-the-splash-is-the-largest-paint.md; e2e/largest-paint.spec.ts).
    `<p class="mt-6 text-center animate-splash-word"><span class="text-4xl font-bold tracking-tight">${escapeHtml(maple)}<span class="text-primary">${escapeHtml(rupee)}</span></span><br>`,
    `<span id="splash-tagline" class="text-base leading-10 text-fg-muted"${translated}>${escapeHtml(texts.tagline)}</span></p>`,
    '</div>',
    // Laid out (so its fonts are asked for), never seen: visibility hidden, not display none. In Hindi
    // /boot.js adds a Devanagari letter to each: the screens' Devanagari is set in another font.
    `<div id="${SPLASH_FONTS_ID}" aria-hidden="true" class="invisible absolute">${FIRST_SCREENS_FONTS.map((classes) => `<span class="${classes}">a</span>`).join('')}</div>`,
    '</div>',
  ].join('');
}
