import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSchema } from '../../domain/schemas/auth';
import { newSignup, startTestApp, type TestApp } from './harness';

let testApp: TestApp;
beforeAll(async () => {
  // The stored hash is checked against OWASP's parameters: the server's own, not the tests' cheap ones.
  testApp = await startTestApp({ productionPasswordHashing: true });
});
afterAll(() => testApp.close());

async function userCount(): Promise<number> {
  const result = await testApp.database.db.execute<{ count: number }>(sql`select count(*)::int as count from users`);
  return result.rows[0]!.count;
}

describe('POST /api/auth/signup', () => {
  it('201: creates the user, answers it without secrets and opens a session', async () => {
    const client = testApp.client();
    const body = newSignup({ phone: '416-555-0100' });
    const response = await client.post('/api/auth/signup', body);
    expect(response.status).toBe(201);
    const user = userSchema.parse(response.body);
    expect(user).toMatchObject({
      email: body.email,
      firstName: 'Asha',
      lastName: 'Patel',
      username: 'Asha Patel',
      country: 'Canada',
      phone: '416-555-0100',
      address: null,
      isAdmin: false,
      biometricEnabled: false,
    });
    expect(Object.keys(response.body as object).sort()).toEqual(Object.keys(userSchema.shape).sort());

    const cookie = response.headers.getSetCookie()[0]!;
    expect(cookie).toMatch(/^maplerupee_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(cookie).not.toMatch(/; Secure/i);

    const me = await client.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(body.email);
  });

  it('stores an argon2id hash with at least OWASP parameters, never the password', async () => {
    const body = newSignup();
    await testApp.client().post('/api/auth/signup', body);
    const result = await testApp.database.db.execute<{ password_hash: string }>(
      sql`select password_hash from users where email = ${body.email}`,
    );
    const hash = result.rows[0]!.password_hash;
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/);
    const [, m, t, p] = /m=(\d+),t=(\d+),p=(\d+)/.exec(hash)!;
    expect(Number(m)).toBeGreaterThanOrEqual(19_456);
    expect(Number(t)).toBeGreaterThanOrEqual(2);
    expect(Number(p)).toBeGreaterThanOrEqual(1);
    expect(hash).not.toContain(body.password);
  });

  it('ignores fields a caller may not set (isAdmin, id, biometricEnabled)', async () => {
    const client = testApp.client();
    const response = await client.post('/api/auth/signup', newSignup({ isAdmin: true, id: 999, biometricEnabled: true }));
    expect(response.status).toBe(201);
    expect(response.body.isAdmin).toBe(false);
    expect(response.body.biometricEnabled).toBe(false);
    expect(response.body.id).not.toBe(999);
  });

  it('409: an email already registered, in any letter case', async () => {
    const body = newSignup();
    expect((await testApp.client().post('/api/auth/signup', body)).status).toBe(201);
    const before = await userCount();
    const response = await testApp.client().post('/api/auth/signup', { ...body, email: body.email.toUpperCase() });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      message: 'An account with this email already exists',
      errors: { email: 'An account with this email already exists' },
    });
    expect(await userCount()).toBe(before);
  });

  it.each([
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['firstName', { firstName: 'A' }, 'First name must be at least 2 characters'],
    ['lastName', { lastName: ' B ' }, 'Last name must be at least 2 characters'],
    ['password', { password: '12345' }, 'Password must be at least 6 characters'],
    ['country', { country: 'France' }, 'Please select your country'],
    ['country', { country: undefined }, 'Please select your country'],
    ['email', { email: 42 }, 'Please enter a valid email address'],
  ])('400: invalid %s answers its documented message', async (field, override, message) => {
    const before = await userCount();
    const response = await testApp.client().post('/api/auth/signup', newSignup(override));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(response.body.errors[field]).toBe(message);
    expect(await userCount()).toBe(before);
  });

  it('400: every missing field is named at once', async () => {
    const response = await testApp.client().post('/api/auth/signup', {});
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors).sort()).toEqual(['country', 'email', 'firstName', 'lastName', 'password']);
  });

  it('trims names and email before storing them', async () => {
    const body = newSignup();
    const response = await testApp.client().post('/api/auth/signup', {
      ...body,
      email: `  ${body.email}  `,
      firstName: '  Meera ',
    });
    expect(response.status).toBe(201);
    expect(response.body.email).toBe(body.email);
    expect(response.body.firstName).toBe('Meera');
  });
});

describe('names hold only what a reader sees', () => {
  it.each([
    ['two zero-width spaces', '\u200b\u200b', 'Text must not contain control characters or invisible formatting characters'],
    ['one letter with two accents', 'A\u0301\u0301', 'First name must be at least 2 characters'],
    ['one letter and a zero-width space', 'A\u200b', 'Text must not contain control characters or invisible formatting characters'],
    ['a right-to-left override', 'Asha\u202eletaP', 'Text must not contain control characters or invisible formatting characters'],
    ['a newline', 'Asha\nDear customer', 'Text must not contain control characters or invisible formatting characters'],
    ['a line separator', 'Asha\u2028Patel', 'Text must not contain control characters or invisible formatting characters'],
    ['a lone combining mark and a letter', '\u0301A', 'First name must be at least 2 characters'],
  ])('400 for %s; nothing is stored', async (_name, firstName, message) => {
    const before = await userCount();
    const response = await testApp.client().post('/api/auth/signup', newSignup({ firstName }));
    expect(response.status).toBe(400);
    expect(response.body.errors.firstName).toBe(message);
    expect(await userCount()).toBe(before);
  });

  it('stores names composed (NFC): "é" typed as e + combining accent is one character', async () => {
    const body = newSignup({ firstName: 'Ame\u0301lie', lastName: 'Dubois' });
    const response = await testApp.client().post('/api/auth/signup', body);
    expect(response.status).toBe(201);
    expect(response.body.firstName).toBe('Amélie');
    expect(response.body.firstName).toHaveLength(6);
    expect(response.body.username).toBe('Amélie Dubois');
  });

  it('accepts names in Devanagari, with a joiner between letters', async () => {
    const response = await testApp.client().post('/api/auth/signup', newSignup({ firstName: 'प्रिया', lastName: 'क्\u200cष' }));
    expect(response.status).toBe(201);
  });
});

