import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { quoteTransfer } from '../../domain/quote';
import type { ApiClient } from './api-client';
import { AUTH_LIMITS } from '../src/auth/limits';
import { adminClient, newRecipient, setRate, signedUpClient, startTestApp, verifyCustomer, type TestApp } from './harness';

/**
 * GET /api/transfers/:id/receipt (issue 20): a one-page PDF in the account's language, read back
 * with a PDF parser; × {no session, owner, other customer, operator} and bad input.
 */

let testApp: TestApp;
let operator: Awaited<ReturnType<typeof adminClient>>;
beforeAll(async () => {
  testApp = await startTestApp({ env: { MSB_REGISTRATION_NUMBER: 'M24681357', COMPLAINTS_EMAIL: 'complaints@maplerupee.test' } });
  await setRate(testApp, '61.25');
  operator = await adminClient(testApp);
});
afterAll(() => testApp.close());

interface Customer {
  client: ApiClient;
  userId: number;
  email: string;
  recipientId: number;
}

async function customer(signup: Record<string, unknown> = {}, recipient: Record<string, unknown> = {}, verified = true): Promise<Customer> {
  const { client, user, email } = await signedUpClient(testApp, signup);
  if (verified) await verifyCustomer(testApp, user.id);
  const created = await client.post('/api/recipients', newRecipient({ accountNumber: '123456789012', ...recipient }));
  expect(created.status).toBe(201);
  return { client, userId: user.id, email, recipientId: created.body.id };
}

async function send(owner: Customer, cadAmount = '500'): Promise<{ id: number; referenceCode: string }> {
  const quote = quoteTransfer({ cadAmount, currentRate: '61.25' });
  const response = await owner.client.post('/api/transfers', { ...quote, recipientId: owner.recipientId });
  expect(response.status).toBe(201);
  return response.body;
}

