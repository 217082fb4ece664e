import { expect, test, type Page } from '@playwright/test';
import { SUPPORTED_LOCALES } from '../domain/locale';
import { api, newUser, RECIPIENT } from './support/app';

/**
 * The splash's name and tagline are the largest paint of the first screens (docs/decisions/044-the-splash-is-the-largest-paint.md).
 * The send screen appears only when the splash lifts, 2.5 s after the start (docs/product.md § Splash), so
 * a text on it larger than the splash's makes that late paint the page's Largest Contentful Paint: the
 * send screen's Lighthouse score fell from ~100 to ~65 when a two-line amount hint did so. Checked in every
 * language, signed out and signed in, on a tall phone (the most on screen) at two widths: where a text
 * wraps decides its block's size, and the narrowest is not always the largest.
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

for (const locale of SUPPORTED_LOCALES) {
  test.describe(locale, () => {
    test.use({ locale });

    test(`the splash stays the largest paint of the sign-in and send screens (${locale})`, async ({ page }) => {
      await recordLargestPaints(page);
      await page.goto('/');
      await expect(page.getByRole('tab').first()).toBeVisible({ timeout: 15_000 });
      await expectSplashLargest(page, 'sign-in');

      await api(page, 'POST', '/api/auth/signup', { ...newUser('Anais'), country: 'Canada', locale });
      // With a saved recipient the picker shows it with its bank on a second line.
      await api(page, 'POST', '/api/recipients', RECIPIENT);
      for (const width of PHONE_WIDTHS) {
        await page.setViewportSize({ width, height: PHONE_HEIGHT });
        await page.goto('/');
        await expect(page.locator('#send-amount')).toBeVisible({ timeout: 15_000 });
        await expectSplashLargest(page, `send at ${width} px`);
      }
    });
  });
}
