import path from 'node:path';
import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { quoteTransfer } from '../domain/quote';
import { expectAccessible } from './support/a11y';
import { expectToast, manageWith, newUser, onScreen, openApp, RECIPIENT, signIn, type TestUser } from './support/app';
import { withDatabase } from './support/db';
import { approveTransfer, chooseRowAction, enrolAuthenticator, enterSecondFactor, openRowMenu, type Authenticator } from './support/operator';
import { ROOT, startE2eServer, type E2eServer } from './support/server';
import { lightAndDarkShots } from './support/shots';
import { serverPort } from './support/worker';

/**
 * Issue 33 at the operator's desk, on a server of its own with an automatic payout rail (the
 * sandbox) and approval needing the payment (APPROVAL_NEEDS_PAYMENT=true): Pending split into
 * "Awaiting payment" and "Paid — ready to approve"; approving an unpaid transfer asks for a reason;
 * a partial name match waits for "Pay anyway"; a failed payout offers "Pay again" and "Refund"; a
 * reconciliation run opens with its differences. The payout job runs every 15 s, so the steps that
 * wait for it allow 40 s.
 */

// Beside this worker's own server (support/worker.ts: ports 10 apart).
const baseURL = `http://localhost:${serverPort() + 2}`;
const JOB = { timeout: 40_000 };

let server: E2eServer;
let admin: TestUser;
let authenticator: Authenticator;
let adminApi: APIRequestContext;

interface Made {
  id: number;
  referenceCode: string;
}

test.use({ baseURL, viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });
test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startE2eServer(baseURL, path.join(ROOT, '.e2e-data-payouts'), { PAYOUT_PROVIDER: 'sandbox', APPROVAL_NEEDS_PAYMENT: 'true' });
  admin = newUser('Meera');
  adminApi = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  expect((await adminApi.post('/api/auth/signup', { data: { ...admin, country: 'Canada' } })).status()).toBe(201);
  expect(await manage('grant-admin', admin.email)).toContain('is now an admin');
  authenticator = await enrolAuthenticator(adminApi);
});
test.afterAll(async () => {
  await adminApi?.dispose();
  await server?.stop();
});

function manage(...args: string[]): Promise<string> {
  return manageWith({ DATA_DIR: server.dataDir, PAYOUT_PROVIDER: 'sandbox' }, ...args);
}

/** A customer's transfer to a recipient whose account number ends as the sandbox's name check reads it (docs/PAYMENTS.md § Sandbox). */
async function transferTo(customer: APIRequestContext, accountNumber: string, cadAmount: string): Promise<Made> {
  const recipient = await customer.post('/api/recipients', { data: { ...RECIPIENT, accountNumber } });
  expect(recipient.status()).toBe(201);
  const { id: recipientId } = (await recipient.json()) as { id: number };
  const made = await customer.post('/api/transfers', { data: { ...quoteTransfer({ cadAmount, currentRate: '63' }), recipientId } });
  expect(made.status()).toBe(201);
  return (await made.json()) as Made;
}

/** The customer's e-Transfer arrives; the monitor runs every 30 s, an operator's check runs it at once. */
async function pay(transfer: Made, cadAmount: string, email: string): Promise<void> {
  await manage('sandbox-etransfer', '--reference', transfer.referenceCode, '--amount', cadAmount, '--sender', 'Asha Patel', '--email', email);
  const check = await adminApi.post(`/api/admin/check-payment/${transfer.id}`);
  expect(check.status()).toBe(200);
  expect(((await check.json()) as { paymentFound: boolean }).paymentFound).toBe(true);
}

