import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '../../domain/messages';
import { setAdminRole } from '../src/admin/admin-role';
import { SECOND_FACTOR_MAX_AGE_MS } from '../src/auth/second-factor-policy';
import type { ApiClient } from './api-client';
import { MINUTE_MS } from './clock';
import { databaseFingerprint } from './fingerprint';
import { enrolTotp, newSignup, signedUpClient, startTestApp, totpCodes, type TestApp } from './harness';
import { enrolOperator, logIn, ROUTE_SAMPLES, type Account, type Actor, type Sample } from './route-samples';

/**
 * Issue 18, item 3: operators must use a second factor. Every admin route of the server's own
 * route table answers an operator whose session has not completed a second factor within 12 hours
 * with 403 `second_factor_required` (writing nothing); the same routes answer once the session
 * stepped up, and refuse again 12 hours later. The role is checked first; customer routes are not
 * affected.
 */

const SECOND_FACTOR_REQUIRED = { message: apiMessages.secondFactorRequired, code: 'second_factor_required' };

let testApp: TestApp;
/** The samples' helper accounts: customerA sends the transfers, an enrolled operator prepares what admin routes act on. */
const accounts: Partial<Record<Actor, Account>> = {};

beforeAll(async () => {
  // Sessions that outlive the 12 hours, so what refuses at 12 h is the second-factor rule, not the session's end.
  testApp = await startTestApp({ env: { SESSION_IDLE_MINUTES: String(24 * 60), SESSION_ABSOLUTE_MINUTES: String(48 * 60) } });
  for (const actor of ['customerA', 'admin'] as const) {
    const { email, password } = await signedUpClient(testApp);
    accounts[actor] = { email, password };
  }
  await enrolOperator(testApp, accounts.admin!);
});
afterAll(() => testApp.close());

const adminPolicies = () => testApp.app.routePolicies.filter((policy) => policy.access === 'admin');

/** A newly granted operator, signed in with the password alone (no second factor yet). */
async function newOperator() {
  const operator = await signedUpClient(testApp, { firstName: 'Olivia' });
  expect((await setAdminRole(testApp.database.db, operator.email, true)).status).toBe('changed');
  return operator;
}

async function sampleFor(client: ApiClient, method: string, url: string): Promise<Sample> {
  const makeSample = ROUTE_SAMPLES[`${method} ${url}`];
  if (!makeSample) throw new Error(`no sample for ${method} ${url}`);
  return makeSample({ client, actor: 'admin', accounts, testApp });
}

/** The same fields with the same values, in any order. */
function sameFields(body: Record<string, unknown>, expected: Record<string, unknown>): boolean {
  const keys = Object.keys(body ?? {}).sort();
  return JSON.stringify(keys) === JSON.stringify(Object.keys(expected).sort()) && keys.every((key) => body[key] === expected[key]);
}

async function call(client: ApiClient, method: string, sample: Sample) {
  return client.request(method, sample.path, sample.body === undefined ? {} : { json: sample.body });
}

/** Every admin route as `client`: the routes whose answer was not the one expected. */
async function everyAdminRoute(client: ApiClient, expectAllowed: boolean): Promise<string[]> {
  const failures: string[] = [];
  for (const policy of adminPolicies()) {
    const sample = await sampleFor(client, policy.method, policy.url);
    const before = expectAllowed ? undefined : await databaseFingerprint(testApp);
    const response = await call(client, policy.method, sample);
    if (expectAllowed) {
      const ok = sample.allowedStatus ? response.status === sample.allowedStatus : response.status >= 200 && response.status < 300;
      if (!ok) failures.push(`${policy.method} ${policy.url}: ${response.status} ${JSON.stringify(response.body)}`);
    } else {
      if (response.status !== 403) failures.push(`${policy.method} ${policy.url}: ${response.status}`);
      else if (!sameFields(response.body, SECOND_FACTOR_REQUIRED)) failures.push(`${policy.method} ${policy.url}: ${JSON.stringify(response.body)}`);
      if (JSON.stringify(await databaseFingerprint(testApp)) !== JSON.stringify(before)) failures.push(`${policy.method} ${policy.url}: wrote to the database`);
    }
  }
  return failures;
}

describe('an operator without a second factor', () => {
  it('gets 403 second_factor_required on every admin route of the route table, and nothing is written', { timeout: 180_000 }, async () => {
    expect(adminPolicies().length).toBeGreaterThanOrEqual(24);
    const operator = await newOperator();
    expect(await everyAdminRoute(operator.client, false)).toEqual([]);
  });

  it('is told what to offer: no second factor yet, none recent', async () => {
    const operator = await newOperator();
    const status = await operator.client.get('/api/auth/second-factor');
    expect(status.status).toBe(200);
    expect(status.body).toEqual({ enrolled: false, methods: [], recent: false, recentUntil: null });
  });

  it('still reaches the customer routes and their own account (login alone is a customer session)', async () => {
    const operator = await newOperator();
    expect((await operator.client.get('/api/auth/me')).status).toBe(200);
    expect((await operator.client.get('/api/recipients')).status).toBe(200);
    expect((await operator.client.get('/api/transfers/summary')).status).toBe(200);
  });

  it('enrols from the first sign-in: the confirming code steps the session up, and every admin route answers', { timeout: 180_000 }, async () => {
    const operator = await newOperator();
    expect((await operator.client.get('/api/admin/stats')).status).toBe(403);
    await enrolTotp(testApp, operator.client);
    const status = await operator.client.get('/api/auth/second-factor');
    expect(status.body).toMatchObject({ enrolled: true, methods: ['totp'], recent: true });
    expect(Date.parse(status.body.recentUntil) - testApp.clock.now().getTime()).toBeGreaterThan(SECOND_FACTOR_MAX_AGE_MS - MINUTE_MS);
    expect(await everyAdminRoute(operator.client, true)).toEqual([]);
  });
});

