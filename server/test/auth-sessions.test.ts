import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE_MS } from './clock';
import { findSession } from '../src/auth/sessions';
import { signedUpClient, startTestApp, type TestApp } from './harness';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp({ env: { SESSION_IDLE_MINUTES: '30', SESSION_ABSOLUTE_MINUTES: '720' } });
});
afterAll(() => testApp.close());

describe('session expiry (controllable clock)', () => {
  it('ends after 30 idle minutes', async () => {
    const { client } = await signedUpClient(testApp);
    testApp.clock.advance(29 * MINUTE_MS);
    expect((await client.get('/api/auth/me')).status).toBe(200);
    testApp.clock.advance(31 * MINUTE_MS);
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });

  it('stays alive while used, until the 12-hour absolute limit', async () => {
    const { client } = await signedUpClient(testApp);
    for (let elapsed = 0; elapsed < 11 * 60; elapsed += 20) {
      testApp.clock.advance(20 * MINUTE_MS);
      expect((await client.get('/api/auth/me')).status).toBe(200);
    }
    testApp.clock.advance(61 * MINUTE_MS);
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });

  it('stores only a hash of the token, and refreshes the idle expiry at most once a minute', async () => {
    const { client, user } = await signedUpClient(testApp);
    const token = client.cookie('maplerupee_session')!;
    const rows = async () =>
      (
        await testApp.database.db.execute<{ token_hash: string; last_seen_at: string }>(
          sql`select token_hash, last_seen_at from sessions where user_id = ${user.id}`,
        )
      ).rows.map((row) => ({ ...row, last_seen_at: new Date(row.last_seen_at) }));
    const [row] = await rows();
    expect(row!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.token_hash).not.toContain(token);

    await client.get('/api/auth/me');
    expect((await rows())[0]!.last_seen_at).toEqual(row!.last_seen_at);
    testApp.clock.advance(2 * MINUTE_MS);
    await client.get('/api/auth/me');
    expect((await rows())[0]!.last_seen_at.getTime()).toBeGreaterThan(row!.last_seen_at.getTime());
  });
});

describe('session lookups under concurrency', () => {
  it('checked together, each request gets its own user; an expired session among them gets 401', async () => {
    const customers = await Promise.all(Array.from({ length: 6 }, () => signedUpClient(testApp)));
    const expired = await signedUpClient(testApp);
    await testApp.database.db.execute(
      sql`update sessions set idle_expires_at = ${new Date(testApp.clock.now().getTime() - MINUTE_MS)} where user_id = ${expired.user.id}`,
    );
    const callers = [...customers, expired, ...customers, expired];
    const answers = await Promise.all(callers.map((caller) => caller.client.get('/api/auth/me')));
    answers.forEach((answer, index) => {
      const caller = callers[index]!;
      if (caller === expired) expect(answer.status).toBe(401);
      else expect(answer.body).toMatchObject({ id: caller.user.id, email: caller.user.email });
    });
  });

  it('a signed-in request never loads the password hash', async () => {
    const { client } = await signedUpClient(testApp);
    const session = await findSession(testApp.app.ctx, client.cookie('maplerupee_session')!);
    expect(session?.user.email).toBeDefined();
    expect(session?.user).not.toHaveProperty('passwordHash');
  });
});

describe('Secure cookies behind an https APP_URL', () => {
  it('uses the __Host- prefix with Secure', async () => {
    const secureApp = await startTestApp({ env: { APP_URL: 'https://maplerupee.example' } });
    try {
      const { client } = await signedUpClient(secureApp);
      const name = '__Host-maplerupee_session';
      expect(client.cookie(name)).toBeDefined();
      const response = await client.post('/api/auth/login', { email: 'x@example.com', password: 'nope-nope' });
      expect(response.status).toBe(401);
      const signup = await secureApp.client().post('/api/auth/signup', {
        email: 'secure@example.com',
        firstName: 'Sec',
        lastName: 'Ure',
        password: 'secret-123',
        country: 'India',
      });
      const cookie = signup.headers.getSetCookie()[0]!;
      expect(cookie).toMatch(/^__Host-maplerupee_session=/);
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/; Path=\//i);
      expect(cookie).not.toMatch(/; Domain=/i);
      expect(signup.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
    } finally {
      await secureApp.close();
    }
  });
});
