import { expect, test, type Page } from '@playwright/test';
import en from '../../domain/texts/en-CA/screen-messages';
import fr from '../../domain/texts/fr-CA/screen-messages';
import hi from '../../domain/texts/hi-IN/screen-messages';
import { api, RECIPIENT, signUpNewCustomer } from '../support/app';
import { ageQuotes } from '../support/db';
import { setExchangeRate } from '../support/operator';
import { dismissToasts, lightAndDarkShots, withoutInstallBanner } from '../support/shots';

/**
 * `npm run screenshots`: the payment step's guaranteed rate (issue 20) at 390×844, light and dark —
 * counting down, its last minute, a new quote to accept after it ran out, a quote refused at
 * Confirm Payment, no rate held — and in French and Hindi, the longest texts.
 */

test.use({ reducedMotion: 'reduce' });

const SEND_MONEY = { 'en-CA': en.screenTexts.sendMoney, 'fr-CA': fr.screenTexts.sendMoney, 'hi-IN': hi.screenTexts.sendMoney };

test.beforeEach(async ({ page }) => {
  await withoutInstallBanner(page);
});

/** A new customer with a recipient, on step 2 (in `locale`, the account's language, when given). */
async function toPaymentStep(page: Page, firstName: string, locale?: 'fr-CA' | 'hi-IN') {
  const user = await signUpNewCustomer(page, firstName);
  const recipient = await api<{ id: number }>(page, 'POST', '/api/recipients', RECIPIENT);
  if (locale) await api(page, 'PATCH', '/api/profile', { locale });
  await page.reload();
  await dismissToasts(page);
  await page.locator('select').first().selectOption(String(recipient.id));
  await page.getByRole('button', { name: SEND_MONEY[locale ?? 'en-CA'], exact: true }).click();
  await expect(page.getByRole('timer').or(page.getByRole('alert'))).toBeVisible();
  return user;
}

/** Scrolls the element to the middle of the phone's screen. */
async function centre(page: Page, name: string) {
  await page.getByTestId(name).or(page.getByRole('alert')).first().evaluate((element) => element.scrollIntoView({ block: 'center' }));
}

test('a rate guaranteed, its last minute, and a new one to accept', async ({ page }) => {
  await page.clock.install();
  const user = await toPaymentStep(page, 'Asha');
  await expect(page.getByRole('timer')).toHaveText(/Rate guaranteed for/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await lightAndDarkShots(page, 'quote-guaranteed');
  await lightAndDarkShots(page, 'quote-guaranteed-full', { fullPage: true });

  await page.clock.fastForward('29:15');
  await expect(page.getByRole('timer')).toHaveText(/00:[0-4]\d/);
  await lightAndDarkShots(page, 'quote-last-minute');

  await setExchangeRate(page, '62.10');
  try {
    await ageQuotes(user.email, 30);
    await page.clock.fastForward('01:00');
    await expect(page.getByRole('button', { name: 'Accept the new amount' })).toBeVisible();
    await centre(page, 'rate-countdown');
    await lightAndDarkShots(page, 'quote-renewed');
  } finally {
    await setExchangeRate(page, '63');
  }
});

test('a quote refused at Confirm Payment, and no rate held', async ({ page }) => {
  const user = await toPaymentStep(page, 'Ravi');
  await page.getByRole('checkbox').check();
  await setExchangeRate(page, '64');
  try {
    await ageQuotes(user.email, 30);
    await page.getByRole('button', { name: 'Confirm Payment' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Your guaranteed rate has run out.' })).toBeVisible();
    await centre(page, 'rate-countdown');
    await lightAndDarkShots(page, 'quote-refused');
  } finally {
    await setExchangeRate(page, '63');
  }

  await page.getByRole('button', { name: 'Back to Edit' }).click();
  await page.route('**/api/quotes', (route) => route.abort('connectionreset'));
  await page.getByRole('button', { name: 'Send Money' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'We could not hold a rate for you.' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await lightAndDarkShots(page, 'quote-not-held');
});

for (const [locale, name] of [
  ['fr-CA', 'Claire'],
  ['hi-IN', 'Anjali'],
] as const) {
  test(`the guaranteed rate and a new one to accept, in ${locale}`, async ({ page }) => {
    await page.clock.install();
    const user = await toPaymentStep(page, name, locale);
    await page.evaluate(() => window.scrollTo(0, 0));
    await lightAndDarkShots(page, `quote-guaranteed-${locale}`);
    await setExchangeRate(page, '62.10');
    try {
      await ageQuotes(user.email, 30);
      await page.clock.fastForward('30:00');
      await expect(page.getByRole('alert')).toBeVisible();
      await centre(page, 'rate-countdown');
      await lightAndDarkShots(page, `quote-renewed-${locale}`);
    } finally {
      await setExchangeRate(page, '63');
    }
  });
}
