import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { expectGreeting, expectToast, goToTab, openApp, signIn, signUpNewCustomer } from './support/app';
import { verificationToken, waitForMail } from './support/outbox';

/**
 * Issue 18, as a customer tries it: verify the email from the mail, see two sessions and end one,
 * change the password.
 */

test('verify the email from the mailed link: the banner goes, and it asks until then', async ({ page }) => {
  const user = await signUpNewCustomer(page, 'Ishani');
  const banner = page.getByRole('complementary', { name: 'Verify your email' });
  await expect(banner).toContainText('Please verify your email');
  await expectAccessible(page, 'send screen with the verify-email banner');

  // Identity verification says to verify the email first.
  await page.goto('/profile/verify');
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Verify your email first')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send for verification' })).toHaveCount(0);

  // Ask for a new link from the banner, then open it (the sign-up's link is void from then on).
  const signUpToken = await verificationToken(user.email);
  await banner.getByRole('button', { name: 'Send a new link' }).click();
  await expectToast(page, 'We sent a new link to your email.');
  const token = await verificationToken(user.email, signUpToken);
  await page.goto(`/verify-email?token=${token}`);
  await expect(page.getByText('Your email is verified.')).toBeVisible({ timeout: 15_000 });
  // Signed in, the page is in the app's frame: the navigation is there, and the banner goes at once.
  await expect(page.getByRole('navigation', { name: /main/i })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await expectAccessible(page, 'email verified');
  await page.getByRole('link', { name: 'Continue' }).click();
  await expectGreeting(page, 'Ishani');
  await expect(banner).toHaveCount(0);

  // The same link again is refused, with the way forward.
  await page.goto(`/verify-email?token=${token}`);
  await expect(page.getByText('This verification link is invalid, used or expired.')).toBeVisible({ timeout: 15_000 });
});

test('see two browsers, sign the other out, then change the password', async ({ page, browser, baseURL }) => {
  // Two browsers, four sign-ins and a password change (argon2): past 60 s on a loaded machine.
  test.slow();
  const user = await signUpNewCustomer(page, 'Kabir');

  // A second browser (its own cookies) signs in to the same account.
  const other = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const otherPage = await other.newPage();
  await openApp(otherPage);
  await signIn(otherPage, user.email, user.password);
  await expectGreeting(otherPage, 'Kabir');

  await goToTab(page, 'Profile');
  await page.getByRole('link', { name: 'Security' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
  const sessions = page.getByTestId('session');
  await expect(sessions).toHaveCount(2);
  await expect(sessions.filter({ hasText: 'This device' })).toHaveCount(1);
  await expectAccessible(page, 'security screen');

  // Sign the other browser out: it is sent to the sign-in screen on its next call.
  await sessions.filter({ hasNotText: 'This device' }).getByRole('button', { name: /^Sign out/ }).click();
  await expectToast(page, 'Signed out of that session');
  await expect(sessions).toHaveCount(1);
  await expect(page.getByText('You are signed in only on this device.')).toBeVisible();
  await otherPage.reload();
  await expect(otherPage.getByRole('tab', { name: 'Sign In' })).toBeVisible({ timeout: 15_000 });

  // Sign it in again, then "Sign out everywhere else".
  await signIn(otherPage, user.email, user.password);
  await expectGreeting(otherPage, 'Kabir');
  await page.reload();
  await expect(sessions).toHaveCount(2, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expectToast(page, 'Signed out of 1 other session');
  await expect(sessions).toHaveCount(1);

  // Change password: a wrong current one is said under the field.
  const form = page.getByRole('region', { name: 'Change password' });
  await form.getByLabel('Current password').fill('not my password');
  await form.getByLabel('New password', { exact: true }).fill('a-new-maple-secret');
  await form.getByLabel('Confirm new password').fill('a-new-maple-secret');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Your current password is not right')).toBeVisible();
  await expectAccessible(page, 'change password with an error');
  await form.getByLabel('Current password').fill(user.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expectToast(page, 'Your password was changed. Your other sessions were signed out.');
  await expect(form.getByLabel('Current password')).toHaveValue('');
  const mail = await waitForMail(user.email, 10_000, 'password was changed');
  expect(mail.subject).toBe('Your MapleRupee password was changed');

  // This browser stays signed in; the new password is the one that works.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible({ timeout: 15_000 });
  await otherPage.reload();
  await expect(otherPage.getByRole('tab', { name: 'Sign In' })).toBeVisible({ timeout: 15_000 });
  await signIn(otherPage, user.email, 'a-new-maple-secret');
  await expectGreeting(otherPage, 'Kabir');
  await other.close();
});

test('signing this browser out from the list ends the session here too', async ({ page }) => {
  await signUpNewCustomer(page, 'Leela');
  await page.goto('/profile/security');
  const sessions = page.getByTestId('session');
  await expect(sessions).toHaveCount(1, { timeout: 15_000 });
  await sessions.getByRole('button', { name: /^Sign out/ }).click();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible({ timeout: 15_000 });
});
