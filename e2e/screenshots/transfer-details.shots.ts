import { expect, test, type Page } from '@playwright/test';
import type { Recipient } from '../../domain/schemas/recipient';
import { expectNoEnglishLeft } from '../support/no-english';
import { api, goToTab, manage, RECIPIENT, sendTransfer, signUpNewCustomer } from '../support/app';
import { checkPayment, moveTransfer, rejectTransfer } from '../support/operator';
import { dismissToasts, lightAndDarkShots, withoutInstallBanner } from '../support/shots';

/**
 * `npm run screenshots`: a transfer's details page (issue 20) at 390×844, light and dark — unpaid
 * (with how to pay), paid, approved, paid out, rejected with a reason, not found, in French and in
 * Hindi — the history's cards that open it, and the send screen filled by "Send again".
 */

test.use({ reducedMotion: 'reduce' });
test.beforeEach(async ({ page }) => {
  await withoutInstallBanner(page);
});

const details = (page: Page, reference: string) => page.getByRole('region', { name: new RegExp(`${reference}$`) });

async function open(page: Page, reference: string, step: RegExp): Promise<void> {
  await page.goto(`/history/${reference}`);
  await expect(page.getByTestId('transfer-timeline').getByRole('listitem').filter({ hasText: step }).first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
}

test('a transfer’s details, from submitted to paid out', async ({ page }) => {
  await signUpNewCustomer(page, 'Asha');
  await dismissToasts(page);
  const recipient = await api<Recipient>(page, 'POST', '/api/recipients', RECIPIENT);
  const paidOut = await sendTransfer(page, recipient.id, '500');
  const rejected = await sendTransfer(page, recipient.id, '120.50');
  const waiting = await sendTransfer(page, recipient.id, '250');

  await goToTab(page, 'History');
  await expect(page.getByRole('link', { name: `Reference ${waiting.referenceCode}` })).toBeVisible();
  await lightAndDarkShots(page, 'history-cards');

  await open(page, paidOut.referenceCode, /Submitted/);
  await lightAndDarkShots(page, 'transfer-details-pending');
  await lightAndDarkShots(page, 'transfer-details-pending-full', { fullPage: true });

  // The e-Transfer arrives from the customer: "Payment received", the instructions go.
  await manage('sandbox-etransfer', '--reference', paidOut.referenceCode, '--amount', '500.00', '--sender', 'Asha Patel', '--email', 'asha@bank.example');
  await checkPayment(page, paidOut.id);
  await open(page, paidOut.referenceCode, /Payment received — Done/);
  await lightAndDarkShots(page, 'transfer-details-paid-full', { fullPage: true });

  await moveTransfer(page, paidOut.id, 'approved');
  await open(page, paidOut.referenceCode, /Approved — Done/);
  await lightAndDarkShots(page, 'transfer-details-approved-full', { fullPage: true });

  await moveTransfer(page, paidOut.id, 'completed');
  await open(page, paidOut.referenceCode, /Paid out — Done/);
  await lightAndDarkShots(page, 'transfer-details-completed');
  await lightAndDarkShots(page, 'transfer-details-completed-full', { fullPage: true });

  await rejectTransfer(page, rejected.id, 'The account number does not match the recipient’s name at State Bank of India. Please check it and send again.');
  await open(page, rejected.referenceCode, /Rejected/);
  await lightAndDarkShots(page, 'transfer-details-rejected-full', { fullPage: true });

  // "Send again" from the paid-out transfer.
  await open(page, paidOut.referenceCode, /Paid out/);
  await page.getByRole('link', { name: 'Send again' }).click();
  await expect(page.getByLabel('You send')).toHaveValue('500.00');
  await lightAndDarkShots(page, 'send-again');

  await page.goto('/history/ZZZZZZZZZ9');
  await expect(page.getByRole('heading', { name: 'Transfer not found' })).toBeVisible();
  await lightAndDarkShots(page, 'transfer-details-not-found');

  // French and Hindi: the same pages, no English left.
  for (const [locale, submitted] of [['fr-CA', /Soumis/], ['hi-IN', /जमा किया गया/]] as const) {
    await api(page, 'PATCH', '/api/profile', { locale });
    await page.goto(`/history/${waiting.referenceCode}`);
    await page.reload();
    await expect(details(page, waiting.referenceCode)).toBeVisible();
    await open(page, waiting.referenceCode, submitted);
    // The e-Transfer's answer (MapleRupee) is a value; « Actions » is French too (a screen-reader heading).
    await expectNoEnglishLeft(page, ['MapleRupee', 'Actions']);
    await lightAndDarkShots(page, `transfer-details-pending-${locale}-full`, { fullPage: true });
    await open(page, paidOut.referenceCode, submitted);
    await lightAndDarkShots(page, `transfer-details-completed-${locale}-full`, { fullPage: true });
  }
});
