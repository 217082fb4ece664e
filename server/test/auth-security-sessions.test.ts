import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, signedUpClient, startSecondInstance, startTestApp, type TestApp } from './harness';

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

/** A second browser of the same account: signs in with its own user agent. */
async function signIn(email: string, password: string, userAgent: string) {
  const client = testApp.client();
  const response = await client.post('/api/auth/login', { email, password }, { 'user-agent': userAgent });
  expect(response.status).toBe(200);
  return client;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('GET /api/auth/sessions', () => {
  it('401 without a session', async () => {
    const response = await testApp.client().get('/api/auth/sessions');
    expect(response.status).toBe(401);
  });

  it("lists the account's live sessions with browser, OS, IP and times; marks this one current; never a token", async () => {
    const { client, email, password } = await signedUpClient(testApp);
    const chrome = await signIn(email, password, CHROME_MAC);
    testApp.clock.advance(5 * 60_000);
    await signIn(email, password, FIREFOX_WINDOWS);
    const response = await chrome.get('/api/auth/sessions');
    expect(response.status).toBe(200);
    const list = response.body as Array<Record<string, unknown>>;
    expect(list).toHaveLength(3);
    for (const session of list) {
      expect(Object.keys(session).sort()).toEqual(['browser', 'createdAt', 'current', 'id', 'ip', 'lastActiveAt', 'os']);
      expect(session.id).toMatch(UUID);
      expect(session.ip).toBe('127.0.0.1');
    }
    expect(list.filter((session) => session.current)).toEqual([expect.objectContaining({ browser: 'Chrome', os: 'Mac OS' })]);
    expect(list).toContainEqual(expect.objectContaining({ browser: 'Firefox', os: 'Windows', current: false }));
    // Most recently active first: this Chrome just now (the call itself), then Firefox (5 minutes after the first two).
    expect(list.map((session) => session.browser)).toEqual(['Chrome', 'Firefox', 'Unknown browser']);
    // The same list from the first browser marks that one current instead.
    const fromFirst = (await client.get('/api/auth/sessions')).body as Array<{ current: boolean; browser: string }>;
    expect(fromFirst.filter((session) => session.current)).toEqual([expect.objectContaining({ browser: 'Unknown browser' })]);
    const tokens = (await testApp.database.db.execute<{ token_hash: string }>(sql`select token_hash from sessions`)).rows;
    for (const { token_hash } of tokens) expect(JSON.stringify(response.body)).not.toContain(token_hash);
  });

  it("never lists another account's sessions, nor ended or expired ones", async () => {
    const owner = await signedUpClient(testApp);
    await signedUpClient(testApp);
    const list = (await owner.client.get('/api/auth/sessions')).body as unknown[];
    expect(list).toHaveLength(1);
  });
});

describe('DELETE /api/auth/sessions/:id', () => {
  it('ends one of your own sessions: that browser is signed out, yours stays', async () => {
    const { client, email, password } = await signedUpClient(testApp);
    const firefox = await signIn(email, password, FIREFOX_WINDOWS);
    const list = (await client.get('/api/auth/sessions')).body as Array<{ id: string; current: boolean }>;
    const other = list.find((session) => !session.current)!;
    // Warm the session cache for the other browser first: ending it must still take effect at once.
    expect((await firefox.get('/api/auth/me')).status).toBe(200);
    const response = await client.delete(`/api/auth/sessions/${other.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Signed out of that session' });
    expect((await firefox.get('/api/auth/me')).status).toBe(401);
    expect((await client.get('/api/auth/me')).status).toBe(200);
    expect((await client.get('/api/auth/sessions')).body).toHaveLength(1);
    // Once ended it is gone: again → 404.
    expect((await client.delete(`/api/auth/sessions/${other.id}`)).status).toBe(404);
    const audit = await testApp.database.db.execute(sql`select 1 from audit_events where action = 'auth.session_ended' and target_id = ${String((await client.get('/api/auth/me')).body.id)}`);
    expect(audit.rows).toHaveLength(1);
  });

  it("404 for another user's session, and it stays alive; 404 for a malformed id; 401 without a session", async () => {
    const owner = await signedUpClient(testApp);
    const stranger = await signedUpClient(testApp);
    const [ownerSession] = (await owner.client.get('/api/auth/sessions')).body as Array<{ id: string }>;
    const response = await stranger.client.delete(`/api/auth/sessions/${ownerSession!.id}`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Session not found' });
    expect((await owner.client.get('/api/auth/me')).status).toBe(200);
    expect((await stranger.client.delete('/api/auth/sessions/not-a-uuid')).status).toBe(404);
    expect((await stranger.client.delete('/api/auth/sessions/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await testApp.client().delete(`/api/auth/sessions/${ownerSession!.id}`)).status).toBe(401);
    expect((await owner.client.get('/api/auth/me')).status).toBe(200);
  });

  it("an operator cannot end a customer's session either (404)", async () => {
    const customer = await signedUpClient(testApp);
    const operator = await adminClient(testApp);
    const [session] = (await customer.client.get('/api/auth/sessions')).body as Array<{ id: string }>;
    expect((await operator.client.delete(`/api/auth/sessions/${session!.id}`)).status).toBe(404);
    expect((await customer.client.get('/api/auth/me')).status).toBe(200);
  });

  it('ending the current session signs you out and clears the cookie', async () => {
    const { client } = await signedUpClient(testApp);
    const [session] = (await client.get('/api/auth/sessions')).body as Array<{ id: string }>;
    const response = await client.delete(`/api/auth/sessions/${session!.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Signed out' });
    expect(response.headers.getSetCookie().join()).toMatch(/maplerupee_session=;/);
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });
});

describe('DELETE /api/auth/sessions?others=true (Sign out everywhere else)', () => {
  it('ends every other session of the account, keeps this one, answers how many', async () => {
    const { client, email, password } = await signedUpClient(testApp);
    const chrome = await signIn(email, password, CHROME_MAC);
    const firefox = await signIn(email, password, FIREFOX_WINDOWS);
    const bystander = await signedUpClient(testApp);
    const response = await chrome.delete('/api/auth/sessions?others=true');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Signed out of 2 other sessions', ended: 2 });
    expect((await chrome.get('/api/auth/me')).status).toBe(200);
    expect((await client.get('/api/auth/me')).status).toBe(401);
    expect((await firefox.get('/api/auth/me')).status).toBe(401);
    expect((await bystander.client.get('/api/auth/me')).status).toBe(200);
  });

  it('400 without others=true (never "end every session" by accident); 401 without a session', async () => {
    const { client } = await signedUpClient(testApp);
    const response = await client.delete('/api/auth/sessions');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('To sign out every other session, send ?others=true');
    expect((await client.delete('/api/auth/sessions?others=false')).status).toBe(400);
    expect((await client.get('/api/auth/me')).status).toBe(200);
    expect((await testApp.client().delete('/api/auth/sessions?others=true')).status).toBe(401);
  });
});

describe('an ended session stops working on every instance (session cache, NOTIFY)', () => {
  it('a session cached by another instance is refused there once ended here', async () => {
    const second = await startSecondInstance(testApp);
    try {
      const { client, email, password } = await signedUpClient(testApp);
      const firefox = await signIn(email, password, FIREFOX_WINDOWS);
      const firefoxThere = firefox.sameBrowserAt(second.client().baseUrl);
      // Cached on the second instance.
      expect((await firefoxThere.get('/api/auth/me')).status).toBe(200);
      expect((await firefoxThere.get('/api/auth/me')).status).toBe(200);
      const list = (await client.get('/api/auth/sessions')).body as Array<{ id: string; current: boolean }>;
      expect((await client.delete(`/api/auth/sessions/${list.find((session) => !session.current)!.id}`)).status).toBe(200);
      const deadline = Date.now() + 2_000;
      let status = 200;
      while (Date.now() < deadline && status === 200) {
        status = (await firefoxThere.get('/api/auth/me')).status;
        if (status === 200) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(status).toBe(401);
    } finally {
      await second.close();
    }
  });
});
