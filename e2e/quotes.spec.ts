import { expect, test, type Page } from '@playwright/test';
import type { Transfer } from '../domain/schemas/transfer';
import { expectAccessible } from './support/a11y';
import { api, expectToast, goToTab, onScreen, RECIPIENT, signUpNewCustomer, type TestUser } from './support/app';
import { ageQuotes } from './support/db';
import { setExchangeRate } from './support/operator';

/**
 * Issue 20, a guaranteed rate (docs/product.md § Send money, step 2): the payment step holds the rate
 * for QUOTE_MINUTES (30) with a countdown, the transfer is made at it whatever an operator does
 * meanwhile, and a quote that runs out is replaced by a new one the customer sees and accepts.
 */

test.use({ reducedMotion: 'reduce' });

const recipientSelect = (page: Page) => page.getByLabel('Recipient', { exact: true });
const paymentStep = (page: Page) => page.getByRole('heading', { level: 2, name: onScreen('Pay by Interac e-Transfer') });
const confirmPayment = (page: Page) => page.getByRole('button', { name: 'Confirm Payment' });
const countdown = (page: Page) => page.getByRole('timer');
const told = (page: Page) => page.getByRole('status').filter({ hasText: /guaranteed rate|rate is guaranteed/ });

/** A new customer with a saved recipient, on step 1 with it chosen. */
async function readyToSend(page: Page, firstName: string): Promise<TestUser> {
  const user = await signUpNewCustomer(page, firstName);
  await api(page, 'POST', '/api/recipients', RECIPIENT);
  await page.reload();
  await recipientSelect(page).selectOption({ label: 'Priya Sharma (State Bank of India)' });
  return user;
}

async function toPaymentStep(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Send Money' }).click();
  await expect(paymentStep(page)).toBeVisible();
  await expect(countdown(page)).toBeVisible();
}

test('the payment step shows the rate guaranteed for 30 minutes, counting down, and tells a screen reader only what matters', async ({ page }) => {
  await page.clock.install();
  await readyToSend(page, 'Nisha');
  await toPaymentStep(page);
  await expect(countdown(page)).toHaveText(/^Rate guaranteed for (30:00|29:[0-5]\d)$/);
  await expect(told(page)).toHaveText('Your rate is guaranteed for 30 minutes.');
  await expect(page.getByTestId('summary-inr')).toHaveText('₹31,500.00');
  await expectAccessible(page, 'send: rate guaranteed');

  // Each second is shown; what a screen reader is told does not change with it.
  await page.clock.fastForward(5_000);
  const shown = await countdown(page).textContent();
  await page.clock.fastForward(2_000);
  await expect(countdown(page)).not.toHaveText(shown ?? '');
  await expect(countdown(page)).not.toHaveAttribute('aria-live', /polite|assertive/);
  await expect(told(page)).toHaveText('Your rate is guaranteed for 30 minutes.');

  // One minute left is said once.
  await page.clock.fastForward('28:55');
  await expect(countdown(page)).toHaveText(/^Rate guaranteed for 00:[0-5]\d$/);
  await expect(told(page)).toHaveText('One minute left at your guaranteed rate.');
  await expectAccessible(page, 'send: the last minute of a guaranteed rate');
});

test('an operator changes the rate during the payment step: the transfer is made at the guaranteed rate', async ({ page }) => {
  await readyToSend(page, 'Farah');
  await toPaymentStep(page);
  await expect(page.getByTestId('summary-rate')).toHaveText('1 CAD = 63.00 INR');
  await page.getByRole('checkbox').check();

  await setExchangeRate(page, '62.10');
  try {
    await confirmPayment(page).click();
    await expectToast(page, 'Transaction Submitted!');
    const [transfer] = await api<Transfer[]>(page, 'GET', '/api/transfers');
    expect(transfer).toMatchObject({ cadAmount: '500.00', inrAmount: '31500.00', exchangeRate: '63.0000', status: 'pending' });
    await goToTab(page, 'History');
    await expect(page.getByRole('region', { name: `Reference ${transfer!.referenceCode}` }).getByText('₹31,500.00')).toBeVisible();
  } finally {
    await setExchangeRate(page, '63');
  }
});

