import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

const THEMES = ['light', 'dark'] as const;
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe's serious and critical violations, described, once the page's animations and transitions have
 * finished and two frames were drawn.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  // Colours fade between themes (transition-colors): measure contrast once they have settled.
  await page.evaluate(async () => {
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
  });
  const violations = await page.evaluate(async (tags) => {
    const { axe: inPage } = window as unknown as { axe: typeof axe };
    // Only the violations are read: axe's documented performance option skips the unique selectors
    // of every passing node (axe.run 262 → 140 ms on the Profile screen, the same violations).
    const results = await inPage.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map(({ id, impact, nodes }) => ({ id, impact, nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })) }));
  }, WCAG_TAGS);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => `${node.target.join(' ')} (${node.failureSummary ?? ''})`).join(', ')}`);
}

/**
 * axe-core on the current page in both themes (issue #6: contrast AA in light and dark): no serious
 * or critical WCAG 2.x A/AA violations. The page is left in the theme and motion setting it was in.
 *
 * Contrast is measured on settled screens: with reduced motion (styles.css cuts every animation and
 * transition to 1 ms), so a toast that starts fading out while axe reads it is not measured half
 * transparent (CI once failed on that, a timing accident, not a colour).
 *
 * axe-core is evaluated in the page once per document and run there for each theme. @axe-core/playwright
 * evaluated its 550 KB source twice per run (the page, then a blank page it opened to merge the
 * frames' results — our pages have no frames): 1.7 s a run against 0.5 here, about a tenth of
 * the journeys' time over 106 checks (docs/development.md § Test speed).
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const { wasDark, reducedMotion, hasAxe } = await page.evaluate(() => ({
    wasDark: matchMedia('(prefers-color-scheme: dark)').matches,
    reducedMotion: matchMedia('(prefers-reduced-motion: reduce)').matches,
    hasAxe: 'axe' in window,
  }));
  if (!hasAxe) await page.evaluate(axe.source);
  try {
    for (const theme of THEMES) {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      let serious = await seriousViolations(page);
      // A colour read mid-change is not the screen's colour (under load the old theme's text was once
      // read on the new theme's background): a violation must still be there half a second later.
      if (serious.length) {
        await page.waitForTimeout(500);
        serious = await seriousViolations(page);
      }
      expect(serious, `${label} (${theme}): axe violations`).toEqual([]);
    }
  } finally {
    await page.emulateMedia({ colorScheme: wasDark ? 'dark' : 'light', reducedMotion: reducedMotion ? 'reduce' : 'no-preference' });
  }
}
