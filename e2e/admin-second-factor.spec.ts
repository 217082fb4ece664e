import { test } from '@playwright/test';
import { enrolAtFirstSignIn, passkeyAtFirstSignIn, stepUpOnAnotherDevice } from './support/operator-second-factor';

test.describe('operators must use a second factor (issue 18)', () => {
  test('a new operator (grant-admin) is asked to add a second factor, sets up the app, reaches the desk; then signs in with password and code', async ({ page }) => {
    await enrolAtFirstSignIn(page);
  });

  test('a new operator adds a passkey at the desk and reaches it; then the passkey alone signs in and opens the desk', async ({ page }) => {
    await passkeyAtFirstSignIn(page);
  });

  test('a session without a recent second factor is asked to confirm it with a code before the desk loads', async ({ page }) => {
    await stepUpOnAnotherDevice(page);
  });
});
