import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedUpClient, startTestApp, type TestApp } from './harness';

/** Closing lets a request in flight finish and ends its connection with it (server/src/http/graceful-close.ts). */

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(async () => {
  await testApp.close();
});

it('a request in flight when closing begins is answered, with "Connection: close", and close() ends with it', async () => {
  const { client, user } = await signedUpClient(testApp);
  // The answer is held in flight by a lock on the customer's row, until the test lets go of it.
  const holder = await testApp.database.pool.connect();
  let inFlight: ReturnType<typeof client.patch> | undefined;
  let closed = false;
  let closing: Promise<void> | undefined;
  try {
    await holder.query('begin');
    await holder.query('select id from users where id = $1 for update', [user.id]);
    inFlight = client.patch('/api/profile', { username: 'Asha Verma' });
    await expect.poll(async () => (await holder.query(`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`)).rows[0].n).toBe(1);
    closing = testApp.app.close().then(() => {
      closed = true;
    });
    // Closing has begun (new connections are refused) and waits for the answer.
    await expect.poll(() => testApp.app.server.listening).toBe(false);
    expect(closed).toBe(false);
  } finally {
    await holder.query('rollback');
    holder.release();
  }
  const answer = await inFlight!;
  expect(answer.status).toBe(200);
  expect(answer.headers.get('connection')).toBe('close');
  // Without the header its connection would stay open as keep-alive, holding close() for Fastify's
  // keepAliveTimeout (72 s), past this test's 30 s.
  await closing;
  expect(closed).toBe(true);
});
