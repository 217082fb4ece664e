import { eq, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasRecentSecondFactor, SECOND_FACTOR_MAX_AGE_MS } from '../src/auth/second-factor-policy';
import { AUTH_LIMITS } from '../src/auth/limits';
import { hashToken } from '../src/auth/sessions';
import { auditEvents, sessions, totpCredentials, totpRecoveryCodes } from '../src/db/schema';
import type { ApiClient } from './api-client';
import { MINUTE_MS } from './clock';
import { adminClient, signedUpClient, startTestApp, type TestApp } from './harness';
import { startSmtpServer, type TestSmtpServer } from './smtp';

/**
 * Issue 18, authenticator app codes: enrolment (QR/secret, one code confirms, 10 recovery codes
 * once), the sign-in's second step, single use of every code, the test clock for ±1 step, the
 * secret sealed at rest, the rate limit and the security mail.
 */

let smtp: TestSmtpServer;
let testApp: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  testApp = await startTestApp({ env: { SMTP_URL: smtp.url, APP_URL: 'http://localhost:3000' } });
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

const STEP_MS = 30_000;

/** The code an authenticator app shows for `secret` at the server's (test) clock plus `offsetSteps`. */
function codeAt(secret: string, offsetSteps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  return totp.generate({ timestamp: testApp.clock.now().getTime() + offsetSteps * STEP_MS });
}

/** Moves the test clock to the start of the next 30-second step, so a fresh code is due. */
function nextStep(): void {
  const now = testApp.clock.now().getTime();
  testApp.clock.advance(STEP_MS - (now % STEP_MS) + 10);
}

async function enrolled(client?: { client: ApiClient; email: string; password: string; user: { id: number } }) {
  const account = client ?? (await signedUpClient(testApp));
  const started = await account.client.post('/api/auth/totp');
  expect(started.status).toBe(200);
  const { secret } = started.body as { secret: string };
  const confirmed = await account.client.post('/api/auth/totp/confirm', { code: codeAt(secret) });
  expect(confirmed.status).toBe(200);
  nextStep();
  return { ...account, secret, recoveryCodes: confirmed.body.recoveryCodes as string[] };
}

async function passwordOnly(account: { email: string; password: string }) {
  const client = testApp.client();
  const response = await client.post('/api/auth/login', { email: account.email, password: account.password });
  return { client, response };
}

