import { expect, request, test, type Page } from '@playwright/test';
import type { Recipient } from '../domain/schemas/recipient';
import { expectAccessible } from './support/a11y';
import { api, expectToast, goToTab, manage, onScreen, openApp, RECIPIENT, sendTransfer, signIn, signUpNewCustomer, type TestUser } from './support/app';
import { setTransferCreatedAt } from './support/db';
import { enrolAuthenticator, enterSecondFactor, moveTransfer } from './support/operator';
import { waitForMail } from './support/outbox';

/**
 * Issue 20, cancelling a transfer: the customer's Cancel on a pending, unpaid transfer's details page
 * (asked first, then the status, History's badge and counts), the refusal when an operator approved it meanwhile, History's
 * Cancelled filter, the mail of a transfer cancelled because it was not paid in time, and the admin
 * desk's Cancelled count card and filter, where a cancelled transfer has no actions.
 */

test.use({ reducedMotion: 'reduce' });

const card = (page: Page, reference: string) => page.getByRole('region', { name: `Reference ${reference}` });
const cancelButton = (page: Page, reference: string) => page.getByRole('button', { name: `Cancel transfer ${reference}` });

/** Opens the transfer's details page from its History card, as a customer does. */
async function openDetails(page: Page, reference: string): Promise<void> {
  await goToTab(page, 'History');
  await page.getByRole('link', { name: `Reference ${reference}` }).click();
  await expect(page).toHaveURL(`/history/${reference}`);
}

async function customerWithRecipient(page: Page, name: string): Promise<{ user: TestUser; recipient: Recipient }> {
  const user = await signUpNewCustomer(page, name);
  const recipient = await api<Recipient>(page, 'POST', '/api/recipients', RECIPIENT);
  return { user, recipient };
}

test('a customer cancels a pending transfer on its details page: asked first, then Cancelled, counted and filtered, and mailed', async ({ page }) => {
  const { user, recipient } = await customerWithRecipient(page, 'Farah');
  const kept = await sendTransfer(page, recipient.id, '120.00');
  const dropped = await sendTransfer(page, recipient.id, '80.40');
  // History's cards are links to the details page; Cancel is there, not on the card.
  await goToTab(page, 'History');
  await expect(card(page, dropped.referenceCode).getByRole('button')).toHaveCount(0);
  await openDetails(page, dropped.referenceCode);

  await expect(cancelButton(page, dropped.referenceCode)).toBeVisible();
  await cancelButton(page, dropped.referenceCode).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel this transfer?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`Transfer ${dropped.referenceCode} of $80.40 will be cancelled and never sent.`);
  await expect(dialog).toContainText(onScreen('Cancel only if you have not sent the Interac e-Transfer for it.'));
  // Focus starts on the safe choice.
  await expect(dialog.getByRole('button', { name: 'Keep transfer' })).toBeFocused();
  await expectAccessible(page, 'cancel transfer dialog');
  await dialog.getByRole('button', { name: 'Keep transfer' }).click();
  await expect(dialog).toBeHidden();
  const overview = card(page, dropped.referenceCode);
  await expect(overview).toContainText('Pending');

  await cancelButton(page, dropped.referenceCode).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel transfer' }).click();
  await expectToast(page, 'Transfer cancelled', `${dropped.referenceCode} is cancelled. We emailed you a confirmation.`);
  await expect(overview).toContainText('Cancelled');
  await expect(cancelButton(page, dropped.referenceCode)).toHaveCount(0);
  await expect(page.getByTestId('transfer-timeline').getByRole('listitem').last()).toContainText('Cancelled');
  await expectAccessible(page, 'transfer details, cancelled');

  // The other transfer can still be cancelled; the summary counts both, and sums only what was not cancelled.
  await openDetails(page, kept.referenceCode);
  await expect(cancelButton(page, kept.referenceCode)).toBeVisible();
  await goToTab(page, 'History');
  await expect(card(page, dropped.referenceCode)).toContainText('Cancelled');
  await expect(card(page, dropped.referenceCode).getByText('Not paid out', { exact: true })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText('$120.00');
  await expect(summary.getByRole('definition')).toHaveText(['2', '1', '0']);
  await expectAccessible(page, 'history with a cancelled transfer');

  await page.getByLabel('Status').selectOption({ label: 'Cancelled' });
  await expect(page.getByRole('region', { name: /^Reference / })).toHaveCount(1);
  await expect(card(page, dropped.referenceCode)).toBeVisible();
  await expect(page.getByText('Showing 1 of 2 transfers')).toBeVisible();

  const mail = await waitForMail(user.email, 10_000, `Your transfer ${dropped.referenceCode} is cancelled`);
  expect(mail.text).toContain(`As you asked, we cancelled your transfer ${dropped.referenceCode}: $80.40 to ${RECIPIENT.name}`);
  expect(mail.text).toContain(`/history/${dropped.referenceCode}`);
});

