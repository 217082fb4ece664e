import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const THEMES = ['light', 'dark'] as const;

/**
 * axe-core on the current page in both themes (issue #6: contrast AA in light and dark): no serious
 * or critical WCAG 2.x A/AA violations. The page is left in the theme and motion setting it was in.
 *
 * Contrast is measured on settled screens: with reduced motion (styles.css cuts every animation and
 * transition to 1 ms), so a toast that starts fading out while axe reads it is not measured half
 * transparent (CI once failed on that, a timing accident, not a colour).
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const { wasDark, reducedMotion } = await page.evaluate(() => ({
    wasDark: matchMedia('(prefers-color-scheme: dark)').matches,
    reducedMotion: matchMedia('(prefers-reduced-motion: reduce)').matches,
  }));
  try {
    for (const theme of THEMES) {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      // Colours fade between themes (transition-colors): measure contrast once they have settled.
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
      );
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      expect(serious, `${label} (${theme}): axe violations`).toEqual([]);
    }
  } finally {
    await page.emulateMedia({ colorScheme: wasDark ? 'dark' : 'light', reducedMotion: reducedMotion ? 'reduce' : 'no-preference' });
  }
}
