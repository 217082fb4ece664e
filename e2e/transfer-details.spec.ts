import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import type { Recipient } from '../domain/schemas/recipient';
import { expectAccessible } from './support/a11y';
import { api, expectToast, goToTab, onScreen, openApp, RECIPIENT, sendTransfer, signIn, signUpNewCustomer } from './support/app';
import { moveTransfer, rejectTransfer } from './support/operator';
import { waitForMail } from './support/outbox';

// No splash or slides: these journeys are about data.
test.use({ reducedMotion: 'reduce' });

/** The timeline's steps as shown, each with whether it happened ("Done") or is still to come ("Not yet"). */
const timeline = (page: Page) => page.getByTestId('transfer-timeline').getByRole('listitem');
/** The page asks for news every 10 s (TRANSFER_DETAILS_REFETCH_MS): long enough for a test to wait, never a reload. */
const NEXT_REFRESH = { timeout: 25_000 };

/** Sends `cadAmount` to the customer's only recipient through the send screen, as a person does. */
async function sendThroughTheScreen(page: Page, cadAmount: string): Promise<string> {
  await goToTab(page, 'Send');
  await page.getByLabel('You send').fill(cadAmount);
  await page.getByLabel('Recipient', { exact: true }).selectOption({ label: `${RECIPIENT.name} (${RECIPIENT.bankName})` });
  await page.getByRole('button', { name: 'Send Money' }).click();
  const reference = (await page.getByText(/^[A-Z0-9]{10}$/).textContent()) ?? '';
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Confirm Payment' }).click();
  await expectToast(page, 'Transaction Submitted!', `Reference ${reference}. Follow it in History.`);
  return reference;
}

