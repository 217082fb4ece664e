import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSignup, signedUpClient, startTestApp, type TestApp } from './harness';

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