describe('twelve hours', () => {
  it('a stepped-up session answers until 12 h after its second factor, then 403 on every admin route; a code steps it up again', { timeout: 240_000 }, async () => {
    const operator = await newOperator();
    const { secret } = await enrolTotp(testApp, operator.client);
    const nextCode = totpCodes(testApp, secret);
    const steppedUpAt = testApp.clock.now().getTime();

    testApp.clock.advance(SECOND_FACTOR_MAX_AGE_MS - MINUTE_MS);
    expect((await operator.client.get('/api/admin/stats')).status).toBe(200);
    testApp.clock.advance(MINUTE_MS);
    expect(testApp.clock.now().getTime() - steppedUpAt).toBeGreaterThanOrEqual(SECOND_FACTOR_MAX_AGE_MS);
    // Still signed in (a customer's routes answer), but not for the desk.
    expect((await operator.client.get('/api/auth/me')).status).toBe(200);
    expect(await everyAdminRoute(operator.client, false)).toEqual([]);
    expect((await operator.client.get('/api/auth/second-factor')).body).toEqual({ enrolled: true, methods: ['totp'], recent: false, recentUntil: null });

    // POST /api/auth/second-factor steps the signed-in session up in place (same cookie).
    const cookie = operator.client.cookieHeader;
    const stepUp = await operator.client.post('/api/auth/second-factor', { code: nextCode() });
    expect(stepUp.status).toBe(200);
    expect(stepUp.body.email).toBe(operator.email);
    expect(operator.client.cookieHeader).toBe(cookie);
    expect((await operator.client.get('/api/admin/stats')).status).toBe(200);
  });

  it('a sign-in with password and code reaches the desk; the password alone of the same operator never does', async () => {
    const operator = await newOperator();
    const { secret } = await enrolTotp(testApp, operator.client);
    const account: Account = { email: operator.email, password: operator.password, totpCode: totpCodes(testApp, secret) };

    const passwordOnly = testApp.client();
    const login = await passwordOnly.post('/api/auth/login', { email: account.email, password: account.password });
    expect(login.body).toEqual({ secondFactorRequired: true, methods: ['totp'] });
    // The waiting session is refused before the role is even looked at.
    const waiting = await passwordOnly.get('/api/admin/stats');
    expect(waiting.status).toBe(401);
    expect(waiting.body.code).toBe('second_factor_pending');

    const full = testApp.client();
    expect((await logIn(full, account)).status).toBe(200);
    expect((await full.get('/api/admin/stats')).status).toBe(200);
  });
});

describe('the role comes first', () => {
  it('a customer gets the plain 403 on every admin route, with or without a recent second factor', { timeout: 180_000 }, async () => {
    const customer = await signedUpClient(testApp);
    const plain = await customer.client.get('/api/admin/stats');
    expect(plain.status).toBe(403);
    expect(plain.body).toEqual({ message: apiMessages.notAdmin });

    await enrolTotp(testApp, customer.client);
    expect((await customer.client.get('/api/auth/second-factor')).body.recent).toBe(true);
    const failures: string[] = [];
    for (const policy of adminPolicies()) {
      const response = await call(customer.client, policy.method, await sampleFor(customer.client, policy.method, policy.url));
      if (response.status !== 403 || !sameFields(response.body, { message: apiMessages.notAdmin })) {
        failures.push(`${policy.method} ${policy.url}: ${response.status} ${JSON.stringify(response.body)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('a revoked operator with a recent second factor gets the plain 403 on the next request', async () => {
    const operator = await newOperator();
    await enrolTotp(testApp, operator.client);
    expect((await operator.client.get('/api/admin/stats')).status).toBe(200);
    await setAdminRole(testApp.database.db, operator.email, false);
    const response = await operator.client.get('/api/admin/stats');
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: apiMessages.notAdmin });
  });
});

describe('customers are not affected', () => {
  it('a customer without a second factor uses the customer routes as before, and is told there is none', async () => {
    const client = testApp.client();
    const signup = newSignup();
    expect((await client.post('/api/auth/signup', signup)).status).toBe(201);
    expect((await client.get('/api/recipients')).status).toBe(200);
    expect((await client.get('/api/transfers')).status).toBe(200);
    expect((await client.get('/api/exchange-rates')).status).toBe(200);
    expect((await client.get('/api/auth/second-factor')).body).toEqual({ enrolled: false, methods: [], recent: false, recentUntil: null });
  });

  it('GET /api/auth/second-factor needs a session', async () => {
    const response = await testApp.client().get('/api/auth/second-factor');
    expect(response.status).toBe(401);
  });
});
