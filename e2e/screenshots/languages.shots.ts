import { expect, test, type Page } from '@playwright/test';
import type { Locale } from '../../domain/locale';
import type { Recipient } from '../../domain/schemas/recipient';
import frAdmin from '../../domain/texts/fr-CA/admin-texts';
import frMessages from '../../domain/texts/fr-CA/messages';
import frScreens from '../../domain/texts/fr-CA/screen-messages';
import frSecondFactor from '../../domain/texts/fr-CA/second-factor-texts';
import frSecurity from '../../domain/texts/fr-CA/security-texts';
import hiAdmin from '../../domain/texts/hi-IN/admin-texts';
import hiMessages from '../../domain/texts/hi-IN/messages';
import hiScreens from '../../domain/texts/hi-IN/screen-messages';
import hiSecondFactor from '../../domain/texts/hi-IN/second-factor-texts';
import hiSecurity from '../../domain/texts/hi-IN/security-texts';
import { api, manage, newUser, RECIPIENT, sendTransfer } from '../support/app';
import { enrolAuthenticator, openRowMenu, ROW_MENU } from '../support/operator';
import { ageReauthentication } from '../support/db';
import { confirmEmail, verificationToken, waitForMail } from '../support/outbox';
import { expectNothingClipped } from '../support/clipped';
import { lightAndDarkShots, withoutInstallBanner } from '../support/shots';

/**
 * `npm run screenshots`: every customer screen, the pages opened from mail, the operator's second factor
 * and the admin desk in French (Canada) and Hindi,
 * light and dark, named `lang-<locale>-<screen>`, to be looked at for overflow and wrapping (French
 * runs ~20 % longer; Hindi needs a Devanagari font: Debian's fonts-noto-core). The English screens
 * are pictured by the other *.shots.ts. Data is set up through the API; screens are opened by their
 * address, so nothing here depends on a label in one language.
 */

const TEXTS = {
  'fr-CA': {
    messages: frMessages.texts,
    screens: frScreens.screenTexts,
    deskSecondFactor: frAdmin.adminSecondFactorTexts,
    secondFactor: frSecondFactor.secondFactorTexts,
    security: frSecurity.securityTexts,
  },
  'hi-IN': {
    messages: hiMessages.texts,
    screens: hiScreens.screenTexts,
    deskSecondFactor: hiAdmin.adminSecondFactorTexts,
    secondFactor: hiSecondFactor.secondFactorTexts,
    security: hiSecurity.securityTexts,
  },
} as const;

async function signUpThroughApi(page: Page, firstName: string, locale: Locale) {
  // An accented first name, an ASCII address.
  const user = { ...newUser(firstName), email: newUser('customer').email };
  const origin = new URL(page.url()).origin;
  const response = await page.request.post('/api/auth/signup', { data: { ...user, country: 'Canada', locale }, headers: { origin } });
  expect(response.status(), await response.text()).toBe(201);
  return user;
}

/** Opens a screen by its address and waits for its heading and, unless told not to, for the data it loads. */
async function open(page: Page, path: string, { loads = true } = {}): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  if (loads) await page.waitForLoadState('networkidle');
}

/** Checks that no label is cut off (longer French and Hindi labels), then pictures the screen. */
async function pictured(page: Page, shot: string, options?: { fullPage: boolean }): Promise<void> {
  await expectNothingClipped(page, shot);
  await lightAndDarkShots(page, shot, options);
}

