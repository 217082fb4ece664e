import ExcelJS from 'exceljs';
import { expect, request, test, type APIRequestContext, type APIResponse, type Locator, type Page } from '@playwright/test';
import { quoteTransfer } from '../domain/quote';
import type { Recipient } from '../domain/schemas/recipient';
import type { Transfer } from '../domain/schemas/transfer';
import { expectAccessible } from './support/a11y';
import { expectGreeting, expectToast, manage, newUser, onScreen, openApp, RECIPIENT, seedAll, signIn, type TestUser } from './support/app';
import { addInboxReview, setTransferCreatedAt } from './support/db';
import { approveTransfer, chooseRowAction, enrolAuthenticator, enterSecondFactor, openRowMenu, type Authenticator } from './support/operator';
import { serverUrl } from './support/worker';

/**
 * The admin dashboard (/admin, docs/product.md § Admin dashboard): an admin works the transfers, people and
 * rate that a customer created. Sign-ups are rate limited per IP (20 an hour, shared with the other specs),
 * so one admin and one customer are made once, through the API, and signed in per test. Each journey moves
 * its transfers to past days of its own, so its date filter sees only them.
 */

const baseURL = serverUrl();

let admin: TestUser;
let customer: TestUser;
let adminApi: APIRequestContext;
/** The operator's authenticator app: the desk needs a second factor (issue 18). */
let authenticator: Authenticator;
let customerApi: APIRequestContext;
let recipient: Recipient;

/** A signed-in API session; state-changing calls carry the app's Origin, as the browser's do. */
async function session(user: TestUser): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const response = await context.post('/api/auth/signup', { data: { ...user, country: 'UK' } });
  expect(response.status(), await response.text()).toBe(201);
  return context;
}

