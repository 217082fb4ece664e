import { expect, test, type Page } from '@playwright/test';
import { onScreen, RECIPIENT, signUpNewCustomer } from '../support/app';
import { setExchangeRate } from '../support/operator';
import { dismissToasts, lightAndDarkShots, withoutInstallBanner } from '../support/shots';

/**
 * `npm run screenshots`: the Send screen at 390×844, light and dark — step 1 on a first visit and
 * with a saved recipient, the add-recipient dialog (empty and refused), the sign-out question,
 * step 2 with the e-Transfer details (a copy confirmed), and the submitted state.
 */

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test.beforeEach(async ({ page }) => {
  await withoutInstallBanner(page);
});

const recipientSelect = (page: Page) => page.getByLabel('Recipient', { exact: true });
const paymentStep = (page: Page) => page.getByRole('heading', { level: 2, name: onScreen('Pay by Interac e-Transfer') });
const openToast = (page: Page) => page.locator('li[data-state="open"]');

test('send money, from a first visit to a submitted transfer', async ({ page }) => {
  await signUpNewCustomer(page, 'Asha');
  await dismissToasts(page);
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  await expect(page.getByLabel('Recipient gets')).toHaveValue('₹31,500.00');
  await lightAndDarkShots(page, 'send-first-run');

  // "Add New Recipient" from the picker: the dialog, then a refused IFSC code.
  await recipientSelect(page).selectOption({ label: 'Add New Recipient' });
  const dialog = page.getByRole('dialog', { name: 'Add New Recipient' });
  await expect(dialog.getByLabel('Full Name')).toBeVisible();
  await lightAndDarkShots(page, 'send-add-recipient');

  await dialog.getByLabel('Full Name').fill(RECIPIENT.name);
  await dialog.getByLabel('Account Number').fill(RECIPIENT.accountNumber);
  await dialog.getByLabel('IFSC Code').fill('SBIN1234');
  await dialog.getByLabel('Bank Name').fill(RECIPIENT.bankName);
  await dialog.getByLabel('Relationship').selectOption(RECIPIENT.relationship);
  await dialog.getByRole('button', { name: 'Add Recipient' }).click();
  await expect(openToast(page).getByText('Invalid IFSC Code')).toBeVisible();
  await lightAndDarkShots(page, 'send-add-recipient-error');

  await dialog.getByLabel('IFSC Code').fill(RECIPIENT.ifscCode);
  await dialog.getByRole('button', { name: 'Add Recipient' }).click();
  await expect(dialog).toBeHidden();
  await dismissToasts(page);

  // Step 1 ready to go: an amount and the saved recipient.
  await page.getByLabel('You send').fill('734.5');
  await page.getByLabel('You send').blur();
  await expect(recipientSelect(page).locator('option:checked')).toHaveText('Priya Sharma (State Bank of India)');
  await expect(page.getByLabel('Recipient gets')).toHaveValue('₹46,300.00');
  await lightAndDarkShots(page, 'send-amount');

  // The logout button's question.
  await page.getByRole('button', { name: 'Log out' }).click();
  const signOut = page.getByRole('alertdialog', { name: 'Do you wish to sign out of the product?' });
  await expect(signOut).toBeVisible();
  await lightAndDarkShots(page, 'sign-out-confirm');
  await signOut.getByRole('button', { name: 'Cancel' }).click();
  await expect(signOut).toBeHidden();

  // Step 2: the summary, the method, the e-Transfer details with their Copy buttons.
  await page.getByRole('button', { name: 'Send Money' }).click();
  await expect(paymentStep(page)).toBeVisible();
  await expect(page.getByText('payments@maplerupee.ca')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await lightAndDarkShots(page, 'send-payment');
  await lightAndDarkShots(page, 'send-payment-full', { fullPage: true });

  await page.getByRole('button', { name: /^Copy Message/ }).click();
  await expect(openToast(page).getByText('Reference copied')).toBeVisible();
  await lightAndDarkShots(page, 'send-payment-copied');
  await dismissToasts(page);

  // The rate changes before Confirm Payment: the transfer is made at the rate held (issue 20; the
  // rate-change notices are pictured by quotes.shots.ts).
  await page.getByRole('checkbox').check();
  await setExchangeRate(page, '62.10');
  try {
    // The toast and confetti, and step 1 starts over.
    await page.getByRole('button', { name: 'Confirm Payment' }).click();
    const submitted = openToast(page).filter({ hasText: 'Transaction Submitted!' });
    await expect(submitted).toBeVisible();
    // A pointer on the toast keeps it open (Radix pauses its timer) until the confetti is over.
    await submitted.hover();
    await expect(page.getByTestId('confetti')).toHaveCount(0, { timeout: 5_000 });
    await expect(page.getByText('Step 1 of 2')).toBeVisible();
    await lightAndDarkShots(page, 'send-submitted');
  } finally {
    await setExchangeRate(page, '63');
  }
});