for (const locale of ['fr-CA', 'hi-IN'] as const) {
  const t = TEXTS[locale];
  const name = (screen: string) => `lang-${locale}-${screen}`;

  test.describe(locale, () => {
    test.use({ locale });
    test.beforeEach(async ({ page }) => {
      await withoutInstallBanner(page);
    });

    test('the customer’s screens', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('tab', { name: t.messages.signIn, exact: true })).toBeVisible({ timeout: 20_000 });
      await pictured(page, name('sign-in'));
      await page.getByRole('tab', { name: t.messages.signUp }).click();
      await pictured(page, name('sign-up'), { fullPage: true });

      const customer = await signUpThroughApi(page, 'Élodie', locale);
      // The verify form is offered once the email is confirmed (issue 18).
      await confirmEmail(page.request, customer.email, new URL(page.url()).origin);
      const recipient = await api<Recipient>(page, 'POST', '/api/recipients', RECIPIENT);
      const unpaid = await sendTransfer(page, recipient.id, '250');
      await sendTransfer(page, recipient.id, '120.75');

      await open(page, '/');
      await page.getByLabel(t.screens.recipient, { exact: true }).selectOption(String(recipient.id));
      await pictured(page, name('send'), { fullPage: true });
      await page.getByRole('button', { name: t.screens.sendMoney }).click();
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await pictured(page, name('send-payment'), { fullPage: true });

      for (const [screen, path] of [
        ['history', '/history'],
        ['recipients', '/recipients'],
        ['profile', '/profile'],
        ['limits', '/profile/limits'],
        ['verify', '/profile/verify'],
        ['security', '/profile/security'],
        ['rate-alerts', '/profile/rate-alerts'],
        ['transfer-details', `/history/${unpaid.referenceCode}`],
      ] as const) {
        await open(page, path);
        await pictured(page, name(screen), { fullPage: true });
      }
      await open(page, '/recipients');
      await page.getByRole('button', { name: t.screens.addNewRecipient }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await pictured(page, name('add-recipient'));
    });

    test('pages opened from a mail, and an operator’s second factor', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('tab', { name: t.messages.signIn, exact: true })).toBeVisible({ timeout: 20_000 });
      await page.getByRole('button', { name: t.messages.forgotPassword }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await pictured(page, name('forgot-password'));

      await open(page, '/reset-password?token=not-a-real-token', { loads: false });
      await pictured(page, name('reset-password'));
      const customer = await signUpThroughApi(page, 'Élodie', locale);
      await open(page, `/verify-email?token=${await verificationToken(customer.email)}`, { loads: false });
      await expect(page.getByText(t.security.verifyEmailDone)).toBeVisible();
      await pictured(page, name('verify-email'));
      await open(page, '/verify-email?token=not-a-real-token', { loads: false });
      await expect(page.getByRole('link', { name: t.security.continueToApp })).toBeVisible();
      await pictured(page, name('verify-email-invalid'));
      await page.context().clearCookies();

      // A new operator: the desk asks for a second factor; once added, sign-in asks for its code.
      const operator = await signUpThroughApi(page, 'Devika', locale);
      expect(await manage('grant-admin', operator.email)).toContain('is now an admin');
      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 1, name: t.deskSecondFactor.enrolTitle })).toBeVisible({ timeout: 20_000 });
      await pictured(page, name('admin-second-factor-add'), { fullPage: true });
      await enrolAuthenticator(page.request, new URL(page.url()).origin);
      await page.context().clearCookies();
      await page.goto('/');
      await page.getByLabel(t.messages.email, { exact: true }).fill(operator.email);
      await page.getByLabel(t.messages.password, { exact: true }).fill(operator.password);
      await page.getByRole('button', { name: t.messages.signIn, exact: true }).click();
      await expect(page.getByLabel(t.secondFactor.totpLabel)).toBeVisible();
      await pictured(page, name('second-factor'));
    });

    test('"Turn off", "Confirm it is you" and the reset page’s factors (issue 32)', async ({ page }) => {
      await page.goto('/');
      const customer = await signUpThroughApi(page, 'Élodie', locale);
      const origin = new URL(page.url()).origin;
      await enrolAuthenticator(page.request, origin);
      await ageReauthentication(customer.email);
      await open(page, '/profile/security');
      await pictured(page, name('security-totp-on'), { fullPage: true });
      await page.getByRole('button', { name: t.secondFactor.turnOffLabel }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await pictured(page, name('totp-turn-off-confirm'));
      await page.getByRole('alertdialog').getByRole('button', { name: t.secondFactor.turnOff }).click();
      const dialog = page.getByRole('dialog', { name: t.security.reauthTitle });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: t.security.reauthUseCode })).toBeVisible();
      await pictured(page, name('reauthenticate'));
      await dialog.getByRole('button', { name: t.security.reauthUseCode }).click();
      await pictured(page, name('reauthenticate-code'));
      await dialog.getByRole('button', { name: t.security.reauthCancel }).click();
      await page.context().clearCookies();

      const forgot = await page.request.post('/api/auth/forgot-password', { data: { email: customer.email }, headers: { origin } });
      expect(forgot.ok()).toBe(true);
      const mail = await waitForMail(customer.email, 10_000, (candidate) => /reset-password\?token=/.test(candidate.text ?? ''));
      await open(page, /\/reset-password\?token=[\w-]+/.exec(mail.text ?? '')![0], { loads: false });
      await expect(page.getByRole('group', { name: t.security.resetFactorsTitle })).toBeVisible();
      await pictured(page, name('reset-password-factors'), { fullPage: true });
    });

    test('the admin desk at a desk and on a phone', async ({ page }) => {
      await page.goto('/');
      const customer = await signUpThroughApi(page, 'Kiran', locale);
      const recipient = await api<Recipient>(page, 'POST', '/api/recipients', RECIPIENT);
      await sendTransfer(page, recipient.id, '480');
      await page.context().clearCookies();

      const operator = await signUpThroughApi(page, 'Devika', locale);
      expect(await manage('grant-admin', operator.email)).toContain('is now an admin');
      await enrolAuthenticator(page.request, new URL(page.url()).origin);
      expect(customer.email).not.toBe(operator.email);

      await page.setViewportSize({ width: 1280, height: 800 });
      await open(page, '/admin');
      await expect(page.getByRole('heading', { level: 1, name: t.screens.adminTitle })).toBeVisible();
      await pictured(page, name('admin-desk'), { fullPage: true });
      // A row's ⋮ menu open: its actions' longer names fit.
      await openRowMenu(page.getByTestId('transfer-row').first());
      await pictured(page, name('admin-desk-row-menu'));
      await page.keyboard.press('Escape');
      const tabs = await page.getByRole('tab').all();
      for (const [index, tab] of tabs.entries()) {
        await tab.click();
        await page.waitForLoadState('networkidle');
        await pictured(page, name(`admin-tab-${index + 1}`), { fullPage: true });
      }
      await page.setViewportSize({ width: 390, height: 844 });
      await open(page, '/admin');
      await pictured(page, name('admin-phone'), { fullPage: true });
      // The first transfer's card (the payments to review above are articles too).
      await openRowMenu(page.getByRole('article').filter({ has: page.getByRole('button', { name: ROW_MENU }) }).first());
      await pictured(page, name('admin-phone-row-menu'));
    });
  });
}
