import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validation } from '../../domain/messages';
import { hashToken, sessionCookieName } from '../src/auth/sessions';
import { auditEvents, passkeyChallenges, passkeys, sessions, users } from '../src/db/schema';
import type { ApiClient } from './api-client';
import { MINUTE_MS } from './clock';
import { setAdminRole } from '../src/admin/admin-role';
import { adminClient, signedUpClient, startTestApp, type TestApp } from './harness';
import { startSmtpServer, type TestSmtpServer } from './smtp';
import { SoftAuthenticator } from './webauthn-authenticator';

/**
 * Issue 18, passkeys: registration, list, rename, remove, and signing in with one — with real
 * WebAuthn answers made by a software authenticator (node:crypto, CBOR), checked by the server's
 * real verification. Every call × { no session, owner, other user, operator }; challenges single
 * use and 5 minutes (test clock); counters; the waiting session; the relying party from APP_URL.
 */

const ORIGIN = 'http://localhost:3000';

let smtp: TestSmtpServer;
let testApp: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  testApp = await startTestApp({ env: { SMTP_URL: smtp.url, APP_URL: ORIGIN } });
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

type Account = Awaited<ReturnType<typeof signedUpClient>>;

async function addPasskey(account: { client: ApiClient }, authenticator = new SoftAuthenticator(), name?: string) {
  const options = await account.client.post('/api/auth/passkeys/register/options');
  expect(options.status).toBe(200);
  const response = await account.client.post('/api/auth/passkeys/register', { ...(name ? { name } : {}), response: authenticator.register(options.body, ORIGIN) });
  expect(response.status).toBe(201);
  return { authenticator, passkey: response.body as { id: string; name: string } };
}

/** A browser with no session signing in with `authenticator`. */
async function passkeySignIn(authenticator: SoftAuthenticator, client = testApp.client(), overrides: { counter?: number } = {}) {
  const options = await client.post('/api/auth/passkeys/authenticate/options');
  expect(options.status).toBe(200);
  const response = await client.post('/api/auth/passkeys/authenticate', { response: authenticator.authenticate(options.body, ORIGIN, overrides) });
  return { client, options: options.body, response };
}

function sessionToken(client: ApiClient): string | undefined {
  return client.cookie(sessionCookieName(testApp.config));
}

async function sessionRow(client: ApiClient) {
  const [row] = await testApp.database.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(sessionToken(client)!)));
  return row;
}

async function auditActions(userId: number): Promise<string[]> {
  return (await testApp.database.db.select().from(auditEvents).where(eq(auditEvents.actorUserId, userId))).map((row) => row.action);
}

