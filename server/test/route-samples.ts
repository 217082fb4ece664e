import { randomUUID } from 'node:crypto';
import { numberToDecimal } from '../../domain/money';
import { quoteTransfer } from '../../domain/quote';
import { and, eq, sql } from 'drizzle-orm';
import { identityVerifications, rateChangeRequests, users } from '../src/db/schema';
import { recordSandboxETransfer } from '../src/payments/sandbox';
import { ApiClient } from './api-client';
import { setAdminRole } from '../src/admin/admin-role';
import {
  enrolTotp,
  markEmailVerified,
  newRecipient,
  newSignup,
  setUnreachableLimits,
  totpCodes,
  UNREACHABLE_LIMIT,
  verifyCustomer,
  type TestApp,
} from './harness';
import { SAMPLE_PNG, verificationBody } from './verification-samples';
import { signWiseWebhook, transferStateChange } from './wise-webhook-key';

/**
 * One valid, representative request for every route of the route table (the API and the health
 * probes), keyed "METHOD /url". The security tests
 * walk the server's route table and fail for a route missing here, so a new route cannot escape
 * the authorization matrix, the CSRF matrix or the fuzzer.
 */

export type Actor = 'anonymous' | 'customerA' | 'customerB' | 'admin';

export interface Account {
  email: string;
  password: string;
  /** An operator's authenticator app (enrolOperator): each call a code of a fresh step. */
  totpCode?: () => string;
}

/**
 * Signs `client` in as `account` like a browser: the password, then (an account with an
 * authenticator app, every operator since issue 18) a code. Answers the final response.
 */
export async function logIn(client: ApiClient, account: Account) {
  const response = await client.post('/api/auth/login', { email: account.email, password: account.password });
  if (response.status !== 200 || !response.body.secondFactorRequired || !account.totpCode) return response;
  return client.post('/api/auth/second-factor', { code: account.totpCode() });
}

/**
 * Makes a signed-up account an operator the way a new one starts: the admin role (grant-admin),
 * then an authenticator app enrolled through the API, as the admin desk asks at the first sign-in.
 */
export async function enrolOperator(testApp: TestApp, account: Account): Promise<void> {
  const result = await setAdminRole(testApp.database.db, account.email, true);
  if (result.status === 'no-such-user') throw new Error('enrolOperator: no such user');
  const client = testApp.client();
  const login = await client.post('/api/auth/login', { email: account.email, password: account.password });
  if (login.status !== 200 || login.body.secondFactorRequired) throw new Error(`enrolOperator: login ${login.status}`);
  const { secret } = await enrolTotp(testApp, client);
  account.totpCode = totpCodes(testApp, secret);
  // The enrolment used this step's code: the next sign-in takes a later one.
  await client.post('/api/auth/logout');
}

export interface SampleContext {
  client: ApiClient;
  actor: Actor;
  accounts: Partial<Record<Actor, Account>>;
  /** For what only the payment provider can do: an e-Transfer arriving. */
  testApp: TestApp;
}

export interface Sample {
  path: string;
  body?: Record<string, unknown>;
  /** Headers the request needs besides a browser's (a webhook's signature). */
  headers?: Record<string, string>;
  /** Status an allowed caller gets with this sample (default: any 2xx). */
  allowedStatus?: number;
  /** Puts back what the sample's request took from the shared accounts (the matrix runs it after the request). */
  restore?: () => Promise<void>;
}

