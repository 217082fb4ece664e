import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

export interface ShotOptions {
  /** The whole scrolled page rather than the viewport (screens taller than the phone). */
  fullPage?: boolean;
}

/**
 * Light and dark screenshots for a person to look at, only when PWA_SHOTS_DIR is set (they are not
 * compared with anything: the assertions are the test's own). Finite animations (a dialog popping
 * in, a step sliding) and web fonts are waited for first.
 */
export async function lightAndDarkShots(page: Page, name: string, options: ShotOptions = {}): Promise<void> {
  const dir = process.env.PWA_SHOTS_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  // A full page is taken with a viewport as tall as the page, so the bottom navigation (fixed) sits
  // at its bottom, as on a phone scrolled to the end, rather than across the middle.
  const viewport = page.viewportSize();
  if (options.fullPage && viewport) {
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width: viewport.width, height: Math.max(height, viewport.height) });
  }
  try {
    await settle(page);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      // Transitions finished: a colour change still under way would show a half-switched scheme.
      await page.screenshot({ path: path.join(dir, `${name}-${colorScheme}.png`), animations: 'disabled' });
    }
  } finally {
    await page.emulateMedia({ colorScheme: 'light' });
    if (options.fullPage && viewport) await page.setViewportSize(viewport);
  }
}

/** Every finite animation on the page has finished, and the fonts are in. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
}

/** Closes the open toast (e.g. "Account created!"), so it does not cover the screen being pictured. */
export async function dismissToasts(page: Page): Promise<void> {
  const open = page.locator('li[data-state="open"]');
  for (const toast of await open.all()) await toast.getByRole('button', { name: 'Close' }).click();
  await expect(open).toHaveCount(0);
}

/** The install banner has pictures of its own (pwa.spec.ts): the other screens are pictured without it. */
export async function withoutInstallBanner(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('pwa-banner-dismissed', 'true'));
}