/** Makes the rail refuse the transfer's payout once the payout job has sent it (manage fails until then). */
async function failAtRail(transfer: Made, reason: string): Promise<void> {
  const deadline = Date.now() + JOB.timeout;
  for (;;) {
    const output = await manage('sandbox-payout', '--reference', transfer.referenceCode, '--outcome', 'fail', '--reason', reason).catch(() => '');
    if (output.includes('failed')) return;
    if (Date.now() > deadline) throw new Error(`the payout of ${transfer.referenceCode} never reached the sandbox rail`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function openDesk(page: Page): Promise<void> {
  await openApp(page);
  await signIn(page, admin.email, admin.password);
  await enterSecondFactor(page, authenticator);
  await expect(page.getByRole('navigation', { name: /main/i })).toBeVisible();
  await page.goto('/admin');
}

const queue = (page: Page, name: RegExp) => page.getByRole('region', { name: 'Pending transfers by payment' }).getByRole('button', { name });
const row = (page: Page, transfer: Made) => page.getByTestId('transfer-row').filter({ hasText: transfer.referenceCode });

let unpaid: Made;
let partial: Made;
let failing: Made;

test('Pending split into “Awaiting payment” and “Paid — ready to approve”; an unpaid transfer is approved only with a reason', async ({ page }) => {
  const customer = newUser('Asha');
  const customerApi = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  expect((await customerApi.post('/api/auth/signup', { data: { ...customer, country: 'Canada' } })).status()).toBe(201);
  unpaid = await transferTo(customerApi, '123456789012', '150');
  partial = await transferTo(customerApi, '123456781111', '200');
  failing = await transferTo(customerApi, '123456785678', '250');
  await customerApi.dispose();
  await pay(partial, '200.00', customer.email);
  await pay(failing, '250.00', customer.email);

  await openDesk(page);
  await expect(queue(page, /^Awaiting payment 1$/)).toBeVisible();
  await expect(queue(page, /^Paid — ready to approve 2$/)).toBeVisible();
  await queue(page, /^Paid — ready to approve/).click();
  await expect(queue(page, /^Paid — ready to approve/)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Showing 2 transfers')).toBeVisible();
  await expect(row(page, unpaid)).toHaveCount(0);
  await expect(row(page, partial)).toContainText('Payment received from Asha Patel');
  await expectAccessible(page, 'the paid queue');
  await lightAndDarkShots(page, 'issue33-desk-paid-queue-1280');

  await queue(page, /^Awaiting payment/).click();
  await expect(page.getByText('Showing 1 transfer')).toBeVisible();
  const unpaidRow = row(page, unpaid);
  await expect(unpaidRow.getByTestId('awaiting-payment')).toHaveText('Awaiting payment');
  await unpaidRow.getByRole('button', { name: `Approve ${unpaid.referenceCode}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'No payment recorded — approve anyway?' });
  await expect(dialog).toContainText(onScreen(`No e-Transfer is recorded for ${unpaid.referenceCode} ($150.00).`));
  await expect(dialog.getByRole('button', { name: 'Approve anyway' })).toBeDisabled();
  await expectAccessible(page, 'approve an unpaid transfer');
  await lightAndDarkShots(page, 'issue33-desk-approve-unpaid-1280');
  await dialog.getByLabel('Reason (required): why approve before the money is in').fill('Customer’s bank confirmed the e-Transfer by phone');
  await dialog.getByRole('button', { name: 'Approve anyway' }).click();
  await expectToast(page, 'Transfer status updated successfully');
  // The queue no longer holds it; the payout waits for the payment.
  await expect(page.getByText('Showing 0 transfers')).toBeVisible();
  await expect(queue(page, /^Awaiting payment 0$/)).toBeVisible();
  await queue(page, /^Awaiting payment/).click();
  await expect(queue(page, /^Awaiting payment/)).toHaveAttribute('aria-pressed', 'false');
  await expect(row(page, unpaid).getByTestId('payout-state')).toHaveText('Payout: waiting for the payment');
  await expect(row(page, unpaid).getByRole('button', { name: `Mark Complete ${unpaid.referenceCode}` })).toHaveCount(0);
});

test('a partial name match waits for “Pay anyway”; a failed payout offers “Pay again” and “Refund”', async ({ page }) => {
  await openDesk(page);
  // Paid: Approve asks only the usual question.
  await approveTransfer(page, row(page, partial), `Approve ${partial.referenceCode}`);
  await expectToast(page, 'Transfer status updated successfully');
  await approveTransfer(page, row(page, failing), `Approve ${failing.referenceCode}`);
  await expectToast(page, 'Transfer status updated successfully');
  // The rail refuses the other one as soon as it has it: a sandbox payout pays itself 20 s after it
  // is sent, sooner than the partial match's steps below take.
  await failAtRail(failing, 'Beneficiary account closed');

  // The bank matched the name only partly: the payout waits for the operator.
  const partialRow = row(page, partial);
  await expect(partialRow.getByTestId('payout-state')).toHaveText('Payout: name check needs you', JOB);
  // Its one primary action is Pay anyway; Refund, the payout's details and Flag are in the row's menu.
  await expect((await openRowMenu(partialRow)).getByRole('menuitem')).toHaveText(['Refund', 'Payout details', 'Flag']);
  await page.keyboard.press('Escape');
  await chooseRowAction(partialRow, 'Payout details');
  const details = page.getByRole('dialog', { name: `Payouts of ${partial.referenceCode}` });
  await expect(details).toContainText('Attempt 1 · sandbox');
  await expect(details).toContainText('The name at the bank matches only partly');
  await expect(details).toContainText('Name at the bank: PRIYA K');
  await expectAccessible(page, 'payout details');
  await lightAndDarkShots(page, 'issue33-desk-payout-details-1280');
  await details.getByRole('button', { name: 'Close' }).click();
  await partialRow.getByRole('button', { name: `Pay anyway ${partial.referenceCode}` }).click();
  const payAnyway = page.getByRole('alertdialog', { name: 'Pay anyway?' });
  await expect(payAnyway).toContainText(`The bank did not confirm the recipient’s name for ${partial.referenceCode}.`);
  await payAnyway.getByRole('button', { name: 'Pay anyway' }).click();
  await expectToast(page, 'Payout released: it is sent on the next run without asking the bank again.');
  await expect(partialRow.getByTestId('payout-state')).toHaveText(/^Payout: (released to send|on its way)$/);
  await expect(partialRow.getByTestId('payout-state')).toHaveText('Payout: on its way', JOB);

  // The other one, refused by the rail.
  const failingRow = row(page, failing);
  await expect(failingRow.getByTestId('payout-state')).toHaveText('Payout: failed', JOB);
  await expect(failingRow.getByRole('button', { name: `Pay again ${failing.referenceCode}` })).toBeVisible();
  await expectAccessible(page, 'a failed payout');
  await lightAndDarkShots(page, 'issue33-desk-failed-payout-1280');
  await chooseRowAction(failingRow, 'Refund');
  const refund = page.getByRole('alertdialog', { name: 'Refund this transfer?' });
  await expect(refund).toContainText(`${failing.referenceCode} ($250.00) is rejected and the customer is told their money is being returned.`);
  await expect(refund.getByRole('button', { name: 'Refund' })).toBeDisabled();
  await refund.getByLabel('Reason (required, the customer reads it)').fill('The recipient’s bank account is closed; ask them for another.');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expectToast(page, 'Transfer refunded');
  await expect(failingRow.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(failingRow.getByRole('button', { name: `Pay again ${failing.referenceCode}` })).toHaveCount(0);
});

test('on a phone: the queues, a payout on its card, and a reconciliation run with its differences', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // A run as the daily job writes it, with one difference (the job runs once a day; reconcile.ts is tested in the API tests).
  await withDatabase(async (client) => {
    const run = await client.query<{ id: string }>(
      `insert into reconciliation_runs (period_start, period_end, payout_provider, collection_provider, payout_balance, payout_balance_currency,
         payouts_compared, payments_compared, difference_count, started_at, finished_at)
       values (now() - interval '2 days', now() - interval '1 day', 'sandbox', 'sandbox', '9990000.00', 'INR', 2, 2, 1, now(), now()) returning id`,
    );
    await client.query(
      `insert into reconciliation_differences (run_id, kind, transfer_id, details)
       values ($1, 'payout_not_at_rail', $2, '{"ours": "paid", "rail": null}')`,
      [run.rows[0]!.id, partial.id],
    );
  }, server.dataDir);

  await openDesk(page);
  await expect(queue(page, /^Awaiting payment 0$/)).toBeVisible();
  const card = page.getByRole('article', { name: new RegExp(partial.referenceCode) });
  await expect(card.getByTestId('payout-state')).toHaveText(/^Payout: (on its way|paid)$/);
  await lightAndDarkShots(page, 'issue33-desk-queues-390', { fullPage: true });

  const reconciliation = page.getByRole('region', { name: 'Reconciliation' });
  await expect(reconciliation).toContainText('1 difference');
  await expect(reconciliation).toContainText('2 payouts and 2 payments compared');
  await reconciliation.getByRole('listitem').filter({ hasText: '1 difference' }).getByRole('button', { name: /^Open the reconciliation of / }).click();
  const run = page.getByRole('dialog', { name: /^Reconciliation of / });
  await expect(run).toContainText('Our payout is not in the provider’s statement');
  await expect(run).toContainText(partial.referenceCode);
  await expectAccessible(page, 'a reconciliation run');
  await lightAndDarkShots(page, 'issue33-desk-reconciliation-390');
});
