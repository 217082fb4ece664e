import ExcelJS from 'exceljs';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatInr } from '../../domain/format';
import type { Locale } from '../../domain/locale';
import { quoteTransfer } from '../../domain/quote';
import { mailQueue } from '../src/db/schema';
import { localeOfAcceptLanguage, negotiatedCacheSize } from '../src/i18n/request-locale';
import {
  adminClient,
  newRecipient,
  newSignup,
  setUnreachableLimits,
  signedUpClient,
  startTestApp,
  verifyCustomer,
  type TestApp,
} from './harness';
import { startSmtpServer, type TestSmtpServer } from './smtp';

/**
 * Issue 19: mail is written in the account's language (users.locale, read when the mail is sent),
 * and each request runs in the language of its Accept-Language, which currentLocale() answers
 * inside the handler and Content-Language reports.
 */

const NBSP = '\u00a0';

let smtp: TestSmtpServer;
let testApp: TestApp;
let admin: Awaited<ReturnType<typeof adminClient>>['client'];

beforeAll(async () => {
  smtp = await startSmtpServer();
  testApp = await startTestApp({ env: { SMTP_URL: smtp.url } });
  await setUnreachableLimits(testApp);
  admin = (await adminClient(testApp)).client;
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

/** A verified customer whose account speaks `locale`, with a recipient. */
async function customerIn(locale: Locale | undefined, headers: Record<string, string> = {}) {
  const client = testApp.client();
  const signup = newSignup({ firstName: 'Asha', ...(locale ? { locale } : {}) });
  const response = await client.post('/api/auth/signup', signup, headers);
  expect(response.status).toBe(201);
  const user = response.body as { id: number; email: string; locale: Locale };
  await verifyCustomer(testApp, user.id);
  const recipient = await client.post('/api/recipients', newRecipient({ name: 'Priya Sharma', bankName: 'Canara Bank' }));
  expect(recipient.status).toBe(201);
  return { client, user, email: signup.email, recipientId: recipient.body.id as number };
}

async function sendTransfer(customer: Awaited<ReturnType<typeof customerIn>>, cadAmount = '1234.56') {
  const response = await customer.client.post('/api/transfers', {
    ...quoteTransfer({ cadAmount, currentRate: '63' }),
    recipientId: customer.recipientId,
  });
  expect(response.status).toBe(201);
  return response.body as { id: number; referenceCode: string; inrAmount: string };
}

/** The mail to `email` whose subject is exactly `subject` (up to 10 s). */
async function mailTo(email: string, subject: string): Promise<ParsedMail> {
  const mail = await smtp.waitForMessage(email, subject);
  expect(mail.subject).toBe(subject);
  return mail;
}

describe('mail in the account’s language', () => {
  it('fr-CA: the transfer-submitted and status mails are in French, amounts as French Canadians write them', async () => {
    const customer = await customerIn('fr-CA');
    const transfer = await sendTransfer(customer);
    const inr = formatInr(transfer.inrAmount, 'fr-CA');
    expect(inr).toMatch(/^\d{2}\u00a0\d{3},00\u00a0₹$/); // rupees with French marks, as the dollars beside them

    const submitted = await mailTo(customer.email, `Nous avons reçu votre transfert ${transfer.referenceCode}`);
    expect(submitted.text).toContain('Bonjour Asha,');
    expect(submitted.text).toContain(
      `Nous avons reçu votre transfert ${transfer.referenceCode}${NBSP}: 1${NBSP}234,56${NBSP}$ pour Priya Sharma, qui recevra ${inr}.`,
    );
    expect(submitted.text).toContain(`Montant${NBSP}: 1${NBSP}234,56${NBSP}$`);
    expect(submitted.text).toContain('virement Interac');
    // The default security question in French too (issue 34), as the payment step shows it.
    expect(submitted.text).toContain(`Question de sécurité${NBSP}: Objet du paiement`);
    expect(submitted.text).not.toMatch(/Hello|We received|e-Transfer|\$1,234\.56/);
    expect(submitted.html).toContain(`<p>Bonjour Asha,</p>`);
    expect(submitted.html).toContain(`1${NBSP}234,56${NBSP}$`);

    expect((await admin.patch(`/api/admin/transfers/${transfer.id}`, { status: 'approved' })).status).toBe(200);
    const approved = await mailTo(customer.email, `Votre transfert ${transfer.referenceCode} est approuvé`);
    expect(approved.text).toContain(
      `Bonne nouvelle${NBSP}: nous avons reçu votre virement Interac et approuvé votre transfert ${transfer.referenceCode}${NBSP}: 1${NBSP}234,56${NBSP}$ pour Priya Sharma (Canara Bank), qui recevra ${inr}.`,
    );
    expect(approved.html).toContain('Les transferts Économie arrivent en 1 à 3 jours ouvrables.');
  });

  it('hi-IN: the transfer-submitted and status mails are in Hindi, rupees grouped the Indian way', async () => {
    const customer = await customerIn('hi-IN');
    const transfer = await sendTransfer(customer);
    const inr = formatInr(transfer.inrAmount, 'hi-IN');
    expect(inr).toMatch(/^₹\d{2},\d{3}\.00$/);

    const submitted = await mailTo(customer.email, `हमें आपका ट्रांसफ़र ${transfer.referenceCode} मिल गया है`);
    expect(submitted.text).toContain('नमस्ते Asha,');
    expect(submitted.text).toContain(`हमें आपका ट्रांसफ़र ${transfer.referenceCode} मिल गया है: Priya Sharma के लिए $1,234.56, जिन्हें ${inr} मिलेंगे।`);
    expect(submitted.text).toContain('राशि: $1,234.56');
    expect(submitted.text).not.toMatch(/Hello|We received|Amount:/);

    expect((await admin.patch(`/api/admin/transfers/${transfer.id}`, { status: 'rejected', reason: 'No payment received' })).status).toBe(200);
    const rejected = await mailTo(customer.email, `आपका ट्रांसफ़र ${transfer.referenceCode} प्रोसेस नहीं किया जा सका`);
    // The operator's reason is quoted as written; the words around it are Hindi.
    expect(rejected.text).toContain('कारण: No payment received');
    expect(rejected.html).toContain(`Priya Sharma (Canara Bank) के लिए $1,234.56, जिन्हें ${inr} मिलने थे।`);
  });

  it('switching the account’s language in Profile changes the next mail', async () => {
    const customer = await customerIn(undefined);
    expect(customer.user.locale).toBe('en-CA');
    const transfer = await sendTransfer(customer, '250');
    const english = await mailTo(customer.email, `We received your transfer ${transfer.referenceCode}`);
    expect(english.text).toContain('We received your transfer');
    expect(english.text).toContain('$250.00');

    expect((await customer.client.patch('/api/profile', { locale: 'fr-CA' })).status).toBe(200);
    expect((await admin.patch(`/api/admin/transfers/${transfer.id}`, { status: 'approved' })).status).toBe(200);
    const french = await mailTo(customer.email, `Votre transfert ${transfer.referenceCode} est approuvé`);
    expect(french.text).toContain(`250,00${NBSP}$`);

    expect((await customer.client.patch('/api/profile', { locale: 'hi-IN' })).status).toBe(200);
    expect((await admin.patch(`/api/admin/transfers/${transfer.id}`, { status: 'completed' })).status).toBe(200);
    const hindi = await mailTo(customer.email, `आपका ट्रांसफ़र ${transfer.referenceCode} पूरा हो गया है`);
    expect(hindi.text).toContain('MapleRupee से पैसे भेजने के लिए धन्यवाद।');
  });

  it('the identity-verification outcome and the security mails follow the account’s language too', async () => {
    const customer = await customerIn('fr-CA');
    // An approved verification's mail, queued as an operator's decision queues it.
    const verificationId = await verifyCustomer(testApp, customer.user.id);
    await testApp.database.db.insert(mailQueue).values({ verificationId, createdAt: testApp.clock.now(), nextAttemptAt: testApp.clock.now() });
    testApp.app.ctx.mailQueue.kick();
    const verified = await mailTo(customer.email, 'Votre identité est vérifiée');
    expect(verified.text).toContain(`des transferts de 1${NBSP}000${NBSP}$ ou plus`);

    const changed = await customer.client.post('/api/auth/password', { currentPassword: 'maple-secret-1', newPassword: 'maple-secret-2' });
    expect(changed.status).toBe(200);
    const mail = await mailTo(customer.email, 'Le mot de passe de votre compte MapleRupee a été modifié');
    expect(mail.text).toContain(`(«${NBSP}Mot de passe oublié${NBSP}»)`);
  });

  it('an account signed up without a locale takes the request’s language: its verification mail is in it', async () => {
    const customer = await customerIn(undefined, { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(customer.user.locale).toBe('hi-IN');
    const mail = await mailTo(customer.email, 'अपना MapleRupee ईमेल सत्यापित करें');
    expect(mail.html).toContain('>मेरा ईमेल सत्यापित करें</a>');
  });
});

describe('the request’s language', () => {
  it('is negotiated from Accept-Language and is currentLocale() to the end of the request (Content-Language)', async () => {
    const client = testApp.client();
    const cases: Array<[string | undefined, Locale]> = [
      ['fr-CA', 'fr-CA'],
      ['fr-FR,fr;q=0.9', 'fr-CA'],
      ['de-DE, hi;q=0.5, en;q=0.4', 'hi-IN'],
      ['en-US', 'en-CA'],
      ['de-DE', 'en-CA'],
      [undefined, 'en-CA'],
    ];
    for (const [header, locale] of cases) {
      const response = await client.get('/api/exchange-rates', header === undefined ? {} : { 'accept-language': header });
      expect(response.status, String(header)).toBeLessThan(500);
      expect(response.headers.get('content-language'), String(header)).toBe(locale);
    }
    // A POST whose body is parsed and whose handler awaits a slow password hash, answered with an error.
    const refused = await client.post('/api/auth/login', { email: 'nobody@example.com', password: 'wrong-password' }, { 'accept-language': 'hi-IN' });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('content-language')).toBe('hi-IN');
  });

  it('does not mix languages between concurrent requests (50 interleaved)', async () => {
    const { client } = await signedUpClient(testApp);
    const languages: Locale[] = ['fr-CA', 'hi-IN', 'en-CA'];
    const answers = await Promise.all(
      Array.from({ length: 50 }, async (_, index) => {
        const locale = languages[index % languages.length]!;
        // Each handler queries PostgreSQL, so the requests are in flight together and resume in any order.
        const response = await client.get('/api/transfers', { 'accept-language': locale });
        return { locale, status: response.status, contentLanguage: response.headers.get('content-language') };
      }),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.contentLanguage).toBe(answer.locale);
    }
  });

  it('remembers negotiated header values in a bounded cache', () => {
    for (let index = 0; index < 2_000; index += 1) expect(localeOfAcceptLanguage(`fr-CA;q=0.${(index % 9) + 1}, x-${index}`)).toBe('fr-CA');
    expect(negotiatedCacheSize()).toBeLessThanOrEqual(256);
    expect(localeOfAcceptLanguage(`${'x'.repeat(300)}, hi`)).toBe('hi-IN');
  });
});

describe('the transfer export', () => {
  it('keeps the English column names (docs/product.md § Admin dashboard) and values whatever the operator’s language (accounting tools read it)', async () => {
    await sendTransfer(await customerIn('fr-CA'), '300');
    expect((await admin.patch('/api/profile', { locale: 'fr-CA' })).status).toBe(200);
    const raw = await fetch(`${testApp.url}/api/admin/transfers/export`, { headers: { cookie: admin.cookieHeader, 'accept-language': 'fr-CA' } });
    expect(raw.status).toBe(200);
    expect(raw.headers.get('content-language')).toBe('fr-CA');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await raw.arrayBuffer()) as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('Transfers')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Reference Code',
      'Date & Time',
      'Sender Name',
      'Sender Email',
      'CAD Amount',
      'INR Amount',
      'Exchange Rate',
      'Recipient Name',
      'Bank Name',
      'Account Number',
      'IFSC Code',
      'Status',
      'Payment Method',
    ]);
    // Statuses and methods as docs/product.md § Admin dashboard writes them, never translated.
    const rows = sheet.getRows(2, sheet.rowCount - 1) ?? [];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(['PENDING', 'APPROVED', 'COMPLETED', 'REJECTED']).toContain(row.getCell(12).value);
      expect(row.getCell(13).value).toBe('economy');
    }
  });
});
