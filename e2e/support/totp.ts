import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expectAccessible } from './a11y';
import { expectGreeting, expectToast, goToTab, openApp, signIn, signUpNewCustomer } from './app';
import { dismissToasts, lightAndDarkShots } from './shots';

/** The code an authenticator app shows for `secret`, `offsetSteps` 30-second steps from now. */
export function totpCode(secret: string, offsetSteps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });
}

async function signOut(page: Page): Promise<void> {
  await goToTab(page, 'Profile');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
}

/**
 * Issue 18's authenticator app, as a customer meets it: Profile → Security, set up with
 * the QR code and key (the code computed from the secret the API returned), the 10 recovery codes
 * shown once; then sign-in asks for a code, and a recovery code works once in its place.
 * Screens are checked with axe, and pictured when PWA_SHOTS_DIR is set.
 */
export async function totpJourney(page: Page): Promise<void> {
  const user = await signUpNewCustomer(page, 'Meera');
  await dismissToasts(page);

  await openApp(page, '/profile/security');
  const section = page.getByRole('region', { name: 'Two-step sign-in' });
  await expect(section.getByText('Off', { exact: true })).toBeVisible();
  await expectAccessible(page, 'two-step: off');
  await lightAndDarkShots(page, 'totp-off');

  const started = page.waitForResponse((response) => response.url().endsWith('/api/auth/totp') && response.request().method() === 'POST');
  await section.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const { secret, otpauthUri } = (await (await started).json()) as { secret: string; otpauthUri: string };
  expect(otpauthUri).toContain(`secret=${secret}`);
  await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await expect(section.getByText(secret.match(/.{4}/g)!.join(' '))).toBeVisible();
  await expectAccessible(page, 'two-step: scan');
  await lightAndDarkShots(page, 'totp-enrol', { fullPage: true });

  const codeField = section.getByLabel('Then enter the 6-digit code the app shows');
  const wrong = ['000000', '111111'].find((candidate) => ![-1, 0, 1].some((offset) => totpCode(secret, offset) === candidate))!;
  await codeField.fill(wrong);
  await section.getByRole('button', { name: 'Turn on' }).click();
  await expect(section.getByText('That code is not right. Check your authenticator app and try again.')).toBeVisible();
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');

  await codeField.fill(totpCode(secret));
  await section.getByRole('button', { name: 'Turn on' }).click();
  await expectToast(page, 'Two-step sign-in is on');
  await expect(section.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
  const codes = await section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents();
  expect(codes).toHaveLength(10);
  await dismissToasts(page);
  await expectAccessible(page, 'two-step: recovery codes');
  await lightAndDarkShots(page, 'totp-recovery-codes', { fullPage: true });
  await section.getByRole('button', { name: 'I have saved them' }).click();
  await expect(section.getByText('On', { exact: true })).toBeVisible();
  await expect(section.getByText('10 of 10 recovery codes left')).toBeVisible();
  await lightAndDarkShots(page, 'totp-on');

  // Sign-in now asks for a code after the password.
  await signOut(page);
  await signIn(page, user.email, user.password);
  const codeInput = page.getByLabel('Enter the 6-digit code from your authenticator app');
  await expect(codeInput).toBeFocused();
  await dismissToasts(page);
  await expectAccessible(page, 'sign-in: second step');
  await lightAndDarkShots(page, 'signin-second-step');
  await codeInput.fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not right. Check your authenticator app and try again.')).toBeVisible();
  // The step after the one that confirmed the app: each step's code works once.
  await codeInput.fill(totpCode(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectToast(page, 'Welcome back!');
  await expectGreeting(page, 'Meera');

  // A recovery code instead of the app, once.
  await signOut(page);
  await signIn(page, user.email, user.password);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  const recoveryInput = page.getByLabel('Enter one of your recovery codes');
  await expect(recoveryInput).toBeFocused();
  await dismissToasts(page);
  await expectAccessible(page, 'sign-in: recovery code');
  await lightAndDarkShots(page, 'signin-recovery-code');
  await recoveryInput.fill(codes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectGreeting(page, 'Meera');

  await signOut(page);
  await signIn(page, user.email, user.password);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Enter one of your recovery codes').fill(codes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not right. Check your authenticator app and try again.')).toBeVisible();
  // "Back to sign in" ends the waiting sign-in: the password form returns.
  await page.getByRole('button', { name: 'Back to sign in' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await signIn(page, user.email, user.password);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Enter one of your recovery codes').fill(codes[1]!.toUpperCase());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectGreeting(page, 'Meera');
  await openApp(page, '/profile/security');
  await expect(page.getByText('8 of 10 recovery codes left')).toBeVisible();
}
