import { expect, test } from '@playwright/test';
import { expectToast, openApp, signUpNewCustomer } from './support/app';
import { addVirtualAuthenticator, passkeyJourney } from './support/passkeys';

test.describe('passkeys (issue 18)', () => {
  test('add a passkey in Security and rename it; sign out; sign in with the passkey alone; remove it with a confirmation', async ({ page }) => {
    await passkeyJourney(page);
  });

  test('the sign-in screen offers "Sign in with a passkey" but loads no WebAuthn code until it is used', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible({ timeout: 15_000 });
    await page.waitForLoadState('load');
    await page.waitForTimeout(1_500);
    const bodies = await Promise.all(scripts.map(async (script) => (await page.request.get(script)).text()));
    expect(scripts.filter((script) => /passkey|webauthn/i.test(script))).toEqual([]);
    // @simplewebauthn/browser's own error code: its chunk comes only with a ceremony.
    expect(bodies.filter((body) => body.includes('ERROR_CEREMONY_ABORTED'))).toEqual([]);
  });

  // Issue 32 (SECURITY.md promise 12): a passkey's name is shown as the text it is, whatever it looks like;
  // one that lies about its direction is refused with the field's message.
  test('a name that looks like markup shows as text; one with a right-to-left override is refused', async ({ page }) => {
    const authenticator = await addVirtualAuthenticator(page);
    await signUpNewCustomer(page, 'Kiran');
    await openApp(page, '/profile/security');
    const card = page.getByRole('region', { name: 'Passkeys' });
    const name = card.getByLabel('Name for the new passkey');
    // Said under the field before the device is asked: no passkey is made on it for a refused name.
    await name.fill('abc\u202Egpj.exe');
    await card.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(card.getByText('Text must not contain control characters or invisible formatting characters')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(await authenticator.credentials()).toHaveLength(0);
    await expect(card.getByText('No passkeys yet.')).toBeVisible();

    const markup = '<img src=x onerror="window.__namedPasskeyRan=1">';
    await card.getByLabel('Name for the new passkey').fill(markup);
    await card.getByRole('button', { name: 'Add a passkey' }).click();
    await expectToast(page, 'Passkey added');
    await expect(card.getByTestId('passkey').getByText(markup, { exact: true })).toBeVisible();
    await expect(card.locator('img')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __namedPasskeyRan?: number }).__namedPasskeyRan)).toBeUndefined();
  });
});
