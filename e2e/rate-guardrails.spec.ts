import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { expectToast, manage, newUser, openApp, signIn, type TestUser } from './support/app';
import { addMarketPricedRate } from './support/db';
import { enrolAuthenticator, enterSecondFactor, type Authenticator } from './support/operator';
import { lightAndDarkShots } from './support/shots';
import { serverUrl } from './support/worker';

/**
 * Issue 33 in the browser: Settings shows the market rate, the margin and today's effective rate; a
 * rate more than 2 % away is confirmed in a dialog (in three languages), more than 10 % waits for a
 * second operator; the send screen says "Our rate … · market …" when the rate was made from a market rate.
 */

const baseURL = serverUrl();

let admin: TestUser;
let adminApi: APIRequestContext;
let authenticator: Authenticator;

// The machine is shared and slow; screenshots in two schemes and sizes take time.
test.describe.configure({ timeout: 180_000 });

test.beforeAll(async () => {
  admin = newUser('Meera');
  adminApi = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  expect((await adminApi.post('/api/auth/signup', { data: { ...admin, country: 'Canada' } })).status()).toBe(201);
  expect(await manage('grant-admin', admin.email)).toContain('is now an admin');
  authenticator = await enrolAuthenticator(adminApi);
});
test.afterAll(async () => {
  // The other specs quote at the seeded 63.
  await adminApi.post('/api/admin/exchange-rates', { data: { rate: '63', confirm: true } });
  await adminApi.dispose();
});

async function openSettings(page: Page): Promise<void> {
  await openApp(page);
  await signIn(page, admin.email, admin.password);
  await enterSecondFactor(page, authenticator);
  await page.goto('/admin');
  await page.getByRole('tab', { name: /^(Settings|Paramètres|सेटिंग्स)$/ }).click();
}

async function setLanguage(locale: string): Promise<void> {
  expect((await adminApi.patch('/api/profile', { data: { locale } })).ok()).toBe(true);
}

test('Settings: the market rate (none with RATE_SOURCE=manual), the margin saved, today’s effective rate', async ({ page }) => {
  await setLanguage('en-CA');
  await openSettings(page);
  const card = page.getByRole('region', { name: 'Market rate and margin' }).or(page.locator('[aria-labelledby="market-rate"]'));
  await expect(card.getByTestId('rate-source')).toHaveText('Manual (typed by operators)');
  await expect(card.getByTestId('market-rate-value')).toHaveText('No market rate yet');
  await expect(card.getByTestId('effective-rate')).toContainText('63.00');
  await expect(card.getByTestId('effective-rate')).toContainText('set by an operator, no market rate');
  const margin = card.getByLabel('Margin (%)');
  await expect(margin).toHaveValue('1.50');
  await margin.fill('12');
  await card.getByRole('button', { name: 'Save margin' }).click();
  await expect(card.getByText('The margin must be a percentage from 0 to 10 with at most 2 decimals, e.g. 1.50')).toBeVisible();
  await margin.fill('1.75');
  await card.getByRole('button', { name: 'Save margin' }).click();
  await expectToast(page, 'Margin saved');
  // Read back from the server (the card shows the saved settings once refetched).
  await expect(margin).toHaveValue('1.75');
  expect((await (await adminApi.get('/api/admin/rate-settings')).json()).marginPercent).toBe('1.75');
  await expectAccessible(page, 'settings with the market rate card');
});

test('a rate 3.17 % away is confirmed in a dialog; 11 % away waits for a second operator (English, 390×844 and 1280×800)', async ({ page }) => {
  await setLanguage('en-CA');
  await openSettings(page);
  const input = page.getByLabel('New rate (INR per 1 CAD)');
  await input.fill('65');
  await page.getByRole('button', { name: 'Update' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Confirm a large rate change' });
  await expect(dialog).toContainText('1 CAD = 65.00 INR is 3.17 % from the current rate (63.00). Check the number before you set it.');
  await expectAccessible(page, 'confirm a large rate change');
  await lightAndDarkShots(page, 'rate-confirm-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  await lightAndDarkShots(page, 'rate-confirm-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  // Cancel: nothing changes.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('current-rate')).toHaveText('1 CAD = 63.00 INR');
  // Again, confirmed: live.
  await page.getByRole('button', { name: 'Update' }).click();
  await dialog.getByRole('button', { name: 'Set this rate' }).click();
  await expectToast(page, 'Exchange rate updated successfully');
  await expect(page.getByTestId('current-rate')).toHaveText('1 CAD = 65.00 INR');

  // 72.15 is 11 % from 65: confirmed, it waits; the list shows it; its own operator rejects it.
  await input.fill('72.15');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(dialog).toContainText('It is more than 10 % away: it will go live only when a second operator approves it.');
  await dialog.getByRole('button', { name: 'Set this rate' }).click();
  await expectToast(page, 'Waiting for a second operator');
  await expect(page.getByTestId('current-rate')).toHaveText('1 CAD = 65.00 INR');
  const pending = page.getByTestId('pending-rate-change');
  await expect(pending).toContainText('1 CAD = 72.15 INR · 11.00 % from the current rate (65.00)');
  await expectAccessible(page, 'a rate change waiting for approval');
  await lightAndDarkShots(page, 'rate-pending-390', { fullPage: true });
  // Its own operator's approval is refused by the server, and said so.
  await pending.getByRole('button', { name: 'Approve' }).click();
  await expectToast(page, 'Rate change not decided');
  await pending.getByRole('button', { name: 'Reject' }).click();
  await expectToast(page, 'Rate change rejected');
  await expect(page.getByText('No rate change is waiting.')).toBeVisible();
});

for (const [locale, title, body] of [
  ['fr-CA', 'Confirmer un changement de taux important', /s’écarte de 3,17\s%|s’écarte de 3.17\s%/],
  ['hi-IN', 'दर में बड़े बदलाव की पुष्टि करें', /3.17 % अलग है/],
] as const) {
  test(`the confirmation dialog in ${locale}`, async ({ page }) => {
    await adminApi.post('/api/admin/exchange-rates', { data: { rate: '63', confirm: true } });
    await setLanguage(locale);
    try {
      await openSettings(page);
      await page.locator('#new-rate').fill('65');
      await page.locator('form').filter({ has: page.locator('#new-rate') }).getByRole('button').click();
      const dialog = page.getByRole('alertdialog', { name: title });
      await expect(dialog).toContainText(body);
      await expectAccessible(page, `confirm a large rate change, ${locale}`);
      await lightAndDarkShots(page, `rate-confirm-${locale}`);
    } finally {
      await setLanguage('en-CA');
    }
  });
}

test('the send screen compares our rate with the market rate it was made from', async ({ browser }) => {
  await addMarketPricedRate('63.1', '64.06');
  try {
    const context = await browser.newContext({ baseURL, reducedMotion: 'reduce', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const customer = newUser('Anil');
    const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
    expect((await api.post('/api/auth/signup', { data: { ...customer, country: 'Canada' } })).status()).toBe(201);
    await api.dispose();
    await openApp(page);
    await signIn(page, customer.email, customer.password);
    await expect(page.getByTestId('rate-comparison')).toHaveText('Our rate 63.10 · market 64.06');
    await expectAccessible(page, 'send screen with the market comparison');
    await lightAndDarkShots(page, 'send-rate-comparison-390');
    await context.close();
  } finally {
    await adminApi.post('/api/admin/exchange-rates', { data: { rate: '63', confirm: true } });
  }
});
