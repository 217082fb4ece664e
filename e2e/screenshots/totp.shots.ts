import { test } from '@playwright/test';
import { withoutInstallBanner } from '../support/shots';
import { totpJourney } from '../support/totp';

/** `npm run screenshots`: the authenticator app's set-up, its recovery codes, and the sign-in's second step. */
test.beforeEach(async ({ page }) => {
  await withoutInstallBanner(page);
});

test('two-step sign-in: set up, recovery codes, the second step', async ({ page }) => {
  await totpJourney(page);
});
