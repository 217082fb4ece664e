import { and, eq, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_LIMITS } from '../src/auth/limits';
import { auditEvents } from '../src/db/schema';
import type { ApiClient } from './api-client';
import { MINUTE_MS } from './clock';
import { enrolTotp, signedUpClient, startTestApp, type TestApp } from './harness';
import { startSmtpServer, type TestSmtpServer } from './smtp';

/**
 * Issue 32, item 5: a second-factor guesser is noticed. Codes (6-digit and recovery codes, one
 * budget) are refused after 10 tries until a lockout ends; each consecutive lockout lasts twice the
 * one before (15 minutes, 30, 60, … at most 24 hours); tries are not forgotten when 15 minutes pass,
 * only by a right code or a quiet day; the owner is mailed at the first lockout of a series. The
 * real limits, the test clock, real SMTP.
 */

const HOUR_MS = 60 * MINUTE_MS;
const LOCKED_SUBJECT = 'Someone is entering wrong codes on your account';

let smtp: TestSmtpServer;
let testApp: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  // The real second-factor budget; sign-in's own limits out of the way (this file signs in often).
  testApp = await startTestApp({
    env: { SMTP_URL: smtp.url, APP_URL: 'http://localhost:3000' },
    authLimits: {
      ...AUTH_LIMITS,
      loginPerIp: { max: 100_000, windowMs: 15 * MINUTE_MS },
      loginFailuresPerAccount: { max: 100_000, windowMs: 15 * MINUTE_MS },
      signupPerIp: { max: 100_000, windowMs: 60 * MINUTE_MS },
    },
  });
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

async function guarded() {
  const account = await signedUpClient(testApp);
  const { secret, recoveryCodes } = await enrolTotp(testApp, account.client);
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  const codeAt = (offsetSteps: number) => totp.generate({ timestamp: testApp.clock.now().getTime() + offsetSteps * 30_000 });
  let guess = 0;
  return {
    ...account,
    recoveryCodes,
    /** A code of the current step not used before (moves the clock to the next step when needed). */
    rightCode: () => {
      testApp.clock.advance(30_000);
      return codeAt(0);
    },
    /** A 6-digit code that none of the steps around now accepts. */
    wrongCode: () => {
      const valid = new Set([-2, -1, 0, 1, 2].map(codeAt));
      let candidate: string;
      do candidate = String((guess++ * 7919) % 1_000_000).padStart(6, '0');
      while (valid.has(candidate));
      return candidate;
    },
  };
}

/** The password alone: a session waiting for the second step (each lives 10 minutes). */
async function waiting(account: { email: string; password: string }): Promise<ApiClient> {
  const client = testApp.client();
  const login = await client.post('/api/auth/login', { email: account.email, password: account.password });
  expect(login.body.secondFactorRequired).toBe(true);
  return client;
}

async function lockoutsAudited(userId: number) {
  const rows = await testApp.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.actorUserId, userId), sql`${auditEvents.action} = 'auth.second_factor_locked'`))
    .orderBy(auditEvents.id);
  return rows.map((row) => (row.after as { lockout: number }).lockout);
}

async function lockedMails(email: string): Promise<number> {
  await testApp.app.ctx.background.drain();
  return smtp.messages.filter((mail) => mail.subject === LOCKED_SUBJECT && JSON.stringify(mail.to).includes(email)).length;
}

/** Ten wrong codes, each a 400; the tenth starts a lockout. */
async function spendBudget(client: ApiClient, wrongCode: () => string, tries = 10): Promise<void> {
  for (let attempt = 0; attempt < tries; attempt++) {
    const response = await client.post('/api/auth/second-factor', { code: wrongCode() });
    expect(response.status, `try ${attempt + 1}`).toBe(400);
  }
}

/** The right code is refused: answers the lockout's Retry-After in seconds. */
async function refusedRightCode(client: ApiClient, code: string): Promise<number> {
  const response = await client.post('/api/auth/second-factor', { code });
  expect(response.status).toBe(429);
  expect(response.body.message).toBe('Too many wrong codes. For your safety, codes are not accepted for a while: try again later, or use a passkey.');
  return Number(response.headers.get('retry-after'));
}

