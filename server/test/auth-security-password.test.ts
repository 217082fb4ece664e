import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_LIMITS } from '../src/auth/limits';
import { adminClient, signedUpClient, startTestApp, type TestApp } from './harness';
import { startSmtpServer, type TestSmtpServer } from './smtp';

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

const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe('POST /api/auth/password', () => {
  it('changes the password: the old one stops working, other sessions end, this one stays, a mail is sent, audited', async () => {
    const { client, email, password, user } = await signedUpClient(testApp);
    const phone = testApp.client();
    expect((await phone.post('/api/auth/login', { email, password }, { 'user-agent': SAFARI_IPHONE })).status).toBe(200);
    expect((await phone.get('/api/auth/me')).status).toBe(200);

    const response = await client.post('/api/auth/password', { currentPassword: password, newPassword: 'a brand new secret' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Your password was changed. Your other sessions were signed out.' });
    expect((await client.get('/api/auth/me')).status).toBe(200);
    expect((await phone.get('/api/auth/me')).status).toBe(401);
    expect((await testApp.client().post('/api/auth/login', { email, password })).status).toBe(401);
    expect((await testApp.client().post('/api/auth/login', { email, password: 'a brand new secret' })).status).toBe(200);

    const mail = await smtp.waitForMessage(email, 'password was changed');
    expect(mail.subject).toBe('Your MapleRupee password was changed');
    expect(mail.text).toContain('every other session was signed out');
    expect(mail.text).not.toContain('a brand new secret');
    const audit = await testApp.database.db.execute(
      sql`select actor_user_id from audit_events where action = 'auth.password_changed' and target_id = ${String(user.id)}`,
    );
    expect(audit.rows).toEqual([{ actor_user_id: user.id }]);
  });

  it('400 with the message on currentPassword for a wrong current password; nothing changes, nothing ends', async () => {
    const { client, email, password, user } = await signedUpClient(testApp);
    const other = testApp.client();
    expect((await other.post('/api/auth/login', { email, password })).status).toBe(200);
    const response = await client.post('/api/auth/password', { currentPassword: 'not it at all', newPassword: 'another secret' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'Your current password is not right',
      errors: { currentPassword: 'Your current password is not right' },
    });
    expect((await other.get('/api/auth/me')).status).toBe(200);
    expect((await testApp.client().post('/api/auth/login', { email, password })).status).toBe(200);
    const audit = await testApp.database.db.execute(
      sql`select 1 from audit_events where action = 'auth.password_change_failed' and target_id = ${String(user.id)}`,
    );
    expect(audit.rows).toHaveLength(1);
  });

  it("400: the new password is checked like sign-up's (at least 6), and must differ; a missing current password is named", async () => {
    const { client, password } = await signedUpClient(testApp);
    const short = await client.post('/api/auth/password', { currentPassword: password, newPassword: '12345' });
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual({ newPassword: 'Password must be at least 6 characters' });
    const same = await client.post('/api/auth/password', { currentPassword: password, newPassword: password });
    expect(same.status).toBe(400);
    expect(same.body.errors).toEqual({ newPassword: 'Choose a new password that differs from the current one' });
    const missing = await client.post('/api/auth/password', { newPassword: 'long enough' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ currentPassword: 'Enter your current password' });
  });

  it('401 without a session; an operator changes only their own password', async () => {
    expect((await testApp.client().post('/api/auth/password', { currentPassword: 'whatever1', newPassword: 'whatever2' })).status).toBe(401);
    const operator = await adminClient(testApp);
    const customer = await signedUpClient(testApp);
    // The call names no account: it is always the caller's own.
    expect((await operator.client.post('/api/auth/password', { currentPassword: operator.password, newPassword: 'operator new pw' })).status).toBe(200);
    expect((await testApp.client().post('/api/auth/login', { email: customer.email, password: customer.password })).status).toBe(200);
    expect((await testApp.client().post('/api/auth/login', { email: operator.email, password: 'operator new pw' })).status).toBe(200);
  });
});

describe('change password is rate limited like sign-in', () => {
  it('429 after 10 wrong current passwords in 15 minutes, even with the right one; open again after the window', async () => {
    const limited = await startTestApp({ authLimits: { ...AUTH_LIMITS, signupPerIp: { ...AUTH_LIMITS.signupPerIp, max: 100 } } });
    try {
      const { client, password } = await signedUpClient(limited);
      for (let attempt = 0; attempt < AUTH_LIMITS.loginFailuresPerAccount.max; attempt += 1) {
        expect((await client.post('/api/auth/password', { currentPassword: `wrong ${attempt}`, newPassword: 'new password' })).status).toBe(400);
      }
      const blocked = await client.post('/api/auth/password', { currentPassword: password, newPassword: 'new password' });
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
      limited.clock.advance(AUTH_LIMITS.loginFailuresPerAccount.windowMs + 1000);
      expect((await client.post('/api/auth/password', { currentPassword: password, newPassword: 'new password' })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
