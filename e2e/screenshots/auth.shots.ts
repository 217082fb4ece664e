import { expect, test } from '@playwright/test';
import { newUser, openApp, signIn } from '../support/app';
import { dismissToasts, lightAndDarkShots, withoutInstallBanner } from '../support/shots';

/**
 * `npm run screenshots`: the signed-out screens at 390×844, light and dark — sign in (and a refused
 * sign-in), sign up (and its field errors), the Reset Password dialog, and the reset page from an
 * emailed link (its form, and the state of an invalid link).
 */

test.beforeEach(async ({ page }) => {
  await withoutInstallBanner(page);
});

test('sign in, a refused sign-in, and the Reset Password dialog', async ({ page }) => {
  await openApp(page);
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await lightAndDarkShots(page, 'sign-in');

  // Wrong password: the destructive toast over the form.
  await signIn(page, 'nobody@example.com', 'not-the-password');
  await expect(page.locator('li[data-state="open"][data-variant="destructive"]')).toBeVisible();
  await lightAndDarkShots(page, 'sign-in-failed');
  await dismissToasts(page);

  await page.getByRole('button', { name: 'Forgot Password' }).click();
  await expect(page.getByRole('dialog', { name: 'Reset Password' })).toBeVisible();
  await lightAndDarkShots(page, 'forgot-password');
});

test('sign up, empty and with the schema’s messages under the fields', async ({ page }) => {
  await openApp(page);
  await page.getByRole('tab', { name: 'Sign Up' }).tap();
  await expect(page.getByLabel('Country')).toBeVisible();
  await lightAndDarkShots(page, 'sign-up');

  await page.getByLabel('First Name').fill('A');
  await page.getByLabel('Last Name').fill('P');
  await page.getByLabel('Email').fill('asha@example');
  await page.getByLabel('Password', { exact: true }).fill('maple-secret-1');
  await page.getByLabel('Country').selectOption({ label: 'Canada' });
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('First name must be at least 2 characters')).toBeVisible();
  await lightAndDarkShots(page, 'sign-up-errors');
});

test('the reset page: its form, then what an invalid link shows', async ({ page }) => {
  await page.goto('/reset-password?token=not-a-real-token');
  const heading = page.getByRole('heading', { level: 1, name: 'Reset Password' });
  await expect(heading).toBeVisible({ timeout: 15_000 });
  await lightAndDarkShots(page, 'reset-password');

  const password = newUser().password;
  await page.getByLabel('New Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm New Password').fill(password);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /invalid or has expired/ })).toBeVisible();
  await lightAndDarkShots(page, 'reset-password-invalid');
});
