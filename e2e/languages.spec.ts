import { expect, test, type Page } from '@playwright/test';
import en from '../domain/texts/en-CA/messages';
import fr from '../domain/texts/fr-CA/messages';
import hi from '../domain/texts/hi-IN/messages';
import frScreens from '../domain/texts/fr-CA/screen-messages';
import frPage from '../domain/texts/fr-CA/page-texts';
import frSecondFactor from '../domain/texts/fr-CA/second-factor-texts';
import frSecurity from '../domain/texts/fr-CA/security-texts';
import hiPage from '../domain/texts/hi-IN/page-texts';
import hiScreens from '../domain/texts/hi-IN/screen-messages';
import frAdmin from '../domain/texts/fr-CA/admin-texts';
import type { Recipient } from '../domain/schemas/recipient';
import { formatCad, formatInr } from '../domain/format';
import { expectAccessible } from './support/a11y';
import { expectNothingClipped } from './support/clipped';
import { api, expectToast, manage, newUser, RECIPIENT, sendTransfer, signUpNewCustomer } from './support/app';
import { approveTransfer, enrolAuthenticator } from './support/operator';
import { expectNoEnglishLeft } from './support/no-english';
import { lightAndDarkShots } from './support/shots';

/**
 * Issue 19 as a French-speaking customer meets it: a French browser gets the sign-in screen in French
 * (html lang too), signs up in French, the send screen greets in French; Profile switches to Hindi,
 * every screen follows and stays so after a reload (the account's language); the sign-in screen's
 * picker switches a signed-out device. Checked with axe in each language, pictured when PWA_SHOTS_DIR is set.
 */
test.use({ locale: 'fr-CA' });

/** Texts the same in English and in the language on screen (names, codes, words spelled alike). */
const ALIKE = ['MapleRupee', 'Canada', 'Interac e-Transfer'];

async function expectLanguage(page: Page, lang: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

test('a French browser signs up in French, then switches the account to Hindi in Profile', async ({ page }) => {
  // A whole journey with axe in two themes at several stops: ~40 s alone, past 60 s on a loaded machine.
  test.slow();
  await page.goto('/');
  await expect(page.getByRole('tab', { name: fr.texts.signIn, exact: true })).toBeVisible({ timeout: 20_000 });
  await expectLanguage(page, 'fr-CA');
  await expect(page.getByText(en.texts.authFootnote)).toHaveCount(0);
  await expect(page.getByText(fr.texts.authFootnote)).toBeVisible();
  await expectAccessible(page, 'sign-in in French');
  await expectNoEnglishLeft(page, ALIKE);
  await expectNothingClipped(page, 'sign-in in French');
  await lightAndDarkShots(page, 'languages-sign-in-fr');

  const user = { ...newUser('Élodie'), email: `elodie.${Date.now()}@example.com` };
  await page.getByRole('tab', { name: fr.texts.signUp }).click();
  await page.getByLabel(fr.texts.firstName).fill(user.firstName);
  await page.getByLabel(fr.texts.lastName).fill(user.lastName);
  await page.getByLabel(fr.texts.email).fill(user.email);
  await page.getByLabel(fr.texts.password, { exact: true }).fill(user.password);
  await page.getByLabel(fr.texts.country).selectOption({ index: 1 });
  await page.getByRole('button', { name: fr.texts.signUp, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${frScreens.screenTexts.welcome} ${user.firstName}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: frScreens.screenTexts.sendMoney })).toBeVisible();
  await expectAccessible(page, 'send in French');
  await expectNoEnglishLeft(page, ALIKE);
  await expectNothingClipped(page, 'send in French');
  await lightAndDarkShots(page, 'languages-send-fr', { fullPage: true });

  // Profile → Security holds the longest French labels ("Configurer une application d’authentification").
  await page.goto('/profile/security');
  await expect(page.getByRole('heading', { level: 1, name: frSecurity.securityTexts.title })).toBeVisible();
  await expect(page.getByRole('button', { name: frSecondFactor.secondFactorTexts.setUp })).toBeVisible();
  await expectNoEnglishLeft(page, ALIKE);
  await expectNothingClipped(page, 'security in French');

  await page.getByRole('navigation', { name: frScreens.screenTexts.mainNavigation }).getByRole('link', { name: frScreens.screenTexts.navProfile }).click();
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/profile') && response.request().method() === 'PATCH');
  await page.getByLabel(fr.texts.language).selectOption('hi-IN');
  expect((await saved).status()).toBe(200);
  await expectLanguage(page, 'hi-IN');
  await expect(page.getByRole('heading', { level: 1, name: hiScreens.screenTexts.profileTitle })).toBeVisible();
  await expectAccessible(page, 'profile in Hindi');
  await expectNoEnglishLeft(page, ALIKE);
  await expectNothingClipped(page, 'profile in Hindi');
  await lightAndDarkShots(page, 'languages-profile-hi', { fullPage: true });

  await page.reload();
  await expectLanguage(page, 'hi-IN');
  await page.getByRole('navigation', { name: hiScreens.screenTexts.mainNavigation }).getByRole('link', { name: hiScreens.screenTexts.navHistory }).click();
  await expect(page.getByRole('heading', { level: 1, name: hiScreens.screenTexts.historyTitle })).toBeVisible();
  await expectAccessible(page, 'history in Hindi');
  await expectNoEnglishLeft(page, ALIKE);
  await expectNothingClipped(page, 'history in Hindi');
  await lightAndDarkShots(page, 'languages-history-hi', { fullPage: true });
});

