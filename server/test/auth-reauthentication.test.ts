import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REAUTHENTICATION_MAX_AGE_MS } from '../../domain/schemas/reauthentication';
import { AUTH_LIMITS } from '../src/auth/limits';
import { auditEvents, passkeys, totpCredentials, totpRecoveryCodes } from '../src/db/schema';
import type { ApiClient } from './api-client';
import { MINUTE_MS } from './clock';
import { adminClient, enrolTotp, signedUpClient, startTestApp, totpCodes, type TestApp } from './harness';
import { startSmtpServer, type TestSmtpServer } from './smtp';
import { SoftAuthenticator } from './webauthn-authenticator';

/**
 * Issue 32, item 1: a stolen session cookie alone cannot take over an account's second factors.
 * Adding or removing a passkey, setting up or turning off the authenticator app and new recovery
 * codes need a re-authentication (password, passkey or code) within 10 minutes — a sign-in counts —
 * else 403 reauthentication_required, audited, nothing changed. Real WebAuthn answers (a software
 * authenticator), real codes, the test clock, real SMTP.
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

async function addPasskey(client: ApiClient, authenticator = new SoftAuthenticator()) {
  const options = await client.post('/api/auth/passkeys/register/options');
  expect(options.status).toBe(200);
  const response = await client.post('/api/auth/passkeys/register', { response: authenticator.register(options.body, ORIGIN) });
  expect(response.status).toBe(201);
  return { authenticator, passkey: response.body as { id: string; name: string } };
}

/** A thief's browser holding a copy of `account`'s session cookie, and nothing else. */
function stolenCookie(account: Account): ApiClient {
  const thief = testApp.client();
  thief.setCookie('maplerupee_session', account.client.cookie('maplerupee_session')!);
  return thief;
}

/** Time passes: the account's sign-in is more than 10 minutes old (its session still alive). */
function pastTheWindow(): void {
  testApp.clock.advance(REAUTHENTICATION_MAX_AGE_MS + 1_000);
}

async function auditRows(userId: number, action: string) {
  return testApp.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.actorUserId, userId), sql`${auditEvents.action} = ${action}`));
}

async function factorsOf(userId: number) {
  const db = testApp.database.db;
  return {
    passkeys: (await db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, userId))).map((row) => row.id).sort(),
    totp: (await db.select().from(totpCredentials).where(eq(totpCredentials.userId, userId))).map((row) => [row.confirmedAt?.toISOString() ?? null, row.sealedSecret.toString('hex')]),
    recoveryCodes: (await db.select({ hash: totpRecoveryCodes.codeHash }).from(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, userId))).map((row) => row.hash).sort(),
  };
}

