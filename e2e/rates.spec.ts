import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { expectToast, goToTab, RECIPIENT, signUpNewCustomer } from './support/app';
import { addPastRate } from './support/db';
import { setExchangeRate } from './support/operator';
import { waitForMail } from './support/outbox';

/**
 * Issue 20 parts 6 and 7 in the browser: the IFSC fills the bank name in both add-recipient forms,
 * the send screen's rate chart says its summary in words, and a rate alert set in Profile is mailed
 * when an operator's rate reaches it.
 */

async function fillRecipient(dialog: ReturnType<Page['getByRole']>, ifsc: string) {
  await dialog.getByLabel('Full Name').fill(RECIPIENT.name);
  await dialog.getByLabel('Account Number').fill(`${Date.now()}`.slice(-12));
  await dialog.getByLabel('IFSC Code').fill(ifsc);
  await dialog.getByLabel('Relationship').selectOption(RECIPIENT.relationship);
}

test('Recipients: a known IFSC fills the bank name; an unknown one takes back only what it filled, and the customer’s own name stays', async ({ page }) => {
  await signUpNewCustomer(page, 'Ifsc');
  await goToTab(page, 'Recipients');
  await page.getByRole('button', { name: 'Add New Recipient' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add New Recipient' });
  const bankName = dialog.getByLabel('Bank Name');

  await fillRecipient(dialog, 'kkbk0000261');
  await expect(dialog.getByText('This code belongs to Kotak Mahindra Bank.')).toBeVisible();
  await expect(bankName).toHaveValue('Kotak Mahindra Bank');
  await expectAccessible(page, 'add recipient, IFSC known');

  // A code the data does not know: a quiet hint, and the name it had filled is taken back.
  await dialog.getByLabel('IFSC Code').fill('SBIN0999999');
  await expect(dialog.getByText('We could not find this IFSC code. Check it, or type the bank name yourself.')).toBeVisible();
  await expect(bankName).toHaveValue('');

  // The customer's own bank name is never replaced.
  await bankName.fill('SBI Pune Camp');
  await dialog.getByLabel('IFSC Code').fill('SBIN0001234');
  await expect(dialog.getByText('This code belongs to State Bank of India.')).toBeVisible();
  await expect(bankName).toHaveValue('SBI Pune Camp');
  await dialog.getByRole('button', { name: 'Add Recipient' }).click();
  await expectToast(page, 'Recipient added');
  await expect(page.getByText('SBI Pune Camp')).toBeVisible();
});

test('Send: the add dialog fills the bank name from the IFSC, and a known IFSC may be saved with the bank name left empty', async ({ page }) => {
  await signUpNewCustomer(page, 'Sendifsc');
  await page.getByLabel('Recipient', { exact: true }).selectOption({ label: 'Add New Recipient' });
  const dialog = page.getByRole('dialog', { name: 'Add New Recipient' });
  await fillRecipient(dialog, 'HDFC0CAACOB');
  await expect(dialog.getByLabel('Bank Name')).toHaveValue('Akhand Anand Co.op Bank');
  // Emptied, it stays empty, and the server fills it in from the same data.
  await dialog.getByLabel('Bank Name').fill('');
  await dialog.getByLabel('Relationship').focus();
  await expect(dialog.getByLabel('Bank Name')).toHaveValue('');
  const saved = page.waitForRequest((request) => request.url().endsWith('/api/recipients') && request.method() === 'POST');
  await dialog.getByRole('button', { name: 'Add Recipient' }).click();
  expect((await saved).postDataJSON()).toMatchObject({ ifscCode: 'HDFC0CAACOB', bankName: '' });
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Recipient', { exact: true }).locator('option:checked')).toHaveText('Priya Sharma (Akhand Anand Co.op Bank)');
});

test('Send: the rate chart of the last 90 days, its summary in words and its table for screen readers', async ({ page }) => {
  await addPastRate('61.8', 60);
  await addPastRate('64.1', 30);
  await signUpNewCustomer(page, 'Chart');
  // The chart loads once the customer scrolls down to it, below the form.
  const chart = page.getByRole('region', { name: 'The rate over the last 90 days' });
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(chart).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(chart.getByText('Over the last 90 days 1 CAD was between 61.80 and 64.10 INR; today 63.00 INR.')).toBeVisible();
  await expect(chart.getByRole('table', { name: '1 CAD in INR at the end of each day, last 90 days' }).getByRole('row')).toHaveCount(62);
  await expectAccessible(page, 'send screen with the rate chart');
  await chart.getByRole('link', { name: 'Set a rate alert' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rate alerts' })).toBeVisible();
});

test('Profile → Rate alerts: set and delete alerts; an operator’s rate that reaches one mails it and ends it', async ({ page }) => {
  const user = await signUpNewCustomer(page, 'Alert');
  await goToTab(page, 'Profile');
  await page.getByRole('link', { name: 'Rate alerts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rate alerts' })).toBeVisible();
  await expect(page.getByText('Today: 1 CAD = 63.00 INR')).toBeVisible();
  await expect(page.getByText('No alerts yet.')).toBeVisible();

  const target = page.getByLabel('Tell me when 1 CAD is at least');
  // Today's rate already meets it: said under the field.
  await target.fill('62.5');
  await page.getByRole('button', { name: 'Set alert' }).click();
  await expect(page.getByText('1 CAD is already 63.00 INR, at or above this target. Choose a higher rate.').first()).toBeVisible();

  await target.fill('64.5');
  await page.getByRole('button', { name: 'Set alert' }).click();
  await expectToast(page, 'Alert set', 'We will email you when 1 CAD ≥ 64.50 INR.');
  await target.fill('70');
  await page.getByRole('button', { name: 'Set alert' }).click();
  const alerts = page.getByTestId('rate-alert');
  await expect(alerts).toHaveCount(2);
  await expectAccessible(page, 'rate alerts');

  await page.getByRole('button', { name: 'Delete the alert 1 CAD ≥ 70.00 INR' }).click();
  await expectToast(page, 'Alert deleted');
  await expect(alerts).toHaveCount(1);
  await expect(alerts.first()).toContainText('1 CAD ≥ 64.50 INR');

  try {
    await setExchangeRate(page, '64.5');
    const mail = await waitForMail(user.email, 10_000, '1 CAD = 64.50 INR: your rate alert');
    expect(mail.text).toContain('The rate is now 1 CAD = 64.50 INR, at or above the 64.50 INR you asked us to watch for.');
    // The alert has ended: gone from the list once the screen asks again.
    await goToTab(page, 'Profile');
    await page.getByRole('link', { name: 'Rate alerts' }).click();
    await expect(page.getByText('No alerts yet.')).toBeVisible();
    await expect(page.getByText('Today: 1 CAD = 64.50 INR')).toBeVisible();
  } finally {
    await setExchangeRate(page, '63');
  }
});
