import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { SUPPORTED_LOCALES, type Locale } from '../domain/locale';
import frMessages from '../domain/texts/fr-CA/messages';
import hiMessages from '../domain/texts/hi-IN/messages';
import { api, newUser, RECIPIENT } from './support/app';

/**
 * The splash's name and tagline are the largest paint of the first screens (docs/decisions/044-the-splash-is-the-largest-paint.md).
 * The send screen appears only when the splash lifts, 2.5 s after the start (docs/product.md § Splash), so
 * a text on it larger than the splash's makes that late paint the page's Largest Contentful Paint: the
 * send screen's Lighthouse score fell from ~100 to ~65 when a two-line amount hint did so. Checked in every
 * language, signed out and signed in, on a tall phone (the most on screen) at two widths: where a text
 * wraps decides its block's size, and the narrowest is not always the largest.
 *
 * The same screens check that the splash lays out every font they use, so that Chromium's questions about
 * fonts are asked before the first paint, not while the screen is revealed
 * (docs/decisions/046-the-splash-warms-the-first-screens-fonts.md).
 */
const PHONE_WIDTHS = [412, 360] as const; // Lighthouse's phone, and the narrowest
const PHONE_HEIGHT = 915;
test.use({ viewport: { width: PHONE_WIDTHS[0], height: PHONE_HEIGHT } });

interface Paint {
  size: number;
  inSplash: boolean;
  element: string;
}

/** Every largest-contentful-paint candidate, described when reported (the splash is removed later). */
async function recordLargestPaints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const paints: Paint[] = [];
    (window as unknown as { largestPaints: Paint[] }).largestPaints = paints;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { size: number; element: Element | null })[]) {
        const element = entry.element;
        paints.push({
          size: entry.size,
          inSplash: Boolean(element?.closest('#splash')),
          element: element ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.textContent ?? '').slice(0, 80)}"` : '(gone)',
        });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/**
 * A front for this worker's server that sends the first page in two parts, `gapMs` apart, cut inside
 * the splash's paragraph (between the name and the tagline), as a slow network may deliver it; every
 * other request is passed through.
 */
async function pageInTwoParts(baseURL: string, gapMs: number): Promise<{ url: string; close: () => Promise<void> }> {
  const page = await (await fetch(`${baseURL}/`)).text();
  const cut = page.indexOf('<br>', page.indexOf('id="splash"')) + '<br>'.length;
  expect(cut, 'the splash paragraph has a line break').toBeGreaterThan('<br>'.length);
  const front = http.createServer((request, response) => {
    if (request.url === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.write(page.slice(0, cut));
      setTimeout(() => response.end(page.slice(cut)), gapMs);
      return;
    }
    const upstream = http.request(new URL(request.url ?? '/', baseURL), { method: request.method, headers: { ...request.headers, host: new URL(baseURL).host } }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(front.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((resolve) => front.close(() => resolve())),
  };
}

/** After the screen's first frames: the page's Largest Contentful Paint is the last candidate. */
async function expectSplashLargest(page: Page, screen: string): Promise<void> {
  await expect(page.getByTestId('splash')).toHaveCount(0);
  const paints = await page.evaluate(
    () =>
      new Promise<Paint[]>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve((window as unknown as { largestPaints: Paint[] }).largestPaints))),
      ),
  );
  const largest = paints.at(-1);
  expect(largest, `${screen}: no largest-contentful-paint entry`).toBeDefined();
  expect(largest!.inSplash, `${screen}: ${largest!.element} (${largest!.size} px²) is larger than the splash's name and tagline (${paints.find((paint) => paint.inSplash)?.size} px²)`).toBe(true);
}

/** The font (size, weight, style, family) of every text laid out inside `selector`, hidden or not. */
async function fontsIn(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluate((scope) => {
    const fonts = new Set<string>();
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      // checkVisibility() is false only for what is not laid out (display: none), which asks for no font.
      if (!element || !node.textContent?.trim() || !element.checkVisibility()) continue;
      const style = getComputedStyle(element);
      fonts.add(`${style.fontSize} ${style.fontWeight} ${style.fontStyle} ${style.fontFamily}`);
    }
    return [...fonts].sort();
  });
}

/** Opens / and answers the fonts its splash lays out. */
async function openWithSplashFonts(page: Page): Promise<string[]> {
  await page.goto('/');
  await expect(page.getByTestId('splash')).toBeVisible();
  return fontsIn(page, '#splash');
}

async function expectFontsWarmedBySplash(page: Page, splashFonts: string[], screen: string): Promise<void> {
  const missing = (await fontsIn(page, '#root')).filter((font) => !splashFonts.includes(font));
  expect(missing, `${screen} uses fonts the splash does not lay out: add them to FIRST_SCREENS_FONTS in web/src/app/splash-markup.ts`).toEqual([]);
}

