import { test } from '@playwright/test';
import { passkeyJourney } from '../support/passkeys';
import { withoutInstallBanner } from '../support/shots';

/** `npm run screenshots`: Security with a passkey, and the sign-in screen with "Sign in with a passkey". */
test.beforeEach(async ({ page }) => {
  await withoutInstallBanner(page);
});

test('passkeys: Security and the sign-in screen', async ({ page }) => {
  await passkeyJourney(page);
});
