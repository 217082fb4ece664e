import { expect, request, type Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { expectGreeting, goToTab, manage, newUser, openApp, signIn, type TestUser } from './app';
import { Authenticator, enrolAuthenticator, enterSecondFactor } from './operator';
import { addVirtualAuthenticator } from './passkeys';
import { dismissToasts, lightAndDarkShots } from './shots';
import { totpCode } from './totp';
import { serverUrl } from './worker';

/**
 * Issue 18, operators must use a second factor, as a new operator meets it: grant-admin says so;
 * the Admin tab asks to add one (the authenticator app set up right there), then the desk loads;
 * the next sign-in asks for the code. And an operator whose session has no recent second factor
 * (signed in on the phone before adding one at the desk) is asked to confirm it with a code.
 * Screens are checked with axe, and pictured when PWA_SHOTS_DIR is set.
 */

const DESK = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** A new operator: signed up (through the API, as the sign-up form would) and granted with the CLI. */
export async function newOperator(baseURL: string, firstName: string): Promise<{ user: TestUser; granted: string }> {
  const user = newUser(firstName);
  const context = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const signup = await context.post('/api/auth/signup', { data: { ...user, country: 'Canada' } });
  expect(signup.status(), await signup.text()).toBe(201);
  await context.dispose();
  return { user, granted: await manage('grant-admin', user.email) };
}

async function openAdminTab(page: Page): Promise<void> {
  const nav = page.getByRole('navigation', { name: /main/i });
  await nav.getByRole('link', { name: 'Admin' }).click();
  await expect(nav.getByRole('link', { name: 'Admin' })).toHaveAttribute('aria-current', 'page');
}

const desk = (page: Page) => page.getByRole('heading', { level: 1, name: 'Admin Dashboard' });

async function signOut(page: Page): Promise<void> {
  await goToTab(page, 'Profile');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
}

/** Pictures of the screen at the phone's and the desk's size. */
async function phoneAndDeskShots(page: Page, name: string): Promise<void> {
  const before = page.viewportSize();
  await page.setViewportSize(PHONE);
  await lightAndDarkShots(page, `${name}-phone`, { fullPage: true });
  await page.setViewportSize(DESK);
  await lightAndDarkShots(page, `${name}-desk`, { fullPage: true });
  if (before) await page.setViewportSize(before);
}

export async function enrolAtFirstSignIn(page: Page): Promise<void> {
  const { user, granted } = await newOperator(serverUrl(), 'Nadia');
  expect(granted).toContain('is now an admin');
  expect(granted).toContain('must add a second factor at their first sign-in to the admin desk');

  // The password alone signs in (the account has no second factor yet), but the desk asks for one.
  await openApp(page);
  await signIn(page, user.email, user.password);
  await expectGreeting(page, 'Nadia');
  await dismissToasts(page);
  await openAdminTab(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Add a second factor to use the admin desk' })).toBeVisible();
  await expect(desk(page)).toHaveCount(0);
  await expectAccessible(page, 'admin: add a second factor');
  await phoneAndDeskShots(page, 'admin-second-factor-add');

  const section = page.getByRole('region', { name: 'Two-step sign-in' });
  const started = page.waitForResponse((response) => response.url().endsWith('/api/auth/totp') && response.request().method() === 'POST');
  await section.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const { secret } = (await (await started).json()) as { secret: string };
  await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await expectAccessible(page, 'admin: scan the QR code');
  await phoneAndDeskShots(page, 'admin-second-factor-scan');
  const enrolledAt = Date.now();
  await section.getByLabel('Then enter the 6-digit code the app shows').fill(totpCode(secret));
  await section.getByRole('button', { name: 'Turn on' }).click();
  await expect(section.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
  const codes = await section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents();
  expect(codes).toHaveLength(10);
  // The codes are shown until the operator says they are saved; then the desk loads.
  await expect(desk(page)).toHaveCount(0);
  await section.getByRole('button', { name: 'I have saved them' }).click();
  await expect(desk(page)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Transfer counts' })).toBeVisible();

  // The next sign-in asks for the code after the password, and goes straight to the desk.
  await signOut(page);
  await signIn(page, user.email, user.password);
  await enterSecondFactor(page, new Authenticator(secret, codes, enrolledAt));
  await openAdminTab(page);
  await expect(desk(page)).toBeVisible();
}

export async function stepUpOnAnotherDevice(page: Page): Promise<void> {
  const baseURL = serverUrl();
  const { user } = await newOperator(baseURL, 'Arjun');
  // Signed in here before the account had a second factor: this session has none.
  await openApp(page);
  await signIn(page, user.email, user.password);
  await expectGreeting(page, 'Arjun');
  await dismissToasts(page);

  // The app is added from another browser (the desk), which that session alone counts.
  const elsewhere = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  expect((await elsewhere.post('/api/auth/login', { data: { email: user.email, password: user.password } })).status()).toBe(200);
  const authenticator = await enrolAuthenticator(elsewhere);
  await elsewhere.dispose();

  await openAdminTab(page);
  const title = page.getByRole('heading', { level: 1, name: 'Confirm it is you' });
  await expect(title).toBeVisible();
  await expect(desk(page)).toHaveCount(0);
  await expectAccessible(page, 'admin: step up');
  await phoneAndDeskShots(page, 'admin-second-factor-step-up');

  const codeField = page.getByLabel('Enter the 6-digit code from your authenticator app');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Enter the code first')).toBeVisible();
  const wrong = ['000000', '111111'].find((candidate) => ![-1, 0, 1].some((offset) => totpCode(authenticator.secret, offset) === candidate))!;
  await codeField.fill(wrong);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('That code is not right. Check your authenticator app and try again.')).toBeVisible();
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'admin: step up, wrong code');

  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await expect(page.getByLabel('Enter one of your recovery codes')).toBeFocused();
  await phoneAndDeskShots(page, 'admin-second-factor-recovery');
  await page.getByRole('button', { name: 'Use your authenticator app' }).click();

  const { kind, code } = authenticator.nextCode();
  if (kind === 'recovery') {
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Enter one of your recovery codes').fill(code);
  } else {
    await codeField.fill(code);
  }
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(desk(page)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Transfer counts' })).toBeVisible();
}

/**
 * The "done when", with a passkey: a granted operator signs in with the password, is asked
 * for a second factor at the desk, adds a passkey there and the desk loads; signed out, the passkey
 * alone signs in and opens the desk (a passkey sign-in is the second factor).
 */
export async function passkeyAtFirstSignIn(page: Page): Promise<void> {
  const authenticator = await addVirtualAuthenticator(page);
  const { user } = await newOperator(serverUrl(), 'Meera');
  await openApp(page);
  await signIn(page, user.email, user.password);
  await expectGreeting(page, 'Meera');
  await dismissToasts(page);
  await openAdminTab(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Add a second factor to use the admin desk' })).toBeVisible();
  const passkeyCard = page.getByRole('region', { name: 'Add a passkey' });
  await passkeyCard.getByLabel('Name for the new passkey').fill('Desk laptop');
  await passkeyCard.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(desk(page)).toBeVisible();
  expect(await authenticator.credentials()).toHaveLength(1);

  await signOut(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expectGreeting(page, 'Meera');
  await openAdminTab(page);
  await expect(desk(page)).toBeVisible();
}
