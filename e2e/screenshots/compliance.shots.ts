import { expect, test } from '@playwright/test';
import type { Recipient } from '../../domain/schemas/recipient';
import { api, goToTab, manage, RECIPIENT, signUpNewCustomer } from '../support/app';
import { confirmEmail } from '../support/outbox';
import { fillVerifyForm } from '../support/compliance';
import { dismissToasts, lightAndDarkShots, withoutInstallBanner } from '../support/shots';

/**
 * `npm run screenshots`: the customer's side of compliance (issue 17) at 390×844, light and dark —
 * the send screen's limit line and verify notice, Verification & limits, the Verify your identity
 * flow (empty, refused, filled, pending), the recipient's address, a transfer refused for a missing
 * recipient address, and Close account.
 */

test.beforeEach(async ({ page }) => {
  await withoutInstallBanner(page);
});

test('a basic customer: limits, the verify notice, the verify flow, close account', async ({ page }) => {
  const user = await signUpNewCustomer(page, 'Meera');
  await confirmEmail(page.request, user.email, new URL(page.url()).origin);
  await dismissToasts(page);
  const priya = await api<Recipient>(page, 'POST', '/api/recipients', RECIPIENT);
  await page.reload();
  await expect(page.getByText('You can send up to $999.99 now')).toBeVisible({ timeout: 15_000 });
  await lightAndDarkShots(page, 'compliance-send-remaining');

  await page.getByLabel('You send').fill('1500');
  await page.getByLabel('Recipient', { exact: true }).selectOption(String(priya.id));
  await expect(page.getByRole('link', { name: 'Verify your identity' })).toBeVisible();
  await page.getByRole('link', { name: 'Verify your identity' }).scrollIntoViewIfNeeded();
  await lightAndDarkShots(page, 'compliance-send-needs-verification');

  await goToTab(page, 'Profile');
  await lightAndDarkShots(page, 'compliance-profile', { fullPage: true });
  await page.getByRole('button', { name: 'Close account' }).click();
  await expect(page.getByRole('dialog', { name: 'Close account' })).toBeVisible();
  await lightAndDarkShots(page, 'compliance-close-account');
  await page.getByRole('dialog', { name: 'Close account' }).getByRole('button', { name: 'Close account' }).click();
  await expect(page.getByText('Password is required')).toBeVisible();
  await lightAndDarkShots(page, 'compliance-close-account-error');
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Verification & limits' }).click();
  await expect(page.getByText('Not verified')).toBeVisible();
  await lightAndDarkShots(page, 'compliance-limits-basic', { fullPage: true });

  await page.getByRole('link', { name: 'Verify your identity' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your identity' })).toBeVisible();
  await lightAndDarkShots(page, 'compliance-verify-empty');
  await page.getByRole('button', { name: 'Send for verification' }).click();
  await expect(page.getByText('Add a photo of your ID')).toBeVisible();
  await lightAndDarkShots(page, 'compliance-verify-errors', { fullPage: true });
  await fillVerifyForm(page);
  await lightAndDarkShots(page, 'compliance-verify-filled', { fullPage: true });
  await page.getByRole('button', { name: 'Send for verification' }).click();
  await expect(page.getByRole('heading', { name: 'Verification pending' })).toBeVisible();
  await dismissToasts(page);
  await lightAndDarkShots(page, 'compliance-verify-pending');
  await page.getByRole('link', { name: 'See your limits' }).click();
  await expect(page.getByText('Being checked')).toBeVisible();
  await lightAndDarkShots(page, 'compliance-limits-pending', { fullPage: true });

  // Recipients: the address on the card and its dialog, and the add form's optional address.
  await goToTab(page, 'Recipients');
  await lightAndDarkShots(page, 'compliance-recipient-card');
  await page.getByRole('button', { name: 'Add New Recipient' }).click();
  await page.getByRole('dialog', { name: 'Add New Recipient' }).getByLabel('City').scrollIntoViewIfNeeded();
  await lightAndDarkShots(page, 'compliance-recipient-add-address');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: `Edit ${RECIPIENT.name}’s address` }).click();
  const addressDialog = page.getByRole('dialog', { name: `Edit ${RECIPIENT.name}’s address` });
  await addressDialog.getByRole('button', { name: 'Save Address' }).click();
  await expect(addressDialog.getByText('Enter the city')).toBeVisible();
  await lightAndDarkShots(page, 'compliance-recipient-address-errors');
  await page.keyboard.press('Escape');

  // Verified (at the console, as an operator would record it), then 1,500 to a recipient with no address.
  await manage('verify-identity', user.email, '--method', 'in-person', '--note', 'Screenshots: seen in person');
  await goToTab(page, 'Send');
  await page.reload();
  await page.getByLabel('You send').fill('1500');
  await page.getByLabel('Recipient', { exact: true }).selectOption(String(priya.id));
  await page.getByRole('button', { name: 'Send Money' }).click();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Confirm Payment' }).click();
  const refused = page.getByRole('alert').filter({ hasText: 'This transfer cannot be sent' });
  await expect(refused).toBeVisible();
  await refused.scrollIntoViewIfNeeded();
  await lightAndDarkShots(page, 'compliance-send-address-required');
  await refused.getByRole('button', { name: `Add ${RECIPIENT.name}’s address` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${RECIPIENT.name}’s address` });
  await dialog.getByLabel('City').fill('Pune');
  await dialog.getByLabel('State').fill('Maharashtra');
  await lightAndDarkShots(page, 'compliance-send-address-dialog');
  await dialog.getByRole('button', { name: 'Save Address' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Confirm Payment' }).click();
  await expect(page.locator('li[data-state="open"]').getByText('Transaction Submitted!')).toBeVisible();
});
