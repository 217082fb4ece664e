import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSchema } from '../../domain/schemas/auth';
import { startTestApp, signedUpClient, type TestApp } from './harness';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

describe('POST /api/auth/login', () => {
  it('200: answers the user and sets a new session cookie', async () => {
    const { email, password } = await signedUpClient(testApp);
    const client = testApp.client();
    const response = await client.post('/api/auth/login', { email, password });
    expect(response.status).toBe(200);
    expect(userSchema.parse(response.body).email).toBe(email);
    expect((await client.get('/api/auth/me')).status).toBe(200);
  });

  it('200: the email is matched in any letter case', async () => {
    const { email, password } = await signedUpClient(testApp);
    const response = await testApp.client().post('/api/auth/login', { email: email.toUpperCase(), password });
    expect(response.status).toBe(200);
  });

  it('200: a new session id every time; the old cookie of this browser stops working', async () => {
    const { client, email, password } = await signedUpClient(testApp);
    const before = client.cookie('maplerupee_session')!;
    expect((await client.post('/api/auth/login', { email, password })).status).toBe(200);
    const after = client.cookie('maplerupee_session')!;
    expect(after).not.toBe(before);

    const replay = testApp.client();
    replay.setCookie('maplerupee_session', before);
    expect((await replay.get('/api/auth/me')).status).toBe(401);
    expect((await client.get('/api/auth/me')).status).toBe(200);
  });

  it('401: a wrong password and an unknown email get the same answer', async () => {
    const { email } = await signedUpClient(testApp);
    const wrongPassword = await testApp.client().post('/api/auth/login', { email, password: 'not-my-password' });
    const unknownEmail = await testApp.client().post('/api/auth/login', { email: 'nobody@example.com', password: 'whatever' });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual({ message: 'Invalid email or password' });
    expect(unknownEmail.body).toEqual(wrongPassword.body);
    expect(wrongPassword.headers.getSetCookie()).toEqual([]);
  });

  it.each([
    [{ email: 'nope', password: 'x' }, 'email', 'Please enter a valid email address'],
    [{ email: 'a@b.co', password: '' }, 'password', 'Password is required'],
    [{ email: 'a@b.co' }, 'password', 'Password is required'],
    [{ email: 'a@b.co', password: 123456 }, 'password', 'Password is required'],
  ])('400: %j → %s: %s', async (body, field, message) => {
    const response = await testApp.client().post('/api/auth/login', body);
    expect(response.status).toBe(400);
    expect(response.body.errors[field]).toBe(message);
  });
});

describe('POST /api/auth/logout', () => {
  it('200: ends the session on the server, so the old cookie no longer works', async () => {
    const { client } = await signedUpClient(testApp);
    const token = client.cookie('maplerupee_session')!;
    const response = await client.post('/api/auth/logout');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Signed out' });
    expect(response.headers.getSetCookie()[0]).toMatch(/^maplerupee_session=;/);

    const replay = testApp.client();
    replay.setCookie('maplerupee_session', token);
    expect((await replay.get('/api/auth/me')).status).toBe(401);
  });

  it('200: without a session too (signing out twice is harmless)', async () => {
    expect((await testApp.client().post('/api/auth/logout')).status).toBe(200);
  });
});

describe('GET /api/auth/me', () => {
  it('401: without a session, or with a made-up cookie', async () => {
    const anonymous = await testApp.client().get('/api/auth/me');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: 'Please sign in to continue.' });
    const forged = testApp.client();
    forged.setCookie('maplerupee_session', 'A'.repeat(43));
    expect((await forged.get('/api/auth/me')).status).toBe(401);
  });
});
