import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_LIMITS, authLimitsFor } from '../src/auth/limits';
import { loadConfig } from '../src/config';
import { MINUTE_MS } from './clock';
import { newSignup, signedUpClient, startTestApp, type TestApp } from './harness';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp({ authLimits: AUTH_LIMITS });
});
afterAll(() => testApp.close());

describe('sign-in throttling per account', () => {
  it('429 after 10 consecutive failures, even with the right password; open again after 15 minutes', async () => {
    const { email, password } = await signedUpClient(testApp);
    for (let attempt = 1; attempt <= AUTH_LIMITS.loginFailuresPerAccount.max; attempt++) {
      const response = await testApp.client().post('/api/auth/login', { email, password: `wrong-${attempt}` });
      expect(response.status).toBe(401);
    }
    const locked = await testApp.client().post('/api/auth/login', { email, password });
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ message: 'Too many attempts. Please wait a while and try again.' });
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    testApp.clock.advance(15 * MINUTE_MS);
    expect((await testApp.client().post('/api/auth/login', { email, password })).status).toBe(200);
  });

  it('40 concurrent wrong passwords: exactly 10 are checked, the other 30 are refused before any check', async () => {
    const { email, user } = await signedUpClient(testApp);
    const attempts = await Promise.all(
      Array.from({ length: 40 }, (_, attempt) => testApp.client().post('/api/auth/login', { email, password: `wrong-${attempt}` })),
    );
    const byStatus: Record<number, number> = {};
    for (const response of attempts) byStatus[response.status] = (byStatus[response.status] ?? 0) + 1;
    expect(byStatus).toEqual({ 401: AUTH_LIMITS.loginFailuresPerAccount.max, 429: 40 - AUTH_LIMITS.loginFailuresPerAccount.max });
    // Each checked password leaves one failed-login audit row: the count of checks, not of answers.
    const checks = await testApp.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from audit_events where action = 'auth.login_failed' and target_id = ${String(user.id)}`,
    );
    expect(checks.rows[0]!.n).toBe(AUTH_LIMITS.loginFailuresPerAccount.max);
  });

  it('a success resets the count of consecutive failures', async () => {
    const { email, password } = await signedUpClient(testApp);
    for (let round = 0; round < 3; round++) {
      for (let attempt = 0; attempt < AUTH_LIMITS.loginFailuresPerAccount.max - 1; attempt++) {
        expect((await testApp.client().post('/api/auth/login', { email, password: 'wrong-pass' })).status).toBe(401);
      }
      expect((await testApp.client().post('/api/auth/login', { email, password })).status).toBe(200);
    }
  });
});

describe('per-IP limits', () => {
  it('the hourly sign-up allowance is 20 unless SIGNUPS_PER_IP_PER_HOUR says otherwise', () => {
    expect(authLimitsFor(loadConfig({})).signupPerIp).toEqual({ max: 20, windowMs: 60 * MINUTE_MS });
    expect(authLimitsFor(loadConfig({ SIGNUPS_PER_IP_PER_HOUR: '500' })).signupPerIp).toEqual({ max: 500, windowMs: 60 * MINUTE_MS });
  });

  it('429 on sign-up after the hourly allowance from one address', async () => {
    const limited = await startTestApp({ authLimits: authLimitsFor(loadConfig({ SIGNUPS_PER_IP_PER_HOUR: '3' })) });
    try {
      for (let i = 0; i < 3; i++) expect((await limited.client().post('/api/auth/signup', newSignup())).status).toBe(201);
      const refused = await limited.client().post('/api/auth/signup', newSignup());
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).not.toBeNull();
    } finally {
      await limited.close();
    }
  });

  it('429 on forgot-password after the allowance from one address', async () => {
    const limited = await startTestApp({ authLimits: { ...AUTH_LIMITS, forgotPerIp: { max: 2, windowMs: 15 * MINUTE_MS } } });
    try {
      for (let i = 0; i < 2; i++) {
        expect((await limited.client().post('/api/auth/forgot-password', { email: `x${i}@example.com` })).status).toBe(200);
      }
      expect((await limited.client().post('/api/auth/forgot-password', { email: 'y@example.com' })).status).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('429 on sign-in attempts from one address beyond its allowance', async () => {
    const limited = await startTestApp({ authLimits: { ...AUTH_LIMITS, loginPerIp: { max: 5, windowMs: 15 * MINUTE_MS } } });
    try {
      for (let i = 0; i < 5; i++) {
        expect((await limited.client().post('/api/auth/login', { email: `u${i}@example.com`, password: 'x' })).status).toBe(401);
      }
      expect((await limited.client().post('/api/auth/login', { email: 'u9@example.com', password: 'x' })).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
