import { expect, test, type Page } from '@playwright/test';
import type { Recipient } from '../../domain/schemas/recipient';
import { api, expectToast, goToTab, manage, openApp, RECIPIENT, sendTransfer, signIn, signUpNewCustomer, type TestUser } from '../support/app';
import { enrolAuthenticator, enterSecondFactor, type Authenticator } from '../support/operator';
import { dismissToasts, lightAndDarkShots, withoutInstallBanner } from '../support/shots';

/**
 * `npm run screenshots`: cancelling a transfer (issue 20) — History with a cancelled transfer, a
 * pending transfer's details page with its Cancel and the confirmation (English, French, Hindi), and
 * the admin desk's five count cards and Cancelled filter on a phone and at a desk.
 */

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page }) => {
  await withoutInstallBanner(page);
});

let admin: TestUser;
let authenticator: Authenticator;

/** The transfer's details page, where Cancel is, then its question. */
async function openCancel(page: Page, reference: string, shot?: string): Promise<void> {
  await page.goto(`/history/${reference}`);
  const cancel = page.getByRole('button', { name: new RegExp(reference) });
  await expect(cancel).toBeVisible({ timeout: 15_000 });
  if (shot) await lightAndDarkShots(page, shot, { fullPage: true });
  await cancel.click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
}

test('History on a phone: Cancel, the question in three languages, a cancelled transfer', async ({ page }) => {
  await signUpNewCustomer(page, 'Farah');
  const priya = await api<Recipient>(page, 'POST', '/api/recipients', RECIPIENT);
  const cancelled = await sendTransfer(page, priya.id, '80.40');
  const pending = await sendTransfer(page, priya.id, '450.00');
  await api(page, 'POST', `/api/transfers/${cancelled.referenceCode}/cancel`);
  await goToTab(page, 'History');
  await expect(page.getByRole('region', { name: `Reference ${cancelled.referenceCode}` })).toContainText('Cancelled');
  await lightAndDarkShots(page, 'cancel-history');
  await lightAndDarkShots(page, 'cancel-history-full', { fullPage: true });

  await openCancel(page, pending.referenceCode, 'cancel-details');
  await lightAndDarkShots(page, 'cancel-question');
  await page.getByRole('button', { name: 'Keep transfer' }).click();

  for (const [locale, name] of [['fr-CA', 'fr'], ['hi-IN', 'hi']] as const) {
    await api(page, 'PATCH', '/api/profile', { locale });
    await page.goto('/history');
    await expect(page.getByRole('region', { name: new RegExp(cancelled.referenceCode) })).toBeVisible({ timeout: 15_000 });
    await lightAndDarkShots(page, `cancel-history-${name}`);
    await openCancel(page, pending.referenceCode, `cancel-details-${name}`);
    await lightAndDarkShots(page, `cancel-question-${name}`);
    await page.keyboard.press('Escape');
  }
  await api(page, 'PATCH', '/api/profile', { locale: 'en-CA' });

  await openApp(page, '/history');
  await openCancel(page, pending.referenceCode);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel transfer' }).click();
  await expectToast(page, 'Transfer cancelled');
  await lightAndDarkShots(page, 'cancel-done', { fullPage: true });
  await dismissToasts(page);
  await goToTab(page, 'History');
  await page.getByLabel('Status').selectOption({ label: 'Cancelled' });
  await expect(page.getByText('Showing 2 of 2 transfers')).toBeVisible();
  await lightAndDarkShots(page, 'cancel-history-filter');
  await api(page, 'POST', '/api/auth/logout');

  admin = await signUpNewCustomer(page, 'Devika');
  await manage('grant-admin', admin.email);
  authenticator = await enrolAuthenticator(page.request, new URL(page.url()).origin);
  await openApp(page);
  await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Admin' }).click();
  await expect(page.getByRole('region', { name: 'Transfer counts' }).getByRole('definition').first()).not.toHaveText('–');
  await lightAndDarkShots(page, 'cancel-admin-counts');
  await page.getByLabel('Status').selectOption({ label: 'Cancelled' });
  await expect(page.getByRole('article').first()).toContainText('Cancelled');
  await lightAndDarkShots(page, 'cancel-admin-filter-full', { fullPage: true });
});

test.describe('at a desk', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('the five count cards and the Cancelled filter', async ({ page }) => {
    await openApp(page);
    await signIn(page, admin.email, admin.password);
    await enterSecondFactor(page, authenticator);
    await dismissToasts(page);
    await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Admin' }).click();
    await expect(page.getByRole('region', { name: 'Transfer counts' }).getByRole('definition').first()).not.toHaveText('–');
    await lightAndDarkShots(page, 'cancel-admin-desk');
    await page.getByLabel('Status').selectOption({ label: 'Cancelled' });
    await expect(page.getByTestId('transfer-row').first()).toContainText('Cancelled');
    await lightAndDarkShots(page, 'cancel-admin-desk-filter');
  });
});
