import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteTransfer } from '../../domain/quote';
import { recordOutsideVerification } from '../src/compliance/verification-record-outside';
import { runPaymentMonitor } from '../src/payments/monitor';
import { recordSandboxETransfer } from '../src/payments/sandbox';
import { adminClient, newRecipient, newSignup, setUnreachableLimits, signedUpClient, startTestApp, type TestApp } from './harness';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

describe('PATCH /api/profile', () => {
  it('200: changes full name, phone and address, and answers them with the email', async () => {
    const { client, email } = await signedUpClient(testApp);
    const response = await client.patch('/api/profile', { username: 'Asha P. Patel', phone: '+1 (416) 555-0199', address: '1 Front St, Toronto' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ username: 'Asha P. Patel', nameLocked: false, email, phone: '+1 (416) 555-0199', address: '1 Front St, Toronto', locale: 'en-CA' });
    expect((await client.get('/api/auth/me')).body).toMatchObject({ username: 'Asha P. Patel', phone: '+1 (416) 555-0199' });
  });

  it('400: a full name or address that hides characters (overrides, zero-width, line breaks); nothing changes', async () => {
    const { client } = await signedUpClient(testApp);
    for (const body of [{ username: '\u200b\u200b' }, { username: 'Asha\u202e' }, { address: '1 Front St\nToronto' }]) {
      const response = await client.patch('/api/profile', body);
      expect(response.status).toBe(400);
    }
    expect((await client.get('/api/auth/me')).body).toMatchObject({ username: 'Asha Patel', address: null });
  });

  it('the account’s language (issue 19): English by default, then any of en-CA, fr-CA, hi-IN; anything else → 400, nothing changes', async () => {
    const { client } = await signedUpClient(testApp);
    expect((await client.get('/api/auth/me')).body.locale).toBe('en-CA');
    for (const locale of ['fr-CA', 'hi-IN', 'en-CA', 'fr-CA']) {
      const response = await client.patch('/api/profile', { locale });
      expect(response.status).toBe(200);
      expect(response.body.locale).toBe(locale);
      expect((await client.get('/api/auth/me')).body.locale).toBe(locale);
    }
    for (const locale of ['fr', 'en-US', 'FR-CA', '', 7]) {
      const response = await client.patch('/api/profile', { locale });
      expect(response.status).toBe(400);
      expect(response.body.errors.locale).toBe('Choose English (en-CA), French (fr-CA) or Hindi (hi-IN)');
    }
    expect((await client.get('/api/auth/me')).body.locale).toBe('fr-CA');
  });

  it('signs up in the language chosen (else English); an unknown one → 400', async () => {
    const { client } = await signedUpClient(testApp, { locale: 'hi-IN' });
    expect((await client.get('/api/auth/me')).body.locale).toBe('hi-IN');
    const refused = await testApp.client().post('/api/auth/signup', { ...newSignup(), locale: 'de-DE' });
    expect(refused.status).toBe(400);
  });

  it('an emptied phone or address is cleared; omitted fields stay', async () => {
    const { client } = await signedUpClient(testApp, { phone: '4165550100', address: 'Somewhere' });
    const response = await client.patch('/api/profile', { phone: '' });
    expect(response.body).toMatchObject({ username: 'Asha Patel', phone: null, address: 'Somewhere' });
  });

  it('never applies other fields (email, isAdmin, id, firstName, password)', async () => {
    const { client, email, user } = await signedUpClient(testApp);
    const response = await client.patch('/api/profile', {
      email: 'new@example.com',
      isAdmin: true,
      id: user.id + 1,
      firstName: 'Hacker',
      password: 'changed-password',
      passwordHash: 'x',
    });
    expect(response.status).toBe(200);
    const me = (await client.get('/api/auth/me')).body;
    expect(me).toMatchObject({ email, isAdmin: false, id: user.id, firstName: 'Asha' });
  });

  it.each([
    [{ username: 'A' }, 'username', 'Full name must be at least 2 characters'],
    [{ username: 'x'.repeat(101) }, 'username', 'Full name must be at most 100 characters'],
    [{ phone: 'call me maybe' }, 'phone', 'Phone may contain digits, spaces, +, -, ( and ) only (at most 30 characters)'],
    [{ address: 'x'.repeat(301) }, 'address', 'Address must be at most 300 characters'],
    [{ phone: 12345 }, 'phone', 'Phone may contain digits, spaces, +, -, ( and ) only (at most 30 characters)'],
  ])('400: %j', async (patch, field, message) => {
    const { client } = await signedUpClient(testApp);
    const response = await client.patch('/api/profile', patch);
    expect(response.status).toBe(400);
    expect(response.body.errors[field]).toBe(message);
    expect((await client.get('/api/auth/me')).body.username).toBe('Asha Patel');
  });

  it('changes only the caller’s own profile', async () => {
    const first = await signedUpClient(testApp);
    const second = await signedUpClient(testApp);
    await second.client.patch('/api/profile', { username: 'Second Person' });
    expect((await first.client.get('/api/auth/me')).body.username).toBe('Asha Patel');
  });

  it('401 without a session', async () => {
    expect((await testApp.client().patch('/api/profile', { username: 'Nobody' })).status).toBe(401);
  });
});