describe('a stolen cookie alone (the attack of issue 32)', () => {
  it('cannot add or remove a passkey, set up, confirm or turn off the app, or replace recovery codes: 403 reauthentication_required, audited, nothing changed', async () => {
    const victim = await signedUpClient(testApp);
    const { passkey } = await addPasskey(victim.client);
    await enrolTotp(testApp, victim.client);
    const bare = await signedUpClient(testApp);
    pastTheWindow();
    const before = await factorsOf(victim.user.id);
    const bareBefore = await factorsOf(bare.user.id);

    const thief = stolenCookie(victim);
    const onBare = stolenCookie(bare);
    const attempts: [ApiClient, string, string, unknown?][] = [
      [thief, 'POST', '/api/auth/passkeys/register/options'],
      // Refused before its body is even read: the check comes first.
      [thief, 'POST', '/api/auth/passkeys/register', { response: new SoftAuthenticator().register({ challenge: 'x', rp: {}, user: { id: 'x' } }, ORIGIN) }],
      [thief, 'POST', '/api/auth/passkeys/register', {}],
      [thief, 'DELETE', `/api/auth/passkeys/${passkey.id}`],
      [thief, 'DELETE', '/api/auth/totp'],
      [thief, 'POST', '/api/auth/totp/recovery-codes'],
      [thief, 'POST', '/api/auth/totp'],
      [onBare, 'POST', '/api/auth/totp'],
      [onBare, 'POST', '/api/auth/totp/confirm', { code: '123456' }],
    ];
    for (const [client, method, path, body] of attempts) {
      const response = await client.request(method, path, body === undefined ? {} : { json: body });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(response.body, `${method} ${path}`).toEqual({
        message: 'Please confirm it is you first: enter your password, a code from your authenticator app, or use a passkey.',
        code: 'reauthentication_required',
      });
    }
    expect(await factorsOf(victim.user.id)).toEqual(before);
    expect(await factorsOf(bare.user.id)).toEqual(bareBefore);
    const refusals = [...(await auditRows(victim.user.id, 'auth.reauthentication_required')), ...(await auditRows(bare.user.id, 'auth.reauthentication_required'))];
    expect(refusals).toHaveLength(attempts.length);
    expect(refusals.map((row) => (row.after as { route: string }).route)).toContain('DELETE /api/auth/passkeys/:id');
  });

  it('cannot change the password either: the current password is that route’s own re-authentication', async () => {
    const victim = await signedUpClient(testApp);
    pastTheWindow();
    const thief = stolenCookie(victim);
    const response = await thief.post('/api/auth/password', { currentPassword: 'a guess of the thief', newPassword: 'the thief’s password' });
    expect(response.status).toBe(400);
    expect(response.body.errors.currentPassword).toBeTruthy();
    expect((await testApp.client().post('/api/auth/login', { email: victim.email, password: victim.password })).status).toBe(200);
  });

  it('the password re-authenticates: allowed for 10 minutes (test clock), then refused again; audited', async () => {
    const account = await signedUpClient(testApp);
    pastTheWindow();
    expect((await account.client.post('/api/auth/totp')).status).toBe(403);

    const wrong = await account.client.post('/api/auth/reauthenticate', { password: 'not my password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.password).toBe('Your current password is not right');
    expect(await auditRows(account.user.id, 'auth.reauthentication_failed')).toHaveLength(1);

    const done = await account.client.post('/api/auth/reauthenticate', { password: account.password });
    expect(done.status).toBe(200);
    const until = Date.parse(done.body.reauthenticatedUntil) - testApp.clock.now().getTime();
    expect(until).toBeGreaterThan(REAUTHENTICATION_MAX_AGE_MS - 5_000);
    expect(until).toBeLessThanOrEqual(REAUTHENTICATION_MAX_AGE_MS);
    const [audited] = await auditRows(account.user.id, 'auth.reauthenticated');
    expect(audited!.after).toEqual({ method: 'password' });

    const started = await account.client.post('/api/auth/totp');
    expect(started.status).toBe(200);
    testApp.clock.advance(REAUTHENTICATION_MAX_AGE_MS - MINUTE_MS);
    const code = totpCodes(testApp, started.body.secret);
    expect((await account.client.post('/api/auth/totp/confirm', { code: code() })).status).toBe(200);
    testApp.clock.advance(2 * MINUTE_MS);
    const late = await account.client.post('/api/auth/totp/recovery-codes');
    expect(late.status).toBe(403);
    expect(late.body.code).toBe('reauthentication_required');
  });

  it('a sign-in counts as a re-authentication at that moment, for 10 minutes', async () => {
    const account = await signedUpClient(testApp);
    // Sign-up is a sign-in.
    expect((await account.client.post('/api/auth/passkeys/register/options')).status).toBe(200);
    pastTheWindow();
    expect((await account.client.post('/api/auth/passkeys/register/options')).status).toBe(403);
    const again = testApp.client();
    expect((await again.post('/api/auth/login', { email: account.email, password: account.password })).status).toBe(200);
    expect((await again.post('/api/auth/passkeys/register/options')).status).toBe(200);
    testApp.clock.advance(REAUTHENTICATION_MAX_AGE_MS);
    expect((await again.post('/api/auth/passkeys/register/options')).status).toBe(403);
  });

  it('a body with no proof, or more than one, is a 400 that changes nothing; no session → 401', async () => {
    const account = await signedUpClient(testApp);
    pastTheWindow();
    for (const body of [{}, { password: account.password, code: '123456' }, { password: '' }]) {
      const response = await account.client.post('/api/auth/reauthenticate', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect((await account.client.post('/api/auth/totp')).status).toBe(403);
    expect((await testApp.client().post('/api/auth/reauthenticate', { password: 'whatever' })).status).toBe(401);
    expect((await testApp.client().post('/api/auth/reauthenticate/options')).status).toBe(401);
  });
});

describe('wrong proofs count like sign-in’s', () => {
  it('10 wrong passwords → 429, even for the right one and for sign-in itself (one counter per account)', async () => {
    const limited = await startTestApp({
      authLimits: { ...AUTH_LIMITS, loginPerIp: { max: 1000, windowMs: 15 * MINUTE_MS }, signupPerIp: { max: 1000, windowMs: 60 * MINUTE_MS } },
    });
    try {
      const account = await signedUpClient(limited);
      // At the start of a 15-minute window, so the ten cannot straddle two.
      limited.clock.advance(15 * MINUTE_MS - (limited.clock.now().getTime() % (15 * MINUTE_MS)) + 1_000);
      for (let attempt = 0; attempt < 10; attempt++) {
        expect((await account.client.post('/api/auth/reauthenticate', { password: `wrong ${attempt}` })).status).toBe(400);
      }
      const right = await account.client.post('/api/auth/reauthenticate', { password: account.password });
      expect(right.status).toBe(429);
      expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await limited.client().post('/api/auth/login', { email: account.email, password: account.password })).status).toBe(429);
      limited.clock.advance(15 * MINUTE_MS);
      expect((await account.client.post('/api/auth/reauthenticate', { password: account.password })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('a code re-authenticates (a 6-digit code or a recovery code); a wrong one is a 400 in the codes’ budget; no app → 409', async () => {
    const account = await signedUpClient(testApp);
    const { secret, recoveryCodes } = await enrolTotp(testApp, account.client);
    const code = totpCodes(testApp, secret);
    pastTheWindow();
    const wrong = await account.client.post('/api/auth/reauthenticate', { code: '000000' === code() ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.code).toBeTruthy();
    expect((await auditRows(account.user.id, 'auth.second_factor_failed')).length).toBeGreaterThanOrEqual(1);
    expect(await auditRows(account.user.id, 'auth.reauthentication_failed')).toHaveLength(1);

    expect((await account.client.post('/api/auth/reauthenticate', { code: code() })).status).toBe(200);
    expect((await account.client.post('/api/auth/totp/recovery-codes')).status).toBe(200);
    pastTheWindow();
    expect((await account.client.post('/api/auth/reauthenticate', { code: recoveryCodes[0] })).status).toBe(400); // replaced just now
    const methods = (await auditRows(account.user.id, 'auth.reauthenticated')).map((row) => (row.after as { method: string }).method);
    expect(methods).toEqual(['totp']);

    const plain = await signedUpClient(testApp);
    const none = await plain.client.post('/api/auth/reauthenticate', { code: '123456' });
    expect(none.status).toBe(409);
    expect(none.body.code).toBe('no_second_factor');
  });
});

describe('a passkey re-authenticates, with a challenge of its own', () => {
  async function reauthOptions(client: ApiClient) {
    const options = await client.post('/api/auth/reauthenticate/options');
    expect(options.status).toBe(200);
    return options.body;
  }

  it('the account’s own passkey answers this session’s challenge: 200, audited, and the session counts as second-factor verified too', async () => {
    const account = await signedUpClient(testApp);
    const { authenticator } = await addPasskey(account.client);
    pastTheWindow();
    const options = await reauthOptions(account.client);
    expect(options.userVerification).toBe('required');
    expect(options.allowCredentials).toEqual([{ id: authenticator.id, type: 'public-key', transports: ['internal'] }]);
    const done = await account.client.post('/api/auth/reauthenticate', { response: authenticator.authenticate(options, ORIGIN) });
    expect(done.status).toBe(200);
    expect((await auditRows(account.user.id, 'auth.reauthenticated')).map((row) => row.after)).toEqual([{ method: 'passkey' }]);
    expect((await account.client.get('/api/auth/second-factor')).body.recent).toBe(true);
    expect((await account.client.post('/api/auth/passkeys/register/options')).status).toBe(200);
  });

  it('is bound to its purpose, its session and its account: a sign-in challenge, another session’s, another account’s passkey → 400', async () => {
    const account = await signedUpClient(testApp);
    const { authenticator } = await addPasskey(account.client);
    const other = await signedUpClient(testApp);
    const { authenticator: othersKey } = await addPasskey(other.client);
    pastTheWindow();

    // A sign-in challenge does not re-authenticate…
    const signIn = (await account.client.post('/api/auth/passkeys/authenticate/options')).body;
    expect((await account.client.post('/api/auth/reauthenticate', { response: authenticator.authenticate(signIn, ORIGIN) })).status).toBe(400);
    // …and a re-authentication challenge does not sign in.
    const reauth = await reauthOptions(account.client);
    expect((await testApp.client().post('/api/auth/passkeys/authenticate', { response: authenticator.authenticate(reauth, ORIGIN) })).status).toBe(400);
    // Another session of the same account cannot answer this session's challenge.
    const secondSession = testApp.client();
    const signInOptions = (await secondSession.post('/api/auth/passkeys/authenticate/options')).body;
    expect((await secondSession.post('/api/auth/passkeys/authenticate', { response: authenticator.authenticate(signInOptions, ORIGIN) })).status).toBe(200);
    pastTheWindow();
    const mine = await reauthOptions(account.client);
    expect((await secondSession.post('/api/auth/reauthenticate', { response: authenticator.authenticate(mine, ORIGIN) })).status).toBe(400);
    // Another account's passkey cannot answer mine.
    const again = await reauthOptions(account.client);
    expect((await account.client.post('/api/auth/reauthenticate', { response: othersKey.authenticate(again, ORIGIN) })).status).toBe(400);

    expect(await auditRows(account.user.id, 'auth.reauthenticated')).toEqual([]);
    expect((await account.client.post('/api/auth/passkeys/register/options')).status).toBe(403);
  });

  it('an account without a passkey gets 409 no_passkey for the options', async () => {
    const account = await signedUpClient(testApp);
    const response = await account.client.post('/api/auth/reauthenticate/options');
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('no_passkey');
  });
});

describe('the changes a re-authenticated session makes', () => {
  it('DELETE /api/auth/totp turns the app off: sign-in asks for no code, recovery codes stop working; mailed, audited; 409 when off', async () => {
    const account = await signedUpClient(testApp);
    const { recoveryCodes } = await enrolTotp(testApp, account.client);
    const off = await account.client.delete('/api/auth/totp');
    expect(off.status).toBe(200);
    expect(off.body.message).toBe('Your authenticator app is turned off. Signing in no longer asks for its codes.');
    expect(await factorsOf(account.user.id)).toEqual({ passkeys: [], totp: [], recoveryCodes: [] });
    expect((await account.client.get('/api/auth/totp')).body).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    const login = await testApp.client().post('/api/auth/login', { email: account.email, password: account.password });
    expect(login.body.email).toBe(account.email);
    const used = await account.client.post('/api/auth/second-factor', { code: recoveryCodes[0] });
    expect(used.status).toBe(409);
    const again = await account.client.delete('/api/auth/totp');
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('totp_not_enabled');
    expect(await auditRows(account.user.id, 'auth.totp_turned_off')).toHaveLength(1);
    const mail = await smtp.waitForMessage(account.email, 'Your authenticator app was turned off');
    expect(mail.text).toContain('recovery codes no longer work');
    // Replacing an app is turning it off, then setting one up.
    expect((await account.client.post('/api/auth/totp')).status).toBe(200);
  });

  it('POST /api/auth/totp/recovery-codes: 10 new codes, the earlier ones stop working; mailed, audited; 409 without the app', async () => {
    const account = await signedUpClient(testApp);
    const { recoveryCodes: old } = await enrolTotp(testApp, account.client);
    const response = await account.client.post('/api/auth/totp/recovery-codes');
    expect(response.status).toBe(200);
    const fresh = response.body.recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => old.includes(code))).toBe(false);
    expect((await account.client.post('/api/auth/second-factor', { code: old[0] })).status).toBe(400);
    expect((await account.client.post('/api/auth/second-factor', { code: fresh[0] })).status).toBe(200);
    expect((await account.client.get('/api/auth/totp')).body).toEqual({ enabled: true, recoveryCodesLeft: 9 });
    expect(await auditRows(account.user.id, 'auth.recovery_codes_replaced')).toHaveLength(1);
    await smtp.waitForMessage(account.email, 'New recovery codes were made for your account');
    const plain = await signedUpClient(testApp);
    const none = await plain.client.post('/api/auth/totp/recovery-codes');
    expect(none.status).toBe(409);
    expect(none.body.code).toBe('totp_not_enabled');
  });

  it('removing a passkey is mailed, and the passkey no longer signs in', async () => {
    const account = await signedUpClient(testApp);
    const { authenticator, passkey } = await addPasskey(account.client);
    expect((await account.client.delete(`/api/auth/passkeys/${passkey.id}`)).status).toBe(200);
    const mail = await smtp.waitForMessage(account.email, 'A passkey was removed from your account');
    expect(mail.text).toContain(`"${passkey.name}"`);
    const client = testApp.client();
    const options = (await client.post('/api/auth/passkeys/authenticate/options')).body;
    expect((await client.post('/api/auth/passkeys/authenticate', { response: authenticator.authenticate(options, ORIGIN) })).status).toBe(401);
  });

  it('an operator who turns off their only second factor is off the desk until they add one again', async () => {
    const operator = await adminClient(testApp);
    expect((await operator.client.get('/api/admin/stats')).status).toBe(200);
    expect((await operator.client.delete('/api/auth/totp')).status).toBe(200);
    const refused = await operator.client.get('/api/admin/stats');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('second_factor_required');
    expect((await operator.client.get('/api/auth/second-factor')).body).toEqual({ enrolled: false, methods: [], recent: false, recentUntil: null });
    // Enrolling again (still within the re-authentication) opens it again.
    await enrolTotp(testApp, operator.client);
    expect((await operator.client.get('/api/admin/stats')).status).toBe(200);
  });

  it('an operator who removes one factor of two must complete the other before the desk answers again', async () => {
    const operator = await adminClient(testApp);
    const { authenticator } = await addPasskey(operator.client);
    expect((await operator.client.delete('/api/auth/totp')).status).toBe(200);
    expect((await operator.client.get('/api/admin/stats')).status).toBe(403);
    const options = (await operator.client.post('/api/auth/passkeys/authenticate/options')).body;
    expect((await operator.client.post('/api/auth/passkeys/authenticate', { response: authenticator.authenticate(options, ORIGIN) })).status).toBe(200);
    expect((await operator.client.get('/api/admin/stats')).status).toBe(200);
  });
});