for (const locale of SUPPORTED_LOCALES) {
  test.describe(locale, () => {
    test.use({ locale });

    test(`the splash stays the largest paint of the sign-in and send screens (${locale})`, async ({ page }) => {
      await recordLargestPaints(page);
      const splashFonts = await openWithSplashFonts(page);
      // Hindi screens are set in a Devanagari font beside the Latin one: in Hindi the splash lays out
      // each size and weight in both (a layout of 41–43 ms at the send screen's reveal, 19–27 after).
      const warmed = await page.locator('#splash-fonts > span').allTextContents();
      expect(warmed.length).toBeGreaterThan(0);
      for (const text of warmed) expect(/\p{Script=Devanagari}/u.test(text), text).toBe(locale === 'hi-IN');
      await expect(page.getByRole('tab').first()).toBeVisible({ timeout: 15_000 });
      await expectSplashLargest(page, 'sign-in');
      await expectFontsWarmedBySplash(page, splashFonts, 'sign-in');

      await api(page, 'POST', '/api/auth/signup', { ...newUser('Anais'), country: 'Canada', locale });
      // With a saved recipient the picker shows it with its bank on a second line.
      await api(page, 'POST', '/api/recipients', RECIPIENT);
      for (const width of PHONE_WIDTHS) {
        await page.setViewportSize({ width, height: PHONE_HEIGHT });
        const fonts = await openWithSplashFonts(page);
        await expect(page.locator('#send-amount')).toBeVisible({ timeout: 15_000 });
        await expectSplashLargest(page, `send at ${width} px`);
        await expectFontsWarmedBySplash(page, fonts, `send at ${width} px`);
      }
    });
  });
}

// Chromium measures a text block once, when it is first painted: a page drawn between its two parts
// showed the name alone (242 × 41 px), and a text of the screen beneath became the largest paint at
// the reveal (Lighthouse 83; docs/decisions/052-the-first-frame-is-the-whole-splash.md).
test('the splash is first painted whole, name and tagline, even when the page arrives in two parts', async ({ page, baseURL }) => {
  await recordLargestPaints(page);
  const front = await pageInTwoParts(baseURL!, 600);
  try {
    await page.goto(front.url);
    const paragraph = page.getByTestId('splash').locator('p');
    await expect(paragraph).toBeVisible();
    const whole = await paragraph.evaluate((element) => {
      const { width, height } = element.getBoundingClientRect();
      return width * height;
    });
    await expect(page.getByTestId('splash')).toHaveCount(0, { timeout: 15_000 });
    const splashPaint = (await page.evaluate(() => (window as unknown as { largestPaints: Paint[] }).largestPaints)).find((paint) => paint.inSplash);
    expect(splashPaint, 'the splash was painted').toBeDefined();
    // Its two lines, not the name alone (about half of it).
    expect(splashPaint!.size, `${splashPaint!.element}: painted ${splashPaint!.size} px² of its ${Math.round(whole)}`).toBeGreaterThan(0.8 * whole);
  } finally {
    await front.close();
  }
});

// /boot.js puts the visitor's language on the page and the splash's tagline in it; the first frame
// waits for it, so nobody sees the splash in English (index.html's language) first, and the text is
// laid out once, in its language and fonts (docs/decisions/052-the-first-frame-is-the-whole-splash.md).
// Held back here, as a slow network would.
const TAGLINES = { 'fr-CA': frMessages.texts.tagline, 'hi-IN': hiMessages.texts.tagline } satisfies Record<Exclude<Locale, 'en-CA'>, string>;
for (const [locale, tagline] of Object.entries(TAGLINES)) {
  test.describe(`${locale}, /boot.js late`, () => {
    test.use({ locale });
    test(`the first frame shows the splash in the visitor's language, even when /boot.js comes late (${locale})`, async ({ page }) => {
      await page.route('**/boot.js', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 600));
        await route.continue();
      });
      // Run before the page's own scripts: the callback comes with the first frame the page draws.
      await page.addInitScript(() => {
        requestAnimationFrame(() => {
          (window as unknown as { firstFrame: unknown }).firstFrame = { lang: document.documentElement.lang, tagline: document.getElementById('splash-tagline')?.textContent };
        });
      });
      await page.goto('/');
      const firstFrame = await (await page.waitForFunction(() => (window as unknown as { firstFrame?: unknown }).firstFrame)).jsonValue();
      expect(firstFrame).toEqual({ lang: locale, tagline });
    });
  });
}
