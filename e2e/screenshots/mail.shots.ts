import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SUPPORTED_LOCALES } from '../../domain/locale';
import { LOGO_CID, logoPng } from '../../server/src/mail/logo';
import { everyMail, MAIL_KINDS, ORDINARY_VALUES } from '../../server/test/mail-samples';
import { expectAccessible } from '../support/a11y';
import { expectNothingClipped } from '../support/clipped';

/**
 * `npm run screenshots`: the HTML part of every kind of mail (server/src/mail/layout.ts) as Chromium
 * draws it, in English, French and Hindi, light and dark (prefers-color-scheme, as Apple Mail and
 * iOS Mail follow it), on a phone (390 px) and in a wide reading pane (640 px), saved as
 * `mail-<kind>-<locale>-<width>-<scheme>.png`. The logo is put in place of its Content-ID, as a mail
 * client shows the related part. Each mail is also held to what the screens are: nothing wider than
 * the screen, no clipped button, and axe's WCAG AA (contrast included) in both schemes.
 */

const WIDTHS = [390, 640] as const;

for (const locale of SUPPORTED_LOCALES) {
  const mails = everyMail(ORDINARY_VALUES, locale);
  for (const kind of MAIL_KINDS) {
    test(`mail ${kind} in ${locale}`, async ({ page }) => {
      const logo = `data:image/png;base64,${(await logoPng()).toString('base64')}`;
      const html = (mails[kind].html ?? '').replaceAll(`cid:${LOGO_CID}`, logo);
      const dir = process.env.PWA_SHOTS_DIR;
      if (dir) await mkdir(dir, { recursive: true });
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 480 });
        await page.setContent(html);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await page.evaluate(() => document.fonts.ready);
        await expectNothingClipped(page, `${kind} ${locale} at ${width}px`);
        if (width === WIDTHS[0]) await expectAccessible(page, `${kind} ${locale}`);
        for (const colorScheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme });
          if (dir) await page.screenshot({ path: path.join(dir, `mail-${kind}-${locale}-${width}-${colorScheme}.png`), fullPage: true });
        }
        await page.emulateMedia({ colorScheme: 'light' });
      }
    });
  }
}
