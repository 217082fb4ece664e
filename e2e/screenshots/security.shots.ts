import { expect, test } from '@playwright/test';
import { goToTab, openApp, signIn, signUpNewCustomer } from '../support/app';
import { reauthenticationJourney, resetRemovesFactorsJourney, turnOffAuthenticatorJourney } from '../support/reauthentication';
import { dismissToasts, lightAndDarkShots, withoutInstallBanner } from '../support/shots';

test.beforeEach(async ({ page }) => {
  await withoutInstallBanner(page);
});

test('Profile → Security: the verify-email banner, sessions, change password', async ({ page, browser, baseURL }) => {
  const user = await signUpNewCustomer(page, 'Kabir');
  await dismissToasts(page);
  await lightAndDarkShots(page, 'security-verify-banner');

  const other = await browser.newContext({ baseURL, userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0' });
  const otherPage = await other.newPage();
  await openApp(otherPage);
  await signIn(otherPage, user.email, user.password);
  await other.close();

  await goToTab(page, 'Profile');
  await lightAndDarkShots(page, 'security-profile-row');
  await page.getByRole('link', { name: 'Security' }).click();
  await expect(page.getByTestId('session')).toHaveCount(2);
  await lightAndDarkShots(page, 'security-screen');
  await lightAndDarkShots(page, 'security-screen-full', { fullPage: true });
  const form = page.getByRole('region', { name: 'Change password' });
  await form.getByLabel('Current password').fill('wrong password');
  await form.getByLabel('New password', { exact: true }).fill('short');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Password must be at least 6 characters')).toBeVisible();
  await lightAndDarkShots(page, 'security-change-password-errors', { fullPage: true });
});

// Issue 32: "Confirm it is you" before a factor changes, "Turn off", the reset page's factors.
test('Profile → Security: "Confirm it is you" before a passkey is added or removed', async ({ page }) => {
  await reauthenticationJourney(page);
});

test('Profile → Security: "Turn off" the authenticator app, confirmed with a code', async ({ page }) => {
  await turnOffAuthenticatorJourney(page);
});

test('the reset page lists the passkeys and the authenticator app to remove', async ({ page }) => {
  await resetRemovesFactorsJourney(page);
});