/** A rate change another operator asked for (at the seeded rate, so approving it keeps other samples' quotes valid). */
async function pendingRateChange({ testApp }: SampleContext): Promise<number> {
  const db = testApp.database.db;
  const tag = `rate${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const requester = await db
    .insert(users)
    .values({ email: `${tag}@example.com`, username: tag, firstName: 'Rate', lastName: 'Operator', passwordHash: 'not-a-hash', country: 'Canada', isAdmin: true })
    .returning({ id: users.id });
  const [row] = await db
    .insert(rateChangeRequests)
    .values({ rate: '63', referenceRate: '63', referenceKind: 'current', changePercent: '11.00', requestedBy: requester[0]!.id, requestedAt: testApp.clock.now() })
    .returning({ id: rateChangeRequests.id });
  return row!.id;
}

async function ownRecipient({ client, actor }: SampleContext): Promise<number> {
  if (actor === 'anonymous') return 1;
  const response = await client.post('/api/recipients', newRecipient());
  return response.body.id;
}

/**
 * A new active rate alert of the caller's, for the id in DELETE /api/rate-alerts/:id (an anonymous
 * caller gets a made-up id). The caller's alerts are cleared first, so repeated samples never meet
 * the limit of active alerts.
 */
async function ownRateAlert(context: SampleContext): Promise<number> {
  if (context.actor === 'anonymous') return 1;
  return (await context.client.post('/api/rate-alerts', await rateAlertBody(context))).body.id;
}

let rateAlertTarget = 0;
/** A target above any rate the samples set, new each time (one active alert per target). */
async function rateAlertBody({ client, actor }: SampleContext): Promise<{ targetRate: string }> {
  if (actor !== 'anonymous') {
    const alerts: { id: number }[] = (await client.get('/api/rate-alerts')).body;
    for (const alert of alerts) await client.delete(`/api/rate-alerts/${alert.id}`);
  }
  rateAlertTarget += 1;
  return { targetRate: `${100 + rateAlertTarget}.25` };
}

/** A fresh client signed in as one of the test accounts (whoever the sample's own caller is). */
async function signedIn({ client, accounts }: SampleContext, actor: 'customerA' | 'admin'): Promise<ApiClient> {
  const other = new ApiClient(client.baseUrl, client.origin);
  const response = await logIn(other, accounts[actor]!);
  if (response.status !== 200) throw new Error(`sample login as ${actor}: ${response.status}`);
  return other;
}

/** The id of a new session of the caller's own account (a second sign-in); a made-up id for an anonymous caller. */
async function ownOtherSession({ client, actor, accounts }: SampleContext): Promise<string> {
  const account = accounts[actor];
  if (actor === 'anonymous' || !account) return '00000000-0000-4000-8000-000000000000';
  const other = new ApiClient(client.baseUrl, client.origin);
  if ((await logIn(other, account)).status !== 200) throw new Error(`sample session: login as ${actor}`);
  const sessions: { id: string; current: boolean }[] = (await other.get('/api/auth/sessions')).body;
  return sessions.find((session) => session.current)!.id;
}

/**
 * The account may send the samples' transfers whatever the tests did before (issue 17's limits):
 * verified, and limits no sample reaches (a fuzzed PUT /api/admin/limits may have set any).
 */
async function readyToSend({ testApp, accounts }: SampleContext, actor: Actor): Promise<void> {
  const account = accounts[actor];
  if (!account) return;
  const db = testApp.database.db;
  const [user] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${account.email})`);
  if (!user) return;
  const [approved] = await db
    .select({ id: identityVerifications.id })
    .from(identityVerifications)
    .where(and(eq(identityVerifications.userId, user.id), eq(identityVerifications.status, 'approved')));
  if (!approved) await verifyCustomer(testApp, user.id);
  await setUnreachableLimits(testApp);
}

