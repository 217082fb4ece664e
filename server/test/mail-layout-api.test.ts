import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeHtml } from '../../domain/escape-html';
import { formatCad, formatCalendarDay, formatInr, formatRate } from '../../domain/format';
import type { Locale } from '../../domain/locale';
import { quoteTransfer } from '../../domain/quote';
import { layoutTexts } from '../src/mail/layout-texts';
import { LOGO_CID } from '../src/mail/logo';
import { adminClient, newRecipient, setUnreachableLimits, signedUpClient, startTestApp, verifyCustomer, type TestApp } from './harness';
import { startSmtpServer, type TestSmtpServer } from './smtp';

/**
 * Issue 34 item 9, over a real SMTP server: the mail the running app sends — a transfer's, an
 * account's, a security one — is in the one layout, with the logo as a related part, its button to
 * its own address, the footer's support address (COMPLAINTS_EMAIL), and a transfer's amount card
 * whose arrival day is the day the transfer's details page (GET /api/transfers/:id) shows.
 * server/test/mail-layout.test.ts checks every kind of mail in every language without a server.
 */

const APP_URL = 'https://app.maplerupee.test';
const SUPPORT = 'help@maplerupee.test';
const MARKUP_NAME = 'Asha <script>alert("x")</script>';

let smtp: TestSmtpServer;
let testApp: TestApp;
let operator: Awaited<ReturnType<typeof adminClient>>['client'];

