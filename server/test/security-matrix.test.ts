import { sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteTransfer } from '../../domain/quote';
import { setAdminRole } from '../src/admin/admin-role';
import type { RoutePolicy } from '../src/auth/access';
import type { ApiClient } from './api-client';
import { databaseFingerprint } from './fingerprint';
import { pathVariants, rawRequest } from './raw-http';
import { newRecipient, markEmailVerified, newSignup, startTestApp, type TestApp } from './harness';
import { enrolOperator, logIn, ROUTE_SAMPLES, type Account, type Actor, type Sample } from './route-samples';
import { SAMPLE_PNG } from './verification-samples';

/**
 * Promise 1 and 2 of SECURITY.md: every route, collected from the server's own route table, answers
 * each kind of caller as declared; nobody reaches another customer's rows; state-changing routes
 * refuse forged cross-site requests and write nothing; GETs change nothing.
 */

let testApp: TestApp;
const accounts: Partial<Record<Actor, Account>> = {};

async function session(actor: Actor): Promise<ApiClient> {
  const client = testApp.client();
  const account = accounts[actor];
  if (account) {
    const response = await logIn(client, account);
    if (response.status !== 200) throw new Error(`login as ${actor}: ${response.status}`);
  }
  return client;
}

async function ownRecipient(client: ApiClient): Promise<number> {
  const response = await client.post('/api/recipients', newRecipient());
  return response.body.id;
}

function expectedStatus(policy: RoutePolicy, actor: Actor, sample: Sample): number | '2xx' {
  if (policy.access !== 'public' && actor === 'anonymous') return 401;
  if (policy.access === 'admin' && actor !== 'admin') return 403;
  return sample.allowedStatus ?? '2xx';
}

beforeAll(async () => {
  testApp = await startTestApp();
  for (const actor of ['customerA', 'customerB', 'admin'] as const) {
    const signup = newSignup();
    const signedUp = await testApp.client().post('/api/auth/signup', signup);
    expect(signedUp.status).toBe(201);
    // As after opening the sign-up mail's link (issue 18): identity verification needs it.
    await markEmailVerified(testApp, signedUp.body.id);
    accounts[actor] = { email: signup.email, password: signup.password };
  }
  // An operator as they start (issue 18): the role, then an authenticator app; signing in asks for a code.
  await enrolOperator(testApp, accounts.admin!);
});
afterAll(() => testApp.close());

