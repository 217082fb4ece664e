import { expect, type Page } from '@playwright/test';

/**
 * No button, link or tab whose label runs past its own edges, and no page wider than the screen:
 * French and Hindi labels are longer than English ones, and a label cut off at the screen's edge is
 * a button nobody can read. Texts shortened on purpose (an ellipsis) are left alone.
 */
export async function expectNothingClipped(page: Page, label: string): Promise<void> {
  const clipped = await page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth + 1) found.push(`the page is ${document.documentElement.scrollWidth}px wide on a ${window.innerWidth}px screen`);
    for (const element of document.querySelectorAll<HTMLElement>('button, a, [role="tab"]')) {
      if (!element.offsetParent || getComputedStyle(element).textOverflow === 'ellipsis') continue;
      if (element.scrollWidth > element.clientWidth + 1) found.push(`"${element.textContent?.trim()}" needs ${element.scrollWidth}px in ${element.clientWidth}px`);
    }
    return found;
  });
  expect(clipped, `${label}: clipped labels`).toEqual([]);
}