/** The user id of a shared account (1, which names nobody's page here, when it has none). */
async function accountId({ testApp, accounts }: SampleContext, actor: 'customerA' | 'admin'): Promise<number> {
  const account = accounts[actor];
  if (!account) return 1;
  const [user] = await testApp.database.db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${account.email})`);
  return user?.id ?? 1;
}

/** A new pending transfer of customerA's, quoted at the current rate. */
async function pendingTransferOf(context: SampleContext): Promise<{ id: number; referenceCode: string }> {
  await readyToSend(context, 'customerA');
  const customer = await signedIn(context, 'customerA');
  const recipientId = (await customer.post('/api/recipients', newRecipient())).body.id;
  const rate = numberToDecimal((await customer.get('/api/exchange-rates')).body.rate);
  const response = await customer.post('/api/transfers', { ...quoteTransfer({ cadAmount: '100', currentRate: rate }), recipientId });
  if (response.status !== 201) throw new Error(`sample transfer: ${response.status}`);
  return response.body;
}

/** A new transfer of the caller's own (its reference); a made-up reference for an anonymous caller. */
async function ownTransferReference(context: SampleContext): Promise<string> {
  if (context.actor === 'anonymous') return 'MR7K2P9QX4';
  await readyToSend(context, context.actor);
  const quote = quoteTransfer({ cadAmount: '100', currentRate: numberToDecimal((await context.client.get('/api/exchange-rates')).body.rate) });
  const response = await context.client.post('/api/transfers', { ...quote, recipientId: await ownRecipient(context) });
  if (response.status !== 201) throw new Error(`sample own transfer: ${response.status}`);
  return response.body.referenceCode;
}

async function pendingTransfer(context: SampleContext): Promise<number> {
  return (await pendingTransferOf(context)).id;
}

/** An e-Transfer for a new transfer of customerA's, sent by someone else: it waits for an operator. */
async function paymentReview(context: SampleContext): Promise<{ reviewId: number; transferId: number }> {
  const transfer = await pendingTransferOf(context);
  const { database, clock } = context.testApp;
  await recordSandboxETransfer(database.db, clock, { reference: transfer.referenceCode, amount: '100', sender: 'Not The Customer', email: 'someone@bank.example' });
  const admin = await signedIn(context, 'admin');
  await admin.post(`/api/admin/check-payment/${transfer.id}`);
  const reviews: { id: number; candidates: { transferId: number }[] }[] = (await admin.get('/api/admin/payment-reviews?limit=500')).body;
  const review = reviews.find((candidate) => candidate.candidates.some((named) => named.transferId === transfer.id));
  if (!review) throw new Error('sample review: not opened');
  return { reviewId: review.id, transferId: transfer.id };
}

/** A new transfer an admin has approved: only completion can move it now. */
async function approvedTransfer(context: SampleContext): Promise<number> {
  const id = await pendingTransfer(context);
  const admin = await signedIn(context, 'admin');
  const response = await admin.patch(`/api/admin/transfers/${id}`, { status: 'approved' });
  if (response.status !== 200) throw new Error(`sample approval: ${response.status}`);
  return id;
}

/** A new customer's pending identity verification (with its photo), for the operators' routes. */
async function pendingVerification(context: SampleContext): Promise<number> {
  const customer = new ApiClient(context.client.baseUrl, context.client.origin);
  const signup = newSignup();
  const signedUp = await customer.post('/api/auth/signup', signup);
  if (signedUp.status !== 201) throw new Error('sample verification: sign-up');
  // Identity verification needs a verified email (issue 18).
  await markEmailVerified(context.testApp, signedUp.body.id);
  const upload = await customer.request('POST', '/api/verification/document', { body: SAMPLE_PNG, headers: { 'content-type': 'image/png' } });
  if (upload.status !== 201) throw new Error(`sample verification upload: ${upload.status}`);
  const submitted = await customer.post('/api/verification', verificationBody(upload.body.documentId));
  if (submitted.status !== 201) throw new Error(`sample verification: ${submitted.status} ${JSON.stringify(submitted.body)}`);
  const admin = await signedIn(context, 'admin');
  const queue: { id: number; customerEmail: string }[] = (await admin.get('/api/admin/verifications?limit=500')).body;
  const found = queue.find((row) => row.customerEmail === signup.email);
  if (!found) throw new Error('sample verification: not in the queue');
  return found.id;
}

/** An open suspicious-transaction case on a new transfer of customerA's. */
async function openCase(context: SampleContext): Promise<number> {
  const transferId = await pendingTransfer(context);
  const admin = await signedIn(context, 'admin');
  const response = await admin.post('/api/admin/compliance/cases', { transferId, narrative: 'Sample flag' });
  if (response.status !== 201) throw new Error(`sample case: ${response.status}`);
  return response.body.id;
}

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

/** A browser's passkey answer in shape, to a challenge never issued: refused (400) after the access check. */
function samplePasskeyAnswer(kind: 'attestationObject' | 'authenticatorData') {
  const b64 = (text: string) => Buffer.from(text).toString('base64url');
  const clientDataJSON = b64(JSON.stringify({ type: kind === 'attestationObject' ? 'webauthn.create' : 'webauthn.get', challenge: b64('never issued'), origin: 'http://localhost:3000' }));
  const response = kind === 'attestationObject' ? { clientDataJSON, attestationObject: b64('none') } : { clientDataJSON, authenticatorData: b64('data'), signature: b64('sig') };
  return { id: b64('credential'), rawId: b64('credential'), type: 'public-key', response, clientExtensionResults: {} };
}

export const ROUTE_SAMPLES: Record<string, (context: SampleContext) => Promise<Sample>> = {
  'GET /healthz': async () => ({ path: '/healthz' }),
  'GET /readyz': async () => ({ path: '/readyz' }),
  // Without METRICS_TOKEN (the tests' apps but metrics.test.ts): 404, the route exists all the same.
  'GET /metrics': async () => ({ path: '/metrics', allowedStatus: 404 }),
  'POST /api/auth/signup': async () => ({ path: '/api/auth/signup', body: newSignup() }),
  'POST /api/auth/login': async ({ accounts }) => ({ path: '/api/auth/login', body: { ...accounts.customerA! } }),
  'POST /api/auth/logout': async () => ({ path: '/api/auth/logout' }),
  'GET /api/auth/me': async () => ({ path: '/api/auth/me' }),
  'POST /api/auth/forgot-password': async ({ accounts }) => ({
    path: '/api/auth/forgot-password',
    body: { email: accounts.customerA!.email },
  }),
  'POST /api/auth/reset-password': async () => ({
    path: '/api/auth/reset-password',
    body: { token: 'x'.repeat(43), password: 'new-password-1' },
    allowedStatus: 400,
  }),
  'POST /api/auth/reset-password/factors': async () => ({ path: '/api/auth/reset-password/factors', body: { token: 'x'.repeat(43) }, allowedStatus: 400 }),
  'GET /api/auth/totp': async () => ({ path: '/api/auth/totp' }),
  // The operator's app is on already (every operator has one): starting another is refused.
  'POST /api/auth/totp': async ({ actor }) => ({ path: '/api/auth/totp', ...(actor === 'admin' ? { allowedStatus: 409 } : {}) }),
  // Never a right code: it would turn on a second factor for the matrix's shared accounts, whose
  // next sign-in would then wait for a code. A 5-digit code is refused after the access check.
  'POST /api/auth/totp/confirm': async () => ({ path: '/api/auth/totp/confirm', body: { code: '12345' }, allowedStatus: 400 }),
  // The customers have no app to turn off (409). The operator's is turned off, then set up again
  // (as the desk would ask), so the next sign-in still asks for a code.
  'DELETE /api/auth/totp': async ({ actor, accounts, testApp }) =>
    actor === 'admin' ? { path: '/api/auth/totp', restore: () => enrolOperator(testApp, accounts.admin!) } : { path: '/api/auth/totp', allowedStatus: 409 },
  'POST /api/auth/totp/recovery-codes': async ({ actor }) => ({ path: '/api/auth/totp/recovery-codes', ...(actor === 'admin' ? {} : { allowedStatus: 409 }) }),
  // The caller's own password (a sign-in just now would do as well); none of the accounts has a passkey.
  'POST /api/auth/reauthenticate': async ({ actor, accounts }) => ({ path: '/api/auth/reauthenticate', body: { password: accounts[actor]?.password ?? 'not-signed-in-1' } }),
  'POST /api/auth/reauthenticate/options': async () => ({ path: '/api/auth/reauthenticate/options', allowedStatus: 409 }),
  // The customers have no second factor: they are told so (409), nothing is counted. The operator
  // has one: a recovery code that is none of theirs is refused (400), never by chance a right one.
  'GET /api/auth/second-factor': async () => ({ path: '/api/auth/second-factor' }),
  'POST /api/auth/second-factor': async ({ actor }) =>
    actor === 'admin'
      ? { path: '/api/auth/second-factor', body: { code: 'aaaa-aaaa-aaaa-aaaa' }, allowedStatus: 400 }
      : { path: '/api/auth/second-factor', body: { code: '123456' }, allowedStatus: 409 },
  'GET /api/auth/sessions': async () => ({ path: '/api/auth/sessions' }),
  // Passkeys: never a real one, or the matrix's accounts would wait for a second factor at sign-in.
  'POST /api/auth/passkeys/register/options': async () => ({ path: '/api/auth/passkeys/register/options' }),
  'POST /api/auth/passkeys/register': async () => ({ path: '/api/auth/passkeys/register', body: { name: 'Sample', response: samplePasskeyAnswer('attestationObject') }, allowedStatus: 400 }),
  'GET /api/auth/passkeys': async () => ({ path: '/api/auth/passkeys' }),
  'PATCH /api/auth/passkeys/:id': async () => ({ path: `/api/auth/passkeys/${NO_SUCH_ID}`, body: { name: 'Renamed' }, allowedStatus: 404 }),
  'DELETE /api/auth/passkeys/:id': async () => ({ path: `/api/auth/passkeys/${NO_SUCH_ID}`, allowedStatus: 404 }),
  'POST /api/auth/passkeys/authenticate/options': async () => ({ path: '/api/auth/passkeys/authenticate/options' }),
  'POST /api/auth/passkeys/authenticate': async () => ({ path: '/api/auth/passkeys/authenticate', body: { response: samplePasskeyAnswer('authenticatorData') }, allowedStatus: 400 }),
  // Another session of the caller's own account (a second sign-in), which the caller ends.
  'DELETE /api/auth/sessions/:id': async (context) => ({ path: `/api/auth/sessions/${await ownOtherSession(context)}` }),
  'DELETE /api/auth/sessions': async () => ({ path: '/api/auth/sessions?others=true' }),
  // A wrong current password: the sample must not change the test accounts' passwords.
  'POST /api/auth/password': async () => ({
    path: '/api/auth/password',
    body: { currentPassword: 'not-the-password-1', newPassword: 'new-password-1' },
    allowedStatus: 400,
  }),
  'POST /api/auth/verify-email': async () => ({ path: '/api/auth/verify-email', body: { token: 'x'.repeat(43) }, allowedStatus: 400 }),
  'POST /api/auth/verify-email/resend': async () => ({ path: '/api/auth/verify-email/resend' }),
  'GET /api/exchange-rates': async () => ({ path: '/api/exchange-rates' }),
  'GET /api/exchange-rates/history': async () => ({ path: '/api/exchange-rates/history?days=30' }),
  'GET /api/ifsc/:code': async () => ({ path: '/api/ifsc/SBIN0001234' }),
  'GET /api/rate-alerts': async () => ({ path: '/api/rate-alerts' }),
  'POST /api/rate-alerts': async (context) => ({ path: '/api/rate-alerts', body: await rateAlertBody(context) }),
  'DELETE /api/rate-alerts/:id': async (context) => ({ path: `/api/rate-alerts/${await ownRateAlert(context)}` }),
  'GET /api/recipients': async () => ({ path: '/api/recipients' }),
  'POST /api/recipients': async () => ({ path: '/api/recipients', body: newRecipient() }),
  'PATCH /api/recipients/:id': async (context) => ({
    path: `/api/recipients/${await ownRecipient(context)}`,
    body: { address: '12 MG Road', city: 'Pune', state: 'Maharashtra' },
  }),
  'DELETE /api/recipients/:id': async (context) => ({ path: `/api/recipients/${await ownRecipient(context)}` }),
  'POST /api/transfers': async (context) => {
    await readyToSend(context, context.actor);
    const quote = quoteTransfer({ cadAmount: '100', currentRate: '63' });
    return { path: '/api/transfers', body: { ...quote, recipientId: await ownRecipient(context) } };
  },
  'POST /api/quotes': async () => ({ path: '/api/quotes', body: { cadAmount: '100', paymentMethod: 'economy' } }),
  'GET /api/transfers': async () => ({ path: '/api/transfers?status=pending&search=priya&limit=10' }),
  'GET /api/transfers/summary': async () => ({ path: '/api/transfers/summary' }),
  // The caller's own new transfer, by its reference code; any id for an anonymous caller.
  'POST /api/transfers/:id/cancel': async (context) => {
    if (context.actor === 'anonymous') return { path: '/api/transfers/1/cancel' };
    await readyToSend(context, context.actor);
    const recipientId = await ownRecipient(context);
    const made = await context.client.post('/api/transfers', { ...quoteTransfer({ cadAmount: '100', currentRate: '63' }), recipientId });
    if (made.status !== 201) throw new Error(`sample cancel: ${made.status}`);
    return { path: `/api/transfers/${made.body.referenceCode}/cancel` };
  },
  'GET /api/transfers/:id': async (context) => ({ path: `/api/transfers/${await ownTransferReference(context)}` }),
  'GET /api/transfers/:id/receipt': async (context) => ({ path: `/api/transfers/${await ownTransferReference(context)}/receipt` }),
  'GET /api/payment-instructions': async () => ({ path: '/api/payment-instructions' }),
  'GET /api/limits': async () => ({ path: '/api/limits' }),
  'GET /api/admin/limits': async () => ({ path: '/api/admin/limits' }),
  // Limits no other sample reaches, so the samples' transfers stay allowed.
  'PUT /api/admin/limits': async () => ({
    path: '/api/admin/limits',
    body: {
      basic: { perTransfer: '999.99', daily: '999.99', monthly: UNREACHABLE_LIMIT },
      verified: { perTransfer: '5000.00', daily: UNREACHABLE_LIMIT, monthly: UNREACHABLE_LIMIT },
    },
  }),
  'PATCH /api/profile': async () => ({ path: '/api/profile', body: { address: '10 King St W, Toronto' } }),
  // A wrong password: the sample must not close the test accounts the other samples sign in with.
  'POST /api/profile/close': async () => ({ path: '/api/profile/close', body: { password: 'not-the-password-1' }, allowedStatus: 400 }),
  'GET /api/admin/transfers': async () => ({ path: '/api/admin/transfers?status=pending&limit=10' }),
  'GET /api/admin/stats': async () => ({ path: '/api/admin/stats?fromDate=2020-01-01' }),
  'GET /api/admin/transfers/queues': async () => ({ path: '/api/admin/transfers/queues' }),
  'GET /api/admin/transfers/export': async (context) => {
    await pendingTransfer(context);
    return { path: '/api/admin/transfers/export?status=pending' };
  },
  // Approved first, so a fuzzed path id that happens to name another (pending) transfer is refused.
  'PATCH /api/admin/transfers/:id': async (context) => ({
    path: `/api/admin/transfers/${await approvedTransfer(context)}`,
    body: { status: 'completed', reason: 'Paid out by bank transfer' },
  }),
  'POST /api/admin/complete-transfer/:id': async (context) => ({ path: `/api/admin/complete-transfer/${await approvedTransfer(context)}` }),
  // The payout desk (issue 33): an approved transfer's payout is pending, so neither retry nor pay anyway applies (409).
  // A GET sample makes nothing (the CSRF matrix checks GETs change no row): an unknown transfer.
  'GET /api/admin/transfers/:id/payouts': async () => ({ path: '/api/admin/transfers/987654321/payouts', allowedStatus: 404 }),
  'POST /api/admin/transfers/:id/payout-retry': async (context) => ({
    path: `/api/admin/transfers/${await approvedTransfer(context)}/payout-retry`,
    allowedStatus: 409,
  }),
  'POST /api/admin/transfers/:id/payout-clear': async (context) => ({
    path: `/api/admin/transfers/${await approvedTransfer(context)}/payout-clear`,
    allowedStatus: 409,
  }),
  // An approved transfer whose payout is not yet sent: refunded (rejected).
  'POST /api/admin/transfers/:id/payout-refund': async (context) => ({
    path: `/api/admin/transfers/${await approvedTransfer(context)}/payout-refund`,
    body: { reason: 'We could not pay the recipient' },
  }),
  'GET /api/admin/reconciliation-runs': async () => ({ path: '/api/admin/reconciliation-runs' }),
  'GET /api/admin/reconciliation-runs/:id': async () => ({ path: '/api/admin/reconciliation-runs/1', allowedStatus: 404 }),
  'GET /api/admin/users': async () => ({ path: '/api/admin/users?limit=5&q=example' }),
  // A GET sample makes nothing: the first customer's page (issue 34).
  'GET /api/admin/users/:id': async (context) => ({ path: `/api/admin/users/${await accountId(context, 'customerA')}` }),
  'GET /api/admin/recipients': async () => ({ path: '/api/admin/recipients?limit=5' }),
  // The seeded rate again, so other samples' quotes stay valid.
  'POST /api/admin/exchange-rates': async () => ({
    path: '/api/admin/exchange-rates',
    body: { fromCurrency: 'CAD', toCurrency: 'INR', rate: '63' },
  }),
  'GET /api/admin/exchange-rates/history': async () => ({ path: '/api/admin/exchange-rates/history' }),
  // Issue 33: the margin, and rate changes waiting for a second operator (asked for by another one, at the seeded rate).
  'GET /api/admin/rate-settings': async () => ({ path: '/api/admin/rate-settings' }),
  'PUT /api/admin/rate-settings': async () => ({ path: '/api/admin/rate-settings', body: { marginPercent: '1.50' } }),
  'GET /api/admin/exchange-rates/changes': async () => ({ path: '/api/admin/exchange-rates/changes' }),
  'POST /api/admin/exchange-rates/changes/:id/approve': async (context) => ({ path: `/api/admin/exchange-rates/changes/${await pendingRateChange(context)}/approve` }),
  'POST /api/admin/exchange-rates/changes/:id/reject': async (context) => ({ path: `/api/admin/exchange-rates/changes/${await pendingRateChange(context)}/reject` }),
  'GET /api/admin/monitoring-status': async () => ({ path: '/api/admin/monitoring-status' }),
  'GET /api/admin/apaylo-balance': async () => ({ path: '/api/admin/apaylo-balance' }),
  'POST /api/admin/check-payment/:id': async (context) => ({ path: `/api/admin/check-payment/${await pendingTransfer(context)}` }),
  'GET /api/admin/payment-reviews': async () => ({ path: '/api/admin/payment-reviews?limit=5' }),
  'POST /api/admin/payment-reviews/:id/accept': async (context) => {
    const { reviewId, transferId } = await paymentReview(context);
    return { path: `/api/admin/payment-reviews/${reviewId}/accept`, body: { transferId, note: 'Confirmed with the customer' } };
  },
  'GET /api/admin/compliance/cases': async () => ({ path: '/api/admin/compliance/cases?status=open&kind=str&limit=5' }),
  'POST /api/admin/compliance/cases': async (context) => ({
    path: '/api/admin/compliance/cases',
    body: { transferId: await pendingTransfer(context), narrative: 'Several transfers just under the threshold' },
  }),
  'POST /api/admin/compliance/cases/:id/close': async (context) => ({
    path: `/api/admin/compliance/cases/${await openCase(context)}/close`,
    body: { outcome: 'cleared', note: 'Explained by the customer' },
  }),
  'GET /api/admin/compliance/export': async () => ({ path: '/api/admin/compliance/export?fromDate=2020-01-01' }),
  'POST /api/admin/screening/test': async () => ({ path: '/api/admin/screening/test', body: { name: 'Borislav Kravetz', dateOfBirth: '1961-04-17' } }),
  'GET /api/admin/screening/status': async () => ({ path: '/api/admin/screening/status' }),
  // Case work (issue 31).
  'GET /api/admin/compliance/cases/:id': async (context) => ({ path: `/api/admin/compliance/cases/${await openCase(context)}` }),
  'POST /api/admin/compliance/cases/:id/notes': async (context) => ({
    path: `/api/admin/compliance/cases/${await openCase(context)}/notes`,
    body: { text: 'Called the customer' },
  }),
  'POST /api/admin/compliance/cases/:id/assign': async (context) => ({ path: `/api/admin/compliance/cases/${await openCase(context)}/assign`, body: { userId: null } }),
  // An str case froze nothing: refused (409) after the access check (compliance-freeze.test.ts records real decisions).
  'POST /api/admin/compliance/cases/:id/authority-decision': async (context) => ({
    path: `/api/admin/compliance/cases/${await openCase(context)}/authority-decision`,
    body: { decision: 'released', note: 'Not the listed person' },
    allowedStatus: 409,
  }),
  'GET /api/admin/compliance/operators': async () => ({ path: '/api/admin/compliance/operators' }),
  'GET /api/admin/compliance/attempts': async () => ({ path: '/api/admin/compliance/attempts?limit=5' }),
  'GET /api/admin/compliance/settings': async () => ({ path: '/api/admin/compliance/settings' }),
  // The default again, so the samples' refused transfers (fuzzed) open reviews as they would.
  'PUT /api/admin/compliance/settings': async () => ({ path: '/api/admin/compliance/settings', body: { refusedAttemptsThreshold: 3 } }),
  'POST /api/admin/payment-reviews/:id/dismiss': async (context) => ({
    path: `/api/admin/payment-reviews/${(await paymentReview(context)).reviewId}/dismiss`,
    body: { note: 'Refunded to the sender' },
  }),
  // The photo is a raw body, which these samples (JSON) do not send: a signed-in caller gets 415
  // (compliance-verification.test.ts uploads real files).
  'POST /api/verification/document': async () => ({ path: '/api/verification/document', body: {}, allowedStatus: 415 }),
  // Each caller's own upload. The sample accounts are verified (they send transfers of every size),
  // so the submission is refused as already verified: past the access check, which is what the
  // matrix checks (compliance-verification.test.ts submits for real).
  'POST /api/verification': async ({ client, actor }) => {
    if (actor === 'anonymous') return { path: '/api/verification', body: verificationBody(1) };
    const upload = await client.request('POST', '/api/verification/document', { body: SAMPLE_PNG, headers: { 'content-type': 'image/png' } });
    return { path: '/api/verification', body: verificationBody(upload.body.documentId), allowedStatus: 409 };
  },
  'GET /api/admin/verifications': async () => ({ path: '/api/admin/verifications?status=all&limit=5' }),
  'GET /api/admin/verifications/:id/document': async (context) => ({
    path: `/api/admin/verifications/${await pendingVerification(context)}/document`,
  }),
  'POST /api/admin/verifications/:id/decision': async (context) => ({
    path: `/api/admin/verifications/${await pendingVerification(context)}/decision`,
    body: { decision: 'approved' },
  }),
  // Wise's call, signed with the key the test apps trust (wise-webhook-key.ts), a fresh delivery each time.
  'POST /api/webhooks/wise': async () => {
    const body = transferStateChange(50_000_001, 'outgoing_payment_sent', 'funds_converted');
    return {
      path: '/api/webhooks/wise',
      body,
      headers: { 'x-signature-sha256': signWiseWebhook(JSON.stringify(body)), 'x-delivery-id': randomUUID() },
    };
  },
};
