import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import type { ComplianceCase } from '../../domain/schemas/compliance';
import { expectAccessible } from '../support/a11y';
import { expectToast, manage, newUser, openApp, signIn, type TestUser } from '../support/app';
import { addRecipient, send, submitVerification } from '../support/compliance-admin';
import { setCaseDueBy } from '../support/db';
import { enrolAuthenticator, enterSecondFactor, type Authenticator } from '../support/operator';
import { dismissToasts, lightAndDarkShots, withoutInstallBanner } from '../support/shots';

/**
 * `npm run screenshots`: the Compliance tab (issue 17) on a phone (390×844) and at a desk
 * (1280×800), light and dark — the verification queue with a photo ID, an overdue EFT report case,
 * a suspicious-transaction case with its history and notes (issue 31), the limits editor refusing a
 * limit, the records export, the dialogs, and a held transfer in the transfer list.
 */

test.describe.configure({ mode: 'serial' });

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://localhost:${port}`;
let admin: TestUser;
/** The operator's authenticator app: the desk needs a second factor (issue 18). */
let authenticator: Authenticator;

async function session(user: TestUser): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const response = await context.post('/api/auth/signup', { data: { ...user, country: 'Canada' } });
  expect(response.status(), await response.text()).toBe(201);
  return context;
}

test.beforeAll(async () => {
  admin = newUser('Devika');
  const adminApi = await session(admin);
  await manage('grant-admin', admin.email);
  authenticator = await enrolAuthenticator(adminApi);

  // Kiran is verified and sends 2 × 5,000: an EFT report case, made overdue to show how it looks.
  const kiran = await session(newUser('Kiran'));
  await submitVerification(kiran);
  const queue = (await (await adminApi.get('/api/admin/verifications?status=pending')).json()) as { id: number }[];
  for (const pending of queue) {
    await adminApi.post(`/api/admin/verifications/${pending.id}/decision`, { data: { decision: 'approved', reason: 'Licence matches.' } });
  }
  const kiranRecipient = await addRecipient(kiran);
  await send(kiran, kiranRecipient.id, '5000.00');
  await send(kiran, kiranRecipient.id, '5000.00');
  const open = (await (await adminApi.get('/api/admin/compliance/cases?status=open&kind=eftr')).json()) as ComplianceCase[];
  for (const eftr of open) await setCaseDueBy(eftr.id, '2024-01-08');

  // Anita's verification waits in the queue.
  await submitVerification(await session(newUser('Anita')));

  // Ravi's transfer is flagged: a suspicious-transaction case, and the transfer is on hold.
  const ravi = await session(newUser('Ravi'));
  const transfer = await send(ravi, (await addRecipient(ravi)).id, '120.00');
  const flag = await adminApi.post('/api/admin/compliance/cases', {
    data: { transferId: transfer.id, narrative: 'Third e-Transfer this week from a sender who is not the customer.' },
  });
  expect(flag.status(), await flag.text()).toBe(201);
});

test.beforeEach(async ({ page }) => {
  await withoutInstallBanner(page);
});

async function openDashboard(page: Page): Promise<void> {
  await openApp(page);
  await signIn(page, admin.email, admin.password);
  await enterSecondFactor(page, authenticator);
  await expectToast(page, 'Welcome back!');
  await dismissToasts(page);
  await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Admin' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
}

async function tab(page: Page, name: RegExp): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function pictures(page: Page, prefix: string): Promise<void> {
  // The transfer list with the held transfer.
  await expect(page.getByTestId('on-hold').first()).toBeVisible();
  await page.getByTestId('on-hold').first().scrollIntoViewIfNeeded();
  await lightAndDarkShots(page, `${prefix}-transfer-on-hold`);
  await page.getByRole('button', { name: /^Flag / }).first().click();
  const flag = page.getByRole('alertdialog', { name: 'Flag as suspicious?' });
  await flag.getByLabel('What is suspicious (required)').fill('Several e-Transfers from different senders in one day.');
  await lightAndDarkShots(page, `${prefix}-flag`);
  await flag.getByRole('button', { name: 'Cancel' }).click();
  await expect(flag).toBeHidden();

  await tab(page, /^Compliance/);
  await expect(page.getByTestId('verification').first().getByRole('img')).toBeVisible();
  await expect(page.getByTestId('compliance-case').first()).toBeVisible();
  await lightAndDarkShots(page, `${prefix}-compliance`);
  await lightAndDarkShots(page, `${prefix}-compliance-full`, { fullPage: true });
  await expectAccessible(page, `${prefix} compliance tab`);

  // A case's history and notes (issue 31).
  const first = page.getByTestId('compliance-case').first();
  await first.getByRole('button', { name: /^History and notes of / }).click();
  await expect(first.getByTestId('case-history')).toBeVisible();
  await first.getByTestId('case-work').scrollIntoViewIfNeeded();
  await lightAndDarkShots(page, `${prefix}-case-history`);

  await page.getByRole('button', { name: /^Approve / }).first().click();
  const approve = page.getByRole('alertdialog', { name: 'Approve this identity?' });
  await lightAndDarkShots(page, `${prefix}-approve`);
  await approve.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: /^Reject / }).first().click();
  const reject = page.getByRole('alertdialog', { name: 'Reject this verification?' });
  await reject.getByLabel('Reason (required, sent to the customer)').fill('The photo is too blurred to read the licence number.');
  await lightAndDarkShots(page, `${prefix}-reject`);
  await reject.getByRole('button', { name: 'Cancel' }).click();

  const overdue = page.getByTestId('compliance-case').filter({ hasText: 'Overdue' }).first();
  await overdue.scrollIntoViewIfNeeded();
  await lightAndDarkShots(page, `${prefix}-case-overdue`);
  await overdue.getByRole('button', { name: /^Close / }).click();
  const close = page.getByRole('dialog', { name: /^Close EFT report/ });
  await close.getByLabel('Reference (optional)').fill('EFTR-2026-0042');
  await close.getByLabel('Note').fill('Filed late: the report was delayed by the holiday.');
  await lightAndDarkShots(page, `${prefix}-close-case`);
  await close.getByRole('button', { name: 'Cancel' }).click();
  await expect(close).toBeHidden();

  const limits = page.getByRole('region', { name: 'Transfer limits' });
  await limits.getByRole('group', { name: 'Verified', exact: true }).getByLabel('Per transfer').fill('6000.00');
  await limits.getByRole('button', { name: 'Save limits' }).click();
  await expect(limits.getByRole('alert')).toBeVisible();
  await limits.scrollIntoViewIfNeeded();
  await lightAndDarkShots(page, `${prefix}-limits-error`);
  await page.getByRole('region', { name: 'Records export' }).scrollIntoViewIfNeeded();
  await lightAndDarkShots(page, `${prefix}-records`);
}

test('on a phone', async ({ page }) => {
  await openDashboard(page);
  await pictures(page, 'compliance-phone');
});

test.describe('at a desk', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('at a desk', async ({ page }) => {
    await openDashboard(page);
    await pictures(page, 'compliance-desk');
  });
});
