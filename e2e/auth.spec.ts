import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { expectGreeting, expectToast, manage, newUser, openApp, signIn, signUp } from './support/app';
import { waitForMail } from './support/outbox';

test.describe('accounts on a phone', () => {
  test('splash → sign up → welcome → reload → sign out → sign in → forgot password → reset by the mailed link', async ({ page }) => {
    // A whole journey with axe in two themes at several stops: ~40 s alone, past 60 s on a loaded machine.
    test.slow();
    const user = newUser('Asha');

    await page.goto('/');
    await expect(page.getByText('Send CAD to INR with confidence').first()).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible({ timeout: 15_000 });

    await expectAccessible(page, 'sign in');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await expectAccessible(page, 'sign up');
    await signUp(page, user);
    await expectToast(page, 'Account created!');
    await expectGreeting(page, 'Asha');
    await expectAccessible(page, 'send (signed in)');
    const nav = page.getByRole('navigation', { name: /main/i });
    await expect(nav.getByRole('link')).toHaveText(['Send', 'History', 'Recipients', 'Profile']);
    await expect(nav.getByRole('link', { name: 'Send' })).toHaveAttribute('aria-current', 'page');

    await page.reload();
    await expectGreeting(page, 'Asha');

    await page.getByRole('button', { name: 'Log out' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Do you wish to sign out of the product?');
    await expectAccessible(page, 'sign-out confirmation');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sign Out' }).click();
    await expectToast(page, 'Signed out successfully');
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();

    await signIn(page, user.email, user.password);
    await expectToast(page, 'Welcome back!');
    await expectGreeting(page, 'Asha');

    await nav.getByRole('link', { name: 'Profile' }).click();
    await expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();

    await page.getByRole('button', { name: 'Forgot Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Password' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'forgot-password dialog');
    await dialog.getByLabel('Email').fill(user.email);
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    await expectToast(page, 'Reset link sent');
    await expect(dialog).toBeHidden();

    const mail = await waitForMail(user.email, 10_000, 'Reset your');
    const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text ?? '')?.[0];
    expect(link).toBeDefined();
    await page.goto(link!);
    // After the splash: axe on its words while they fade in would measure a half-transparent text.
    await expect(page.getByLabel('New Password', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expectAccessible(page, 'reset password page');
    await page.getByLabel('New Password', { exact: true }).fill('a-brand-new-password');
    await page.getByLabel('Confirm New Password').fill('a-brand-new-password');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expectToast(page, 'Password updated');

    await openApp(page);
    await signIn(page, user.email, user.password);
    await expectToast(page, 'Please check your email and password and try again.');
    await signIn(page, user.email, 'a-brand-new-password');
    await expectGreeting(page, 'Asha');
  });

  test('the forms say what is missing or wrong, with the documented texts', async ({ page }) => {
    await openApp(page);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectToast(page, 'Missing fields');

    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('First Name').fill('Ravi');
    await page.getByLabel('Last Name').fill('Kumar');
    await page.getByLabel('Email').fill('ravi@example.com');
    await page.getByLabel('Password', { exact: true }).fill('123');
    await page.getByLabel('Country').selectOption({ label: 'India' });
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expectToast(page, 'Password too short');

    await page.getByLabel('Password', { exact: true }).fill('123456');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();

    // Switching tabs clears the form.
    await page.getByRole('tab', { name: 'Sign In' }).click();
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await expect(page.getByLabel('First Name')).toHaveValue('');

    await page.getByRole('tab', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: 'Forgot Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Password' });
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    await expectToast(page, 'Email required');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    const password = page.getByLabel('Password', { exact: true });
    await password.fill('visible?');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
  });

  test('the Admin tab and /admin appear only for admins', async ({ page }) => {
    const user = newUser('Meera');
    await openApp(page);
    await signUp(page, user);
    await expectGreeting(page, 'Meera');
    const nav = page.getByRole('navigation', { name: /main/i });
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await page.goto('/admin');
    await expect(page.getByText('Access Denied')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText("You don't have admin privileges to access this page.")).toBeVisible();
    await expectAccessible(page, 'access denied');

    expect(await manage('grant-admin', user.email)).toContain('is now an admin');
    await page.reload();
    await expect(nav.getByRole('link', { name: 'Admin' })).toBeVisible({ timeout: 15_000 });
    await nav.getByRole('link', { name: 'Admin' }).click();
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('Access Denied')).toHaveCount(0);
  });

  test("a signed-out visitor's session check finishes: no request is left loading", async ({ page }) => {
    // Its 401 body was never read, so the browser kept the request open: DevTools showed it pending,
    // and Lighthouse waited its whole 45 s load timeout on every sign-in run.
    const finished = page.waitForEvent('requestfinished', { predicate: (request) => request.url().endsWith('/api/auth/me'), timeout: 15_000 });
    await page.goto('/');
    const request = await finished;
    expect((await request.response())?.status()).toBe(401);
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  });

  test('an unknown path highlights the Send tab', async ({ page }) => {
    await openApp(page);
    await signUp(page, newUser('Kiran'));
    await expectGreeting(page, 'Kiran');
    await page.goto('/no/such/page');
    const nav = page.getByRole('navigation', { name: /main/i });
    await expect(nav.getByRole('link', { name: 'Send' })).toHaveAttribute('aria-current', 'page', { timeout: 15_000 });
  });
});
