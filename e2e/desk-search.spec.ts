import { expect, request, test, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { quoteTransfer } from '../domain/quote';
import type { Recipient } from '../domain/schemas/recipient';
import type { Transfer } from '../domain/schemas/transfer';
import { expectAccessible } from './support/a11y';
import { manage, newUser, openApp, RECIPIENT, signIn, type TestUser } from './support/app';
import { enrolAuthenticator, enterSecondFactor, type Authenticator } from './support/operator';
import { settle } from './support/shots';
import { serverUrl } from './support/worker';

/**
 * Issue 34 at the operator's desk: a transfer found by its reference and by the last digits of the
 * recipient's account, the customer's drawer opened from the transfer (their transfers and masked
 * recipients, accessible, closed with Escape back to the name), then found again from Users &
 * Recipients on a phone, where the drawer takes the whole screen. Pictures at 1280×800 and 390×844
 * go to test-results.
 */

const baseURL = serverUrl();

let admin: TestUser;
let authenticator: Authenticator;
let customerApi: APIRequestContext;
let toMeenakshi: Transfer;
let toArjun: Transfer;

async function json<T>(response: Promise<APIResponse>): Promise<T> {
  const answer = await response;
  expect(answer.ok(), `${answer.url()}: ${answer.status()} ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
}

test.beforeAll(async () => {
  admin = newUser('Farida');
  const adminApi = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  expect((await adminApi.post('/api/auth/signup', { data: { ...admin, country: 'Canada' } })).status()).toBe(201);
  expect(await manage('grant-admin', admin.email)).toContain('is now an admin');
  authenticator = await enrolAuthenticator(adminApi);
  await adminApi.dispose();

  const customer = { ...newUser('Rohini'), lastName: 'Vaswani-Tremblay' };
  customerApi = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  expect((await customerApi.post('/api/auth/signup', { data: { ...customer, country: 'Canada' } })).status()).toBe(201);
  const { rate } = await json<{ rate: number }>(customerApi.get('/api/exchange-rates'));
  const send = async (name: string, accountNumber: string, cadAmount: string) => {
    const recipient = await json<Recipient>(customerApi.post('/api/recipients', { data: { ...RECIPIENT, name, accountNumber } }));
    return json<Transfer>(customerApi.post('/api/transfers', { data: { ...quoteTransfer({ cadAmount, currentRate: String(rate) }), recipientId: recipient.id } }));
  };
  toMeenakshi = await send('Meenakshi Raghunathan', '730019284756', '120.00');
  toArjun = await send('Arjun Deshpande', '730019281234', '75.50');
});
test.afterAll(() => customerApi?.dispose());

test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

async function openDesk(page: Page): Promise<void> {
  await openApp(page);
  await signIn(page, admin.email, admin.password);
  await enterSecondFactor(page, authenticator);
  await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Admin' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
}

async function picture(page: Page, name: string): Promise<void> {
  await settle(page);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), animations: 'disabled' });
}

const rows = (page: Page) => page.getByTestId('transfer-row');

test('an operator finds a transfer by reference and by account digits, and opens the customer’s drawer', async ({ page }) => {
  await openDesk(page);
  const search = page.getByRole('searchbox', { name: 'Search transfers' });

  await search.fill(toMeenakshi.referenceCode.toLowerCase());
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(toMeenakshi.referenceCode);
  await expect(page.getByText('Showing 1 transfers')).toBeVisible();

  // Two characters are not a search yet: the hint says so and the list is not narrowed by them.
  await search.fill('12');
  await expect(page.getByText('Type at least 3 characters to search')).toBeVisible();
  await search.fill('1234');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(toArjun.referenceCode);
  await rows(page).first().scrollIntoViewIfNeeded();
  await picture(page, 'desk-search-1280');

  // The sender's name opens the drawer: their transfers and their recipients, accounts masked.
  const name = rows(page).first().getByRole('button', { name: /Rohini Vaswani-Tremblay/ });
  await name.click();
  const drawer = page.getByRole('dialog', { name: /Rohini Vaswani-Tremblay/ });
  await expect(drawer.getByTestId('customer-transfer')).toHaveCount(2);
  await expect(drawer.getByText(toMeenakshi.referenceCode)).toBeVisible();
  await expect(drawer.getByTestId('customer-recipient').filter({ hasText: 'Meenakshi Raghunathan' })).toContainText('********4756');
  await expect(drawer).not.toContainText('730019284756');
  await expect(drawer.getByText('Not verified')).toBeVisible();
  await expectAccessible(page, 'customer drawer');
  await picture(page, 'desk-drawer-1280');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(name).toBeFocused();

  // On a phone: Users & Recipients finds the customer by name; the drawer takes the whole screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await search.fill('');
  await page.getByRole('tab', { name: 'Users & Recipients' }).click();
  await page.getByRole('searchbox', { name: 'Search users and recipients' }).fill('vaswani');
  await expect(page.getByTestId('admin-user')).toHaveCount(1);
  await expect(page.getByTestId('admin-recipient')).toHaveCount(0);
  await picture(page, 'people-search-390');
  await page.getByTestId('admin-user').getByRole('button', { name: /Rohini Vaswani-Tremblay/ }).click();
  const phoneDrawer = page.getByRole('dialog', { name: /Rohini Vaswani-Tremblay/ });
  await expect(phoneDrawer.getByTestId('customer-recipient')).toHaveCount(2);
  expect(await phoneDrawer.boundingBox()).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
  await picture(page, 'desk-drawer-390');
  await phoneDrawer.getByRole('button', { name: 'Close' }).click();
  await expect(phoneDrawer).toBeHidden();
});