describe('relying party and registration', () => {
  it('register/options: the RP is APP_URL\'s host, discoverable, user verification required, the account\'s passkeys excluded; 401 without a session', async () => {
    expect((await testApp.client().post('/api/auth/passkeys/register/options')).status).toBe(401);
    const account = await signedUpClient(testApp);
    const first = await account.client.post('/api/auth/passkeys/register/options');
    expect(first.status).toBe(200);
    expect(first.body.rp).toEqual({ id: 'localhost', name: 'MapleRupee' });
    expect(first.body.user.name).toBe(account.email);
    // An opaque 32-byte handle (an HMAC under the server's key), not the email or the row id.
    expect(Buffer.from(first.body.user.id, 'base64url')).toHaveLength(32);
    expect(first.body.authenticatorSelection).toMatchObject({ residentKey: 'required', requireResidentKey: true, userVerification: 'required' });
    expect(first.body.attestation).toBe('none');
    expect(first.body.excludeCredentials).toEqual([]);
    const { authenticator } = await addPasskey(account);
    const second = await account.client.post('/api/auth/passkeys/register/options');
    expect(second.body.excludeCredentials).toEqual([{ id: authenticator.id, type: 'public-key', transports: ['internal'] }]);
    // The user handle is the same each time: one passkey per account on an authenticator.
    expect(second.body.user.id).toBe(first.body.user.id);
  });

  it('register → 201 { id, name, createdAt, lastUsedAt, backedUp }; stored with key, counter, flags; audited; mailed; the session counts as second-factor verified', async () => {
    const account = await signedUpClient(testApp);
    expect((await sessionRow(account.client))!.secondFactorAt).toBeNull();
    const authenticator = new SoftAuthenticator({ backedUp: true });
    const options = await account.client.post('/api/auth/passkeys/register/options');
    const response = await account.client.post('/api/auth/passkeys/register', { name: '  My phone ', response: authenticator.register(options.body, ORIGIN) });
    expect(response.status).toBe(201);
    expect(Object.keys(response.body).sort()).toEqual(['backedUp', 'createdAt', 'id', 'lastUsedAt', 'name']);
    expect(response.body).toMatchObject({ name: 'My phone', lastUsedAt: null, backedUp: true });

    const [row] = await testApp.database.db.select().from(passkeys).where(eq(passkeys.id, response.body.id));
    expect(row).toMatchObject({ userId: account.user.id, credentialId: authenticator.id, counter: 0, backedUp: true, deviceType: 'multiDevice', transports: ['internal'] });
    expect(row!.publicKey.length).toBeGreaterThan(60);
    expect((await sessionRow(account.client))!.secondFactorAt).not.toBeNull();
    expect(await auditActions(account.user.id)).toContain('auth.passkey_added');
    const mail = await smtp.waitForMessage(account.email, 'A passkey was added to your account');
    expect(mail.text).toContain('My phone');

    // Without a name it is called "Passkey"; the same authenticator cannot be added twice.
    const again = await account.client.post('/api/auth/passkeys/register/options');
    const duplicate = await account.client.post('/api/auth/passkeys/register', { response: authenticator.register(again.body, ORIGIN) });
    expect(duplicate.status).toBe(409);
    const other = await addPasskey(account);
    expect(other.passkey.name).toBe('Passkey');
  });

  // Issue 32 (SECURITY.md promise 12): a passkey's name is a label like any other.
  it('a name that lies about its direction is refused; one that looks like markup is kept as text and mailed escaped', async () => {
    const account = await signedUpClient(testApp);
    const authenticator = new SoftAuthenticator();
    const options = await account.client.post('/api/auth/passkeys/register/options');
    const answer = authenticator.register(options.body, ORIGIN);
    const reversed = await account.client.post('/api/auth/passkeys/register', { name: 'abc\u202Egpj.exe', response: answer });
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors).toEqual({ name: validation.controlCharacters });
    expect(await testApp.database.db.select().from(passkeys).where(eq(passkeys.userId, account.user.id))).toEqual([]);

    const markup = '<img src=x onerror=alert(1)>';
    const { passkey } = await addPasskey(account, authenticator, markup);
    expect(passkey.name).toBe(markup);
    const mail = await smtp.waitForMessage(account.email, 'A passkey was added to your account');
    expect(mail.text).toContain(markup);
    // The HTML part holds it as escaped text (&lt; or &#60;), never as an element.
    expect(mail.html).toMatch(/(&lt;|&#60;)img src=x onerror=alert\(1\)(&gt;|&#62;)/);
    expect(mail.html).not.toContain('<img src=x');
    const renamed = await account.client.patch(`/api/auth/passkeys/${passkey.id}`, { name: 'Phone\u200b' });
    expect(renamed.status).toBe(400);
    expect(renamed.body.errors).toEqual({ name: validation.controlCharacters });
  });

  it('a registration challenge is single use, expires in 5 minutes, and answers only for the session that asked', async () => {
    const account = await signedUpClient(testApp);
    const options = await account.client.post('/api/auth/passkeys/register/options');
    const answer = new SoftAuthenticator().register(options.body, ORIGIN);
    // Another session of the same account (a second sign-in) cannot use it.
    const elsewhere = testApp.client();
    await elsewhere.post('/api/auth/login', { email: account.email, password: account.password });
    const stolen = await elsewhere.post('/api/auth/passkeys/register', { response: answer });
    expect(stolen.status).toBe(400);
    expect(stolen.body.message).toMatch(/expired or was already used/);

    // Used once (by the refused attempt above: taken, not put back) it is gone for the owner too.
    expect((await account.client.post('/api/auth/passkeys/register', { response: answer })).status).toBe(400);

    const fresh = await account.client.post('/api/auth/passkeys/register/options');
    const accepted = new SoftAuthenticator().register(fresh.body, ORIGIN);
    expect((await account.client.post('/api/auth/passkeys/register', { response: accepted })).status).toBe(201);
    const replay = await account.client.post('/api/auth/passkeys/register', { response: accepted });
    expect(replay.status).toBe(400);
    expect(replay.body.message).toMatch(/expired or was already used/);

    const late = await account.client.post('/api/auth/passkeys/register/options');
    testApp.clock.advance(5 * MINUTE_MS + 1_000);
    const expired = await account.client.post('/api/auth/passkeys/register', { response: new SoftAuthenticator().register(late.body, ORIGIN) });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toMatch(/expired/);
    // Stored with the clock's time, swept when expired.
    const [left] = await testApp.database.db.select().from(passkeyChallenges).where(eq(passkeyChallenges.challenge, late.body.challenge));
    expect(left).toBeUndefined();
  });

  it('a forged or malformed answer → 400 with a message, never a 500', async () => {
    const account = await signedUpClient(testApp);
    const options = await account.client.post('/api/auth/passkeys/register/options');
    const wrongOrigin = new SoftAuthenticator().register(options.body, 'http://evil.example');
    const refused = await account.client.post('/api/auth/passkeys/register', { response: wrongOrigin });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('This passkey could not be added. Please try again.');
    for (const body of [{}, { response: { id: 'x' } }, { response: { ...wrongOrigin, response: { ...wrongOrigin.response, clientDataJSON: 'bm90IGpzb24' } } }]) {
      const response = await account.client.post('/api/auth/passkeys/register', body);
      expect(response.status).toBe(400);
      expect(typeof response.body.message).toBe('string');
    }
    expect((await account.client.post('/api/auth/passkeys/register', { name: '', response: wrongOrigin })).status).toBe(400);
  });
});

describe('list, rename, remove: only your own', () => {
  let owner: Account;
  let other: Account;
  let operator: Account;
  let passkeyId: string;
  beforeAll(async () => {
    owner = await signedUpClient(testApp);
    other = await signedUpClient(testApp);
    operator = await adminClient(testApp);
    passkeyId = (await addPasskey(owner, undefined, 'Laptop')).passkey.id;
    await addPasskey(operator, undefined, 'Desk key');
  });

  it('GET /api/auth/passkeys: the caller\'s own list; 401 without a session', async () => {
    expect((await testApp.client().get('/api/auth/passkeys')).status).toBe(401);
    const list = await owner.client.get('/api/auth/passkeys');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([{ id: passkeyId, name: 'Laptop', createdAt: expect.any(String), lastUsedAt: null, backedUp: false }]);
    expect((await other.client.get('/api/auth/passkeys')).body).toEqual([]);
    expect((await operator.client.get('/api/auth/passkeys')).body.map((passkey: { name: string }) => passkey.name)).toEqual(['Desk key']);
  });

  it('PATCH /api/auth/passkeys/:id { name }: the owner renames (audited); anyone else 404, operators included; 401 without a session', async () => {
    expect((await testApp.client().patch(`/api/auth/passkeys/${passkeyId}`, { name: 'X' })).status).toBe(401);
    for (const caller of [other, operator]) {
      const response = await caller.client.patch(`/api/auth/passkeys/${passkeyId}`, { name: 'Taken over' });
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Passkey not found');
    }
    expect((await owner.client.patch('/api/auth/passkeys/not-a-uuid', { name: 'X' })).status).toBe(404);
    expect((await owner.client.patch(`/api/auth/passkeys/${passkeyId}`, { name: ' ' })).status).toBe(400);
    expect((await owner.client.patch(`/api/auth/passkeys/${passkeyId}`, { name: 'x'.repeat(61) })).status).toBe(400);
    const renamed = await owner.client.patch(`/api/auth/passkeys/${passkeyId}`, { name: 'Work laptop' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: passkeyId, name: 'Work laptop' });
    expect(await auditActions(owner.user.id)).toContain('auth.passkey_renamed');
  });

  it('DELETE /api/auth/passkeys/:id: anyone else 404, operators included; the owner removes it (audited) and it signs in no more', async () => {
    const { authenticator, passkey } = await addPasskey(owner);
    expect((await testApp.client().delete(`/api/auth/passkeys/${passkey.id}`)).status).toBe(401);
    for (const caller of [other, operator]) expect((await caller.client.delete(`/api/auth/passkeys/${passkey.id}`)).status).toBe(404);
    const removed = await owner.client.delete(`/api/auth/passkeys/${passkey.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: 'Passkey removed' });
    expect((await owner.client.delete(`/api/auth/passkeys/${passkey.id}`)).status).toBe(404);
    expect(await auditActions(owner.user.id)).toContain('auth.passkey_removed');
    const { response } = await passkeySignIn(authenticator);
    expect(response.status).toBe(401);
  });
});

describe('signing in with a passkey', () => {
  it('authenticate/options: no session → empty allowCredentials (discoverable); a session → its own passkeys', async () => {
    const account = await signedUpClient(testApp);
    const { authenticator } = await addPasskey(account);
    const anonymous = await testApp.client().post('/api/auth/passkeys/authenticate/options');
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toMatchObject({ rpId: 'localhost', allowCredentials: [], userVerification: 'required' });
    const own = await account.client.post('/api/auth/passkeys/authenticate/options');
    expect(own.body.allowCredentials).toEqual([{ id: authenticator.id, type: 'public-key', transports: ['internal'] }]);
    const other = await signedUpClient(testApp);
    expect((await other.client.post('/api/auth/passkeys/authenticate/options')).body.allowCredentials).toEqual([]);
  });

  it('with no session: a full sign-in like a password one — a new session (second factor done), audited, counter and last use stored', async () => {
    const account = await signedUpClient(testApp);
    const { authenticator } = await addPasskey(account);
    const before = await testApp.database.db.select().from(sessions).where(eq(sessions.userId, account.user.id));
    const { client, response } = await passkeySignIn(authenticator);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: account.user.id, email: account.email });
    expect(sessionToken(client)).toBeDefined();
    const after = await testApp.database.db.select().from(sessions).where(eq(sessions.userId, account.user.id));
    expect(after).toHaveLength(before.length + 1);
    const row = await sessionRow(client);
    expect(row).toMatchObject({ secondFactorPending: false });
    expect(row!.secondFactorAt).not.toBeNull();
    expect((await client.get('/api/auth/me')).body.email).toBe(account.email);
    const [stored] = await testApp.database.db.select().from(passkeys).where(eq(passkeys.credentialId, authenticator.id));
    expect(stored!.counter).toBe(1);
    expect(stored!.lastUsedAt).not.toBeNull();
    const listed = (await client.get('/api/auth/passkeys')).body;
    expect(listed[0].lastUsedAt).not.toBeNull();
    const audit = await testApp.database.db.select().from(auditEvents).where(eq(auditEvents.actorUserId, account.user.id));
    expect(audit.find((event) => event.action === 'auth.login' && (event.after as { secondFactor?: string } | null)?.secondFactor === 'passkey')).toBeDefined();
  });

  it('an authentication challenge is single use and expires in 5 minutes (test clock)', async () => {
    const account = await signedUpClient(testApp);
    const { authenticator } = await addPasskey(account);
    const { client, response, options } = await passkeySignIn(authenticator);
    expect(response.status).toBe(200);
    // The same challenge again, freshly signed with a higher counter: refused.
    const replay = await testApp.client().post('/api/auth/passkeys/authenticate', { response: authenticator.authenticate(options, ORIGIN) });
    expect(replay.status).toBe(400);
    expect(replay.body.message).toMatch(/expired or was already used/);

    const late = await testApp.client().post('/api/auth/passkeys/authenticate/options');
    testApp.clock.advance(5 * MINUTE_MS + 1_000);
    const expired = await client.post('/api/auth/passkeys/authenticate', { response: authenticator.authenticate(late.body, ORIGIN) });
    expect(expired.status).toBe(400);
    // Just inside the 5 minutes it is still good.
    const inTime = await testApp.client().post('/api/auth/passkeys/authenticate/options');
    testApp.clock.advance(5 * MINUTE_MS - 2_000);
    expect((await testApp.client().post('/api/auth/passkeys/authenticate', { response: authenticator.authenticate(inTime.body, ORIGIN) })).status).toBe(200);
  });

  it('a counter that does not rise is refused as a cloned passkey (audited); 0 → 0 (no counter kept) is accepted', async () => {
    const account = await signedUpClient(testApp);
    const { authenticator } = await addPasskey(account);
    expect((await passkeySignIn(authenticator, undefined, { counter: 5 })).response.status).toBe(200);
    for (const counter of [5, 3]) {
      const { response } = await passkeySignIn(authenticator, undefined, { counter });
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(/use count lower than before/);
    }
    expect(await auditActions(account.user.id)).toContain('auth.passkey_refused');
    const [stored] = await testApp.database.db.select().from(passkeys).where(eq(passkeys.credentialId, authenticator.id));
    expect(stored!.counter).toBe(5);
    expect((await passkeySignIn(authenticator, undefined, { counter: 6 })).response.status).toBe(200);

    const counterless = await signedUpClient(testApp);
    const { authenticator: noCounter } = await addPasskey(counterless);
    for (let i = 0; i < 2; i++) expect((await passkeySignIn(noCounter, undefined, { counter: 0 })).response.status).toBe(200);
  });

  it('a wrong signature, origin or unknown passkey is refused; a closed account is refused like an unknown passkey', async () => {
    const account = await signedUpClient(testApp);
    const { authenticator } = await addPasskey(account);
    const client = testApp.client();
    const options = (await client.post('/api/auth/passkeys/authenticate/options')).body;
    const answer = authenticator.authenticate(options, ORIGIN, { origin: 'http://evil.example' });
    const badOrigin = await client.post('/api/auth/passkeys/authenticate', { response: answer });
    expect(badOrigin.status).toBe(400);
    expect(sessionToken(client)).toBeUndefined();

    const stranger = new SoftAuthenticator();
    const unknown = await passkeySignIn(stranger);
    expect(unknown.response.status).toBe(401);

    await testApp.database.db.update(users).set({ closedAt: testApp.clock.now() }).where(eq(users.id, account.user.id));
    const closed = await passkeySignIn(authenticator);
    expect(closed.response.status).toBe(401);
    expect(closed.response.body.message).toBe(unknown.response.body.message);
    expect(sessionToken(closed.client)).toBeUndefined();
  });

  it('login for an account with a passkey → { secondFactorRequired: true, methods: ["passkey"] }; the waiting session is completed by the passkey (a new session)', async () => {
    const account = await signedUpClient(testApp);
    const { authenticator } = await addPasskey(account);
    const client = testApp.client();
    const login = await client.post('/api/auth/login', { email: account.email, password: account.password });
    expect(login.status).toBe(200);
    expect(login.body).toEqual({ secondFactorRequired: true, methods: ['passkey'] });
    const waitingToken = sessionToken(client)!;
    expect((await client.get('/api/auth/me')).status).toBe(401);
    // Waiting: may sign in with a passkey, not manage them.
    expect((await client.post('/api/auth/passkeys/register/options')).status).toBe(401);
    expect((await client.get('/api/auth/passkeys')).status).toBe(401);

    const options = await client.post('/api/auth/passkeys/authenticate/options');
    expect(options.body.allowCredentials).toEqual([{ id: authenticator.id, type: 'public-key', transports: ['internal'] }]);
    // The challenge is bound to this waiting session: another browser cannot answer it.
    const answer = authenticator.authenticate(options.body, ORIGIN);
    expect((await testApp.client().post('/api/auth/passkeys/authenticate', { response: answer })).status).toBe(400);

    const fresh = await client.post('/api/auth/passkeys/authenticate/options');
    const completed = await client.post('/api/auth/passkeys/authenticate', { response: authenticator.authenticate(fresh.body, ORIGIN) });
    expect(completed.status).toBe(200);
    expect(completed.body.email).toBe(account.email);
    expect(sessionToken(client)).not.toBe(waitingToken);
    const [old] = await testApp.database.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(waitingToken)));
    expect(old).toBeUndefined();
    expect((await sessionRow(client))!.secondFactorAt).not.toBeNull();
    expect((await client.get('/api/auth/me')).status).toBe(200);
  });

  it('a waiting session cannot be completed with another account\'s passkey', async () => {
    const account = await signedUpClient(testApp);
    await addPasskey(account);
    const intruder = await signedUpClient(testApp);
    const { authenticator: theirs } = await addPasskey(intruder);
    const client = testApp.client();
    await client.post('/api/auth/login', { email: account.email, password: account.password });
    const options = await client.post('/api/auth/passkeys/authenticate/options');
    const response = await client.post('/api/auth/passkeys/authenticate', { response: theirs.authenticate({ ...options.body, allowCredentials: [] }, ORIGIN) });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('That passkey belongs to another account.');
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });

  it('a signed-in session is stepped up in place (second_factor_at now, same token); an operator too', async () => {
    for (const account of [await signedUpClient(testApp), await adminClient(testApp)]) {
      const { authenticator } = await addPasskey(account);
      await testApp.database.db.update(sessions).set({ secondFactorAt: null }).where(eq(sessions.tokenHash, hashToken(sessionToken(account.client)!)));
      const token = sessionToken(account.client);
      const { response } = await passkeySignIn(authenticator, account.client);
      expect(response.status).toBe(200);
      expect(response.body.email).toBe(account.email);
      expect(sessionToken(account.client)).toBe(token);
      expect((await sessionRow(account.client))!.secondFactorAt).not.toBeNull();
      expect(await auditActions(account.user.id)).toContain('auth.second_factor');
    }
  });
});

describe('operators (the desk needs a second factor within 12 hours)', () => {
  it('adding a passkey opens the desk for this session; the passkey alone signs in to it; the password alone waits for it', async () => {
    const operator = await signedUpClient(testApp, { firstName: 'Olivia' });
    expect((await setAdminRole(testApp.database.db, operator.email, true)).status).toBe('changed');
    const refused = await operator.client.get('/api/admin/stats');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('second_factor_required');

    const { authenticator } = await addPasskey(operator);
    expect((await operator.client.get('/api/admin/stats')).status).toBe(200);
    expect((await operator.client.get('/api/auth/second-factor')).body).toMatchObject({ enrolled: true, methods: ['passkey'], recent: true });

    const { client, response } = await passkeySignIn(authenticator);
    expect(response.status).toBe(200);
    expect((await client.get('/api/admin/stats')).status).toBe(200);

    const passwordOnly = testApp.client();
    const login = await passwordOnly.post('/api/auth/login', { email: operator.email, password: operator.password });
    expect(login.body).toEqual({ secondFactorRequired: true, methods: ['passkey'] });
    expect((await passwordOnly.get('/api/admin/stats')).status).toBe(401);
  });
});

