import { test } from '@playwright/test';
import { reauthenticationJourney, resetRemovesFactorsJourney, turnOffAuthenticatorJourney } from './support/reauthentication';

test.describe('a stolen session cannot change how the account signs in (issue 32)', () => {
  test('10 minutes after signing in, adding or removing a passkey first asks "Confirm it is you": cancel adds nothing, a wrong password is said, the password or a passkey confirms', async ({ page }) => {
    await reauthenticationJourney(page);
  });

  test('"Turn off" the authenticator app: a confirmation, then a code confirms it is you; sign-in then asks for no code', async ({ page }) => {
    await turnOffAuthenticatorJourney(page);
  });

  test('the reset page lists the passkeys and the authenticator app, and removes the ticked ones with the new password', async ({ page }) => {
    await resetRemovesFactorsJourney(page);
  });
});
