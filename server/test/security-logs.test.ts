import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteTransfer } from '../../domain/quote';
import { newRecipient, newSignup, startTestApp, type TestApp } from './harness';
import { startSmtpServer, type TestSmtpServer } from './smtp';

/**
 * Promise 9 of SECURITY.md: no password, session or reset token, or full account number appears in
 * any log line, with logging at its most verbose (trace) through every flow that handles them,
 * failures included.
 */

function lineCollector() {
  const collected: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      collected.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { lines: collected, stream };
}
const { lines, stream: logStream } = lineCollector();

let smtp: TestSmtpServer;
let testApp: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  testApp = await startTestApp({ env: { LOG_LEVEL: 'trace', SMTP_URL: smtp.url }, logStream });
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

describe('logs keep secrets out', () => {
  it('no password, session token, reset token or account number in any line', async () => {
    const secrets: string[] = [];
    const signup = newSignup({ password: 'Secret-Passw0rd-Alpha' });
    secrets.push(signup.password);
    const client = testApp.client();
    expect((await client.post('/api/auth/signup', signup)).status).toBe(201);
    secrets.push(client.cookie('maplerupee_session')!);

    await testApp.client().post('/api/auth/login', { email: signup.email, password: 'Wrong-Passw0rd-Beta' });
    secrets.push('Wrong-Passw0rd-Beta');
    const other = testApp.client();
    await other.post('/api/auth/login', { email: signup.email, password: signup.password });
    secrets.push(other.cookie('maplerupee_session')!);

    const recipient = newRecipient({ accountNumber: '987654321098765' });
    secrets.push(recipient.accountNumber);
    const created = await client.post('/api/recipients', recipient);
    expect(created.status).toBe(201);
    await client.post('/api/recipients', recipient); // 409 duplicate
    await client.post('/api/recipients', { ...recipient, accountNumber: '12AB' }); // 400
    const quote = quoteTransfer({ cadAmount: '250', currentRate: '63' });
    expect((await client.post('/api/transfers', { ...quote, recipientId: created.body.id })).status).toBe(201);
    await client.get('/api/transfers');
    await client.get('/api/recipients');

    await testApp.client().post('/api/auth/forgot-password', { email: signup.email });
    const mail = await smtp.waitForMessage(signup.email, 'Reset your');
    const resetToken = /token=([\w-]+)/.exec(mail.text ?? '')![1]!;
    secrets.push(resetToken);
    await testApp.client().request('GET', `/reset-password?token=${resetToken}`);
    await testApp.client().post('/api/auth/reset-password', { token: resetToken, password: 'Newer-Passw0rd-Gamma' });
    secrets.push('Newer-Passw0rd-Gamma');
    await testApp.client().post('/api/auth/reset-password', { token: resetToken, password: 'Other-Passw0rd-Delta' });
    secrets.push('Other-Passw0rd-Delta');
    await client.post('/api/auth/logout');

    const hashes = await testApp.database.db.execute<{ password_hash: string }>(sql`select password_hash from users`);
    secrets.push(...hashes.rows.map((row) => row.password_hash));

    expect(lines.length).toBeGreaterThanOrEqual(14); // one per request above, at least
    const leaks = lines.flatMap((line) => secrets.filter((secret) => line.includes(secret)).map((secret) => `${secret.slice(0, 6)}… in ${line.slice(0, 200)}`));
    expect(leaks).toEqual([]);
  });
});

describe('an unexpected database error is logged without the values of its query', () => {
  /** Fails inserts of one user and one recipient, as a broken disk or a bad migration might fail any insert. */
  const FAILING_TRIGGERS = `
    create function test_fail_user() returns trigger language plpgsql as $$
    begin
      if new.first_name = 'Failing' then raise exception 'forced failure for the log test'; end if;
      return new;
    end $$;
    create function test_fail_recipient() returns trigger language plpgsql as $$
    begin
      if new.name = 'Failing Recipient' then raise exception 'forced failure for the log test'; end if;
      return new;
    end $$;
    create trigger test_fail_users before insert on users for each row execute function test_fail_user();
    create trigger test_fail_recipients before insert on recipients for each row execute function test_fail_recipient();`;

  it('a 500 on sign-up or add-recipient writes no password hash and no account number', async () => {
    const failing = lineCollector();
    const app = await startTestApp({
      env: { LOG_LEVEL: 'trace' },
      logStream: failing.stream,
      prepareDatabase: async (url) => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(FAILING_TRIGGERS);
        await client.end();
        return url;
      },
    });
    try {
      const signup = newSignup({ firstName: 'Failing', password: 'Secret-Passw0rd-Omega' });
      const refused = await app.client().post('/api/auth/signup', signup);
      expect(refused.status).toBe(500);
      expect(refused.body).toEqual({ message: 'Something went wrong', requestId: expect.any(String) });

      const client = app.client();
      expect((await client.post('/api/auth/signup', newSignup())).status).toBe(201);
      const recipient = newRecipient({ name: 'Failing Recipient', accountNumber: '555544443333222' });
      expect((await client.post('/api/recipients', recipient)).status).toBe(500);

      const errors = failing.lines.filter((line) => line.includes('forced failure for the log test'));
      expect(errors.length).toBeGreaterThanOrEqual(2);
      // The fault can still be found: the statement and PostgreSQL's message are there.
      expect(errors.some((line) => line.includes('insert into \\"users\\"'))).toBe(true);
      const leaks = failing.lines.filter(
        (line) => /\$argon2id\$/.test(line) || line.includes(recipient.accountNumber) || line.includes(signup.password),
      );
      expect(leaks).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('a malformed JSON body is not echoed into the log', async () => {
    const before = lines.length;
    const response = await testApp.client().request('POST', '/api/auth/login', {
      body: '{"email":"a@b.co","password":"Leaky-Passw0rd-Zeta"',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(lines.slice(before).filter((line) => line.includes('Leaky-Passw0rd-Zeta'))).toEqual([]);
  });
});
