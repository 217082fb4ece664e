import { expect, test, type Page } from '@playwright/test';
import type { Recipient } from '../../domain/schemas/recipient';
import { api, expectToast, manage, openApp, sendTransfer, signIn, signUpNewCustomer, type TestUser } from '../support/app';
import { RECIPIENT_WITH_ADDRESS } from '../support/compliance-admin';
import { chooseRowAction, enrolAuthenticator, enterSecondFactor, moveTransfer, openRowMenu, setExchangeRate, type Authenticator } from '../support/operator';
import { dismissToasts, lightAndDarkShots, withoutInstallBanner } from '../support/shots';

/**
 * `npm run screenshots`: the admin dashboard, on a phone (390×844) and at a desk (1280×800), light
 * and dark — every tab, transfers in every status (one whose e-Transfer has arrived), a row's ⋮ menu
 * open, the Reject question and the date filters. Two customers send first; then an operator signs in.
 */

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page }) => {
  await withoutInstallBanner(page);
});

let admin: TestUser;
/** The operator's authenticator app: the desk needs a second factor (issue 18). */
let authenticator: Authenticator;

async function signOut(page: Page): Promise<void> {
  await api(page, 'POST', '/api/auth/logout');
}

async function openDashboard(page: Page): Promise<void> {
  const nav = page.getByRole('navigation', { name: /main/i });
  await nav.getByRole('link', { name: 'Admin' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Transfer counts' }).getByRole('definition').first()).not.toHaveText('–');
}

async function tab(page: Page, name: 'Transfers' | 'Users & Recipients' | 'Settings'): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  await page.evaluate(() => window.scrollTo(0, 0));
}

test('on a phone: transfers, the Reject question, users & recipients, settings', async ({ page }) => {
  // Two customers and their transfers.
  const ravi = await signUpNewCustomer(page, 'Ravi');
  // 1,000 CAD or more in 24 hours needs a verified identity (issue 17).
  await manage('verify-identity', ravi.email, '--method', 'in-person', '--note', 'Screenshots: passport seen in person');
  // Recipients of 1,000 CAD or more carry an address (the travel rule, issue 17).
  const priya = await api<Recipient>(page, 'POST', '/api/recipients', RECIPIENT_WITH_ADDRESS);
  const arjun = await api<Recipient>(page, 'POST', '/api/recipients', {
    name: 'Arjun Mehta',
    accountNumber: '50100234567891',
    ifscCode: 'HDFC0000240',
    bankName: 'HDFC Bank',
    relationship: 'Business',
    address: '2 Linking Road',
    city: 'Mumbai',
    state: 'Maharashtra',
  });
  const rejected = await sendTransfer(page, arjun.id, '2750.00');
  const completed = await sendTransfer(page, priya.id, '1200.00');
  const approved = await sendTransfer(page, arjun.id, '480.25');
  const paid = await sendTransfer(page, priya.id, '500.00');
  await signOut(page);

  await signUpNewCustomer(page, 'Meera');
  const kavya = await api<Recipient>(page, 'POST', '/api/recipients', {
    name: 'Kavya Iyer',
    accountNumber: '000123456789',
    ifscCode: 'SBIN0070123',
    bankName: 'State Bank of India',
    relationship: 'Family',
  });
  const pending = await sendTransfer(page, kavya.id, '95.50');
  await signOut(page);

  // The operator: statuses moved through the API, one e-Transfer received, two rate changes.
  admin = await signUpNewCustomer(page, 'Devika');
  await manage('grant-admin', admin.email);
  authenticator = await enrolAuthenticator(page.request, new URL(page.url()).origin);
  await manage('sandbox-etransfer', '--reference', paid.referenceCode, '--amount', '500.00', '--sender', 'Ravi Patel', '--email', ravi.email);
  await api(page, 'POST', `/api/admin/check-payment/${paid.id}`);
  // Another's e-Transfer naming Meera's transfer: it waits under Payments to review.
  await manage('sandbox-etransfer', '--reference', `Gift for Kavya ${pending.referenceCode}`, '--amount', '95.50', '--sender', 'Vikram Shah', '--email', 'vikram.shah@bank.example');
  await api(page, 'POST', `/api/admin/check-payment/${pending.id}`);
  await moveTransfer(page, completed.id, 'approved', 'completed');
  await moveTransfer(page, approved.id, 'approved');
  await moveTransfer(page, rejected.id, 'rejected');
  await setExchangeRate(page, '62.45');
  await setExchangeRate(page, '63');
  await openApp(page);
  await openDashboard(page);
  await expect(page.getByRole('heading', { name: pending.referenceCode })).toBeVisible();
  await lightAndDarkShots(page, 'admin-transfers');
  await lightAndDarkShots(page, 'admin-transfers-full', { fullPage: true });

  await page.getByRole('button', { name: `Accept for ${pending.referenceCode}` }).click();
  const accept = page.getByRole('alertdialog', { name: `Record this payment on ${pending.referenceCode}?` });
  await lightAndDarkShots(page, 'admin-review-accept');
  await accept.getByRole('button', { name: 'Cancel' }).click();
  await expect(accept).toBeHidden();

  const pendingCard = page.getByRole('article', { name: `Reference ${pending.referenceCode}` });
  await openRowMenu(pendingCard);
  await lightAndDarkShots(page, 'admin-row-menu');
  await page.keyboard.press('Escape');
  await chooseRowAction(pendingCard, 'Reject');
  const reject = page.getByRole('alertdialog', { name: 'Reject transfer?' });
  await reject.getByLabel('Reason (optional, shown to the customer)').fill('The e-Transfer came from a different name.');
  await lightAndDarkShots(page, 'admin-reject');
  await reject.getByRole('button', { name: 'Cancel' }).click();
  await expect(reject).toBeHidden();

  await tab(page, 'Users & Recipients');
  await expect(page.getByText('Kavya Iyer')).toBeVisible();
  await lightAndDarkShots(page, 'admin-people');
  await lightAndDarkShots(page, 'admin-people-full', { fullPage: true });

  await tab(page, 'Settings');
  await expect(page.getByTestId('rate-change').first()).toBeVisible();
  await lightAndDarkShots(page, 'admin-settings');
  await lightAndDarkShots(page, 'admin-settings-full', { fullPage: true });
});

test.describe('at a desk', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('the transfers table, date filters, the Reject question, users & recipients, settings', async ({ page }) => {
    await openApp(page);
    await signIn(page, admin.email, admin.password);
    await enterSecondFactor(page, authenticator);
    await expectToast(page, 'Welcome back!');
    await dismissToasts(page);
    await openDashboard(page);
    await expect(page.getByTestId('transfer-row').first()).toBeVisible();
    await lightAndDarkShots(page, 'admin-desktop-transfers');
    await lightAndDarkShots(page, 'admin-desktop-transfers-full', { fullPage: true });

    // Today's transfers (in the business time zone): the "Clear Date Filters" button shows.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());
    await page.getByLabel('From Date').fill(today);
    await page.getByLabel('To Date').fill(today);
    await page.getByLabel('To Date').blur();
    await page.getByLabel('Status').selectOption('pending');
    await expect(page.getByRole('button', { name: 'Clear Date Filters' })).toBeVisible();
    await lightAndDarkShots(page, 'admin-desktop-filtered');

    const firstRow = page.getByTestId('transfer-row').first();
    await openRowMenu(firstRow);
    await lightAndDarkShots(page, 'admin-desktop-row-menu');
    await page.keyboard.press('Escape');
    await chooseRowAction(firstRow, 'Reject');
    const reject = page.getByRole('alertdialog', { name: 'Reject transfer?' });
    await expect(reject).toBeVisible();
    await lightAndDarkShots(page, 'admin-desktop-reject');
    await reject.getByRole('button', { name: 'Cancel' }).click();
    await expect(reject).toBeHidden();

    await tab(page, 'Users & Recipients');
    await expect(page.getByText('Kavya Iyer')).toBeVisible();
    await lightAndDarkShots(page, 'admin-desktop-people');

    await tab(page, 'Settings');
    await expect(page.getByTestId('rate-change').first()).toBeVisible();
    await lightAndDarkShots(page, 'admin-desktop-settings');
  });
});