describe('the verified name is fixed (issue 31)', () => {
  const verifyOutside = (email: string, name?: string) =>
    recordOutsideVerification(testApp.database.db, testApp.clock, { email, method: 'in-person', note: 'Passport checked', ...(name ? { name } : {}) });

  it('a name changed before verification is the one verified; after it, another name is 409 name_locked and the same is no change', async () => {
    const { client, email } = await signedUpClient(testApp, { firstName: 'Asha', lastName: 'Patel' });
    const before = await client.patch('/api/profile', { username: 'Asha P. Patel' });
    expect(before.status).toBe(200);
    expect(before.body.nameLocked).toBe(false);
    expect((await verifyOutside(email)).status).toBe('recorded');

    const refused = await client.patch('/api/profile', { username: 'Priya Sharma', phone: '+1 416 555 0100' });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message:
        'Your name is the one we verified on your photo ID, so it cannot be changed here. To change it (after a marriage, for example), contact support with a photo ID in your new name: we record it as a new verification.',
      code: 'name_locked',
    });
    // Nothing of the request was applied.
    expect((await client.get('/api/auth/me')).body).toMatchObject({ username: 'Asha P. Patel', nameLocked: true, phone: null });
    const same = await client.patch('/api/profile', { username: 'Asha P. Patel', phone: '+1 416 555 0100' });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ username: 'Asha P. Patel', nameLocked: true, phone: '+1 416 555 0100' });
    expect((await client.patch('/api/profile', { address: '1 Front St' })).status).toBe(200);
  });

  it('the desk, receipts, the records export and the payer check use the verified legal name, never a name set in Profile', async () => {
    const admin = (await adminClient(testApp)).client;
    await setUnreachableLimits(testApp);
    // Signed up as Asha Patel, verified (after a marriage) as Asha Kaur Mehta.
    const asha = await signedUpClient(testApp, { firstName: 'Asha', lastName: 'Patel' });
    expect((await verifyOutside(asha.email, 'Asha Kaur Mehta')).status).toBe('recorded');
    const recipient = await asha.client.post('/api/recipients', newRecipient());
    const sent = await asha.client.post('/api/transfers', { ...quoteTransfer({ cadAmount: '1200', currentRate: '63' }), recipientId: recipient.body.id });
    expect(sent.status).toBe(201);

    const desk = (await admin.get('/api/admin/transfers?limit=500')).body.find((row: { id: number }) => row.id === sent.body.id);
    expect(desk.senderName).toBe('Asha Kaur Mehta');
    const receipt = await fetch(`${testApp.url}/api/transfers/${sent.body.referenceCode}/receipt`, { headers: { cookie: asha.client.cookieHeader } });
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await receipt.arrayBuffer())), { mergePages: true });
    expect(text.replace(/\s+/g, ' ')).toContain('Asha Kaur Mehta');
    const exported = await fetch(`${testApp.url}/api/admin/compliance/export`, { headers: { cookie: admin.cookieHeader } });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await exported.arrayBuffer()) as unknown as ExcelJS.Buffer);
    const senders: unknown[] = [];
    workbook.getWorksheet('Transfers')!.eachRow((row) => senders.push(row.getCell(7).value));
    expect(senders).toContain('Asha Kaur Mehta');
    expect(senders).not.toContain('Asha Patel');

    // The payer check: the verified name matches (middle name or not); the sign-up name no longer does.
    const pay = async (transfer: { referenceCode: string }, sender: string) => {
      await recordSandboxETransfer(testApp.database.db, testApp.clock, { reference: transfer.referenceCode, amount: '1200', sender, email: 'bank@payer.example' });
      await runPaymentMonitor(testApp.app.ctx, { trigger: 'schedule' });
      const [row] = (await testApp.database.db.execute<{ paid: boolean }>(sql`select apaylo_transaction_id is not null as paid from transfers where reference_code = ${transfer.referenceCode}`)).rows;
      return row!.paid;
    };
    expect(await pay(sent.body, 'MEHTA ASHA')).toBe(true);
    const second = await asha.client.post('/api/transfers', { ...quoteTransfer({ cadAmount: '1200', currentRate: '63' }), recipientId: recipient.body.id });
    expect(await pay(second.body, 'Asha Patel')).toBe(false);

    // A customer not yet verified who takes someone else's name in Profile does not get their e-Transfer either.
    const ravi = await signedUpClient(testApp, { firstName: 'Ravi', lastName: 'Kumar' });
    expect((await ravi.client.patch('/api/profile', { username: 'Deepa Nair' })).status).toBe(200);
    const raviRecipient = await ravi.client.post('/api/recipients', newRecipient());
    const raviSent = await ravi.client.post('/api/transfers', { ...quoteTransfer({ cadAmount: '1200', currentRate: '63' }), recipientId: raviRecipient.body.id });
    expect(raviSent.status).toBe(422);
    const small = await ravi.client.post('/api/transfers', { ...quoteTransfer({ cadAmount: '500', currentRate: '63' }), recipientId: raviRecipient.body.id });
    await recordSandboxETransfer(testApp.database.db, testApp.clock, { reference: small.body.referenceCode, amount: '500', sender: 'Deepa Nair', email: 'deepa@bank.example' });
    await runPaymentMonitor(testApp.app.ctx, { trigger: 'schedule' });
    const [raviRow] = (await testApp.database.db.execute<{ paid: boolean }>(sql`select apaylo_transaction_id is not null as paid from transfers where id = ${small.body.id}`)).rows;
    expect(raviRow!.paid).toBe(false);
  });
});