describe('lockouts that grow', () => {
  it('10 wrong codes lock codes out for 15 minutes, the next 10 for 30, then 60 … at most 24 hours; the right code is refused meanwhile', { timeout: 60_000 }, async () => {
    const account = await guarded();
    const expectedMinutes = [15, 30, 60, 120, 240, 480, 960, 1440, 1440];
    for (const [index, minutes] of expectedMinutes.entries()) {
      const client = await waiting(account);
      await spendBudget(client, account.wrongCode);
      const retryAfter = await refusedRightCode(client, account.rightCode());
      // The right code came one 30-second step after the lockout began.
      expect(retryAfter, `lockout ${index + 1}`).toBeGreaterThan(minutes * 60 - 40);
      expect(retryAfter, `lockout ${index + 1}`).toBeLessThanOrEqual(minutes * 60);
      testApp.clock.advance(retryAfter * 1000 + 1000);
    }
    expect(await lockoutsAudited(account.user.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // Once the last lockout is over, the right code signs in and the series ends.
    const client = await waiting(account);
    expect((await client.post('/api/auth/second-factor', { code: account.rightCode() })).status).toBe(200);
  });

  it('pacing the guesses gains nothing: 9 wrong, a window later 1 more, and codes are locked', async () => {
    const account = await guarded();
    await spendBudget(await waiting(account), account.wrongCode, 9);
    testApp.clock.advance(16 * MINUTE_MS);
    const later = await waiting(account);
    await spendBudget(later, account.wrongCode, 1);
    expect(await refusedRightCode(later, account.rightCode())).toBeGreaterThan(14 * 60);
  });

  it('recovery codes are guesses in the same budget: 5 wrong codes and 5 wrong recovery codes lock out the right recovery code', async () => {
    const account = await guarded();
    const client = await waiting(account);
    await spendBudget(client, account.wrongCode, 5);
    let guess = 0;
    await spendBudget(client, () => `zzzz-zzzz-zzzz-zzz${'abcdefgh'[guess++]}`, 5);
    const response = await client.post('/api/auth/second-factor', { code: account.recoveryCodes[0] });
    expect(response.status).toBe(429);
    expect(await lockoutsAudited(account.user.id)).toEqual([1]);
  });

  it('a right code clears the budget and ends the series: the next lockout is 15 minutes again', async () => {
    const account = await guarded();
    let client = await waiting(account);
    await spendBudget(client, account.wrongCode, 9);
    expect((await client.post('/api/auth/second-factor', { code: account.rightCode() })).status).toBe(200);
    client = await waiting(account);
    await spendBudget(client, account.wrongCode, 9);
    expect((await client.post('/api/auth/second-factor', { code: account.rightCode() })).status).toBe(200);

    for (const minutes of [15, 30]) {
      client = await waiting(account);
      await spendBudget(client, account.wrongCode);
      const retryAfter = await refusedRightCode(client, account.rightCode());
      expect(retryAfter).toBeGreaterThan(minutes * 60 - 40);
      testApp.clock.advance(retryAfter * 1000 + 1000);
    }
    client = await waiting(account);
    expect((await client.post('/api/auth/second-factor', { code: account.rightCode() })).status).toBe(200);
    client = await waiting(account);
    await spendBudget(client, account.wrongCode);
    const retryAfter = await refusedRightCode(client, account.rightCode());
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(await lockoutsAudited(account.user.id)).toEqual([1, 2, 1]);
  });

  it('a password reset by mail ends a lockout: its owner’s code works at once', async () => {
    const account = await guarded();
    const client = await waiting(account);
    await spendBudget(client, account.wrongCode);
    await refusedRightCode(client, account.rightCode());
    await testApp.client().post('/api/auth/forgot-password', { email: account.email });
    const mail = await smtp.waitForMessage(account.email, 'Reset your');
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')![1];
    expect((await testApp.client().post('/api/auth/reset-password', { token, password: 'a-new-secret-1' })).status).toBe(200);
    const owner = testApp.client();
    expect((await owner.post('/api/auth/login', { email: account.email, password: 'a-new-secret-1' })).body.secondFactorRequired).toBe(true);
    expect((await owner.post('/api/auth/second-factor', { code: account.rightCode() })).status).toBe(200);
  });
});

describe('the owner is told', () => {
  it('the first lockout of a series mails the owner once: not again for tries during it, nor for the next lockouts; a new series a quiet day later mails again', async () => {
    const account = await guarded();
    let client = await waiting(account);
    await spendBudget(client, account.wrongCode);
    const mail = await smtp.waitForMessage(account.email, LOCKED_SUBJECT);
    expect(mail.text).toContain('Too many wrong codes were entered');
    expect(mail.text).toContain('(from IP address 127.0.0.1)');
    expect(mail.text).toContain('reset it now');
    for (let attempt = 0; attempt < 3; attempt++) await refusedRightCode(client, account.rightCode());
    expect(await lockedMails(account.email)).toBe(1);

    testApp.clock.advance(16 * MINUTE_MS);
    client = await waiting(account);
    await spendBudget(client, account.wrongCode);
    await refusedRightCode(client, account.rightCode());
    expect(await lockoutsAudited(account.user.id)).toEqual([1, 2]);
    expect(await lockedMails(account.email)).toBe(1);

    // A day with no try after the 30-minute lockout ended: forgotten, the next one is a first again.
    testApp.clock.advance(31 * MINUTE_MS + 24 * HOUR_MS);
    client = await waiting(account);
    await spendBudget(client, account.wrongCode);
    expect(await refusedRightCode(client, account.rightCode())).toBeLessThanOrEqual(15 * 60);
    expect(await lockoutsAudited(account.user.id)).toEqual([1, 2, 1]);
    expect(await lockedMails(account.email)).toBe(2);
  });

  it('25 racing wrong codes: exactly 10 checked, one lockout audited, one mail', async () => {
    const account = await guarded();
    const client = await waiting(account);
    const codes = Array.from({ length: 25 }, account.wrongCode);
    const answers = await Promise.all(codes.map((code) => client.post('/api/auth/second-factor', { code })));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    expect(await lockoutsAudited(account.user.id)).toEqual([1]);
    expect(await lockedMails(account.email)).toBe(1);
  });
});