/** The answer as bytes (the API client reads text), with its headers. */
async function download(client: ApiClient | undefined, key: string | number) {
  const headers: Record<string, string> = client?.cookieHeader ? { cookie: client.cookieHeader } : {};
  const response = await fetch(`${testApp.url}/api/transfers/${key}/receipt`, { headers });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** The PDF's pages and its text, with runs of spaces (no-break ones too) made single. */
async function readPdf(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const pdf = await getDocumentProxy(bytes);
  const { totalPages, text } = await extractText(pdf, { mergePages: true });
  return { pages: totalPages, text: text.replace(/[\s\u00a0\u202f]+/g, ' ') };
}

const json = (bytes: Uint8Array) => JSON.parse(new TextDecoder().decode(bytes)) as { message: string };

describe('GET /api/transfers/:id/receipt', () => {
  let owner: Customer;
  let transfer: { id: number; referenceCode: string };
  beforeAll(async () => {
    owner = await customer({ firstName: 'Harpreet', lastName: 'Gill', address: '55 Queen St W, Toronto ON M5H 2M9' }, { name: 'Anil Kumar Verma', bankName: 'Punjab National Bank', ifscCode: 'PUNB0123400' });
    transfer = await send(owner);
  });

  it('401 without a session', async () => {
    const response = await download(undefined, transfer.referenceCode);
    expect(response.status).toBe(401);
    expect(json(response.bytes).message).toBe('Please sign in to continue.');
  });

  it('200 for its owner, by reference and by number: a one-page PDF named MapleRupee_Receipt_<reference>.pdf, downloaded', async () => {
    for (const key of [transfer.referenceCode, transfer.id]) {
      const response = await download(owner.client, key);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="MapleRupee_Receipt_${transfer.referenceCode}.pdf"`);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-language')).toBe('en-CA');
      expect(new TextDecoder().decode(response.bytes.slice(0, 5))).toBe('%PDF-');
      expect((await readPdf(response.bytes)).pages).toBe(1);
    }
  });

  it('writes an email address whole, never broken inside a word: smaller when long, after its "@" on two lines when very long', async () => {
    // 30 characters once broke as "…@example.co" / "m" (the value column holds about 28 at full size).
    const unique = Date.now().toString(36);
    const long = `harpreet.kaur.gill.${unique}@example.com`;
    // Too long for one line even at the smallest size: each half on its own line, whole.
    const local = `harpreet.kaur.gill.remittances.${unique}`;
    const domain = `mail.${'b'.repeat(20)}.example.com`;
    for (const [email, expected] of [
      [long, long],
      [`${local}@${domain}`, `${local}@ ${domain}`],
    ] as const) {
      const sender = await customer({ email });
      const { text } = await readPdf((await download(sender.client, (await send(sender)).referenceCode)).bytes);
      expect(text.replace(/\s+/g, ' ')).toContain(expected);
      expect((await readPdf((await download(sender.client, (await send(sender)).referenceCode)).bytes)).pages).toBe(1);
    }
  });

  it('says who sends what to whom: names, amounts, rate, fee, reference, registration number, dates, terms, complaints contact', async () => {
    const { text } = await readPdf((await download(owner.client, transfer.referenceCode)).bytes);
    for (const expected of [
      'MapleRupee',
      'Transfer receipt',
      'FINTRAC money services business registration number: M24681357',
      `Reference ${transfer.referenceCode}`,
      'Status: Pending',
      // The customer.
      'Harpreet Gill',
      owner.email,
      // The travel rule's copy of the sender's address: the verified one (the harness's), not the profile's.
      '10 King St W, Toronto, ON, M5H 1A1',
      // The recipient, the account masked as on every screen.
      'Anil Kumar Verma',
      'Punjab National Bank',
      'PUNB0123400',
      '********9012',
      // The money: 500 CAD at 61.25 is ₹30,625 → ₹30,600 (nearest 100), no fee.
      'Amount sent $500.00',
      'Fee $0.00',
      'Total to pay $500.00',
      '1 CAD = 61.25 INR',
      '₹30,600.00',
      'Interac e-Transfer',
      'Economy (1-3 business days after approval)',
      // Dates, in the business time zone.
      'Submitted',
      'Expected by',
      'Times are in the America/Toronto time zone.',
      'You can cancel a pending transfer in the app until we receive your payment.',
      'within 72 hours is cancelled automatically',
      'Write to complaints@maplerupee.test and include the reference of this transfer.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('123456789012');
  });

  it('follows the transfer: approved, then rejected elsewhere with the operator’s reason', async () => {
    const approvedOne = await send(owner, '120');
    expect((await operator.client.patch(`/api/admin/transfers/${approvedOne.id}`, { status: 'approved' })).status).toBe(200);
    const approved = (await readPdf((await download(owner.client, approvedOne.referenceCode)).bytes)).text;
    expect(approved).toContain('Status: Approved');
    expect(approved).toMatch(/Approved \w{3} \d{1,2}, \d{4}/);
    expect(approved).not.toContain('estimate');

    const rejectedOne = await send(owner, '80');
    expect((await operator.client.patch(`/api/admin/transfers/${rejectedOne.id}`, { status: 'rejected', reason: 'The IFSC code belongs to another branch' })).status).toBe(200);
    const rejected = (await readPdf((await download(owner.client, rejectedOne.id)).bytes)).text;
    expect(rejected).toContain('Status: Rejected');
    expect(rejected).toContain('Reason The IFSC code belongs to another branch');
    expect(rejected).not.toContain('Expected by');
  });

  it('404 "Transfer not found" for another customer and for an operator, by number and by reference', async () => {
    const other = await customer();
    for (const client of [other.client, operator.client]) {
      for (const key of [transfer.referenceCode, transfer.id]) {
        const response = await download(client, key);
        expect(response.status).toBe(404);
        expect(response.headers.get('content-type')).toContain('application/json');
        expect(json(response.bytes)).toEqual({ message: 'Transfer not found' });
      }
    }
  });

  it('400 for a key that is neither a number nor a reference', async () => {
    for (const key of ['abc', 'mr7k2p9qx4', '0', '9007199254740992']) {
      const response = await download(owner.client, key);
      expect(response.status, key).toBe(400);
    }
  });

  it('stays one page with the longest names, bank name, address and rejection reason the forms take', async () => {
    // Not verified: the transfer keeps the profile's address (300 characters at most).
    const long = await customer(
      { firstName: 'Ananthapadmanabhan'.repeat(5).slice(0, 100), lastName: 'Venkataraghavan'.repeat(7).slice(0, 100), address: 'Apartment 1204, '.repeat(20).slice(0, 300) },
      { name: 'Lakshminarasimhan '.repeat(6).slice(0, 100).trim(), bankName: 'The Karur Vysya Bank Limited, Main Branch, '.repeat(3).slice(0, 100).trim() },
      false,
    );
    const sent = await send(long, '999.99');
    const reason = 'The account number does not match the recipient’s name; check it with the bank. '.repeat(7).slice(0, 500);
    expect((await operator.client.patch(`/api/admin/transfers/${sent.id}`, { status: 'rejected', reason })).status).toBe(200);
    const { pages, text } = await readPdf((await download(long.client, sent.referenceCode)).bytes);
    expect(pages).toBe(1);
    expect(text).toContain('$999.99');
    expect(text).toContain('Apartment 1204, Apartment 1204,');
    expect(text).toContain('Keep this receipt for your records.');
  });
});

describe('the receipt in the account’s language', () => {
  it('French (Canada): French texts and amounts, whatever the request’s language; Content-Language says fr-CA', async () => {
    const owner = await customer({ locale: 'fr-CA', firstName: 'Émilie', lastName: 'Côté' });
    const transfer = await send(owner, '1234.56');
    const response = await download(owner.client, transfer.referenceCode);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-language')).toBe('fr-CA');
    const { pages, text } = await readPdf(response.bytes);
    expect(pages).toBe(1);
    for (const expected of ['Reçu de transfert', 'Émilie Côté', 'Montant envoyé 1 234,56 $', 'Frais 0,00 $', 'M24681357', `Référence ${transfer.referenceCode}`, 'Statut : En attente', 'Code IFSC SBIN0001234', '75 600,00 ₹']) {
      expect(text).toContain(expected);
    }
  });

  it('Hindi: Devanagari texts with the reference, names and amounts as written; one page', async () => {
    const owner = await customer({ locale: 'hi-IN', firstName: 'Sunita', lastName: 'Rao' });
    const transfer = await send(owner, '250');
    const response = await download(owner.client, transfer.id);
    expect(response.headers.get('content-language')).toBe('hi-IN');
    const { pages, text } = await readPdf(response.bytes);
    expect(pages).toBe(1);
    // Text read back from a PDF comes in the order glyphs are drawn, which for Devanagari vowel
    // signs written before their consonant (ि) is not the typed order: the words checked have none.
    for (const expected of ['रसीद', 'Sunita Rao', transfer.referenceCode, '$250.00', '₹15,300.00', 'M24681357', 'Priya Sharma']) {
      expect(text).toContain(expected);
    }
  });
});

describe('an unset MSB_REGISTRATION_NUMBER', () => {
  it('prints "not provided" in its place, and the payment email as the complaints contact', async () => {
    const plain = await startTestApp({ env: { PAYMENT_EMAIL: 'pay@maplerupee.test' } });
    try {
      await setRate(plain, '61.25');
      const { client, user } = await signedUpClient(plain);
      await verifyCustomer(plain, user.id);
      const recipient = await client.post('/api/recipients', newRecipient());
      const sent = await client.post('/api/transfers', { ...quoteTransfer({ cadAmount: '50', currentRate: '61.25' }), recipientId: recipient.body.id });
      const response = await fetch(`${plain.url}/api/transfers/${sent.body.referenceCode}/receipt`, { headers: { cookie: client.cookieHeader } });
      const { text } = await readPdf(new Uint8Array(await response.arrayBuffer()));
      expect(text).toContain('FINTRAC money services business registration number: not provided');
      expect(text).toContain('Write to pay@maplerupee.test');
    } finally {
      await plain.close();
    }
  });
});

describe('receipts per account', () => {
  it('429 with Retry-After past the window’s allowance (real limit: 30 in 10 minutes); other customers are not held back', async () => {
    const limited = await startTestApp({ authLimits: { ...AUTH_LIMITS, receiptsPerAccount: { max: 2, windowMs: 10 * 60_000 } } });
    try {
      await setRate(limited, '61.25');
      const owners: { client: ApiClient; reference: string }[] = [];
      for (let index = 0; index < 2; index++) {
        const { client, user } = await signedUpClient(limited);
        await verifyCustomer(limited, user.id);
        const recipient = await client.post('/api/recipients', newRecipient());
        const sent = await client.post('/api/transfers', { ...quoteTransfer({ cadAmount: '50', currentRate: '61.25' }), recipientId: recipient.body.id });
        owners.push({ client, reference: sent.body.referenceCode as string });
      }
      const fetchReceipt = (owner: (typeof owners)[number]) =>
        fetch(`${limited.url}/api/transfers/${owner.reference}/receipt`, { headers: { cookie: owner.client.cookieHeader } });
      expect((await fetchReceipt(owners[0]!)).status).toBe(200);
      expect((await fetchReceipt(owners[0]!)).status).toBe(200);
      const refused = await fetchReceipt(owners[0]!);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await refused.json()) as { message: string }).message).toBe('Too many attempts. Please wait a while and try again.');
      expect((await fetchReceipt(owners[1]!)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