beforeAll(async () => {
  smtp = await startSmtpServer();
  testApp = await startTestApp({ env: { SMTP_URL: smtp.url, APP_URL, COMPLAINTS_EMAIL: SUPPORT } });
  await setUnreachableLimits(testApp);
  operator = (await adminClient(testApp)).client;
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

interface Transfer {
  id: number;
  referenceCode: string;
  cadAmount: string;
  inrAmount: string;
  exchangeRate: string;
}

async function customerWithTransfer(locale: Locale, recipientName = 'Priya Sharma') {
  const { client, user, email } = await signedUpClient(testApp, { locale, firstName: MARKUP_NAME });
  await verifyCustomer(testApp, user.id);
  const recipient = await client.post('/api/recipients', newRecipient({ name: recipientName, bankName: 'Canara Bank' }));
  expect(recipient.status).toBe(201);
  const created = await client.post('/api/transfers', { ...quoteTransfer({ cadAmount: '1234.56', currentRate: '63' }), recipientId: recipient.body.id });
  expect(created.status).toBe(201);
  return { client, email, transfer: created.body as Transfer };
}

/** The amount card's rows, [label, value] as written in the HTML. */
function cardRows(html: string): [string, string][] {
  return [...html.matchAll(/<td class="mr-muted mr-rule"[^>]*>([^<]*)<\/td>\s*<td class="[^"]*mr-rule"[^>]*>([^<]*)/g)].map((match) => [match[1]!, match[2]!]);
}

/** The href of the mail's one button. */
function buttonHref(mail: ParsedMail): string | undefined {
  const buttons = [...String(mail.html).matchAll(/<a href="([^"]*)" class="mr-button-link"/g)];
  expect(buttons).toHaveLength(1);
  return buttons[0]?.[1];
}

/** What every mail of the layout has: the logo as a related PNG, the name, the footer with the support address. */
function expectLayout(mail: ParsedMail, locale: Locale) {
  const html = String(mail.html);
  expect(html).toMatch(new RegExp(`^<!DOCTYPE html>\\n<html lang="${locale}" dir="ltr"`));
  expect(mail.attachments.map(({ cid, contentType, related }) => ({ cid, contentType, related }))).toEqual([{ cid: LOGO_CID, contentType: 'image/png', related: true }]);
  // mailparser shows the related part in place of its Content-ID, as a mail client does.
  expect(html).toMatch(/<img src="data:image\/png;base64,[A-Za-z0-9+/=]+" width="40" height="40" alt=""/);
  expect(html).toContain('Maple<span class="mr-brand" style="color:#0b6e66;">Rupee</span>');
  expect(html).toContain(`<a href="mailto:${SUPPORT}" class="mr-link" style="color:#0b6e66;">${SUPPORT}</a>`);
  expect(html).toContain(escapeHtml(MARKUP_NAME));
  expect(html).not.toContain('<script');
}

async function detailsOf(client: Awaited<ReturnType<typeof customerWithTransfer>>['client'], id: number): Promise<string> {
  const details = await client.get(`/api/transfers/${id}`);
  expect(details.status).toBe(200);
  return (details.body as { expectedBy: string }).expectedBy;
}

describe('the mail the app sends is in the layout', () => {
  it('fr-CA: submitted, approved and paid out — the amount card in French, its arrival day the details page’s', async () => {
    const locale = 'fr-CA';
    const card = layoutTexts[locale].card;
    const { client, email, transfer } = await customerWithTransfer(locale);
    const page = `${APP_URL}/history/${transfer.referenceCode}`;
    const amounts = (theyGet: string): [string, string][] => [
      [card.youSend, formatCad(transfer.cadAmount, locale)],
      [theyGet, formatInr(transfer.inrAmount, locale)],
      [card.rate, card.rateValue(formatRate(transfer.exchangeRate, locale))],
      [card.recipient, 'Priya Sharma'],
    ];
    expect(formatInr(transfer.inrAmount, locale)).toMatch(/^\d{2}\u00a0\d{3},00\u00a0₹$/);

    const submitted = await smtp.waitForMessage(email, `Nous avons reçu votre transfert ${transfer.referenceCode}`);
    expectLayout(submitted, locale);
    const estimate = await detailsOf(client, transfer.id);
    expect(cardRows(String(submitted.html))).toEqual([...amounts(card.recipientGets), [card.expectedBy, formatCalendarDay(estimate, locale)]]);
    expect(String(submitted.html)).toContain(escapeHtml(card.ifPaidToday));
    expect(buttonHref(submitted)).toBe(page);

    expect((await operator.patch(`/api/admin/transfers/${transfer.id}`, { status: 'approved' })).status).toBe(200);
    const approved = await smtp.waitForMessage(email, `Votre transfert ${transfer.referenceCode} est approuvé`);
    expectLayout(approved, locale);
    const expected = await detailsOf(client, transfer.id);
    expect(cardRows(String(approved.html))).toEqual([...amounts(card.recipientGets), [card.expectedBy, formatCalendarDay(expected, locale)]]);
    expect(String(approved.html)).not.toContain(escapeHtml(card.ifPaidToday));

    expect((await operator.patch(`/api/admin/transfers/${transfer.id}`, { status: 'completed' })).status).toBe(200);
    const completed = await smtp.waitForMessage(email, `Votre transfert ${transfer.referenceCode} est terminé`);
    const arrived = await detailsOf(client, transfer.id);
    expect(cardRows(String(completed.html))).toEqual([...amounts(card.received), [card.arrived, formatCalendarDay(arrived, locale)]]);
    expect(buttonHref(completed)).toBe(page);
  });

  it('hi-IN: a cancelled transfer’s card says no payout and no arrival day; the recipient’s name is text', async () => {
    const locale = 'hi-IN';
    const card = layoutTexts[locale].card;
    const recipientName = 'Priya "P" <b>Sharma</b>';
    const { client, email, transfer } = await customerWithTransfer(locale, recipientName);
    expect((await client.post(`/api/transfers/${transfer.id}/cancel`)).status).toBe(200);
    const cancelled = await smtp.waitForMessage(email, `आपका ट्रांसफ़र ${transfer.referenceCode} रद्द कर दिया गया है`);
    expectLayout(cancelled, locale);
    expect(cardRows(String(cancelled.html))).toEqual([
      [card.youSend, escapeHtml(formatCad(transfer.cadAmount, locale))],
      [card.notPaidOut, escapeHtml(formatInr(transfer.inrAmount, locale))],
      [card.rate, card.rateValue(formatRate(transfer.exchangeRate, locale))],
      [card.recipient, escapeHtml(recipientName)],
    ]);
    expect(String(cancelled.html)).not.toContain('<b>Sharma');
    expect(buttonHref(cancelled)).toBe(`${APP_URL}/history/${transfer.referenceCode}`);
  });

  it('en-CA: the email-verification link is the button (its address under it), and a security mail leads to Profile → Security', async () => {
    const { client, email, password } = await signedUpClient(testApp, { firstName: MARKUP_NAME }, { emailVerified: false });
    const verify = await smtp.waitForMessage(email, 'Verify your MapleRupee email');
    expectLayout(verify, 'en-CA');
    const link = /(https:\/\/\S+\/verify-email\?token=\S+)/.exec(String(verify.text))?.[1];
    expect(link).toBeDefined();
    expect(buttonHref(verify)).toBe(escapeHtml(link!));
    expect(String(verify.html)).toContain(`${escapeHtml(layoutTexts['en-CA'].fallback)}<br><a href="${escapeHtml(link!)}"`);
    expect(String(verify.html)).toContain(escapeHtml(layoutTexts['en-CA'].footer.why.signUp));

    expect((await client.post('/api/auth/password', { currentPassword: password, newPassword: 'maple-secret-2' })).status).toBe(200);
    const changed = await smtp.waitForMessage(email, 'Your MapleRupee password was changed');
    expectLayout(changed, 'en-CA');
    expect(buttonHref(changed)).toBe(`${APP_URL}/profile/security`);
    expect(String(changed.html)).toContain(escapeHtml(layoutTexts['en-CA'].footer.why.security));
  });
});
