import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AdminVerification, ComplianceCase } from '../domain/schemas/compliance';
import type { Recipient } from '../domain/schemas/recipient';
import { api, expectToast, goToTab, manage, newUser, onScreen, openApp, signIn, signUpNewCustomer, type TestUser } from './support/app';
import { confirmEmail } from './support/outbox';
import { fillVerifyForm } from './support/compliance';
import { RECIPIENT_WITH_ADDRESS, send } from './support/compliance-admin';
import { approveTransfer, enrolAuthenticator, enterSecondFactor, type Authenticator } from './support/operator';
import { serverUrl } from './support/worker';

/**
 * Issue 17's "done when", end to end across both sides: a new customer verifies with a photo ID,
 * an operator approves, the customer sends 5,000 twice and is then refused with what remains; and a
 * recipient on a (fictional) sanctions list is held until an operator clears the case.
 */

const baseURL = serverUrl();

let operator: TestUser;
let operatorApi: APIRequestContext;
/** The operator's authenticator app: the desk needs a second factor (issue 18). */
let authenticator: Authenticator;

test.beforeAll(async () => {
  operator = newUser('Olivia');
  operatorApi = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  expect((await operatorApi.post('/api/auth/signup', { data: { ...operator, country: 'Canada' } })).status()).toBe(201);
  await manage('grant-admin', operator.email);
  authenticator = await enrolAuthenticator(operatorApi);
});
test.afterAll(() => operatorApi.dispose());

const amount = (page: Page) => page.getByLabel('You send');

/** Sends the amount on the send screen to the recipient, through both steps. */
async function sendOnScreen(page: Page, recipientId: number, cad: string): Promise<void> {
  await amount(page).fill(cad);
  await page.getByLabel('Recipient', { exact: true }).selectOption(String(recipientId));
  await page.getByRole('button', { name: 'Send Money' }).click();
  await expect(page.getByRole('heading', { level: 2, name: onScreen('Pay by Interac e-Transfer') })).toBeVisible();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Confirm Payment' }).click();
  await expectToast(page, 'Transaction Submitted!');
}

test('verify, be approved, send 5,000 twice, and be told what remains', async ({ page }) => {
  const customer = await signUpNewCustomer(page, 'Farah');
  await confirmEmail(page.request, customer.email, new URL(page.url()).origin);
  const recipient = await api<Recipient>(page, 'POST', '/api/recipients', RECIPIENT_WITH_ADDRESS);

  await page.goto('/profile/verify');
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your identity' })).toBeVisible({ timeout: 15_000 });
  await fillVerifyForm(page);
  await page.getByRole('button', { name: 'Send for verification' }).click();
  await expect(page.getByRole('heading', { name: 'Verification pending' })).toBeVisible();

  // The operator approves it from the queue.
  const queue = (await (await operatorApi.get('/api/admin/verifications?status=pending&limit=500')).json()) as AdminVerification[];
  const pending = queue.find((row) => row.customerEmail === customer.email);
  expect(pending).toBeDefined();
  expect((await operatorApi.post(`/api/admin/verifications/${pending!.id}/decision`, { data: { decision: 'approved' } })).status()).toBe(200);

  await goToTab(page, 'Profile');
  await page.getByRole('link', { name: 'Verification & limits' }).click();
  await expect(page.getByText('Your identity is verified.')).toBeVisible();

  await goToTab(page, 'Send');
  await expect(page.getByText('You can send up to $5,000.00 now')).toBeVisible();
  await sendOnScreen(page, recipient.id, '5000');
  await sendOnScreen(page, recipient.id, '5000');

  // 10,000 sent in 24 hours: the verified daily limit is reached, and the screen says so.
  await amount(page).fill('100');
  await expect(page.getByText('You have reached your limit for now. Older transfers stop counting after 24 hours (and 30 days).')).toBeVisible();
  // The server is the authority: the same transfer through the API is refused with what remains.
  const refused = await page.request.post('/api/transfers', {
    headers: { origin: baseURL },
    data: { cadAmount: '100', inrAmount: '6300', exchangeRate: '63', recipientId: recipient.id },
  });
  expect(refused.status()).toBe(422);
  expect(await refused.json()).toMatchObject({ code: 'limit_exceeded', remaining: '0.00' });

  // The two 5,000 transfers opened one EFT report case.
  const cases = (await (await operatorApi.get('/api/admin/compliance/cases?status=open&kind=eftr&limit=500')).json()) as ComplianceCase[];
  expect(cases.filter((row) => row.customerEmail === customer.email)).toEqual([expect.objectContaining({ total: '10000.00', status: 'open' })]);
});

test.describe('at the operator’s desk', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

test('a recipient on a sanctions list is held until an operator clears the case', async ({ page }) => {
  await manage('import-sanctions', 'server/src/compliance/sample-sanctions.csv');
  const customerApi = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const customer = newUser('Imran');
  expect((await customerApi.post('/api/auth/signup', { data: { ...customer, country: 'Canada' } })).status()).toBe(201);
  // On the fictional list as "Rudrakant Ombir Sehgalwal": reordered, accented, one letter off.
  const added = await customerApi.post('/api/recipients', { data: { ...RECIPIENT_WITH_ADDRESS, name: 'Sehgalwál Rudrakánt Ombur' } });
  expect(added.status()).toBe(201);
  const transfer = await send(customerApi, ((await added.json()) as Recipient).id, '300.00');
  await customerApi.dispose();

  await openApp(page);
  await signIn(page, operator.email, operator.password);
  await enterSecondFactor(page, authenticator);
  await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Admin' }).click();
  const row = page.getByTestId('transfer-row').filter({ hasText: transfer.referenceCode });
  await expect(row.getByTestId('on-hold')).toContainText('On hold');
  await expect(row.getByRole('button', { name: `Approve ${transfer.referenceCode}` })).toHaveCount(0);

  await page.getByRole('tab', { name: /^Compliance/ }).click();
  await page.getByLabel('Kind').selectOption('sanctions');
  const item = page.getByTestId('compliance-case').filter({ hasText: customer.email });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('FICT-009');
  await item.getByRole('button', { name: /^Close / }).click();
  const dialog = page.getByRole('dialog', { name: /^Close / });
  await dialog.getByLabel('Cleared').check();
  await dialog.getByLabel('Note').fill('Different person: the recipient’s bank confirmed a 1994 date of birth.');
  await dialog.getByRole('button', { name: 'Close case' }).click();
  await expectToast(page, 'Case closed');

  await page.getByRole('tab', { name: /^Transfers/ }).click();
  await approveTransfer(page, row, `Approve ${transfer.referenceCode}`);
  await expect(row.getByText('Approved', { exact: true })).toBeVisible();
});
});