describe('authorization matrix over the whole route table', () => {
  it('covers every route', () => {
    const missing = testApp.app.routePolicies.map((route) => `${route.method} ${route.url}`).filter((key) => !ROUTE_SAMPLES[key]);
    expect(missing, 'routes without a sample request in this test').toEqual([]);
    expect(testApp.app.routePolicies.length).toBeGreaterThanOrEqual(Object.keys(ROUTE_SAMPLES).length);
  });

  it('answers anonymous, customers and admins as each route declares', { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    for (const policy of testApp.app.routePolicies) {
      const makeSample = ROUTE_SAMPLES[`${policy.method} ${policy.url}`];
      if (!makeSample) continue;
      for (const actor of ['anonymous', 'customerA', 'customerB', 'admin'] as const) {
        const client = await session(actor);
        const sample = await makeSample({ client, actor, accounts, testApp });
        const response = await client.request(policy.method, sample.path, { ...(sample.body === undefined ? {} : { json: sample.body }), headers: sample.headers ?? {} });
        const expected = expectedStatus(policy, actor, sample);
        const ok = expected === '2xx' ? response.status >= 200 && response.status < 300 : response.status === expected;
        if (!ok) failures.push(`${policy.method} ${policy.url} as ${actor}: ${response.status}, expected ${expected}`);
        if (ok && expected !== 401 && expected !== 403) await sample.restore?.();
      }
    }
    expect(failures).toEqual([]);
  });

  // Issue 32: 20 routes answered an anonymous caller 400 with field messages (the body was
  // validated before the session was looked at), telling a stranger each route's fields.
  it('checks access before the body, the path and the query: a caller who may not call a route never sees its field messages', { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    const customer = await session('customerA');
    const invalidBody = { json: { bogus: [1], amount: -1, name: 7 } };
    for (const policy of testApp.app.routePolicies) {
      if (policy.access === 'public') continue;
      // Every parameter of the path malformed, and a query no route accepts.
      const path = `${policy.url.replace(/:[a-z]+/gi, 'not-an-id')}?limit=-5&status=bogus&cursor=%ZZ`;
      const callers: [string, ApiClient, number][] = [['anonymous', testApp.client(), 401]];
      if (policy.access === 'admin') callers.push(['a customer', customer, 403]);
      for (const [who, client, expected] of callers) {
        const response = await client.request(policy.method, path, policy.method === 'GET' || policy.method === 'DELETE' ? {} : invalidBody);
        if (response.status !== expected || response.body?.errors !== undefined) {
          failures.push(`${policy.method} ${policy.url} as ${who}: ${response.status} ${JSON.stringify(response.body)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('a session waiting for its second factor (issue 18)', () => {
  it('reaches only the routes declared for the second step: every other non-public route of the table answers 401', async () => {
    // An operator with an authenticator app: fully signed in it may call every route.
    const signup = newSignup();
    const owner = testApp.client();
    expect((await owner.post('/api/auth/signup', signup)).status).toBe(201);
    await setAdminRole(testApp.database.db, signup.email, true);
    const { secret } = (await owner.post('/api/auth/totp')).body;
    const code = () => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: testApp.clock.now().getTime() });
    expect((await owner.post('/api/auth/totp/confirm', { code: code() })).status).toBe(200);

    const allowed = testApp.app.routePolicies.filter((policy) => policy.duringSecondFactor).map((policy) => `${policy.method} ${policy.url}`);
    expect(allowed).toEqual(['POST /api/auth/second-factor', 'POST /api/auth/passkeys/authenticate/options', 'POST /api/auth/passkeys/authenticate']);
    const failures: string[] = [];
    for (const policy of testApp.app.routePolicies) {
      if (policy.access === 'public') continue;
      const makeSample = ROUTE_SAMPLES[`${policy.method} ${policy.url}`];
      if (!makeSample) continue;
      // A new waiting session for each route: a route may end the one before (the second step itself).
      const client = testApp.client();
      const login = await client.post('/api/auth/login', { email: signup.email, password: signup.password });
      if (!login.body.secondFactorRequired) throw new Error(`login: ${login.status} ${JSON.stringify(login.body)}`);
      // Shaped as for a caller without a session: the waiting session must be refused like one.
      const sample = await makeSample({ client, actor: 'anonymous', accounts, testApp });
      // The upload's sample is refused for its JSON body before any access check runs: send a real photo.
      const response =
        policy.url === '/api/verification/document'
          ? await client.request('POST', sample.path, { body: SAMPLE_PNG, headers: { 'content-type': 'image/png' } })
          : await client.request(policy.method, sample.path, sample.body === undefined ? {} : { json: sample.body });
      const reached = response.status !== 401;
      if (reached !== policy.duringSecondFactor) failures.push(`${policy.method} ${policy.url}: ${response.status}`);
      if (!policy.duringSecondFactor && response.body?.code !== 'second_factor_pending') failures.push(`${policy.method} ${policy.url}: code ${response.body?.code}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('a session whose sign-in is over 10 minutes old (issue 32)', () => {
  it('is refused by exactly the routes that change second factors: 403 reauthentication_required, nothing written but the refusal’s audit', async () => {
    const guarded = testApp.app.routePolicies.filter((policy) => policy.reauthentication);
    expect(guarded.map((policy) => `${policy.method} ${policy.url}`).sort()).toEqual([
      'DELETE /api/auth/passkeys/:id',
      'DELETE /api/auth/totp',
      'POST /api/auth/passkeys/register',
      'POST /api/auth/passkeys/register/options',
      'POST /api/auth/totp',
      'POST /api/auth/totp/confirm',
      'POST /api/auth/totp/recovery-codes',
    ]);
    const refusals = async () =>
      Number((await testApp.database.db.execute<{ n: number }>(sql`select count(*)::int as n from audit_events where action = 'auth.reauthentication_required'`)).rows[0]!.n);
    const failures: string[] = [];
    for (const policy of guarded) {
      const client = await session('customerA');
      const sample = await ROUTE_SAMPLES[`${policy.method} ${policy.url}`]!({ client, actor: 'customerA', accounts, testApp });
      testApp.clock.advance(10 * 60_000 + 1_000);
      const { audit_events: auditBefore, ...before } = await databaseFingerprint(testApp);
      const refusedBefore = await refusals();
      const response = await client.request(policy.method, sample.path, sample.body === undefined ? {} : { json: sample.body });
      const { audit_events: auditAfter, ...after } = await databaseFingerprint(testApp);
      if (response.status !== 403 || response.body?.code !== 'reauthentication_required') failures.push(`${policy.method} ${policy.url}: ${response.status} ${response.body?.code}`);
      if (JSON.stringify(after) !== JSON.stringify(before)) failures.push(`${policy.method} ${policy.url}: wrote to the database`);
      if ((await refusals()) !== refusedBefore + 1 || auditAfter === auditBefore) failures.push(`${policy.method} ${policy.url}: the refusal was not audited once`);
    }
    expect(failures).toEqual([]);
  });
});

describe('customers never reach each other’s rows', () => {
  it('404 on another customer’s recipient (delete, or use in a transfer); nothing changes', async () => {
    const a = await session('customerA');
    const b = await session('customerB');
    const recipientId = await ownRecipient(a);
    const before = await databaseFingerprint(testApp);
    expect((await b.delete(`/api/recipients/${recipientId}`)).status).toBe(404);
    const quote = quoteTransfer({ cadAmount: '100', currentRate: '63' });
    expect((await b.post('/api/transfers', { ...quote, recipientId })).status).toBe(404);
    expect(await databaseFingerprint(testApp)).toEqual(before);
    expect((await a.get('/api/recipients')).body.map((recipient: { id: number }) => recipient.id)).toContain(recipientId);
  });

  it('lists show only the caller’s own rows', async () => {
    const a = await session('customerA');
    const b = await session('customerB');
    const recipientId = await ownRecipient(a);
    const quote = quoteTransfer({ cadAmount: '100', currentRate: '63' });
    const transfer = await a.post('/api/transfers', { ...quote, recipientId });
    expect(transfer.status).toBe(201);
    const theirRecipients = (await b.get('/api/recipients')).body.map((recipient: { id: number }) => recipient.id);
    const theirTransfers = (await b.get('/api/transfers')).body.map((row: { id: number }) => row.id);
    expect(theirRecipients).not.toContain(recipientId);
    expect(theirTransfers).not.toContain(transfer.body.id);
  });
});

describe('cross-site request forgery', () => {
  const FORGERIES: [string, (sample: Sample, client: ApiClient, method: string) => ReturnType<ApiClient['request']>][] = [
    ['a foreign Origin', (sample, client, method) => client.request(method, sample.path, { json: sample.body ?? {}, headers: { origin: 'https://evil.example' } })],
    [
      'no Origin, Sec-Fetch-Site: cross-site',
      (sample, client, method) => client.request(method, sample.path, { json: sample.body ?? {}, headers: { origin: '', 'sec-fetch-site': 'cross-site' } }),
    ],
    [
      'a text/plain body',
      (sample, client, method) =>
        client.request(method, sample.path, { body: JSON.stringify(sample.body ?? {}), headers: { 'content-type': 'text/plain' } }),
    ],
    [
      'a form-encoded body',
      (sample, client, method) =>
        client.request(method, sample.path, { body: 'a=1&b=2', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
    ],
  ];

  // Longer than the default: a sign-in (argon2) for each route × forgery, on a shared machine.
  it('every state-changing route × every forgery is refused, and nothing is written', { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    let checked = 0;
    const stateChanging = testApp.app.routePolicies.filter((route) => route.method !== 'GET');
    for (const policy of stateChanging) {
      const makeSample = ROUTE_SAMPLES[`${policy.method} ${policy.url}`];
      if (!makeSample) continue;
      const actor: Actor = policy.access === 'admin' ? 'admin' : 'customerA';
      for (const [name, forge] of FORGERIES) {
        const client = await session(actor);
        const sample = await makeSample({ client, actor, accounts, testApp });
        const before = await databaseFingerprint(testApp);
        const response = await forge(sample, client, policy.method);
        const after = await databaseFingerprint(testApp);
        checked += 1;
        if (![403, 415].includes(response.status)) failures.push(`${policy.method} ${policy.url}, ${name}: ${response.status}`);
        if (JSON.stringify(after) !== JSON.stringify(before)) failures.push(`${policy.method} ${policy.url}, ${name}: wrote to the database`);
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBe(stateChanging.length * FORGERIES.length);
    expect(stateChanging.length).toBeGreaterThanOrEqual(9);
  });

  it('every state-changing route under every spelling of its path (encoded, //, dot segments, case) is refused from another site', { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    let checked = 0;
    const stateChanging = testApp.app.routePolicies.filter((route) => route.method !== 'GET');
    const forgeries: [string, Record<string, string>][] = [
      ['a foreign Origin', { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' }],
      ['a same-site page on another port', { origin: testApp.url.replace(/:(\d+)$/, (_match, port: string) => `:${Number(port) + 1}`), 'sec-fetch-site': 'same-site' }],
      ['no Origin, Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ];
    for (const policy of stateChanging) {
      const makeSample = ROUTE_SAMPLES[`${policy.method} ${policy.url}`];
      if (!makeSample) continue;
      const actor: Actor = policy.access === 'admin' ? 'admin' : 'customerA';
      const client = await session(actor);
      const sample = await makeSample({ client, actor, accounts, testApp });
      const before = await databaseFingerprint(testApp);
      for (const [variant, path] of pathVariants(sample.path)) {
        for (const [forgery, headers] of forgeries) {
          const body = sample.body === undefined ? undefined : JSON.stringify(sample.body);
          const response = await rawRequest(testApp.url, policy.method, path, {
            headers: { cookie: client.cookieHeader, ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
            ...(body === undefined ? {} : { body }),
          });
          checked += 1;
          if (response.status !== 403) failures.push(`${policy.method} ${path} (${variant}), ${forgery}: ${response.status}`);
        }
      }
      const after = await databaseFingerprint(testApp);
      for (const table of Object.keys(before)) {
        if (before[table] !== after[table]) failures.push(`${policy.method} ${policy.url}: a forged request changed ${table}`);
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBe(stateChanging.length * pathVariants('/api/x/y').length * forgeries.length);
  });

  it('the encoded spelling of a route still runs it for our own pages (the check, not the route, is what refuses)', async () => {
    const client = await session('customerA');
    const response = await rawRequest(testApp.url, 'POST', '/%61pi/auth/logout', { headers: { cookie: client.cookieHeader, origin: testApp.config.appUrl } });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });

  it('GET never changes state, for any caller', async () => {
    const before = await databaseFingerprint(testApp);
    const clients = await Promise.all((['anonymous', 'customerA', 'customerB', 'admin'] as const).map(session));
    const afterLogin = await databaseFingerprint(testApp);
    // A receipt is a read that costs the server a PDF, so each counts against the account's
    // allowance: that counter is the only write a GET may make.
    const otherCounters = async () =>
      (await testApp.database.db.execute<{ key: string; count: number }>(sql`select key, count from rate_limit_counters where key not like 'receipts:%' order by key, window_start`)).rows;
    const countersBefore = await otherCounters();
    const withoutCounters = ({ rate_limit_counters: _, ...rest }: Record<string, string>) => rest;
    for (const policy of testApp.app.routePolicies.filter((route) => route.method === 'GET')) {
      const path = policy.url.replace(':id', '1');
      for (const client of clients) await client.get(path);
    }
    expect(withoutCounters(await databaseFingerprint(testApp))).toEqual(withoutCounters(afterLogin));
    expect(await otherCounters()).toEqual(countersBefore);
    expect(Object.keys(afterLogin)).toEqual(Object.keys(before));
  });
});
