import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipientListSchema, recipientSchema } from '../../domain/schemas/recipient';
import { newRecipient, signedUpClient, startTestApp, type TestApp } from './harness';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());


describe('GET /api/recipients', () => {
  it('401 without a session', async () => {
    expect((await testApp.client().get('/api/recipients')).status).toBe(401);
  });

  it('200: only the caller’s recipients, newest first', async () => {
    const owner = await signedUpClient(testApp);
    const other = await signedUpClient(testApp);
    await owner.client.post('/api/recipients', newRecipient({ name: 'First One' }));
    await owner.client.post('/api/recipients', newRecipient({ name: 'Second One' }));
    await other.client.post('/api/recipients', newRecipient({ name: 'Not Yours' }));
    const response = await owner.client.get('/api/recipients');
    expect(response.status).toBe(200);
    const list = recipientListSchema.parse(response.body);
    expect(list.map((recipient) => recipient.name)).toEqual(['Second One', 'First One']);
  });
});

describe('POST /api/recipients', () => {
  it('201: answers the recipient with its id; IFSC upper-cased, spaces dropped from the account', async () => {
    const { client } = await signedUpClient(testApp);
    const response = await client.post('/api/recipients', newRecipient({ ifscCode: ' hdfc0001234 ', accountNumber: '1234 5678 9012' }));
    expect(response.status).toBe(201);
    const recipient = recipientSchema.parse(response.body);
    expect(recipient).toMatchObject({ ifscCode: 'HDFC0001234', accountNumber: '123456789012', relationship: 'Family' });
    expect(recipient.id).toBeGreaterThan(0);
  });

  it.each(['Family', 'Friend', 'Business', 'Self', 'Other'])('201: relationship %s', async (relationship) => {
    const { client } = await signedUpClient(testApp);
    expect((await client.post('/api/recipients', newRecipient({ relationship }))).status).toBe(201);
  });

  it.each([
    ['name', { name: 'A' }, 'Recipient name must be at least 2 characters'],
    ['accountNumber', { accountNumber: '' }, 'Account number is required'],
    ['accountNumber', { accountNumber: '12345678' }, 'Account number must be 9 to 18 digits'],
    ['accountNumber', { accountNumber: '1234567890123456789' }, 'Account number must be 9 to 18 digits'],
    ['accountNumber', { accountNumber: '12345ABC901' }, 'Account number must be 9 to 18 digits'],
    ['ifscCode', { ifscCode: '' }, 'IFSC code is required'],
    ['ifscCode', { ifscCode: 'SBIN1001234' }, 'IFSC code must be 4 letters, a zero, then 6 letters or digits (e.g., SBIN0001234)'],
    ['ifscCode', { ifscCode: 'SBI0001234' }, 'IFSC code must be 4 letters, a zero, then 6 letters or digits (e.g., SBIN0001234)'],
    // Left empty, the bank name is filled from the IFSC data (issue 20): only an IFSC it does not know needs one.
    ['bankName', { bankName: '  ', ifscCode: 'SBIN0999999' }, 'Bank name is required'],
    ['relationship', { relationship: '' }, 'Please select your relationship'],
    ['relationship', { relationship: 'Cousin' }, 'Please select your relationship'],
    ['name', { name: 42 }, 'Recipient name must be at least 2 characters'],
    ['name', { name: '\u200b\u200b\u200b' }, 'Text must not contain control characters or invisible formatting characters'],
    ['name', { name: 'A\u0301\u0301' }, 'Recipient name must be at least 2 characters'],
    ['name', { name: 'Priya\u202eamrahS' }, 'Text must not contain control characters or invisible formatting characters'],
    ['name', { name: 'Priya\nSharma' }, 'Text must not contain control characters or invisible formatting characters'],
    ['bankName', { bankName: 'State Bank\u2066 of India' }, 'Text must not contain control characters or invisible formatting characters'],
  ])('400: %s %j → its message; nothing saved', async (field, override, message) => {
    const { client } = await signedUpClient(testApp);
    const response = await client.post('/api/recipients', newRecipient(override));
    expect(response.status).toBe(400);
    expect(response.body.errors[field]).toBe(message);
    expect((await client.get('/api/recipients')).body).toEqual([]);
  });

  it('400: an IFSC error message names IFSC (the send screen shows its IFSC toast for it)', async () => {
    const { client } = await signedUpClient(testApp);
    const response = await client.post('/api/recipients', newRecipient({ ifscCode: 'BAD' }));
    expect(response.body.message).toContain('IFSC');
  });

  it('409: the same account and IFSC twice for one user; another user may save it', async () => {
    const first = await signedUpClient(testApp);
    const body = newRecipient();
    expect((await first.client.post('/api/recipients', body)).status).toBe(201);
    const again = await first.client.post('/api/recipients', { ...body, name: 'Other Name' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already saved a recipient with this account number and IFSC code');
    const second = await signedUpClient(testApp);
    expect((await second.client.post('/api/recipients', body)).status).toBe(201);
  });

  it('ignores a userId in the body: the recipient belongs to the caller', async () => {
    const owner = await signedUpClient(testApp);
    const attacker = await signedUpClient(testApp);
    const response = await attacker.client.post('/api/recipients', newRecipient({ userId: owner.user.id }));
    expect(response.status).toBe(201);
    expect((await owner.client.get('/api/recipients')).body).toEqual([]);
  });

  it('401 without a session', async () => {
    expect((await testApp.client().post('/api/recipients', newRecipient())).status).toBe(401);
  });
});

describe('DELETE /api/recipients/:id', () => {
  it('200: removes it from the list; it can then be saved again', async () => {
    const { client } = await signedUpClient(testApp);
    const body = newRecipient();
    const created = await client.post('/api/recipients', body);
    const response = await client.delete(`/api/recipients/${created.body.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Recipient deleted' });
    expect((await client.get('/api/recipients')).body).toEqual([]);
    expect((await client.post('/api/recipients', body)).status).toBe(201);
  });

  it('404: another customer’s recipient, which stays untouched', async () => {
    const owner = await signedUpClient(testApp);
    const other = await signedUpClient(testApp);
    const created = await owner.client.post('/api/recipients', newRecipient());
    const response = await other.client.delete(`/api/recipients/${created.body.id}`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Recipient not found' });
    expect((await owner.client.get('/api/recipients')).body).toHaveLength(1);
  });

  it('404: an unknown or already deleted id; 400: an id that is not a number', async () => {
    const { client } = await signedUpClient(testApp);
    const created = await client.post('/api/recipients', newRecipient());
    expect((await client.delete(`/api/recipients/${created.body.id}`)).status).toBe(200);
    expect((await client.delete(`/api/recipients/${created.body.id}`)).status).toBe(404);
    expect((await client.delete('/api/recipients/999999')).status).toBe(404);
    expect((await client.delete('/api/recipients/abc')).status).toBe(400);
    expect((await client.delete('/api/recipients/-1')).status).toBe(400);
    expect((await client.delete('/api/recipients/99999999999999999999')).status).toBe(400);
  });

  it('is a soft delete: the row stays for history', async () => {
    const { client } = await signedUpClient(testApp);
    const created = await client.post('/api/recipients', newRecipient());
    await client.delete(`/api/recipients/${created.body.id}`);
    const rows = await testApp.database.db.execute<{ deleted_at: string | null }>(
      sql`select deleted_at from recipients where id = ${created.body.id}`,
    );
    expect(rows.rows[0]!.deleted_at).not.toBeNull();
  });

  it('401 without a session', async () => {
    expect((await testApp.client().delete('/api/recipients/1')).status).toBe(401);
  });
});
