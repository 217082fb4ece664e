import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, signedUpClient, startTestApp, type TestApp } from './harness';

/**
 * The session cache (server/src/auth/session-cache.ts): signed-in requests are answered without
 * a database round trip, yet every change made anywhere — by another instance, by SQL — reaches
 * this instance through NOTIFY, its own changes apply at once, and operators are always checked
 * against the database.
 */

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

const run = (query: ReturnType<typeof sql>) => testApp.database.db.execute(query);

/** Until `check` holds, for at most `ms`: the time a NOTIFY takes to arrive is not asserted. */
async function eventually(check: () => Promise<boolean>, ms = 5_000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return check();
}

/** Changes a row the way the cache cannot see: the table's NOTIFY triggers switched off for it. */
async function silently(table: 'sessions' | 'users', change: ReturnType<typeof sql>) {
  await testApp.database.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`alter table ${table} disable trigger user`));
    await tx.execute(change);
    await tx.execute(sql.raw(`alter table ${table} enable trigger user`));
  });
}

describe('a customer’s session checks', () => {
  it('are answered from the cache once looked up (the row may even be gone without a NOTIFY)', async () => {
    const { client, user } = await signedUpClient(testApp);
    expect((await client.get('/api/auth/me')).status).toBe(200);
    await silently('sessions', sql`delete from sessions where user_id = ${user.id}`);
    expect((await client.get('/api/auth/me')).body).toMatchObject({ id: user.id });
  });

  it('end on this instance when the session is deleted elsewhere (another instance, SQL)', async () => {
    const { client, user } = await signedUpClient(testApp);
    expect((await client.get('/api/auth/me')).status).toBe(200);
    await run(sql`delete from sessions where user_id = ${user.id}`);
    expect(await eventually(async () => (await client.get('/api/auth/me')).status === 401)).toBe(true);
  });

  it('end when the session is shortened elsewhere, and see a user changed elsewhere', async () => {
    const shortened = await signedUpClient(testApp);
    const renamed = await signedUpClient(testApp);
    for (const { client } of [shortened, renamed]) expect((await client.get('/api/auth/me')).status).toBe(200);
    await run(sql`update sessions set idle_expires_at = now() - interval '1 minute' where user_id = ${shortened.user.id}`);
    await run(sql`update users set username = 'Renamed Elsewhere' where id = ${renamed.user.id}`);
    expect(await eventually(async () => (await shortened.client.get('/api/auth/me')).status === 401)).toBe(true);
    expect(
      await eventually(async () => (await renamed.client.get('/api/auth/me')).body.username === 'Renamed Elsewhere'),
    ).toBe(true);
  });

  it('see this instance’s own changes on the very next request: a profile edit in every session, a sign-out', async () => {
    const { client, email, password } = await signedUpClient(testApp);
    const phone = testApp.client();
    expect((await phone.post('/api/auth/login', { email, password })).status).toBe(200);
    for (const browser of [client, phone]) expect((await browser.get('/api/auth/me')).status).toBe(200);
    expect((await client.patch('/api/profile', { username: 'New Name Here' })).status).toBe(200);
    for (const browser of [client, phone]) expect((await browser.get('/api/auth/me')).body.username).toBe('New Name Here');
    const cookie = client.cookie('maplerupee_session')!;
    expect((await client.post('/api/auth/logout', {})).status).toBe(200);
    const replay = testApp.client();
    replay.setCookie('maplerupee_session', cookie);
    expect((await replay.get('/api/auth/me')).status).toBe(401);
    expect((await phone.get('/api/auth/me')).status).toBe(200);
  });

  it('go to the database while the change listener is down, and the cache starts empty when it is back', async () => {
    const { client, user } = await signedUpClient(testApp);
    expect((await client.get('/api/auth/me')).status).toBe(200);
    await run(sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'maplerupee-listener' and datname = current_database()`);
    // Deleted without a NOTIFY: only a database lookup can notice.
    await silently('sessions', sql`delete from sessions where user_id = ${user.id}`);
    expect(await eventually(async () => (await client.get('/api/auth/me')).status === 401)).toBe(true);
    // Back within a second or so: the public rate is cached again, sessions too.
    const second = await signedUpClient(testApp);
    expect(
      await eventually(async () => {
        await second.client.get('/api/auth/me');
        const [row] = (await run(sql`select count(*)::int as n from pg_stat_activity where application_name = 'maplerupee-listener' and datname = current_database()`)).rows as { n: number }[];
        return row!.n === 1;
      }),
    ).toBe(true);
  });
});

describe('an operator’s checks', () => {
  it('always read the database: a role revoked without any NOTIFY is refused on the next admin call', async () => {
    const admin = await adminClient(testApp);
    expect((await admin.client.get('/api/admin/stats')).status).toBe(200);
    expect((await admin.client.get('/api/admin/stats')).status).toBe(200);
    await silently('users', sql`update users set is_admin = false where id = ${admin.user.id}`);
    expect((await admin.client.get('/api/admin/stats')).status).toBe(403);
  });
});
