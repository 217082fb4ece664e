import { expect, type Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { expectGreeting, expectToast, goToTab, openApp, signUpNewCustomer } from './app';
import { dismissToasts, lightAndDarkShots } from './shots';

/**
 * Chromium's virtual authenticator (Chrome DevTools Protocol): a platform authenticator with
 * resident keys and user verification that always says yes, as a phone's fingerprint would.
 */
export async function addVirtualAuthenticator(page: Page): Promise<{ credentials(): Promise<unknown[]> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    async credentials() {
      return (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
    },
  };
}

async function signOut(page: Page): Promise<void> {
  await goToTab(page, 'Profile');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
}

/**
 * Issue 18's passkeys as a customer meets them: Profile → Security, add one with a name, rename it;
 * sign out, sign in with it alone (no email, no password); its last use shows; remove it with a
 * confirmation. Checked with axe, pictured when PWA_SHOTS_DIR is set.
 */
export async function passkeyJourney(page: Page): Promise<void> {
  const authenticator = await addVirtualAuthenticator(page);
  const user = await signUpNewCustomer(page, 'Kiran');
  await dismissToasts(page);

  await openApp(page, '/profile/security');
  const card = page.getByRole('region', { name: 'Passkeys' });
  await expect(card.getByText('No passkeys yet.')).toBeVisible();
  await card.getByLabel('Name for the new passkey').fill('My phone');
  await card.getByRole('button', { name: 'Add a passkey' }).click();
  await expectToast(page, 'Passkey added');
  const row = card.getByTestId('passkey');
  await expect(row).toHaveCount(1);
  await expect(row.getByText('My phone')).toBeVisible();
  await expect(row.getByText('Not used to sign in yet')).toBeVisible();
  expect(await authenticator.credentials()).toHaveLength(1);

  await row.getByRole('button', { name: 'Rename passkey My phone' }).click();
  await row.getByLabel('New name').fill('Work phone');
  await row.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Passkey renamed');
  await expect(row.getByText('Work phone')).toBeVisible();
  await dismissToasts(page);
  await card.scrollIntoViewIfNeeded();
  await expectAccessible(page, 'security: passkeys');
  await lightAndDarkShots(page, 'passkeys-security', { fullPage: true });

  await signOut(page);
  const email = page.getByLabel('Email');
  await expect(email).toHaveAttribute('autocomplete', 'username webauthn');
  await dismissToasts(page);
  await expectAccessible(page, 'sign-in with a passkey');
  await lightAndDarkShots(page, 'passkeys-sign-in');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expectGreeting(page, user.firstName);

  await openApp(page, '/profile/security');
  await expect(row.getByText(/^Last used /)).toBeVisible();
  await row.getByRole('button', { name: 'Remove passkey Work phone' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove the passkey "Work phone"?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'remove a passkey');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expectToast(page, 'Passkey removed');
  await expect(card.getByText('No passkeys yet.')).toBeVisible();
}
