import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '../../domain/messages';
import { setAdminRole } from '../src/admin/admin-role';
import { markEmailVerified, newSignup, startTestApp, type TestApp } from './harness';
import { enrolOperator, logIn, ROUTE_SAMPLES, type Account, type Actor } from './route-samples';

/**
 * Every /api/admin route — read from the server's own route table, as the access policy's onRoute
 * hook records it — is declared admin-only, and answers 401 without a session, 403 (with the
 * notAdmin message) to a customer and 2xx to an admin.
 */

const ADMIN_ROUTES = [
  'GET /api/admin/transfers',
  'GET /api/admin/stats',
  'GET /api/admin/transfers/export',
  'GET /api/admin/transfers/queues',
  'PATCH /api/admin/transfers/:id',
  'POST /api/admin/complete-transfer/:id',
  'GET /api/admin/users',
  // The customer drawer (issue 34).
  'GET /api/admin/users/:id',
  'GET /api/admin/recipients',
  'POST /api/admin/exchange-rates',
  'GET /api/admin/exchange-rates/history',
  // The market rate, the margin and second approvals (issue 33).
  'GET /api/admin/rate-settings',
  'PUT /api/admin/rate-settings',
  'GET /api/admin/exchange-rates/changes',
  'POST /api/admin/exchange-rates/changes/:id/approve',
  'POST /api/admin/exchange-rates/changes/:id/reject',
  'GET /api/admin/monitoring-status',
  'GET /api/admin/apaylo-balance',
  'POST /api/admin/check-payment/:id',
  'GET /api/admin/payment-reviews',
  'POST /api/admin/payment-reviews/:id/accept',
  'POST /api/admin/payment-reviews/:id/dismiss',
  'GET /api/admin/verifications',
  'GET /api/admin/verifications/:id/document',
  'POST /api/admin/verifications/:id/decision',
  'GET /api/admin/limits',
  'PUT /api/admin/limits',
  'GET /api/admin/compliance/cases',
  'POST /api/admin/compliance/cases',
  'POST /api/admin/compliance/cases/:id/close',
  'GET /api/admin/compliance/export',
  // Case work and refused attempts (issue 31).
  'GET /api/admin/compliance/cases/:id',
  'POST /api/admin/compliance/cases/:id/notes',
  'POST /api/admin/compliance/cases/:id/assign',
  'POST /api/admin/compliance/cases/:id/authority-decision',
  'GET /api/admin/compliance/operators',
  'GET /api/admin/compliance/attempts',
  'GET /api/admin/compliance/settings',
  'PUT /api/admin/compliance/settings',
  // Sanctions screening (issue 31).
  'POST /api/admin/screening/test',
  'GET /api/admin/screening/status',
  // Payouts and reconciliation (issue 33).
  'GET /api/admin/transfers/:id/payouts',
  'POST /api/admin/transfers/:id/payout-retry',
  'POST /api/admin/transfers/:id/payout-clear',
  'POST /api/admin/transfers/:id/payout-refund',
  'GET /api/admin/reconciliation-runs',
  'GET /api/admin/reconciliation-runs/:id',
];

let testApp: TestApp;
const accounts: Partial<Record<Actor, Account>> = {};

beforeAll(async () => {
  testApp = await startTestApp();
  for (const actor of ['customerA', 'admin'] as const) {
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

async function session(actor: Actor) {
  const client = testApp.client();
  if (accounts[actor]) expect((await logIn(client, accounts[actor])).status).toBe(200);
  return client;
}

const adminPolicies = () => testApp.app.routePolicies.filter((route) => route.url.startsWith('/api/admin'));

describe('the admin route table', () => {
  it('declares every /api/admin route admin-only', () => {
    const notAdmin = adminPolicies().filter((route) => route.access !== 'admin');
    expect(notAdmin).toEqual([]);
  });

  it('holds exactly the admin API (a new admin route must be added here and to route-samples.ts)', () => {
    expect(adminPolicies().map((route) => `${route.method} ${route.url}`).sort()).toEqual([...ADMIN_ROUTES].sort());
  });

  it('has no admin-looking route outside /api/admin', () => {
    const stray = testApp.app.routePolicies.filter((route) => route.access === 'admin' && !route.url.startsWith('/api/admin/'));
    expect(stray).toEqual([]);
  });
});

describe.each(ADMIN_ROUTES)('%s', (route) => {
  const [method, url] = route.split(' ') as [string, string];

  it('401 without a session, 403 for a customer, 2xx for an admin', async () => {
    const sample = ROUTE_SAMPLES[route];
    expect(sample, 'a sample request in route-samples.ts').toBeDefined();
    const results: Record<string, number> = {};
    const bodies: Record<string, unknown> = {};
    let request: Awaited<ReturnType<NonNullable<typeof sample>>> = { path: url };
    for (const actor of ['anonymous', 'customerA', 'admin'] as const) {
      const client = await session(actor);
      request = await sample!({ client, actor, accounts, testApp });
      const response = await client.request(method, request.path, request.body === undefined ? {} : { json: request.body });
      results[actor] = response.status;
      bodies[actor] = response.body;
    }
    expect(results.anonymous, url).toBe(401);
    expect(bodies.anonymous).toEqual({ message: apiMessages.notSignedIn });
    expect(results.customerA).toBe(403);
    expect(bodies.customerA).toEqual({ message: apiMessages.notAdmin });
    // A sample may say which refusal an admin gets after the access check (route-samples.ts: allowedStatus).
    if (request.allowedStatus !== undefined && results.admin === request.allowedStatus) return;
    expect(results.admin).toBeGreaterThanOrEqual(200);
    expect(results.admin).toBeLessThan(300);
  });
});

describe('losing the role', () => {
  it('an admin whose role is revoked gets 403 on the next request', async () => {
    const client = await session('admin');
    expect((await client.get('/api/admin/stats')).status).toBe(200);
    await setAdminRole(testApp.database.db, accounts.admin!.email, false);
    try {
      const response = await client.get('/api/admin/stats');
      expect(response.status).toBe(403);
      expect(response.body.message).toBe("You don't have admin privileges to access this page.");
    } finally {
      await setAdminRole(testApp.database.db, accounts.admin!.email, true);
    }
  });
});
