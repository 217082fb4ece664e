import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ifscBankSchema } from '../../domain/schemas/ifsc';
import { recipientSchema } from '../../domain/schemas/recipient';
import { adminClient, newRecipient, signedUpClient, startTestApp, type TestApp } from './harness';

/**
 * Issue 20 part 6: IFSC → bank from the offline data shipped in server/src/ifsc/data (Razorpay's
 * `ifsc` package): GET /api/ifsc/:code, and a recipient's bank name filled in from it.
 */

const FORMAT = 'IFSC code must be 4 letters, a zero, then 6 letters or digits (e.g., SBIN0001234)';
const CACHEABLE = 'private, max-age=86400';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

describe('GET /api/ifsc/:code', () => {
  it('401 without a session, and not cached', async () => {
    const response = await testApp.client().get('/api/ifsc/SBIN0001234');
    expect(response.status).toBe(401);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('200 for any signed-in person (customer, another customer, operator): the bank, cached privately a day', async () => {
    const customer = await signedUpClient(testApp);
    const other = await signedUpClient(testApp);
    const operator = await adminClient(testApp);
    for (const client of [customer.client, other.client, operator.client]) {
      const response = await client.get('/api/ifsc/SBIN0001234');
      expect(response.status).toBe(200);
      expect(ifscBankSchema.parse(response.body)).toEqual({ bank: 'State Bank of India' });
      expect(response.headers.get('cache-control')).toBe(CACHEABLE);
      expect(response.headers.get('vary')).toContain('Accept-Language');
    }
  });

  it('takes the code in any case, as the recipient form does', async () => {
    const { client } = await signedUpClient(testApp);
    expect((await client.get('/api/ifsc/hdfc0000001')).body).toEqual({ bank: 'HDFC Bank' });
    expect((await client.get('/api/ifsc/IcIc0000002')).body).toEqual({ bank: 'ICICI Bank' });
  });

  it('names the bank a sub-member IFSC belongs to, not the bank it clears through', async () => {
    const { client } = await signedUpClient(testApp);
    // HDFC0CAACOB is Akhand Anand Co.op Bank's code at HDFC (sublet.json); ICIC00TJUCB Jamkhandi's at ICICI (custom-sublets.json).
    expect((await client.get('/api/ifsc/HDFC0CAACOB')).body).toEqual({ bank: 'Akhand Anand Co.op Bank' });
    expect((await client.get('/api/ifsc/ICIC00TJUCB')).body).toEqual({ bank: 'Jamkhandi Urban Co-operative Bank' });
    expect((await client.get('/api/ifsc/APBL0001015')).body).toEqual({ bank: 'District Co-operative Central Bank Srikakul' });
  });

  it.each(['SBIN1001234', 'SBI0001234', 'SBIN00012345', 'SBIN000123', '12340001234', 'SBIN0001%2F4', 'SBIN 001234'])(
    '400 for the malformed %s, with the recipient form’s IFSC message; not cached',
    async (code) => {
      const { client } = await signedUpClient(testApp);
      const response = await client.get(`/api/ifsc/${code}`);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ message: FORMAT, errors: { code: FORMAT } });
      expect(response.headers.get('cache-control')).toBe('no-store');
    },
  );

  it('404 "Unknown IFSC" for a well-formed code the data does not list (an unknown branch or bank), in the request’s language; cached too', async () => {
    const { client } = await signedUpClient(testApp);
    for (const code of ['SBIN0999999', 'ZZZZ0000001', 'HDFC0ZZZZZZ']) {
      const response = await client.get(`/api/ifsc/${code}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Unknown IFSC' });
      expect(response.headers.get('cache-control')).toBe(CACHEABLE);
    }
    expect((await client.get('/api/ifsc/SBIN0999999', { 'accept-language': 'fr-CA' })).body).toEqual({ message: 'Code IFSC inconnu' });
    expect((await client.get('/api/ifsc/SBIN0999999', { 'accept-language': 'hi-IN' })).body).toEqual({ message: 'अज्ञात IFSC' });
  });
});

describe('POST /api/recipients with the bank name left to the IFSC data', () => {
  it('201: a known IFSC and no bank name, or an empty one: the bank’s name is filled in', async () => {
    const { client } = await signedUpClient(testApp);
    const { bankName: _left, ...withoutBank } = newRecipient({ ifscCode: 'kkbk0000261' });
    const omitted = await client.post('/api/recipients', withoutBank);
    expect(omitted.status).toBe(201);
    expect(recipientSchema.parse(omitted.body)).toMatchObject({ ifscCode: 'KKBK0000261', bankName: 'Kotak Mahindra Bank' });
    const empty = await client.post('/api/recipients', newRecipient({ ifscCode: 'HDFC0CAACOB', bankName: '   ' }));
    expect(empty.status).toBe(201);
    expect(empty.body.bankName).toBe('Akhand Anand Co.op Bank');
  });

  it('201: a bank name the customer typed is kept, known IFSC or not', async () => {
    const { client } = await signedUpClient(testApp);
    const known = await client.post('/api/recipients', newRecipient({ ifscCode: 'SBIN0001234', bankName: 'SBI Pune Camp' }));
    expect(known.body.bankName).toBe('SBI Pune Camp');
    const unknown = await client.post('/api/recipients', newRecipient({ ifscCode: 'SBIN0999999', bankName: 'State Bank of India' }));
    expect(unknown.status).toBe(201);
    expect(unknown.body.bankName).toBe('State Bank of India');
  });

  it('400 "Bank name is required" for an unknown IFSC without one (the message does not name IFSC); nothing saved', async () => {
    const { client } = await signedUpClient(testApp);
    const { bankName: _left, ...withoutBank } = newRecipient({ ifscCode: 'SBIN0999999' });
    for (const body of [withoutBank, { ...withoutBank, bankName: '' }]) {
      const response = await client.post('/api/recipients', body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: 'Bank name is required', errors: { bankName: 'Bank name is required' } });
    }
    const french = await client.post('/api/recipients', withoutBank, { 'accept-language': 'fr-CA' });
    expect(french.body.errors.bankName).not.toContain('IFSC');
    expect((await client.get('/api/recipients')).body).toEqual([]);
  });
});
