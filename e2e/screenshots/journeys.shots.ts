import { expect, test, type Page } from '@playwright/test';
import type { Locale } from '../../domain/locale';
import enScreens from '../../domain/texts/en-CA/screen-messages';
import frScreens from '../../domain/texts/fr-CA/screen-messages';
import hiScreens from '../../domain/texts/hi-IN/screen-messages';
import enCompliance from '../../domain/texts/en-CA/compliance-texts';
import frCompliance from '../../domain/texts/fr-CA/compliance-texts';
import hiCompliance from '../../domain/texts/hi-IN/compliance-texts';
import { expectAccessible } from '../support/a11y';
import { expectNothingClipped } from '../support/clipped';
import { newUser, onScreen, RECIPIENT } from '../support/app';
import { lightAndDarkShots, withoutInstallBanner } from '../support/shots';

/**
 * `npm run screenshots`, issue 34: the customer's journey in English, French and Hindi, light and
 * dark, at 390×844 — step 1 with the whole money story, step 2, the "Just sent" card, a History
 * card, a Recipients card with Send, Security's sessions and the Limits screen. Each is checked with
 * axe and for clipped labels before it is pictured.
 */

const SCREENS = { 'en-CA': enScreens.screenTexts, 'fr-CA': frScreens.screenTexts, 'hi-IN': hiScreens.screenTexts } as const;
const COMPLIANCE = { 'en-CA': enCompliance, 'fr-CA': frCompliance, 'hi-IN': hiCompliance } as const;

async function look(page: Page, name: string): Promise<void> {
  await expectAccessible(page, name);
  await expectNothingClipped(page, name);
  await lightAndDarkShots(page, name, { fullPage: true });
}

for (const locale of ['en-CA', 'fr-CA', 'hi-IN'] as const satisfies readonly Locale[]) {
  test.describe(locale, () => {
    test.use({ locale });

    test(`the send journey in ${locale}: money story, payment, just sent, history, recipients, security, limits`, async ({ page }) => {
      const t = SCREENS[locale];
      const suffix = locale.slice(0, 2);
      await withoutInstallBanner(page);
      await page.goto('/');
      await expect(page.locator('input[type="email"]').first()).toBeVisible({ timeout: 15_000 });
      const origin = new URL(page.url()).origin;
      const signUp = await page.request.post('/api/auth/signup', {
        data: { ...newUser('Arjun'), country: 'Canada', locale },
        headers: { origin },
      });
      expect(signUp.ok()).toBe(true);
      expect((await page.request.post('/api/recipients', { data: RECIPIENT, headers: { origin } })).ok()).toBe(true);
      await page.goto('/');

      // Step 1: the only recipient chosen, the fee, total and arrival, the rounding said.
      await expect(page.getByTestId('money-arrival')).toBeVisible();
      await expect(page.getByTestId('chosen-recipient')).toBeVisible();
      await page.locator('#send-amount').fill('750');
      await look(page, `journey-send-step1-${suffix}`);

      await page.getByRole('button', { name: t.sendMoney }).click();
      await expect(page.getByRole('heading', { level: 2, name: onScreen(t.paymentStepTitle) })).toBeVisible();
      await look(page, `journey-send-step2-${suffix}`);

      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: onScreen(t.confirmPayment) }).click();
      const justSent = page.getByRole('region', { name: t.justSent });
      await expect(justSent).toBeVisible();
      await justSent.getByRole('button', { name: onScreen(t.showPaymentDetails) }).click();
      await look(page, `journey-just-sent-${suffix}`);

      await page.goto('/history');
      await expect(page.getByText(t.recipientGets, { exact: true }).first()).toBeVisible();
      await look(page, `journey-history-${suffix}`);

      await page.goto('/recipients');
      await expect(page.getByRole('link', { name: t.sendToRecipientLabel(RECIPIENT.name) })).toBeVisible();
      await look(page, `journey-recipients-${suffix}`);

      await page.goto('/profile/security');
      await expect(page.getByTestId('session').first()).toBeVisible();
      await look(page, `journey-security-${suffix}`);

      await page.goto('/profile/limits');
      await expect(page.getByText(COMPLIANCE[locale].complianceTexts.perTransfer, { exact: true })).toBeVisible();
      await look(page, `journey-limits-${suffix}`);
    });
  });
}