test.describe('transfer details (docs/product.md § Transfer details)', () => {
  // Each journey waits for the page's own refresh and checks accessibility in both themes.
  test.describe.configure({ timeout: 150_000 });

  test('send 500 CAD, open its timeline, watch it move to Approved and Paid out as the operator acts, download the receipt, send again', async ({ page }) => {
    const user = await signUpNewCustomer(page, 'Kavya');
    await api<Recipient>(page, 'POST', '/api/recipients', RECIPIENT);
    const reference = await sendThroughTheScreen(page, '500');

    // History: the card's reference opens its details.
    await goToTab(page, 'History');
    await page.getByRole('link', { name: `Reference ${reference}` }).click();
    await expect(page).toHaveURL(`/history/${reference}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Transfer details' })).toBeVisible();
    const overview = page.getByRole('region', { name: `Reference ${reference}` });
    await expect(overview.getByText('Pending')).toBeVisible();
    await expect(overview).toContainText('$500.00');
    await expect(overview).toContainText('₹31,500.00');
    await expect(overview).toContainText('1 CAD = 63.00 INR');
    await expect(overview).toContainText('Fee$0.00');
    await expect(overview).toContainText('********9012');
    await expect(page.getByTestId('transfer-arrival')).toHaveText(/^Expected by \w{3} \d{1,2}, \d{4} if your payment reaches us today$/);
    // Unpaid: how to pay, as on the send screen.
    await expect(page.getByRole('heading', { name: onScreen('Send your Interac e-Transfer') })).toBeVisible();
    await expect(timeline(page)).toHaveText([/^Submitted — Done/, /^Payment received — Not yet/, /^Approved — Not yet/, /^Paid out — Not yet/]);
    await expect(timeline(page).first()).toHaveAttribute('aria-current', 'step');
    await expectAccessible(page, 'transfer details, pending');

    // The operator approves: the page shows it without a reload.
    const transfer = await api<{ id: number }>(page, 'GET', `/api/transfers/${reference}`);
    await moveTransfer(page, transfer.id, 'approved');
    await expect(timeline(page).nth(1)).toHaveText(/^Approved — Done/, NEXT_REFRESH);
    await expect(timeline(page)).toHaveText([/^Submitted — Done/, /^Approved — Done/, /^Paid out — Not yet/]);
    await expect(overview.getByText('Approved', { exact: true })).toBeVisible();
    await expect(page.getByTestId('transfer-arrival')).toHaveText(/^Expected by \w{3} \d{1,2}, \d{4}$/);
    await expect(page.getByRole('heading', { name: onScreen('Send your Interac e-Transfer') })).toBeHidden();

    // … then marks it paid out.
    await moveTransfer(page, transfer.id, 'completed');
    await expect(timeline(page).last()).toHaveText(/^Paid out — Done/, NEXT_REFRESH);
    await expect(page.getByTestId('transfer-arrival')).toHaveText(/^Arrived \w{3} \d{1,2}, \d{4}$/);
    await expectAccessible(page, 'transfer details, paid out');

    // The receipt: a PDF named after the reference.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Receipt (PDF)' }).click()]);
    expect(download.suggestedFilename()).toBe(`MapleRupee_Receipt_${reference}.pdf`);
    const pdf = await fs.readFile(await download.path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    // Send again: the send screen with the amount and the recipient, ready to continue.
    await page.getByRole('link', { name: 'Send again' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByLabel('You send')).toHaveValue('500.00');
    await expect(page.getByLabel('Recipient', { exact: true }).locator('option:checked')).toHaveText(`${RECIPIENT.name} (${RECIPIENT.bankName})`);
    // The amount is checked as if typed: this basic customer may send 499.99 more today, and is told so.
    await expect(page.getByLabel('Recipient gets')).toHaveValue('₹31,500.00');
    await expect(page.getByText('To send $1,000.00 or more in 24 hours, the law asks us to verify your identity first.')).toBeVisible();

    // The submitted mail's links open this page and the receipt.
    const mail = await waitForMail(user.email, 10_000, `We received your transfer ${reference}`);
    const links = [...(mail.text ?? '').matchAll(/https?:\/\/\S+/g)].map((match) => new URL(match[0]).pathname);
    expect(links).toEqual([`/history/${reference}`, `/history/${reference}/receipt`]);
    await page.goto(links[0]!);
    await expect(page.getByRole('region', { name: `Reference ${reference}` })).toBeVisible();
    const [mailed] = await Promise.all([page.waitForEvent('download'), page.goto(links[1]!).catch(() => undefined)]);
    expect(mailed.suggestedFilename()).toBe(`MapleRupee_Receipt_${reference}.pdf`);
    await expect(page).toHaveURL(`/history/${reference}`);
  });

  test('rejected with the operator’s reason; a deleted recipient is not chosen again; another customer’s reference is not found; the mail link signed out asks to sign in first', async ({ page, browser }) => {
    const user = await signUpNewCustomer(page, 'Farah');
    const recipient = await api<Recipient>(page, 'POST', '/api/recipients', RECIPIENT);
    const transfer = await sendTransfer(page, recipient.id, '75.25');
    await rejectTransfer(page, transfer.id, 'The IFSC code belongs to another branch');
    const deleted = await page.request.delete(`/api/recipients/${recipient.id}`, { headers: { origin: new URL(page.url()).origin } });
    expect(deleted.ok()).toBe(true);

    await page.goto(`/history/${transfer.referenceCode}`);
    await expect(timeline(page)).toHaveText([/^Submitted — Done/, /^Rejected — Done.*Reason: The IFSC code belongs to another branch/]);
    await expect(page.getByTestId('transfer-arrival')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: onScreen('Send your Interac e-Transfer') })).toBeHidden();
    await expectAccessible(page, 'transfer details, rejected');

    await page.getByRole('link', { name: 'Send again' }).click();
    await expect(page.getByLabel('You send')).toHaveValue('75.25');
    await expect(page.getByLabel('Recipient', { exact: true })).toHaveValue('');

    // Someone else's reference, typed into the address bar.
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await signUpNewCustomer(other, 'Omar');
    await other.goto(`/history/${transfer.referenceCode}`);
    await expect(other.getByRole('heading', { name: 'Transfer not found' })).toBeVisible();
    await expectAccessible(other, 'transfer not found');
    await otherContext.close();

    // The mail's receipt link in a browser with no session: sign in, then the page and the receipt.
    const freshContext = await browser.newContext();
    const fresh = await freshContext.newPage();
    await openApp(fresh, `/history/${transfer.referenceCode}/receipt`);
    await signIn(fresh, user.email, user.password);
    const download = await fresh.waitForEvent('download');
    expect(download.suggestedFilename()).toBe(`MapleRupee_Receipt_${transfer.referenceCode}.pdf`);
    await expect(fresh.getByRole('heading', { level: 1, name: 'Transfer details' })).toBeVisible();
    await expect(fresh).toHaveURL(`/history/${transfer.referenceCode}`);
    await freshContext.close();
  });

  test('a French account opens the mail’s link in an English browser: the page loads in French, its own texts included', async ({ page }) => {
    await signUpNewCustomer(page, 'Chloe');
    const recipient = await api<Recipient>(page, 'POST', '/api/recipients', RECIPIENT);
    const transfer = await sendTransfer(page, recipient.id, '40');
    await api(page, 'PATCH', '/api/profile', { locale: 'fr-CA' });
    // A fresh load straight on the page: the screen's texts start loading in the browser's
    // language while the account's replaces it (web/src/i18n/active-locale.ts).
    await page.goto(`/history/${transfer.referenceCode}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Détails du transfert' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('transfer-timeline').getByRole('listitem').first()).toHaveText(/^Soumis — Fait/);
    await expect(page.getByRole('link', { name: 'Reçu (PDF)' })).toBeVisible();
  });
});
