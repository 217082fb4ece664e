import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * Light and dark screenshots for a person to look at, only when PWA_SHOTS_DIR is set (they are not
 * compared with anything: the assertions are the test's own).
 */
export async function lightAndDarkShots(page: Page, name: string): Promise<void> {
  const dir = process.env.PWA_SHOTS_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    // Transitions finished: a colour change still under way would show a half-switched scheme.
    await page.screenshot({ path: path.join(dir, `${name}-${colorScheme}.png`), animations: 'disabled' });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}
