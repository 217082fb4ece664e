import { expect, test, type Page } from '@playwright/test';
import { api, goToTab, RECIPIENT, signUpNewCustomer } from '../support/app';
import { addPastRate } from '../support/db';
import { dismissToasts, lightAndDarkShots, withoutInstallBanner } from '../support/shots';

/**
 * Issue 20 parts 6 and 7 at 390×844, light and dark: the add-recipient dialog with a known and an
 * unknown IFSC, the send screen's rate chart (English, French, Hindi), Profile with its Rate alerts
 * row, and the Rate alerts screen (empty, with alerts, a refused target; French and Hindi).
 */

test.beforeEach(async ({ page }) => {
  await withoutInstallBanner(page);
});

/** Scrolls down to the chart (it loads once scrolled to) and waits for it. */
async function toChart(page: Page) {
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.locator('figure figcaption')).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

async function inLanguage(page: Page, locale: 'fr-CA' | 'hi-IN', path: string) {
  await api(page, 'PATCH', '/api/profile', { locale });
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

test('IFSC autofill in the add-recipient dialog', async ({ page }) => {
  await signUpNewCustomer(page, 'Asha');
  await dismissToasts(page);
  await goToTab(page, 'Recipients');
  await page.getByRole('button', { name: 'Add New Recipient' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add New Recipient' });
  await dialog.getByLabel('Full Name').fill(RECIPIENT.name);
  await dialog.getByLabel('Account Number').fill(RECIPIENT.accountNumber);
  await dialog.getByLabel('IFSC Code').fill('HDFC0CAACOB');
  await expect(dialog.getByLabel('Bank Name')).toHaveValue('Akhand Anand Co.op Bank');
  await lightAndDarkShots(page, 'ifsc-known');
  await dialog.getByLabel('IFSC Code').fill('SBIN0999999');
  await expect(dialog.getByText('We could not find this IFSC code. Check it, or type the bank name yourself.')).toBeVisible();
  await lightAndDarkShots(page, 'ifsc-unknown');
});

test('the send screen’s rate chart, in three languages', async ({ page }) => {
  for (const [rate, days] of [['61.8', 80], ['62.4', 62], ['63.6', 45], ['64.1', 30], ['62.9', 12], ['63.35', 5]] as const) await addPastRate(rate, days);
  await signUpNewCustomer(page, 'Asha');
  await dismissToasts(page);
  await toChart(page);
  await lightAndDarkShots(page, 'send-rate-chart');
  await inLanguage(page, 'fr-CA', '/');
  await toChart(page);
  await lightAndDarkShots(page, 'send-rate-chart-fr');
  await inLanguage(page, 'hi-IN', '/');
  await toChart(page);
  await lightAndDarkShots(page, 'send-rate-chart-hi');
});

test('Profile → Rate alerts, in three languages', async ({ page }) => {
  await signUpNewCustomer(page, 'Asha');
  await dismissToasts(page);
  await goToTab(page, 'Profile');
  await lightAndDarkShots(page, 'profile-with-rate-alerts', { fullPage: true });
  await page.getByRole('link', { name: 'Rate alerts' }).click();
  await expect(page.getByText('No alerts yet.')).toBeVisible();
  await lightAndDarkShots(page, 'rate-alerts-empty');

  const target = page.getByLabel('Tell me when 1 CAD is at least');
  await target.fill('62');
  await page.getByRole('button', { name: 'Set alert' }).click();
  await expect(page.getByText('1 CAD is already 63.00 INR, at or above this target. Choose a higher rate.').first()).toBeVisible();
  await dismissToasts(page);
  await lightAndDarkShots(page, 'rate-alerts-refused');

  for (const rate of ['64.5', '65.25', '66']) {
    await target.fill(rate);
    await page.getByRole('button', { name: 'Set alert' }).click();
    await expect(page.getByText(`1 CAD ≥ ${Number(rate).toFixed(2)} INR`, { exact: true })).toBeVisible();
  }
  await dismissToasts(page);
  await lightAndDarkShots(page, 'rate-alerts', { fullPage: true });
  await inLanguage(page, 'fr-CA', '/profile/rate-alerts');
  await expect(page.getByText('1 CAD ≥ 65,25 INR', { exact: true })).toBeVisible();
  await lightAndDarkShots(page, 'rate-alerts-fr', { fullPage: true });
  await inLanguage(page, 'hi-IN', '/profile/rate-alerts');
  await expect(page.getByText('1 CAD ≥ 65.25 INR', { exact: true })).toBeVisible();
  await lightAndDarkShots(page, 'rate-alerts-hi', { fullPage: true });
});