test('approved meanwhile: the cancel is refused with the reason, and the page shows Approved', async ({ page }) => {
  const { recipient } = await customerWithRecipient(page, 'Imran');
  const transfer = await sendTransfer(page, recipient.id, '64.00');
  await openDetails(page, transfer.referenceCode);
  await cancelButton(page, transfer.referenceCode).click();
  // An operator approves it while the customer reads the question.
  await moveTransfer(page, transfer.id, 'approved');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel transfer' }).click();
  await expectToast(page, 'Could not cancel the transfer', 'This transfer is approved and can no longer be cancelled.');
  await expect(card(page, transfer.referenceCode)).toContainText('Approved');
  await expect(cancelButton(page, transfer.referenceCode)).toHaveCount(0);
});

test('a transfer left unpaid 72 hours is cancelled by itself, and the customer is mailed', async ({ page }) => {
  const { user, recipient } = await customerWithRecipient(page, 'Zoya');
  const transfer = await sendTransfer(page, recipient.id, '33.00');
  const fourDaysAgo = new Date(Date.now() - 4 * 24 * 60 * 60 * 1000);
  await setTransferCreatedAt(transfer.referenceCode, fourDaysAgo.toISOString().slice(0, 16).replace('T', ' '), 'UTC');
  // What the server's job does every payment-monitor period (the e2e server has it off: journeys
  // move pending transfers into the past); the server sends the mail.
  expect(await manage('cancel-unpaid')).toMatch(/^Cancelled \d+ transfers? left unpaid 72 hours or more\.$/m);
  const mail = await waitForMail(user.email, 20_000, `Your transfer ${transfer.referenceCode} is cancelled`);
  expect(mail.text).toContain(
    `We cancelled your transfer ${transfer.referenceCode}: $33.00 to ${RECIPIENT.name} (${RECIPIENT.bankName}), because we did not receive your Interac e-Transfer for it within 72 hours.`,
  );
  expect(mail.text).toContain('Do not send an Interac e-Transfer for it.');
  expect(mail.text).toMatch(new RegExp(`https?://[^/\\s]+/history/${transfer.referenceCode}`));
  await goToTab(page, 'History');
  await expect(card(page, transfer.referenceCode)).toContainText('Cancelled');
});

test.describe('the admin desk (1280×800)', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('a Cancelled count card and filter; a cancelled transfer has no actions', async ({ page, baseURL }) => {
    const { user, recipient } = await customerWithRecipient(page, 'Leela');
    const transfer = await sendTransfer(page, recipient.id, '45.00');
    await api(page, 'POST', `/api/transfers/${transfer.referenceCode}/cancel`);

    const adminApi = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
    const admin = { email: `desk.${Date.now()}@example.com`, password: 'maple-secret-1' };
    expect((await adminApi.post('/api/auth/signup', { data: { ...admin, firstName: 'Devika', lastName: 'Rao', country: 'Canada' } })).status()).toBe(201);
    await manage('grant-admin', admin.email);
    const authenticator = await enrolAuthenticator(adminApi);
    await adminApi.dispose();

    await page.context().clearCookies();
    await openApp(page);
    await signIn(page, admin.email, admin.password);
    await enterSecondFactor(page, authenticator);
    await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Admin' }).click();
    const cards = page.getByRole('region', { name: 'Transfer counts' });
    await expect(cards.getByRole('term')).toHaveText(['Pending', 'Approved', 'Completed', 'Rejected', 'Cancelled']);
    const stats = await api<Record<string, number>>(page, 'GET', '/api/admin/stats');
    await expect(cards.getByRole('definition')).toHaveText(
      ['pending', 'approved', 'completed', 'rejected', 'cancelled'].map((status) => String(stats[status])),
    );
    expect(stats.cancelled).toBeGreaterThan(0);

    await page.getByLabel('Status').selectOption({ label: 'Cancelled' });
    await expect(page.getByText(`Showing ${stats.cancelled} transfers`)).toBeVisible();
    const row = page.getByTestId('transfer-row').filter({ hasText: transfer.referenceCode });
    await expect(row).toContainText('Cancelled');
    await expect(row).toContainText(user.email);
    // No action in its Actions cell (the last; the sender's name opens their drawer).
    await expect(row.getByRole('cell').last().getByRole('button')).toHaveCount(0);
    await expectAccessible(page, 'admin desk, cancelled filter');
  });
});
