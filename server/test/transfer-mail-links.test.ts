import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../domain/locale';
import { quoteTransfer } from '../../domain/quote';
import { adminClient, newRecipient, setRate, signedUpClient, startTestApp, verifyCustomer, type TestApp } from './harness';
import { startSmtpServer, type TestSmtpServer } from './smtp';

/**
 * Issue 20: every transfer mail (submitted, approved, rejected, completed) links to the transfer's
 * page in the app, APP_URL/history/REFERENCE; the submitted mail also to its receipt,
 * APP_URL/history/REFERENCE/receipt (the page downloads it, after sign-in when needed). Over a real
 * SMTP server, in the text and the HTML part.
 */

const APP_URL = 'https://app.maplerupee.test';

let smtp: TestSmtpServer;
let testApp: TestApp;
let operator: Awaited<ReturnType<typeof adminClient>>['client'];
beforeAll(async () => {
  smtp = await startSmtpServer();
  testApp = await startTestApp({ env: { SMTP_URL: smtp.url, APP_URL } });
  await setRate(testApp, '63');
  operator = (await adminClient(testApp)).client;
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

async function customerIn(locale: Locale) {
  const { client, user, email } = await signedUpClient(testApp, { locale });
  await verifyCustomer(testApp, user.id);
  const recipient = await client.post('/api/recipients', newRecipient());
  const transfer = await client.post('/api/transfers', { ...quoteTransfer({ cadAmount: '500', currentRate: '63' }), recipientId: recipient.body.id });
  expect(transfer.status).toBe(201);
  return { email, transfer: transfer.body as { id: number; referenceCode: string } };
}

/** Every https link of a mail's HTML part, as written in its anchors. */
const anchors = (mail: ParsedMail) => [...String(mail.html).matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map((match) => ({ href: match[1], text: match[2] }));

describe('links in the transfer mail', () => {
  it('the submitted mail: the transfer’s page and its receipt; each status mail: the page', async () => {
    const { email, transfer } = await customerIn('en-CA');
    const page = `${APP_URL}/history/${transfer.referenceCode}`;

    const submitted = await smtp.waitForMessage(email, `We received your transfer ${transfer.referenceCode}`);
    expect(submitted.text).toContain(`See your transfer and how it is going: ${page}\n`);
    expect(submitted.text).toContain(`Download your receipt (PDF): ${page}/receipt`);
    expect(anchors(submitted)).toEqual([
      { href: page, text: page },
      { href: `${page}/receipt`, text: `${page}/receipt` },
    ]);

    expect((await operator.patch(`/api/admin/transfers/${transfer.id}`, { status: 'approved' })).status).toBe(200);
    const approved = await smtp.waitForMessage(email, `Your transfer ${transfer.referenceCode} is approved`);
    expect(approved.text).toContain(`See your transfer and how it is going: ${page}`);
    expect(approved.text).not.toContain('/receipt');
    expect(anchors(approved)).toEqual([{ href: page, text: page }]);

    expect((await operator.patch(`/api/admin/transfers/${transfer.id}`, { status: 'completed' })).status).toBe(200);
    const completed = await smtp.waitForMessage(email, `Your transfer ${transfer.referenceCode} is complete`);
    expect(anchors(completed)).toEqual([{ href: page, text: page }]);
  });

  it('the rejected mail links to the page too, after the operator’s reason', async () => {
    const { email, transfer } = await customerIn('en-CA');
    expect((await operator.patch(`/api/admin/transfers/${transfer.id}`, { status: 'rejected', reason: 'Wrong IFSC' })).status).toBe(200);
    const rejected = await smtp.waitForMessage(email, `Your transfer ${transfer.referenceCode} could not be processed`);
    const text = String(rejected.text);
    expect(text.indexOf('Reason: Wrong IFSC')).toBeLessThan(text.indexOf(`${APP_URL}/history/${transfer.referenceCode}`));
    expect(anchors(rejected)).toEqual([{ href: `${APP_URL}/history/${transfer.referenceCode}`, text: `${APP_URL}/history/${transfer.referenceCode}` }]);
  });

  it('in the account’s language: French and Hindi labels, the same addresses', async () => {
    const french = await customerIn('fr-CA');
    const frMail = await smtp.waitForMessage(french.email, `Nous avons reçu votre transfert ${french.transfer.referenceCode}`);
    expect(frMail.text).toContain(`Suivez votre transfert et ses étapes\u00a0: ${APP_URL}/history/${french.transfer.referenceCode}`);
    expect(frMail.text).toContain(`Téléchargez votre reçu (PDF)\u00a0: ${APP_URL}/history/${french.transfer.referenceCode}/receipt`);

    const hindi = await customerIn('hi-IN');
    const hiMail = await smtp.waitForMessage(hindi.email, `हमें आपका ट्रांसफ़र ${hindi.transfer.referenceCode} मिल गया है`);
    expect(hiMail.text).toContain(`अपना ट्रांसफ़र और उसकी प्रगति देखें: ${APP_URL}/history/${hindi.transfer.referenceCode}`);
    expect(hiMail.text).toContain(`अपनी रसीद डाउनलोड करें (PDF): ${APP_URL}/history/${hindi.transfer.referenceCode}/receipt`);
  });
});
