import { test } from '@playwright/test';
import { enrolAtFirstSignIn, stepUpOnAnotherDevice } from '../support/operator-second-factor';
import { withoutInstallBanner } from '../support/shots';

/** `npm run screenshots`: the admin desk's second factor — adding one, and confirming it — on a phone and at a desk. */
test.beforeEach(async ({ page }) => {
  await withoutInstallBanner(page);
});

test('the admin desk asks a new operator to add a second factor', async ({ page }) => {
  await enrolAtFirstSignIn(page);
});

test('the admin desk asks a session without a recent second factor to confirm it', async ({ page }) => {
  await stepUpOnAnotherDevice(page);
});
