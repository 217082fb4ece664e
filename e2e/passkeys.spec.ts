import { expect, test } from '@playwright/test';
import { passkeyJourney } from './support/passkeys';

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
});