test('the sign-in screen’s picker switches a signed-out device, and keeps it', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('tab', { name: fr.texts.signIn, exact: true })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel(fr.texts.language).selectOption('hi-IN');
  await expect(page.getByRole('tab', { name: hi.texts.signIn, exact: true })).toBeVisible();
  await expectLanguage(page, 'hi-IN');
  await expectAccessible(page, 'sign-in in Hindi');
  await expectNoEnglishLeft(page, ALIKE);
  await lightAndDarkShots(page, 'languages-sign-in-hi');
  await page.reload();
  await expect(page.getByRole('tab', { name: hi.texts.signIn, exact: true })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel(hi.texts.language).selectOption('en-CA');
  await expect(page.getByRole('tab', { name: en.texts.signIn, exact: true })).toBeVisible();
  await expectLanguage(page, 'en-CA');
});

test('the page’s title and description and the manifest a phone installs from follow the language', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('tab', { name: fr.texts.signIn, exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveTitle(frPage.pageTexts.title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', frPage.pageTexts.description);
  const manifestLink = page.locator('link[rel="manifest"]');
  await expect(manifestLink).toHaveAttribute('href', '/manifest-fr-CA.webmanifest');
  const french = await (await page.request.get('/manifest-fr-CA.webmanifest')).json();
  expect(french).toMatchObject({ lang: 'fr-CA', name: 'MapleRupee', description: frPage.pageTexts.appDescription });

  await page.getByLabel(fr.texts.language).selectOption('hi-IN');
  await expect(manifestLink).toHaveAttribute('href', '/manifest-hi-IN.webmanifest');
  await page.reload();
  await expect(page.getByRole('tab', { name: hi.texts.signIn, exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', hiPage.pageTexts.description);
  const hindi = await (await page.request.get('/manifest-hi-IN.webmanifest')).json();
  expect(hindi).toMatchObject({ lang: 'hi-IN', description: hiPage.pageTexts.appDescription });
});

test('the whole send journey in French: 734,5 typed, the French tick, the transfer in the history in French', async ({ page }) => {
  const t = frScreens.screenTexts;
  await page.goto('/');
  await expect(page.getByRole('tab', { name: fr.texts.signIn, exact: true })).toBeVisible({ timeout: 20_000 });
  const user = { ...newUser('Marie'), email: `marie.${Date.now()}@example.com` };
  await page.getByRole('tab', { name: fr.texts.signUp }).click();
  await page.getByLabel(fr.texts.firstName).fill(user.firstName);
  await page.getByLabel(fr.texts.lastName).fill(user.lastName);
  await page.getByLabel(fr.texts.email).fill(user.email);
  await page.getByLabel(fr.texts.password, { exact: true }).fill(user.password);
  await page.getByLabel(fr.texts.country).selectOption({ label: 'Canada' });
  await page.getByRole('button', { name: fr.texts.signUp, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${frScreens.screenTexts.welcome} ${user.firstName}` })).toBeVisible();

  await page.getByLabel(t.recipient, { exact: true }).selectOption({ label: t.addNewRecipient });
  const dialog = page.getByRole('dialog', { name: t.addNewRecipient });
  await dialog.getByLabel(t.fullName).fill('Priya Sharma');
  await dialog.getByLabel(t.accountNumber).fill('123456789012');
  await dialog.getByLabel(t.ifscCode).fill('SBIN0001234');
  await dialog.getByLabel(t.bankName).fill('State Bank of India');
  await dialog.getByLabel(t.relationship).selectOption({ index: 1 });
  await dialog.getByRole('button', { name: t.addRecipient }).click();
  await expect(dialog).toBeHidden();

  const amount = page.getByLabel(t.youSend);
  await amount.fill('');
  await amount.pressSequentially('734,5');
  await expect(amount).toHaveValue('734,5');
  await expect(page.getByLabel(t.recipientGets)).toHaveValue(formatInr('46300', 'fr-CA'));
  await page.getByRole('button', { name: t.sendMoney }).click();

  const tick = page.getByRole('checkbox', { name: t.confirmSent(formatCad('734.50', 'fr-CA'), 'MapleRupee') });
  await expect(tick).toBeVisible();
  await expectAccessible(page, 'send step 2 in French');
  await expectNoEnglishLeft(page, ALIKE);
  await lightAndDarkShots(page, 'languages-payment-fr', { fullPage: true });
  await tick.check();
  const created = page.waitForResponse((response) => response.url().endsWith('/api/transfers') && response.request().method() === 'POST');
  await page.getByRole('button', { name: t.confirmPayment }).click();
  const answer = await created;
  expect(answer.status()).toBe(201);
  expect((await answer.json()).cadAmount).toBe('734.50');

  await page.getByRole('navigation', { name: frScreens.screenTexts.mainNavigation }).getByRole('link', { name: frScreens.screenTexts.navHistory }).click();
  await expect(page.getByRole('heading', { level: 1, name: frScreens.screenTexts.historyTitle })).toBeVisible();
  await expect(page.getByText(formatCad('734.50', 'fr-CA')).first()).toBeVisible();
  await expect(page.getByText(formatInr('46300', 'fr-CA')).first()).toBeVisible();
  await expect(page.getByText(t.statusLabels.pending).first()).toBeVisible();
  await expectAccessible(page, 'history in French');
  await expectNoEnglishLeft(page, ALIKE);
  await lightAndDarkShots(page, 'languages-history-fr', { fullPage: true });
});

test('an operator with a French browser works the admin desk in French: the desk, a transfer approved, the Compliance tab', async ({ page }) => {
  // A whole journey with axe in two themes at several stops: ~40 s alone, past 60 s on a loaded machine.
  test.slow();
  await page.goto('/');
  await expect(page.getByRole('tab', { name: fr.texts.signIn, exact: true })).toBeVisible({ timeout: 20_000 });
  const origin = new URL(page.url()).origin;
  const signUp = async (firstName: string) => {
    const user = newUser(firstName);
    const response = await page.request.post('/api/auth/signup', { data: { ...user, country: 'Canada', locale: 'fr-CA' }, headers: { origin } });
    expect(response.status(), await response.text()).toBe(201);
    return user;
  };
  await signUp('Luc');
  const recipient = await api<Recipient>(page, 'POST', '/api/recipients', RECIPIENT);
  const transfer = await sendTransfer(page, recipient.id, '300');
  await page.context().clearCookies();
  const operator = await signUp('Sophie');
  expect(await manage('grant-admin', operator.email)).toContain('is now an admin');
  await enrolAuthenticator(page.request, origin);

  const a = frAdmin.adminTexts;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: frScreens.screenTexts.adminTitle })).toBeVisible({ timeout: 20_000 });
  const row = page.getByRole('row').filter({ hasText: transfer.referenceCode });
  await expect(row.getByText(a.statusLabels.pending)).toBeVisible();
  await expectAccessible(page, 'admin desk in French');
  await expectNoEnglishLeft(page, ALIKE);

  await approveTransfer(page, row, a.approve, a);
  await expectToast(page, frAdmin.adminToasts.statusUpdated.title);
  await expect(row.getByText(a.statusLabels.approved)).toBeVisible();

  await page.getByRole('tab', { name: new RegExp(`^${a.tabCompliance}`) }).click();
  await expect(page.getByRole('heading', { name: frAdmin.adminComplianceTexts.verificationsTitle })).toBeVisible();
  await expectAccessible(page, 'compliance tab in French');
  await expectNoEnglishLeft(page, ALIKE);
});

test.describe('an account whose language is not the device’s', () => {
  // No splash to wait for: the signed-in app and the switch to French then race.
  test.use({ locale: 'en-CA', reducedMotion: 'reduce' });

  test('opens in the account’s language at once, every signed-in text loaded in it', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await signUpNewCustomer(page, 'Lucie');
    await api(page, 'PATCH', '/api/profile', { locale: 'fr-CA' });
    // The device still says English: the account's French replaces it while the signed-in app loads.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: `${frScreens.screenTexts.welcome} Lucie` })).toBeVisible();
    await expectLanguage(page, 'fr-CA');
    await expect(page.getByRole('heading', { name: frScreens.screenTexts.sendMoney })).toBeVisible();
    expect(errors).toEqual([]);
    await expectNoEnglishLeft(page, ALIKE);
  });
});
