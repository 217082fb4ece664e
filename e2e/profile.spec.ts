import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { expectGreeting, expectToast, goToTab, manage, signUpNewCustomer } from './support/app';

// No splash (and no slides): these journeys are about data, not motion.
test.use({ reducedMotion: 'reduce' });

test.describe('profile (docs/product.md § Profile)', () => {
  test('edit / cancel / save, server messages under the fields', async ({ page }) => {
    const user = await signUpNewCustomer(page, 'Tara');
    await goToTab(page, 'Profile');
    const info = page.getByRole('region', { name: 'Personal Information' });
    await expect(info).toContainText('Tara Patel');
    await expect(info).toContainText(user.email);
    await expectAccessible(page, 'profile');

    // Cancel leaves everything as it was.
    await info.getByRole('button', { name: 'Edit' }).click();
    await expect(info.getByLabel('Full Name')).toBeFocused();
    await expect(info.getByLabel('Email')).toHaveAttribute('readonly', '');
    await expect(info.getByText('Email cannot be changed for security reasons')).toBeVisible();
    await info.getByLabel('Full Name').fill('Someone Else');
    await info.getByRole('button', { name: 'Cancel' }).click();
    await expect(info).toContainText('Tara Patel');
    await expect(info.getByLabel('Full Name')).toHaveCount(0);

    // The server refuses a bad phone: toast and its message under Phone.
    await info.getByRole('button', { name: 'Edit' }).click();
    await info.getByLabel('Phone').fill('call me maybe');
    await info.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Update failed', 'Failed to update your profile. Please try again.');
    await expect(info.getByText('Phone may contain digits, spaces, +, -, ( and ) only (at most 30 characters)')).toBeVisible();
    await expectAccessible(page, 'profile edit with an error');

    await info.getByLabel('Full Name').fill('Tara P. Rao');
    await info.getByLabel('Phone').fill('+1 (416) 555-0199');
    await info.getByLabel('Address').fill('1 Front St, Toronto');
    await info.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Profile updated', 'Your profile has been successfully updated.');
    await expect(info.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(info).toContainText('Tara P. Rao');
    await expect(info).toContainText('+1 (416) 555-0199');
    await expect(info).toContainText('1 Front St, Toronto');

    // It stays saved.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Personal Information' })).toContainText('Tara P. Rao', { timeout: 15_000 });
    await goToTab(page, 'Send');
    await expectGreeting(page, 'Tara');
  });

  test('every account and support button opens something real', async ({ page }) => {
    await signUpNewCustomer(page, 'Uma');
    await goToTab(page, 'Profile');

    // Verification & limits is a screen of its own (issue 17; e2e/compliance-customer.spec.ts goes through it).
    await page.getByRole('link', { name: 'Verification & limits' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Verification & limits' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Verify your identity' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Profile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

    let dialog = page.getByRole('dialog', { name: 'Close account' });
    await page.getByRole('button', { name: 'Close account' }).click();
    await expect(dialog).toContainText('5 years');
    await expectAccessible(page, 'close account');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Help Center' }).click();
    dialog = page.getByRole('dialog', { name: 'Help Center' });
    await expect(dialog.getByRole('heading', { name: 'How long does a transfer take?' })).toBeVisible();
    await expect(dialog).toContainText('1-3 business days');
    await expect(dialog.getByRole('heading', { name: 'What is the reference?' })).toBeVisible();
    await expectAccessible(page, 'help center');
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Contact Support' }).click();
    dialog = page.getByRole('dialog', { name: 'Contact Support' });
    await expect(dialog.getByRole('link', { name: 'Write an email' })).toHaveAttribute('href', 'mailto:payments@maplerupee.ca');
    await expect(dialog).toContainText('payments@maplerupee.ca');
    await expectAccessible(page, 'contact support');
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Security (issue 18) is a screen of its own: e2e/account-security.spec.ts.
    await expect(page.getByRole('link', { name: 'Security' })).toHaveAttribute('href', '/profile/security');

    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  });

  test('a verified name is shown as fixed, with how to have it changed (issue 31)', async ({ page }) => {
    const user = await signUpNewCustomer(page, 'Nisha');
    expect(await manage('verify-identity', user.email, '--method', 'in-person', '--note', 'Passport checked at the Toronto office')).toContain('is now verified as Nisha Patel');
    await goToTab(page, 'Profile');
    await page.reload();
    const info = page.getByRole('region', { name: 'Personal Information' });
    await expect(info).toContainText('Verified name', { timeout: 15_000 });
    await expect(info.getByTestId('name-locked')).toContainText('contact support with a photo ID in your new name');
    await expectAccessible(page, 'profile with a verified name');

    // The form shows the name read-only with the same explanation; the rest still saves.
    await info.getByRole('button', { name: 'Edit' }).click();
    await expect(info.getByLabel('Verified name')).toHaveAttribute('readonly', '');
    await expect(info.getByLabel('Verified name')).toHaveValue('Nisha Patel');
    await info.getByLabel('Phone').fill('+1 (416) 555-0142');
    await info.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Profile updated', 'Your profile has been successfully updated.');
    await expect(info).toContainText('+1 (416) 555-0142');
    await expect(info).toContainText('Nisha Patel');
  });
});