async function json<T>(response: Promise<APIResponse>): Promise<T> {
  const answer = await response;
  expect(answer.ok(), `${answer.url()}: ${answer.status()} ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
}

test.beforeAll(async () => {
  admin = newUser('Devika');
  customer = newUser('Ravi');
  adminApi = await session(admin);
  customerApi = await session(customer);
  expect(await manage('grant-admin', admin.email)).toContain('is now an admin');
  authenticator = await enrolAuthenticator(adminApi);
  recipient = await json<Recipient>(customerApi.post('/api/recipients', { data: RECIPIENT }));
});

test.afterAll(async () => {
  await adminApi.dispose();
  await customerApi.dispose();
});

/**
 * The customer sends these amounts; each transfer is then moved to noon (Toronto) of its day, a
 * millisecond apart in the order given: made ten at a time, their ids are not in that order, and
 * the desk lists by time first.
 */
async function seedTransfers(days: readonly string[], amounts: readonly string[]): Promise<Transfer[]> {
  const { rate } = await json<{ rate: number }>(customerApi.get('/api/exchange-rates'));
  return seedAll(amounts, async (cadAmount, index) => {
    const quote = quoteTransfer({ cadAmount, currentRate: String(rate) });
    const transfer = await json<Transfer>(customerApi.post('/api/transfers', { data: { ...quote, recipientId: recipient.id } }));
    await setTransferCreatedAt(transfer.referenceCode, `${days[index]} 12:00:00.${String(index).padStart(3, '0')}`);
    return transfer;
  });
}

async function openDashboard(page: Page): Promise<void> {
  await openApp(page);
  await signIn(page, admin.email, admin.password);
  await enterSecondFactor(page, authenticator);
  const nav = page.getByRole('navigation', { name: /main/i });
  await nav.getByRole('link', { name: 'Admin' }).click();
  await expect(nav.getByRole('link', { name: 'Admin' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
}

async function setDates(page: Page, fromDate: string, toDate: string): Promise<void> {
  await page.getByLabel('From Date').fill(fromDate);
  await page.getByLabel('To Date').fill(toDate);
}

/** The five count cards, in the documented order (cancelled: none unless given). */
async function expectCounts(page: Page, counts: [pending: number, approved: number, completed: number, rejected: number, cancelled?: number]) {
  const cards = page.getByRole('region', { name: 'Transfer counts' });
  await expect(cards.getByRole('term')).toHaveText(['Pending', 'Approved', 'Completed', 'Rejected', 'Cancelled']);
  await expect(cards.getByRole('definition')).toHaveText([...counts, ...(counts.length === 4 ? [0] : [])].map(String));
}

const row = (page: Page, reference: string) => page.getByTestId('transfer-row').filter({ hasText: reference });
/** A table row's Actions cell (its last). */
const actionsCell = (tableRow: Locator) => tableRow.getByRole('cell').last();

test.use({ reducedMotion: 'reduce' });

test.describe('admin dashboard on a desk (1280×800)', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('a customer gets the Access Denied card', async ({ page }) => {
    await openApp(page);
    await signIn(page, customer.email, customer.password);
    await expectGreeting(page, 'Ravi');
    await expect(page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText("You don't have admin privileges to access this page.")).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
  });

  test('a row has one primary action and a ⋮ menu for the others, by pointer and by keyboard alone', async ({ page }) => {
    const [pending, approved] = await seedTransfers(['2021-04-05', '2021-04-06'], ['31.00', '32.00']);
    await json(adminApi.patch(`/api/admin/transfers/${approved!.id}`, { data: { status: 'approved' } }));
    const reference = pending!.referenceCode;
    await openDashboard(page);
    await setDates(page, '2021-04-05', '2021-04-06');
    await expect(page.getByText('Showing 2 transfers')).toBeVisible();

    // Pending: Approve, and the menu named after the transfer — nothing else in the Actions cell.
    const pendingRow = row(page, reference);
    const buttons = actionsCell(pendingRow).getByRole('button');
    await expect(buttons).toHaveCount(2);
    await expect(buttons.nth(0)).toHaveAccessibleName(`Approve ${reference}`);
    const menuButton = buttons.nth(1);
    await expect(menuButton).toHaveAccessibleName(`More actions for ${reference}`);
    await expect(menuButton).toHaveAttribute('aria-haspopup', 'menu');

    // The menu holds Reject and Flag, and passes axe while open (both themes).
    const menu = await openRowMenu(pendingRow);
    await expect(menu).toHaveAccessibleName(`More actions for ${reference}`);
    await expect(menu.getByRole('menuitem')).toHaveText(['Reject', 'Flag']);
    await expectAccessible(page, 'a row menu open');
    // Reject opens its question once the menu has closed; Escape gives focus back to the menu's button.
    await menu.getByRole('menuitem', { name: 'Reject' }).click();
    const reject = page.getByRole('alertdialog', { name: 'Reject transfer?' });
    await expect(reject).toContainText(`Transfer ${reference} ($31.00) will be rejected`);
    await expect(reject.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(reject).toHaveCount(0);
    await expect(menuButton).toBeFocused();

    // Keyboard alone: Tab from Approve reaches the menu; Enter opens it on Reject, the arrows move, Escape closes it.
    await buttons.nth(0).focus();
    await page.keyboard.press('Tab');
    await expect(menuButton).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('menuitem', { name: 'Reject' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Flag' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(menu.getByRole('menuitem', { name: 'Reject' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(menuButton).toBeFocused();
    // Space opens it too; Flag (↓, Enter) opens the flag question, which Escape closes back to the menu's button.
    await page.keyboard.press('Space');
    // A person presses ↓ in the menu they see: under CI's load it once opened after the key had gone to the button.
    await expect(menu.getByRole('menuitem', { name: 'Reject' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Flag' })).toBeFocused();
    await page.keyboard.press('Enter');
    const flag = page.getByRole('alertdialog', { name: 'Flag as suspicious?' });
    await expect(flag).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(flag).toHaveCount(0);
    await expect(menuButton).toBeFocused();
    // Reject by keyboard, with a reason: the transfer is rejected and the row has no action left.
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('menuitem', { name: 'Reject' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(reject.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(reject.getByLabel('Reason (optional, shown to the customer)')).toBeFocused();
    await page.keyboard.type('The account number is not the recipient’s');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(reject.getByRole('button', { name: 'Reject' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expectToast(page, 'Transfer status updated successfully');
    await expect(pendingRow.getByText('Rejected', { exact: true })).toBeVisible();
    await expect(pendingRow).toContainText(onScreen('Reason: The account number is not the recipient’s'));
    await expect(actionsCell(pendingRow).getByRole('button')).toHaveCount(0);

    // Approved (no payout rail here): Mark Complete, and Flag in the menu.
    const approvedRow = row(page, approved!.referenceCode);
    const approvedButtons = actionsCell(approvedRow).getByRole('button');
    await expect(approvedButtons).toHaveCount(2);
    await expect(approvedButtons.nth(0)).toHaveAccessibleName(`Mark Complete ${approved!.referenceCode}`);
    await expect((await openRowMenu(approvedRow)).getByRole('menuitem')).toHaveText(['Flag']);
    await page.keyboard.press('Escape');
  });

  test('header, counts, filters, and approve → complete, reject, and a stale 409', async ({ page }) => {
    const [first, second, third, fourth] = await seedTransfers(
      ['2021-03-10', '2021-03-10', '2021-03-11', '2021-03-12'],
      ['100.10', '250.25', '40.00', '22.34'],
    );
    await openDashboard(page);
    await expect(page.getByText('Manage transfers and exchange rates')).toBeVisible();
    await expect(page.getByText('Welcome, Devika')).toBeVisible();

    // Unfiltered, the cards are the server's counts of every transfer (not the loaded page).
    const all = await json<Record<string, number>>(adminApi.get('/api/admin/stats'));
    await expectCounts(page, [all.pending!, all.approved!, all.completed!, all.rejected!, all.cancelled!]);
    await expect(page.getByText(`Showing ${all.total} transfers`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear Date Filters' })).toHaveCount(0);

    // This journey's days: exactly its four transfers, newest first, in the table's seven columns.
    await setDates(page, '2021-03-10', '2021-03-12');
    await expect(page.getByText('Showing 4 transfers')).toBeVisible();
    await expectCounts(page, [4, 0, 0, 0]);
    await expect(page.getByRole('columnheader')).toHaveText([
      'Reference', 'Sender Details', 'Amount (CAD → INR)', 'Recipient Details', 'Status', 'Date', 'Actions',
    ]);
    await expect(page.getByRole('rowheader')).toHaveText([fourth!.referenceCode, third!.referenceCode, second!.referenceCode, first!.referenceCode]);
    const firstRow = row(page, first!.referenceCode);
    await expect(firstRow).toContainText('Ravi Patel');
    await expect(firstRow).toContainText(customer.email);
    await expect(firstRow).toContainText('$100.10 → ₹6,300.00');
    await expect(firstRow).toContainText('1 CAD = 63.00 INR');
    await expect(firstRow).toContainText(`${RECIPIENT.name}${RECIPIENT.bankName}${RECIPIENT.accountNumber}${RECIPIENT.ifscCode}`);
    await expect(firstRow.locator('time')).toHaveText(/^Mar 10, 2021, 12:00\s?PM$/);
    await expect(firstRow.getByText('Pending', { exact: true })).toBeVisible();
    await expectAccessible(page, 'transfers table');

    // Approve, then Mark Complete: each refetches the row and the counts.
    await approveTransfer(page, firstRow);
    await expectToast(page, 'Transfer status updated successfully');
    await expect(firstRow.getByText('Approved', { exact: true })).toBeVisible();
    await expect(firstRow.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await expect(firstRow.getByRole('button', { name: 'Reject' })).toHaveCount(0);
    await expectCounts(page, [3, 1, 0, 0]);
    await firstRow.getByRole('button', { name: `Mark Complete ${first!.referenceCode}` }).click();
    await expectToast(page, 'Transfer status updated successfully');
    await expect(firstRow.getByText('Completed', { exact: true })).toBeVisible();
    // No action left (the sender's name, which opens their drawer, is the row's one button).
    await expect(actionsCell(firstRow).getByRole('button')).toHaveCount(0);
    await expectCounts(page, [3, 0, 1, 0]);

    // Reject (in the row's menu) asks first (it cannot be undone); Cancel changes nothing.
    const secondRow = row(page, second!.referenceCode);
    await chooseRowAction(secondRow, 'Reject');
    const dialog = page.getByRole('alertdialog', { name: 'Reject transfer?' });
    await expect(dialog).toContainText(`Transfer ${second!.referenceCode} ($250.25) will be rejected`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(secondRow.getByText('Pending', { exact: true })).toBeVisible();
    await chooseRowAction(secondRow, 'Reject');
    await dialog.getByLabel('Reason (optional, shown to the customer)').fill('Sender name does not match the e-Transfer');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expectToast(page, 'Transfer status updated successfully');
    await expect(secondRow.getByText('Rejected', { exact: true })).toBeVisible();
    // Shown through the reason's text, so with the app's non-breaking hyphen.
    await expect(secondRow).toContainText(onScreen('Reason: Sender name does not match the e-Transfer'));
    await expect(actionsCell(secondRow).getByRole('button')).toHaveCount(0);
    await expectCounts(page, [2, 0, 1, 1]);

    // While an update runs, every action button is disabled (the rows' menus too: each of their actions is).
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/admin/transfers/${third!.id}`, async (route) => {
      await held;
      await route.fallback();
    });
    await approveTransfer(page, row(page, third!.referenceCode));
    const actions = page.getByRole('button', { name: /^(Approve|Mark Complete|More actions for) / });
    await expect(actions).toHaveCount(4);
    for (const action of await actions.all()) await expect(action).toBeDisabled();
    release();
    await expectToast(page, 'Transfer status updated successfully');
    await expect(row(page, fourth!.referenceCode).getByRole('button', { name: 'Approve' })).toBeEnabled();
    await page.unrouteAll();

    // Someone else approves the fourth; this stale screen still offers Reject, and the server says no.
    await json(adminApi.patch(`/api/admin/transfers/${fourth!.id}`, { data: { status: 'approved' } }));
    const fourthRow = row(page, fourth!.referenceCode);
    await chooseRowAction(fourthRow, 'Reject');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expectToast(page, 'Failed to update status', 'This transfer is approved and cannot be changed to rejected.');
    await expect(fourthRow.getByText('Approved', { exact: true })).toBeVisible();
    await expectCounts(page, [0, 2, 1, 1]);

    // The status filter goes to the server; the counts keep following the dates only.
    const status = page.getByLabel('Status');
    await expect(status.locator('option')).toHaveText(['All Status', 'Pending', 'Approved', 'Completed', 'Rejected', 'Cancelled']);
    await status.selectOption('approved');
    await expect(page.getByText('Showing 2 transfers')).toBeVisible();
    await expect(page.getByRole('rowheader')).toHaveText([fourth!.referenceCode, third!.referenceCode]);
    await status.selectOption('pending');
    await expect(page.getByRole('heading', { name: 'No transfers found' })).toBeVisible();
    await expect(page.getByText('Showing 0 transfers')).toBeVisible();
    await status.selectOption('all');
    await setDates(page, '2021-03-11', '2021-03-11');
    await expect(page.getByText('Showing 1 transfers')).toBeVisible();
    await expect(page.getByRole('rowheader')).toHaveText([third!.referenceCode]);
    await expectCounts(page, [0, 1, 0, 0]);

    // Clearing the dates shows everything again and hides the button.
    await page.getByRole('button', { name: 'Clear Date Filters' }).click();
    await expect(page.getByLabel('From Date')).toHaveValue('');
    await expect(page.getByLabel('To Date')).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Clear Date Filters' })).toHaveCount(0);
    const after = await json<Record<string, number>>(adminApi.get('/api/admin/stats'));
    await expect(page.getByText(`Showing ${after.total} transfers`)).toBeVisible();
    expect(after.total).toBe(all.total!);
  });

  test('Export to Excel downloads the filtered transfers; an empty range has no data', async ({ page }, testInfo) => {
    // 1,234.56 is over the identity and travel-rule thresholds (issue 17): the customer is verified, as an
    // operator records it at the console, and the recipient gets the address such a transfer carries.
    expect(await manage('verify-identity', customer.email, '--method', 'in-person', '--note', 'e2e: passport seen in person')).toContain(
      'is now verified',
    );
    await json(customerApi.patch(`/api/recipients/${recipient.id}`, { data: { city: 'Pune', state: 'Maharashtra' } }));
    const [older, newer] = await seedTransfers(['2021-05-03', '2021-05-04'], ['1234.56', '20.05']);
    await json(adminApi.patch(`/api/admin/transfers/${newer!.id}`, { data: { status: 'approved' } }));
    await openDashboard(page);
    await setDates(page, '2021-05-03', '2021-05-04');
    await expect(page.getByText('Showing 2 transfers')).toBeVisible();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export to Excel' }).click()]);
    await expectToast(page, 'Excel file exported successfully');
    expect(download.suggestedFilename()).toBe('MapleRupee_Transfers_2021-05-03_to_2021-05-04.xlsx');
    const file = testInfo.outputPath('export.xlsx');
    await download.saveAs(file);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.getWorksheet('Transfers');
    expect(sheet).toBeDefined();
    expect(sheet!.getRow(1).values).toEqual([
      undefined, 'Reference Code', 'Date & Time', 'Sender Name', 'Sender Email', 'CAD Amount', 'INR Amount', 'Exchange Rate',
      'Recipient Name', 'Bank Name', 'Account Number', 'IFSC Code', 'Status', 'Payment Method',
    ]);
    expect(sheet!.rowCount).toBe(3);
    // Newest first, as on screen.
    const [, newerRow, olderRow] = [1, 2, 3].map((index) => sheet!.getRow(index));
    expect(newerRow!.getCell(1).value).toBe(newer!.referenceCode);
    expect(newerRow!.getCell(12).value).toBe('APPROVED');
    expect(olderRow!.getCell(1).value).toBe(older!.referenceCode);
    expect(olderRow!.getCell(2).value).toEqual(new Date(Date.UTC(2021, 4, 3, 12, 0, 0)));
    expect(olderRow!.getCell(3).value).toBe('Ravi Patel');
    expect(olderRow!.getCell(4).value).toBe(customer.email);
    expect(olderRow!.getCell(5).value).toBe(1234.56);
    expect(olderRow!.getCell(5).numFmt).toBe('#,##0.00');
    expect(olderRow!.getCell(6).value).toBe(77800);
    expect(olderRow!.getCell(6).numFmt).toBe('#,##0.00');
    expect(olderRow!.getCell(7).value).toBe(63);
    expect(olderRow!.getCell(7).numFmt).toBe('0.0000');
    expect(olderRow!.getCell(8).value).toBe(RECIPIENT.name);
    expect(olderRow!.getCell(9).value).toBe(RECIPIENT.bankName);
    expect(olderRow!.getCell(10).value).toBe(RECIPIENT.accountNumber);
    expect(olderRow!.getCell(11).value).toBe(RECIPIENT.ifscCode);
    expect(olderRow!.getCell(12).value).toBe('PENDING');
    expect(olderRow!.getCell(13).value).toBe('economy');

    // A range with no transfers: the list says so, and the export is refused with the documented text.
    await setDates(page, '2001-01-01', '2001-01-02');
    await expect(page.getByRole('heading', { name: 'No transfers found' })).toBeVisible();
    await expectCounts(page, [0, 0, 0, 0]);
    let downloads = 0;
    page.on('download', () => (downloads += 1));
    await page.getByRole('button', { name: 'Export to Excel' }).click();
    await expectToast(page, 'No data to export');
    expect(downloads).toBe(0);
  });

  test('an e-Transfer recorded in the sandbox is matched and shows as Payment received', async ({ page }) => {
    const [paid, unpaid] = await seedTransfers(['2021-06-07', '2021-06-07'], ['321.00', '45.67']);
    // The customer's e-Transfer arrives (the sandbox provider's CLI), for the first transfer only.
    await manage('sandbox-etransfer', '--reference', paid!.referenceCode, '--amount', '321.00', '--sender', 'Ravi Patel', '--email', customer.email);
    // The monitor runs every 30 s; an operator's check runs it at once.
    const check = await json<{ paymentFound: boolean; message: string }>(adminApi.post(`/api/admin/check-payment/${paid!.id}`));
    expect(check.paymentFound).toBe(true);
    await openDashboard(page);
    await setDates(page, '2021-06-07', '2021-06-07');
    await expect(page.getByText('Showing 2 transfers')).toBeVisible();
    await expect(row(page, paid!.referenceCode)).toContainText('Payment received from Ravi Patel');
    await expect(row(page, unpaid!.referenceCode)).not.toContainText('Payment received');
    await approveTransfer(page, row(page, paid!.referenceCode));
    await expectToast(page, 'Transfer status updated successfully');
  });

  test('an e-Transfer from someone else waits under Payments to review until an operator accepts it', async ({ page }) => {
    const [transfer] = await seedTransfers(['2021-06-08'], ['222.00']);
    await manage('sandbox-etransfer', '--reference', `For ${transfer!.referenceCode}`, '--amount', '222.00', '--sender', 'Vikram Shah', '--email', 'vikram@bank.example');
    const check = await json<{ paymentFound: boolean; needsReview: boolean }>(adminApi.post(`/api/admin/check-payment/${transfer!.id}`));
    expect(check).toMatchObject({ paymentFound: false, needsReview: true });

    await openDashboard(page);
    await expect(page.getByRole('list', { name: 'Payments' })).toContainText('1 payment to review');
    const reviews = page.getByRole('region', { name: /^Payments to review/ });
    const item = reviews.getByTestId('payment-review').filter({ hasText: transfer!.referenceCode });
    await expect(item).toContainText('$222.00 from Vikram Shah');
    await expect(item).toContainText('The sender is not the customer of the transfer it names.');
    await expect(item).toContainText('Sender is not the customer');
    await expectAccessible(page, 'payments to review');

    await item.getByRole('button', { name: `Accept for ${transfer!.referenceCode}` }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText("$222.00 from Vikram Shah will be recorded as Ravi");
    await dialog.getByLabel(/^Note/).fill('Her brother paid; confirmed by phone');
    await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
    await expectToast(page, 'Payment recorded');
    await expect(reviews).toHaveCount(0);
    await setDates(page, '2021-06-08', '2021-06-08');
    await expect(row(page, transfer!.referenceCode)).toContainText('Payment received from Vikram Shah');
  });

  test('a notification the Interac inbox could not trust is under Payments to review with its reason and its text', async ({ page }) => {
    const transactionId = `mail:${Date.now().toString(16)}`;
    await addInboxReview({
      transactionId,
      amount: '333.00',
      senderName: 'Forged Sender',
      message: 'pay now',
      reason: 'unverified_sender',
      rawText: 'From: "Interac e-Transfer" <notify@payments.interac.ca>\nSubject: INTERAC e-Transfer: A money transfer from Forged Sender has been automatically deposited.\n\n<b>not bold</b>',
    });
    await openDashboard(page);
    const item = page.getByRole('region', { name: /^Payments to review/ }).getByTestId('payment-review').filter({ hasText: 'Forged Sender' });
    await expect(item).toContainText('$333.00 from Forged Sender');
    await expect(item).toContainText('This notification is not verified as Interac’s');
    const raw = item.getByTestId('payment-review-raw');
    await expect(raw).toBeHidden();
    await item.getByText('The notification as received').click();
    // Shown as text, never as HTML.
    await expect(raw).toContainText('<b>not bold</b>');
    await expectAccessible(page, 'payments to review with a notification');
    await item.getByRole('button', { name: 'Set aside' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByLabel(/^Note/).fill('Forged notification: no such deposit in the bank');
    await dialog.getByRole('button', { name: 'Set aside', exact: true }).click();
    await expect(item).toHaveCount(0);
  });

  test('Users & Recipients shows the newest sign-ups and recipients with their totals', async ({ page }) => {
    await openDashboard(page);
    await page.getByRole('tab', { name: 'Users & Recipients' }).click();

    const users = page.getByRole('region', { name: 'Recent User Signups' });
    const usersTotal = (await adminApi.get('/api/admin/users?limit=1')).headers()['x-total-count'];
    await expect(users.getByText(`${usersTotal} Total`)).toBeVisible();
    const customerRow = users.getByTestId('admin-user').filter({ hasText: customer.email });
    await expect(customerRow).toContainText('Ravi Patel');
    await expect(customerRow).toContainText('United Kingdom');
    await expect(customerRow).toContainText(/Signed up [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M/);
    await expect(customerRow.getByText('User', { exact: true })).toBeVisible();
    await expect(users.getByTestId('admin-user').filter({ hasText: admin.email }).getByText('Admin', { exact: true })).toBeVisible();

    const recipients = page.getByRole('region', { name: 'Recent Recipients Added' });
    const recipientsTotal = (await adminApi.get('/api/admin/recipients?limit=1')).headers()['x-total-count'];
    await expect(recipients.getByText(`${recipientsTotal} Total`)).toBeVisible();
    const saved = recipients.getByTestId('admin-recipient').filter({ hasText: customer.email });
    await expect(saved).toContainText(RECIPIENT.name);
    await expect(saved).toContainText(RECIPIENT.bankName);
    await expect(saved).toContainText(`${RECIPIENT.accountNumber} · ${RECIPIENT.ifscCode}`);
    await expect(saved.getByText('Added by Ravi Patel')).toContainText(customer.email);
    await expect(saved.getByText(RECIPIENT.relationship, { exact: true })).toBeVisible();
    await expect(saved).toContainText(/Added [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    await expectAccessible(page, 'users & recipients');
  });

  test('Settings: a new rate reaches the Send screen of a customer', async ({ page, browser }) => {
    await openDashboard(page);
    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { name: 'Exchange Rate Management' })).toBeVisible();
    await expect(page.getByTestId('current-rate')).toHaveText('1 CAD = 63.00 INR');
    await expect(page.getByText('Current rate will be applied to new transfers')).toBeVisible();
    // The smallest and largest transfer (MIN_TRANSFER_CAD from the server's configuration; issue 32).
    await expect(page.getByRole('heading', { name: 'Transfer amounts' })).toBeVisible();
    await expect(page.getByTestId('minimum-transfer')).toHaveText('$20.00');
    await expect(page.getByText(/^Set by MIN_TRANSFER_CAD in the server’s configuration/)).toBeVisible();
    const input = page.getByLabel('New rate (INR per 1 CAD)');
    await expect(input).toHaveAttribute('step', '0.01');
    await expect(input).toHaveAttribute('placeholder', '60.50');
    const update = page.getByRole('button', { name: 'Update' });
    await expect(update).toBeDisabled();
    await expectAccessible(page, 'settings');

    // Not above 0: refused here, nothing sent.
    await input.fill('0');
    await update.click();
    await expect(page.getByText('Rate must be a positive number')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');

    try {
      await input.fill('64.25');
      await update.click();
      await expectToast(page, 'Exchange rate updated successfully');
      await expect(input).toHaveValue('');
      await expect(page.getByTestId('current-rate')).toHaveText('1 CAD = 64.25 INR');
      await expect(page.getByTestId('rate-change').first()).toContainText(/63\.00\s*64\.25/);
      await expect(page.getByTestId('rate-change').first()).toContainText('by Devika Patel');

      const customerContext = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
      const customerPage = await customerContext.newPage();
      await openApp(customerPage);
      await signIn(customerPage, customer.email, customer.password);
      await expect(customerPage.getByText('1 CAD = 64.25 INR')).toBeVisible();
      await customerContext.close();
    } finally {
      // The other specs quote at the seeded 63.
      await json(adminApi.post('/api/admin/exchange-rates', { data: { fromCurrency: 'CAD', toCurrency: 'INR', rate: '63' } }));
    }
  });
});

test.describe('admin dashboard on a phone (390×844)', () => {
  test('cards show the rate, actions are big enough to tap, and page with Load more', async ({ page }) => {
    const days = Array.from({ length: 51 }, () => '2021-07-01');
    days[50] = '2021-07-02';
    // From the minimum transfer up, a cent apart: 20.00 … 20.50.
    const transfers = await seedTransfers(days, Array.from({ length: 51 }, (_, index) => `20.${String(index).padStart(2, '0')}`));
    const newest = transfers[50]!;
    await openDashboard(page);
    await setDates(page, '2021-07-01', '2021-07-02');
    await expect(page.getByText('Showing 51 transfers')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);

    // A page of 50 cards, then the last one with Load more.
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(50);
    const card = page.getByRole('article', { name: `Reference ${newest.referenceCode}` });
    await expect(card).toContainText('$20.50 → ₹1,300.00');
    await expect(card).toContainText('1 CAD = 63.00 INR');
    await expect(card).toContainText(RECIPIENT.accountNumber);
    await expect(card).toContainText(RECIPIENT.ifscCode);
    for (const name of [`Approve ${newest.referenceCode}`, `More actions for ${newest.referenceCode}`]) {
      const box = await card.getByRole('button', { name }).boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
    await expectAccessible(page, 'transfer cards');
    // The card's menu: Reject and Flag, each as tall as a finger (axe with a menu open: the desk's test, on fewer rows).
    const menu = await openRowMenu(card);
    await expect(menu.getByRole('menuitem')).toHaveText(['Reject', 'Flag']);
    for (const item of await menu.getByRole('menuitem').all()) expect((await item.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(cards).toHaveCount(51);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

    await approveTransfer(page, card);
    await expectToast(page, 'Transfer status updated successfully');
    await expect(card.getByText('Approved', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Mark Complete' })).toBeVisible();
    await expectCounts(page, [50, 1, 0, 0]);
  });
});