test('a guarantee that runs out is replaced by a new quote, whose new amount the customer accepts before confirming', async ({ page }) => {
  await page.clock.install();
  const user = await readyToSend(page, 'Imran');
  await toPaymentStep(page);
  await expect(page.getByTestId('summary-inr')).toHaveText('₹31,500.00');
  await page.getByRole('checkbox').check();

  await setExchangeRate(page, '62.10');
  try {
    // 30 minutes pass on both clocks: the server's quote (moved back in the database) and the browser's countdown.
    await ageQuotes(user.email, 30);
    await page.clock.fastForward('30:00');
    const notice = page.getByRole('alert').filter({ hasText: 'Your guaranteed rate ran out' });
    await expect(notice).toContainText('New rate: 1 CAD = 62.10 INR. Your recipient now gets ₹31,100.00.');
    await expect(page.getByTestId('summary-inr')).toHaveText('₹31,100.00');
    await expect(countdown(page)).toHaveText(/^Rate guaranteed for (30:00|29:[0-5]\d)$/);
    // The new amount waits for the customer.
    await expect(confirmPayment(page)).toBeDisabled();
    await expectAccessible(page, 'send: a new guaranteed rate to accept');
    await notice.getByRole('button', { name: 'Accept the new amount' }).click();
    await expect(notice).toBeHidden();
    await expect(confirmPayment(page)).toBeEnabled();

    await confirmPayment(page).click();
    await expectToast(page, 'Transaction Submitted!');
    const [transfer] = await api<Transfer[]>(page, 'GET', '/api/transfers');
    expect(transfer).toMatchObject({ cadAmount: '500.00', inrAmount: '31100.00', exchangeRate: '62.1000' });
  } finally {
    await setExchangeRate(page, '63');
  }
});

test('a quote the server no longer holds when Confirm Payment is pressed: the new one is shown, and confirming again sends it', async ({ page }) => {
  const user = await readyToSend(page, 'Tara');
  await toPaymentStep(page);
  await page.getByRole('checkbox').check();
  await setExchangeRate(page, '64');
  try {
    // The server's 30 minutes have passed, the browser's countdown not yet (a device clock behind).
    await ageQuotes(user.email, 30);
    await confirmPayment(page).click();
    const notice = page.getByRole('alert').filter({ hasText: 'Your guaranteed rate has run out.' });
    await expect(notice).toContainText('New rate: 1 CAD = 64.00 INR. Your recipient now gets ₹32,000.00.');
    await expect(page.getByTestId('summary-inr')).toHaveText('₹32,000.00');
    expect(await api<Transfer[]>(page, 'GET', '/api/transfers')).toEqual([]);

    await confirmPayment(page).click();
    await expectToast(page, 'Transaction Submitted!');
    const [transfer] = await api<Transfer[]>(page, 'GET', '/api/transfers');
    expect(transfer).toMatchObject({ inrAmount: '32000.00', exchangeRate: '64.0000' });
  } finally {
    await setExchangeRate(page, '63');
  }
});

test('when no rate can be held, the step says so and still sends at the current rate', async ({ page }) => {
  await readyToSend(page, 'Omar');
  await page.route('**/api/quotes', (route) => route.abort('connectionreset'));
  await page.getByRole('button', { name: 'Send Money' }).click();
  await expect(paymentStep(page)).toBeVisible();
  const failed = page.getByRole('alert').filter({ hasText: 'We could not hold a rate for you.' });
  await expect(failed).toBeVisible();
  await expectAccessible(page, 'send: no rate held');
  await page.getByRole('checkbox').check();
  await confirmPayment(page).click();
  await expectToast(page, 'Transaction Submitted!');
  const [transfer] = await api<Transfer[]>(page, 'GET', '/api/transfers');
  expect(transfer).toMatchObject({ inrAmount: '31500.00', exchangeRate: '63.0000' });

  // Try again holds one once the server answers (a basic customer has 499.99 left for 24 hours).
  await page.unrouteAll();
  await page.getByLabel('You send').fill('100');
  await recipientSelect(page).selectOption({ label: 'Priya Sharma (State Bank of India)' });
  await page.route('**/api/quotes', (route) => route.abort('connectionreset'));
  await page.getByRole('button', { name: 'Send Money' }).click();
  await expect(failed).toBeVisible();
  await page.unrouteAll();
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(countdown(page)).toHaveText(/^Rate guaranteed for (30:00|29:[0-5]\d)$/);
});
