import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { expectToast, goToTab, RECIPIENT, signUpNewCustomer } from './support/app';

// No splash (and no slides): these journeys are about data, not motion.
test.use({ reducedMotion: 'reduce' });

test.describe('saved recipients (docs/product.md § Recipients)', () => {
  test('empty, add (server messages under the fields), list, delete with confirmation', async ({ page }) => {
    await signUpNewCustomer(page, 'Lata');
    await goToTab(page, 'Recipients');
    await expect(page.getByRole('heading', { level: 1, name: 'Recipients' })).toBeVisible();
    await expect(page.getByText('Manage your saved payment details')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No recipients yet' })).toBeVisible();
    await expect(page.getByText('Add your first recipient to start sending money')).toBeVisible();
    await expectAccessible(page, 'recipients empty');

    await page.getByRole('button', { name: 'Add New Recipient' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Recipient' });
    await expect(dialog.getByLabel('IFSC Code')).toHaveAttribute('placeholder', 'e.g. SBIN0001234');
    await expect(dialog.getByLabel('Relationship').locator('option:not([disabled])')).toHaveText(['Family', 'Friend', 'Business', 'Self']);
    await expectAccessible(page, 'recipients add dialog');

    // No checks of its own: the server's messages appear under the fields.
    await dialog.getByLabel('Full Name').fill('P');
    await dialog.getByLabel('IFSC Code').fill('BAD');
    await dialog.getByRole('button', { name: 'Add Recipient' }).click();
    await expectToast(page, 'Failed to add recipient', 'Recipient name must be at least 2 characters');
    await expect(dialog.getByText('Account number is required')).toBeVisible();
    await expect(dialog.getByText('IFSC code must be 4 letters, a zero, then 6 letters or digits (e.g., SBIN0001234)')).toBeVisible();
    await expect(dialog.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page, 'recipients add dialog with errors');

    await dialog.getByLabel('Full Name').fill(RECIPIENT.name);
    await dialog.getByLabel('Account Number').fill(RECIPIENT.accountNumber);
    await dialog.getByLabel('IFSC Code').fill(RECIPIENT.ifscCode);
    await dialog.getByLabel('Bank Name').fill(RECIPIENT.bankName);
    await dialog.getByLabel('Relationship').selectOption('Self');
    // "Adding..." while the server works.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/recipients', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.fallback();
    });
    await dialog.getByRole('button', { name: 'Add Recipient' }).click();
    await expect(dialog.getByRole('button', { name: 'Adding...' })).toBeDisabled();
    release();
    await expectToast(page, 'Recipient added', 'Recipient has been added successfully.');
    await expect(dialog).toBeHidden();
    await page.unrouteAll();

    const card = page.getByRole('region', { name: RECIPIENT.name });
    await expect(card.getByText('Self')).toBeVisible();
    await expect(card.getByText(RECIPIENT.accountNumber)).toBeVisible();
    await expect(card.getByText(RECIPIENT.bankName)).toBeVisible();
    await expect(card.getByText(RECIPIENT.ifscCode)).toBeVisible();

    // Reopened: the form is empty again.
    await page.getByRole('button', { name: 'Add New Recipient' }).click();
    await expect(dialog.getByLabel('Full Name')).toHaveValue('');
    // The same account and IFSC again: the server's message.
    await dialog.getByLabel('Full Name').fill('Priya S');
    await dialog.getByLabel('Account Number').fill(RECIPIENT.accountNumber);
    await dialog.getByLabel('IFSC Code').fill(RECIPIENT.ifscCode);
    await dialog.getByLabel('Bank Name').fill(RECIPIENT.bankName);
    await dialog.getByLabel('Relationship').selectOption('Family');
    await dialog.getByRole('button', { name: 'Add Recipient' }).click();
    await expectToast(page, 'Failed to add recipient', 'You have already saved a recipient with this account number and IFSC code');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expectAccessible(page, 'recipients list');

    // Send from the card: the send screen with this recipient chosen, its bank in full under the list.
    await card.getByRole('link', { name: `Send money to ${RECIPIENT.name}` }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByLabel('Recipient', { exact: true }).locator('option:checked')).toHaveText(`${RECIPIENT.name} (${RECIPIENT.bankName})`);
    await expect(page.getByTestId('chosen-recipient')).toHaveText(`${RECIPIENT.bankName} · ********${RECIPIENT.accountNumber.slice(-4)}`);
    await goToTab(page, 'Recipients');

    // Delete: Cancel keeps it, Delete removes it.
    await card.getByRole('button', { name: `Delete ${RECIPIENT.name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Recipient' });
    await expect(confirm).toContainText('Are you sure you want to delete this recipient? This action cannot be undone.');
    await expectAccessible(page, 'delete confirmation');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(card).toBeVisible();

    await card.getByRole('button', { name: `Delete ${RECIPIENT.name}` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Recipient deleted', 'Recipient has been deleted successfully.');
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('heading', { name: 'No recipients yet' })).toBeVisible();
  });

  test('a failed delete says why; loading says so', async ({ page }) => {
    await signUpNewCustomer(page, 'Arun');
    const origin = new URL(page.url()).origin;
    expect((await page.request.post('/api/recipients', { data: RECIPIENT, headers: { origin } })).ok()).toBe(true);

    // The list is held back until the loading text has been seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/recipients', async (route) => {
      await held;
      await route.fallback();
    });
    await page.goto('/recipients');
    await expect(page.getByText('Loading recipients...')).toBeVisible({ timeout: 15_000 });
    release();
    await expect(page.getByRole('region', { name: RECIPIENT.name })).toBeVisible();
    await page.unrouteAll();

    await page.route('**/api/recipients/*', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ message: 'Recipient not found' }) })
        : route.fallback(),
    );
    await page.getByRole('button', { name: `Delete ${RECIPIENT.name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Failed to delete recipient', 'Recipient not found');
  });
});
