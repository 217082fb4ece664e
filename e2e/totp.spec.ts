import { expect, test } from '@playwright/test';
import { totpJourney } from './support/totp';

test.describe('two-step sign-in with an authenticator app (issue 18)', () => {
  test('set up with the QR code and key, recovery codes once, then sign-in asks for a code; a recovery code works once', async ({ page }) => {
    // Five sign-ins and axe in two themes at five stops: ~45 s alone, past 60 s on a loaded machine.
    test.slow();
    await totpJourney(page);
  });

  test('the sign-in screen loads neither the second step nor the QR code library', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible({ timeout: 15_000 });
    await page.waitForLoadState('load');
    await page.waitForTimeout(1_500);
    const bodies = await Promise.all(scripts.map(async (script) => (await page.request.get(script)).text()));
    expect(scripts.filter((script) => /SecondFactorForm|TotpSection|TwoStep/.test(script))).toEqual([]);
    // qrcode's own error text: its chunk is only fetched while setting up an app.
    expect(bodies.filter((body) => body.includes('Invalid QR Code'))).toEqual([]);
  });
});