describe('enrolment', () => {
  it('POST /api/auth/totp → { secret, otpauthUri } for RFC 6238 SHA-1, 6 digits, 30 s; sealed at rest; not asked for until confirmed', async () => {
    const account = await signedUpClient(testApp);
    expect((await account.client.get('/api/auth/totp')).body).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    const response = await account.client.post('/api/auth/totp');
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(['otpauthUri', 'secret']);
    const { secret, otpauthUri } = response.body as { secret: string; otpauthUri: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/); // 160 bits
    const uri = new URL(otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/MapleRupee:${account.email}`);
    expect(Object.fromEntries(uri.searchParams)).toEqual({ issuer: 'MapleRupee', secret, algorithm: 'SHA1', digits: '6', period: '30' });

    // Sealed: the row holds neither the base32 text nor the raw secret bytes.
    const [row] = await testApp.database.db.select().from(totpCredentials).where(eq(totpCredentials.userId, account.user.id));
    const raw = Buffer.from(Secret.fromBase32(secret).bytes);
    expect(row!.sealedSecret.includes(raw)).toBe(false);
    expect(row!.sealedSecret.toString('latin1')).not.toContain(secret);
    expect(row!.confirmedAt).toBeNull();

    // Unconfirmed: sign-in still answers the user.
    const { response: login } = await passwordOnly(account);
    expect(login.status).toBe(200);
    expect(login.body.email).toBe(account.email);
  });

  it('confirm with one code → 10 recovery codes, once; audited; the security mail; the session counts as second-factor verified', async () => {
    const account = await signedUpClient(testApp);
    const { secret } = (await account.client.post('/api/auth/totp')).body;
    expect((await account.client.post('/api/auth/totp/confirm', { code: '000000' === codeAt(secret) ? '111111' : '000000' })).status).toBe(400);
    const confirmed = await account.client.post('/api/auth/totp/confirm', { code: codeAt(secret) });
    expect(confirmed.status).toBe(200);
    const codes = confirmed.body.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/);

    // Stored hashed: no code appears in the table.
    const stored = await testApp.database.db.select().from(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, account.user.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) for (const code of codes) expect(row.codeHash).not.toContain(code.replace(/-/g, ''));

    // Shown once: a second confirm or a new enrolment is refused, never answering codes again.
    expect((await account.client.post('/api/auth/totp/confirm', { code: codeAt(secret) })).status).toBe(409);
    const again = await account.client.post('/api/auth/totp');
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('totp_already_enabled');
    expect((await account.client.get('/api/auth/totp')).body).toEqual({ enabled: true, recoveryCodesLeft: 10 });

    const [session] = await testApp.database.db.select().from(sessions).where(eq(sessions.userId, account.user.id));
    expect(session!.secondFactorAt).not.toBeNull();
    const actions = (await testApp.database.db.select().from(auditEvents).where(eq(auditEvents.actorUserId, account.user.id))).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['auth.totp_enrolment_started', 'auth.totp_confirmed']));

    const mail = await smtp.waitForMessage(account.email, 'A second factor was added to your account');
    expect(mail.subject).toBe('A second factor was added to your account');
    expect(mail.text).toContain('authenticator app');
  });

  it('confirm without starting → 409; a malformed code → 400 with the field named; no session → 401', async () => {
    const account = await signedUpClient(testApp);
    expect((await account.client.post('/api/auth/totp/confirm', { code: '123456' })).status).toBe(409);
    await account.client.post('/api/auth/totp');
    const malformed = await account.client.post('/api/auth/totp/confirm', { code: '12ab' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors.code).toBeTruthy();
    expect((await account.client.post('/api/auth/totp/confirm', {})).status).toBe(400);
    const anonymous = testApp.client();
    expect((await anonymous.get('/api/auth/totp')).status).toBe(401);
    for (const path of ['/api/auth/totp', '/api/auth/totp/confirm', '/api/auth/second-factor']) {
      expect((await anonymous.post(path, { code: '123456' })).status, path).toBe(401);
    }
  });

  it('each account has its own secret: another user’s code does not confirm mine', async () => {
    const mine = await signedUpClient(testApp);
    const theirs = await signedUpClient(testApp);
    const a = (await mine.client.post('/api/auth/totp')).body.secret;
    const b = (await theirs.client.post('/api/auth/totp')).body.secret;
    expect(a).not.toBe(b);
    const code = codeAt(b);
    if (code !== codeAt(a) && code !== codeAt(a, -1) && code !== codeAt(a, 1)) {
      expect((await mine.client.post('/api/auth/totp/confirm', { code })).status).toBe(400);
    }
  });
});

describe('sign-in with a second factor', () => {
  it('login → 200 { secondFactorRequired: true, methods: ["totp"] }; the waiting session reaches nothing but the second step; the code finishes it with a new session', async () => {
    const account = await enrolled();
    const { client, response } = await passwordOnly(account);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ secondFactorRequired: true, methods: ['totp'] });
    const waiting = client.cookie('maplerupee_session');
    expect(waiting).toBeTruthy();

    const me = await client.get('/api/auth/me');
    expect(me.status).toBe(401);
    expect(me.body.code).toBe('second_factor_pending');
    expect((await client.get('/api/recipients')).status).toBe(401);
    expect((await client.post('/api/auth/totp')).status).toBe(401);

    const done = await client.post('/api/auth/second-factor', { code: codeAt(account.secret) });
    expect(done.status).toBe(200);
    expect(done.body.email).toBe(account.email);
    expect(done.body.id).toBe(account.user.id);
    expect(client.cookie('maplerupee_session')).not.toBe(waiting);
    expect((await client.get('/api/auth/me')).status).toBe(200);
    expect((await client.get('/api/recipients')).status).toBe(200);

    // The waiting session's token is gone.
    const stale = testApp.client();
    stale.setCookie('maplerupee_session', waiting!);
    expect((await stale.post('/api/auth/second-factor', { code: codeAt(account.secret, 1) })).status).toBe(401);

    const [row] = await testApp.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, account.user.id))
      .orderBy(sql`${sessions.createdAt} desc`)
      .limit(1);
    expect(row!.secondFactorPending).toBe(false);
    expect(row!.secondFactorAt).not.toBeNull();
  });

  it('a new browser is mailed about once the second step completes, not at the password', async () => {
    const firefoxAndroid = 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0';
    const account = await enrolled();
    const client = testApp.client();
    const login = await client.post('/api/auth/login', { email: account.email, password: account.password }, { 'user-agent': firefoxAndroid });
    expect(login.body.secondFactorRequired).toBe(true);
    await testApp.app.ctx.background.drain();
    const newBrowserMails = () => smtp.messages.filter((mail) => mail.subject === 'New sign-in to your MapleRupee account' && JSON.stringify(mail.to).includes(account.email));
    expect(newBrowserMails()).toHaveLength(0);
    const done = await client.post('/api/auth/second-factor', { code: codeAt(account.secret) }, { 'user-agent': firefoxAndroid });
    expect(done.status).toBe(200);
    const mail = await smtp.waitForMessage(account.email, 'New sign-in');
    expect(mail.text).toContain('Firefox on Android');
  });

  it('a code is accepted once: the same code again (same session or another) → 400', async () => {
    const account = await enrolled();
    const code = codeAt(account.secret);
    const first = await passwordOnly(account);
    const second = await passwordOnly(account);
    expect((await first.client.post('/api/auth/second-factor', { code })).status).toBe(200);
    const replay = await second.client.post('/api/auth/second-factor', { code });
    expect(replay.status).toBe(400);
    expect(replay.body.errors.code).toBe('That code is not right. Check your authenticator app and try again.');
    expect((await second.client.get('/api/auth/me')).status).toBe(401);
  });

  it('10 racing requests with one valid code: exactly one signs in', async () => {
    const account = await enrolled();
    const code = codeAt(account.secret);
    const clients = await Promise.all(Array.from({ length: 10 }, () => passwordOnly(account)));
    const answers = await Promise.all(clients.map(({ client }) => client.post('/api/auth/second-factor', { code })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(9).fill(400)]);
  });

  it('±1 step: the previous and the next step’s codes are accepted, two steps away are refused (test clock)', async () => {
    const account = await enrolled();
    // The confirmation used the step before this one: move on so the previous step is still unused.
    nextStep();
    const tooOld = codeAt(account.secret, -2);
    const tooNew = codeAt(account.secret, 2);
    const current = codeAt(account.secret);
    const { client } = await passwordOnly(account);
    if (tooOld !== current && tooOld !== codeAt(account.secret, -1) && tooOld !== codeAt(account.secret, 1)) {
      expect((await client.post('/api/auth/second-factor', { code: tooOld })).status).toBe(400);
    }
    if (tooNew !== current && tooNew !== codeAt(account.secret, -1) && tooNew !== codeAt(account.secret, 1)) {
      expect((await client.post('/api/auth/second-factor', { code: tooNew })).status).toBe(400);
    }
    expect((await client.post('/api/auth/second-factor', { code: codeAt(account.secret, -1) })).status).toBe(200);

    nextStep();
    nextStep();
    const later = await passwordOnly(account);
    expect((await later.client.post('/api/auth/second-factor', { code: codeAt(account.secret, 1) })).status).toBe(200);
    // An older step than the one used last is refused even while within the window.
    const earlier = await passwordOnly(account);
    expect((await earlier.client.post('/api/auth/second-factor', { code: codeAt(account.secret) })).status).toBe(400);
  });

  it('recovery codes: each works once (typed with spaces or upper case too), is audited, and the count drops', async () => {
    const account = await enrolled();
    const [first, second] = account.recoveryCodes;
    const a = await passwordOnly(account);
    expect((await a.client.post('/api/auth/second-factor', { code: first })).status).toBe(200);
    const b = await passwordOnly(account);
    expect((await b.client.post('/api/auth/second-factor', { code: first })).status).toBe(400);
    const typed = second!.toUpperCase().replace(/-/g, ' ');
    expect((await b.client.post('/api/auth/second-factor', { code: typed })).status).toBe(200);
    expect((await b.client.get('/api/auth/totp')).body).toEqual({ enabled: true, recoveryCodesLeft: 8 });
    const used = await testApp.database.db
      .select()
      .from(auditEvents)
      .where(sql`${auditEvents.actorUserId} = ${account.user.id} and ${auditEvents.action} = 'auth.recovery_code_used'`);
    expect(used).toHaveLength(2);
    // Another account's recovery code is not mine.
    const other = await enrolled();
    const c = await passwordOnly(account);
    expect((await c.client.post('/api/auth/second-factor', { code: other.recoveryCodes[0] })).status).toBe(400);
  });

  it('a signed-in session steps up with a code: second_factor_at is set; without a second factor → 409', async () => {
    const account = await enrolled();
    const first = await passwordOnly(account);
    await first.client.post('/api/auth/second-factor', { code: account.recoveryCodes[0] });
    testApp.clock.advance(MINUTE_MS * 2);
    nextStep();
    const token = first.client.cookie('maplerupee_session')!;
    const thisSession = async () => (await testApp.database.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token))))[0];
    const before = await thisSession();
    const stepUp = await first.client.post('/api/auth/second-factor', { code: codeAt(account.secret) });
    expect(stepUp.status).toBe(200);
    // Stepped up in place: the same session (cookie unchanged), a later second_factor_at.
    expect(first.client.cookie('maplerupee_session')).toBe(token);
    const after = await thisSession();
    expect(after!.secondFactorAt!.getTime()).toBeGreaterThan(before!.secondFactorAt!.getTime());

    const plain = await signedUpClient(testApp);
    const refused = await plain.client.post('/api/auth/second-factor', { code: '123456' });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('no_second_factor');
  });

  it('the waiting session expires after 10 minutes', async () => {
    const account = await enrolled();
    const { client } = await passwordOnly(account);
    testApp.clock.advance(10 * MINUTE_MS + 1000);
    expect((await client.post('/api/auth/second-factor', { code: codeAt(account.secret) })).status).toBe(401);
  });

  it('a wrong password never reaches the second step', async () => {
    const account = await enrolled();
    const { client, response } = await passwordOnly({ email: account.email, password: 'not-the-password' });
    expect(response.status).toBe(401);
    expect((await client.post('/api/auth/second-factor', { code: codeAt(account.secret) })).status).toBe(401);
  });

  it('an operator with a second factor is asked for it too, and the admin routes refuse the waiting session', async () => {
    // adminClient enrols the operator's authenticator app (the desk requires a second factor).
    const admin = await adminClient(testApp);
    const { client, response } = await passwordOnly(admin);
    expect(response.body).toEqual({ secondFactorRequired: true, methods: ['totp'] });
    expect((await client.get('/api/admin/stats')).status).toBe(401);
    expect((await client.post('/api/auth/second-factor', { code: admin.totpCode() })).status).toBe(200);
    expect((await client.get('/api/admin/stats')).status).toBe(200);
  });
});

describe('rate limit of wrong codes', () => {
  it('after 10 wrong codes in 15 minutes → 429, even for the right code; counted per account before checking (racing guesses too)', async () => {
    const limited = await startTestApp({ authLimits: { ...AUTH_LIMITS, loginFailuresPerAccount: { max: 1000, windowMs: 15 * MINUTE_MS }, loginPerIp: { max: 1000, windowMs: 15 * MINUTE_MS }, signupPerIp: { max: 1000, windowMs: 60 * MINUTE_MS } } });
    try {
      const account = await signedUpClient(limited);
      const { secret } = (await account.client.post('/api/auth/totp')).body;
      const code = (offset = 0) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: limited.clock.now().getTime() + offset * STEP_MS });
      expect((await account.client.post('/api/auth/totp/confirm', { code: code() })).status).toBe(200);
      // At the start of a 15-minute window, so the burst cannot straddle two windows.
      const windowMs = 15 * MINUTE_MS;
      limited.clock.advance(windowMs - (limited.clock.now().getTime() % windowMs) + 1000);
      const waiting = limited.client();
      await waiting.post('/api/auth/login', { email: account.email, password: account.password });
      const valid = new Set([code(-1), code(), code(1)]);
      const wrong = Array.from({ length: 1000 }, (_, index) => String(index).padStart(6, '0')).filter((candidate) => !valid.has(candidate));
      const answers = await Promise.all(wrong.slice(0, 25).map((candidate) => waiting.post('/api/auth/second-factor', { code: candidate })));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 400)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(15);
      const right = await waiting.post('/api/auth/second-factor', { code: code() });
      expect(right.status).toBe(429);
      expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
      limited.clock.advance(15 * MINUTE_MS);
      // The waiting session has expired meanwhile (10 minutes): sign in again, the code works.
      const again = limited.client();
      await again.post('/api/auth/login', { email: account.email, password: account.password });
      expect((await again.post('/api/auth/second-factor', { code: code() })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('the operator rule, ready to switch on', () => {
  it('hasRecentSecondFactor: only a completed second factor within 12 hours counts', () => {
    const now = new Date('2026-01-01T12:00:00Z');
    expect(hasRecentSecondFactor({ secondFactorPending: false, secondFactorAt: null }, now)).toBe(false);
    expect(hasRecentSecondFactor({ secondFactorPending: true, secondFactorAt: now }, now)).toBe(false);
    expect(hasRecentSecondFactor({ secondFactorPending: false, secondFactorAt: new Date(now.getTime() - 60_000) }, now)).toBe(true);
    expect(hasRecentSecondFactor({ secondFactorPending: false, secondFactorAt: new Date(now.getTime() - SECOND_FACTOR_MAX_AGE_MS + 1) }, now)).toBe(true);
    expect(hasRecentSecondFactor({ secondFactorPending: false, secondFactorAt: new Date(now.getTime() - SECOND_FACTOR_MAX_AGE_MS) }, now)).toBe(false);
  });
});
