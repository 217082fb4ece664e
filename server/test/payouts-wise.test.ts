import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { markPayoutRefreshed, pendingPayoutRefreshes, PAYOUT_REFRESH_CHANNEL } from '../src/payouts/payout-refresh';
import { AmbiguousPayoutError, type PayoutInstruction, type PayoutRecipient } from '../src/payouts/rail';
import { WiseApiError } from '../src/payouts/wise/wise-api';
import { WISE_PRODUCTION_WEBHOOK_KEY } from '../src/payouts/wise/wise-config';
import { createWiseRail, WiseRail } from '../src/payouts/wise/wise-rail';
import { databaseFingerprint } from './fingerprint';
import { startTestApp, type TestApp } from './harness';
import { WiseFake } from './wise-fake';
import { signWiseWebhook, transferStateChange } from './wise-webhook-key';

/**
 * The Wise rail (issue 33, items 5 and 6) against a local Wise that answers as Wise documents
 * (wise-fake.ts), over real HTTP; and its webhook, POST /api/webhooks/wise, on a real server and
 * database.
 */

let fake: WiseFake;
let rail: WiseRail;
let testApp: TestApp;

const recipient: PayoutRecipient = { name: 'Priya Sharma', accountNumber: '123456789012', ifscCode: 'HDFC0001234', bankName: 'HDFC Bank' };

function instruction(overrides: Partial<PayoutInstruction> = {}): PayoutInstruction {
  return {
    idempotencyKey: randomUUID(),
    transferId: 41,
    attempt: 1,
    referenceCode: 'MR-7K2Q9P',
    inrAmount: '60500.00',
    cadAmount: '1000.00',
    recipient,
    ...overrides,
  };
}

function railFor(target: WiseFake, options: { timeoutMs?: number; token?: string } = {}) {
  return new WiseRail({ apiUrl: target.url, apiToken: options.token ?? target.token, profileId: String(target.profileId) }, options);
}

beforeAll(async () => {
  fake = await new WiseFake().start();
  testApp = await startTestApp();
});
afterAll(async () => {
  await fake.close();
  await testApp.close();
});
beforeEach(() => {
  rail = railFor(fake, { timeoutMs: 1_000 });
});

describe('send: quote, recipient account, transfer, funding, as Wise documents them', () => {
  it('pays once with four calls of Wise’s shapes, each with the token', async () => {
    const before = fake.calls.length;
    const key = randomUUID();
    const payout = await rail.send(instruction({ idempotencyKey: key }));
    const calls = fake.calls.slice(before);
    expect(calls.map((call) => `${call.method} ${call.path.replace(/\d{6,}/g, ':id')}`)).toEqual([
      'POST /v1/accounts',
      'POST /v3/profiles/:id/quotes',
      'POST /v1/transfers',
      'POST /v3/profiles/:id/transfers/:id/payments',
      'GET /v1/transfers/:id',
    ]);
    for (const call of calls) expect(call.authorization).toBe(`Bearer ${fake.token}`);
    const [account, quote, transfer, funding] = calls;
    expect(account!.body).toEqual({
      currency: 'INR',
      type: 'indian',
      profile: fake.profileId,
      accountHolderName: 'Priya Sharma',
      ownedByCustomer: false,
      details: { legalType: 'PRIVATE', ifscCode: 'HDFC0001234', accountNumber: '123456789012' },
    });
    expect(quote!.body).toMatchObject({ sourceCurrency: 'CAD', targetCurrency: 'INR', targetAmount: 60500, payOut: 'BANK_TRANSFER' });
    expect(quote!.body).not.toHaveProperty('sourceAmount');
    expect(transfer!.body).toMatchObject({ customerTransactionId: key, details: { reference: 'MR-7K2Q9P' } });
    expect(funding!.body).toEqual({ type: 'BALANCE' });
    expect(payout).toEqual({ providerId: expect.stringMatching(/^\d+$/), state: 'in_flight', providerStatus: 'processing', reference: null, failureReason: null });
    expect(fake.transfers.get(Number(payout.providerId))!.customerTransactionId).toBe(key);
  });

  it('pays a UPI id to an indian_upi account', async () => {
    const before = fake.calls.length;
    await rail.send(instruction({ recipient: { ...recipient, upiId: 'priya.sharma@okhdfc' } }));
    const account = fake.calls.slice(before).find((call) => call.path === '/v1/accounts');
    expect(account!.body).toMatchObject({ type: 'indian_upi', details: { legalType: 'PRIVATE', vpa: 'priya.sharma@okhdfc' } });
  });

  it('reuses the recipient’s account for its next payout', async () => {
    const other = { ...recipient, accountNumber: '555566667777' };
    const before = fake.callsTo('POST', /^\/v1\/accounts$/).length;
    await rail.verifyRecipient(other);
    await rail.send(instruction({ recipient: other }));
    await rail.send(instruction({ recipient: other }));
    expect(fake.callsTo('POST', /^\/v1\/accounts$/).length).toBe(before + 1);
  });

  it('a 5xx after Wise created the transfer, then a retry with the same key: one Wise transfer, funded once', async () => {
    const key = randomUUID();
    const balance = fake.balanceCents;
    fake.fail('POST', /^\/v1\/transfers$/, 503, { afterActing: true });
    await expect(rail.send(instruction({ idempotencyKey: key }))).rejects.toBeInstanceOf(AmbiguousPayoutError);
    const retried = await rail.send(instruction({ idempotencyKey: key }));
    const made = [...fake.transfers.values()].filter((transfer) => transfer.customerTransactionId === key);
    expect(made).toHaveLength(1);
    expect(retried.providerId).toBe(String(made[0]!.id));
    expect(fake.callsTo('POST', new RegExp(`/transfers/${made[0]!.id}/payments$`))).toHaveLength(1);
    expect(fake.balanceCents).toBe(balance - Math.round(made[0]!.sourceValue * 100));
    // And again, once funded: the same transfer, no second funding.
    expect((await rail.send(instruction({ idempotencyKey: key }))).providerId).toBe(retried.providerId);
    expect(fake.callsTo('POST', new RegExp(`/transfers/${made[0]!.id}/payments$`))).toHaveLength(1);
  });

  it('a timeout is ambiguous; read finds the transfer by its customerTransactionId without Wise’s id', async () => {
    const key = randomUUID();
    fake.fail('POST', /^\/v1\/transfers$/, 'hang', { afterActing: true });
    await expect(rail.send(instruction({ idempotencyKey: key }))).rejects.toBeInstanceOf(AmbiguousPayoutError);
    const found = await rail.read({ idempotencyKey: key, providerId: null });
    const made = [...fake.transfers.values()].filter((transfer) => transfer.customerTransactionId === key);
    expect(made).toHaveLength(1);
    expect(found).toMatchObject({ providerId: String(made[0]!.id), state: 'in_flight', providerStatus: 'incoming_payment_waiting' });
    // Sending again with the key funds that transfer; it never makes a second one.
    expect((await rail.send(instruction({ idempotencyKey: key }))).providerId).toBe(String(made[0]!.id));
    expect([...fake.transfers.values()].filter((transfer) => transfer.customerTransactionId === key)).toHaveLength(1);
  });

  it('a 5xx before Wise acted: the retry with the key makes the transfer then', async () => {
    const key = randomUUID();
    fake.fail('POST', /^\/v1\/transfers$/, 500, { afterActing: false });
    await expect(rail.send(instruction({ idempotencyKey: key }))).rejects.toBeInstanceOf(AmbiguousPayoutError);
    expect(await rail.read({ idempotencyKey: key, providerId: null })).toBeNull();
    expect((await rail.send(instruction({ idempotencyKey: key }))).state).toBe('in_flight');
    expect([...fake.transfers.values()].filter((transfer) => transfer.customerTransactionId === key)).toHaveLength(1);
  });

  it('a 4xx is Wise’s refusal, not an ambiguity: a wrong token', async () => {
    const wrong = railFor(fake, { token: 'not-the-token' });
    const error = await wrong.send(instruction()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WiseApiError);
    expect(error).not.toBeInstanceOf(AmbiguousPayoutError);
    expect((error as WiseApiError).status).toBe(401);
  });

  it('a balance too small: the funding is rejected, the transfer cancelled at Wise, the payout failed with Wise’s code', async () => {
    const balance = fake.balanceCents;
    fake.balanceCents = 100;
    try {
      const payout = await rail.send(instruction());
      expect(payout).toMatchObject({ state: 'failed', providerStatus: 'cancelled', failureReason: 'transfer.insufficient_funds' });
      expect(fake.transfers.get(Number(payout.providerId))!.status).toBe('cancelled');
    } finally {
      fake.balanceCents = balance;
    }
  });
});

describe('read: Wise’s transfer statuses', () => {
  const cases: [string, string][] = [
    ['incoming_payment_waiting', 'in_flight'],
    ['processing', 'in_flight'],
    ['funds_converted', 'in_flight'],
    ['outgoing_payment_sent', 'paid'],
    ['cancelled', 'failed'],
    ['funds_refunded', 'failed'],
    ['bounced_back', 'returned'],
    ['charged_back', 'returned'],
    ['a_status_wise_adds_later', 'in_flight'],
  ];
  it.each(cases)('%s reads as %s', async (status, state) => {
    const key = randomUUID();
    const sent = await rail.send(instruction({ idempotencyKey: key }));
    fake.moveTo(Number(sent.providerId), status);
    const byId = await rail.read({ idempotencyKey: key, providerId: sent.providerId });
    expect(byId).toMatchObject({ providerId: sent.providerId, state, providerStatus: status });
    expect(byId!.failureReason).toBe(state === 'failed' || state === 'returned' ? status : null);
    expect(await rail.read({ idempotencyKey: key, providerId: null })).toEqual(byId);
  });

  it('a transfer Wise does not know reads as null', async () => {
    expect(await rail.read({ idempotencyKey: randomUUID(), providerId: '99999999' })).toBeNull();
    expect(await rail.read({ idempotencyKey: randomUUID(), providerId: null })).toBeNull();
  });
});

describe('the recipient’s name, checked with the bank before paying (item 6)', () => {
  const cases: [string, string, Parameters<WiseFake['bank']['set']>[1]][] = [
    ['matches', 'match', [{ type: 'ACCOUNT_EXISTENCE', outcome: 'SUCCESS' }, { type: 'NAME_MATCH', outcome: 'SUCCESS' }]],
    ['partly matches', 'partial_match', [{ type: 'ACCOUNT_EXISTENCE', outcome: 'SUCCESS' }, { type: 'NAME_MATCH', outcome: 'PARTIAL_FAILURE', accountHolderName: 'PRIYA S' }]],
    ['does not match', 'mismatch', [{ type: 'ACCOUNT_EXISTENCE', outcome: 'SUCCESS' }, { type: 'NAME_MATCH', outcome: 'FAILURE', accountHolderName: 'RAHUL VERMA' }]],
    ['has no such account', 'invalid_account', [{ type: 'ACCOUNT_EXISTENCE', outcome: 'FAILURE' }]],
    ['could not check', 'unavailable', [{ type: 'NAME_MATCH', outcome: 'COULD_NOT_CHECK' }]],
    ['said nothing', 'unavailable', []],
    ['blocks the account (Wise creates none)', 'invalid_account', 'block'],
  ];
  it.each(cases)('the bank %s → %s', async (_name, outcome, answer) => {
    const accountNumber = String(100_000_000_000 + Math.floor(Math.random() * 800_000_000_000));
    fake.bank.set(accountNumber, answer);
    const check = await rail.verifyRecipient({ ...recipient, accountNumber });
    expect(check.outcome).toBe(outcome);
    const named = Array.isArray(answer) ? answer.find((item) => item.accountHolderName)?.accountHolderName ?? null : null;
    expect(check.nameAtBank).toBe(named);
  });

  it('an account Wise refused cannot be paid: send throws Wise’s refusal, nothing is made', async () => {
    const accountNumber = '900000000001';
    fake.bank.set(accountNumber, 'block');
    const transfers = fake.transfers.size;
    await expect(rail.send(instruction({ recipient: { ...recipient, accountNumber } }))).rejects.toBeInstanceOf(WiseApiError);
    expect(fake.transfers.size).toBe(transfers);
  });
});

describe('balance and statement, for the daily reconciliation', () => {
  it('reads the CAD balance and the statement’s debits by transfer', async () => {
    const from = new Date(Date.now() - 60_000);
    const sent = await rail.send(instruction());
    expect(await rail.balance()).toEqual({ amount: (fake.balanceCents / 100).toFixed(2), currency: 'CAD' });
    const lines = await rail.statement(from, new Date(Date.now() + 60_000));
    const line = lines.find((entry) => entry.providerId === sent.providerId);
    const transfer = fake.transfers.get(Number(sent.providerId))!;
    expect(line).toMatchObject({ amount: (-transfer.sourceValue).toFixed(2), currency: 'CAD', idempotencyKey: null });
  });
});

describe('POST /api/webhooks/wise', () => {
  const deliveries = async () => Number((await testApp.database.db.execute<{ n: number }>(sql`select count(*)::int as n from payout_webhook_deliveries`)).rows[0]!.n);

  function post(body: string, headers: Record<string, string>) {
    // As Wise's servers call: no Origin, no cookie, no Sec-Fetch-Site.
    return fetch(`${testApp.url}/api/webhooks/wise`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  }

  it('a good signature: answered 200 at once, stored once per delivery id, and the payouts job woken to re-read', async () => {
    const listener = await testApp.database.pool.connect();
    const heard: string[] = [];
    listener.on('notification', (message) => heard.push(message.payload ?? ''));
    await listener.query(`listen ${PAYOUT_REFRESH_CHANNEL}`);
    try {
      const sent = await rail.send(instruction());
      const transfer = fake.moveTo(Number(sent.providerId), 'outgoing_payment_sent');
      const before = await deliveries();
      const first = await fake.deliverStateChange(`${testApp.url}/api/webhooks/wise`, transfer.id, { previous: 'processing' });
      expect(first.status).toBe(200);
      // Wise redelivers what it thinks was not received: the same delivery id is stored once.
      expect((await fake.deliverStateChange(`${testApp.url}/api/webhooks/wise`, transfer.id, { deliveryId: first.deliveryId })).status).toBe(200);
      expect(await deliveries()).toBe(before + 1);
      const pending = (await pendingPayoutRefreshes(testApp.database.db)).filter((row) => row.deliveryId === first.deliveryId);
      expect(pending).toEqual([
        expect.objectContaining({ provider: 'wise', eventType: 'transfers#state-change', providerId: sent.providerId, providerStatus: 'outgoing_payment_sent' }),
      ]);
      await expect.poll(() => heard).toContain(sent.providerId);
      expect(heard.filter((payload) => payload === sent.providerId)).toHaveLength(1);
      // The job's part: the truth comes from reading the transfer back through the rail.
      expect(await rail.read({ idempotencyKey: '', providerId: pending[0]!.providerId })).toMatchObject({ state: 'paid' });
      await markPayoutRefreshed(testApp.database.db, [pending[0]!.id], testApp.clock.now());
      expect((await pendingPayoutRefreshes(testApp.database.db)).map((row) => row.id)).not.toContain(pending[0]!.id);
    } finally {
      listener.release();
    }
  });

  it('a bad, missing or foreign signature, or a body changed after signing: 400, nothing stored', async () => {
    const body = JSON.stringify(transferStateChange(50_999_001, 'outgoing_payment_sent'));
    const forged = await import('node:crypto').then(({ generateKeyPairSync, sign }) => {
      const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
      return sign('sha256', Buffer.from(body), other.privateKey).toString('base64');
    });
    const before = await databaseFingerprint(testApp);
    const attempts: Record<string, string>[] = [
      { 'x-delivery-id': randomUUID() },
      { 'x-delivery-id': randomUUID(), 'x-signature-sha256': 'bm90IGEgc2lnbmF0dXJl' },
      { 'x-delivery-id': randomUUID(), 'x-signature-sha256': forged },
      { 'x-delivery-id': randomUUID(), 'x-signature-sha256': signWiseWebhook(body.replace('outgoing_payment_sent', 'funds_refunded')) },
    ];
    for (const headers of attempts) {
      const response = await post(body, headers);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: 'The webhook’s signature is missing or does not verify.' });
    }
    expect(await databaseFingerprint(testApp)).toEqual(before);
  });

  it('signed but unusable (no delivery id, not an event): 400; a test delivery or another event: 200, not stored', async () => {
    const before = await deliveries();
    const body = JSON.stringify(transferStateChange(50_999_002, 'processing'));
    expect((await post(body, { 'x-signature-sha256': signWiseWebhook(body) })).status).toBe(400);
    expect((await post('[1,2]', { 'x-signature-sha256': signWiseWebhook('[1,2]'), 'x-delivery-id': randomUUID() })).status).toBe(400);
    const test = await post(body, { 'x-signature-sha256': signWiseWebhook(body), 'x-delivery-id': randomUUID(), 'x-test-notification': 'true' });
    expect(test.status).toBe(200);
    const credit = JSON.stringify({ event_type: 'balances#credit', data: { resource: { id: 1 } } });
    expect((await post(credit, { 'x-signature-sha256': signWiseWebhook(credit), 'x-delivery-id': randomUUID() })).status).toBe(200);
    expect(await deliveries()).toBe(before);
  });

  it('refuses another content type and a body over its limit', async () => {
    const text = await fetch(`${testApp.url}/api/webhooks/wise`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' });
    expect(text.status).toBe(415);
    const big = JSON.stringify({ event_type: 'transfers#state-change', padding: 'x'.repeat(20_000) });
    const large = await post(big, { 'x-signature-sha256': signWiseWebhook(big), 'x-delivery-id': randomUUID() });
    expect(large.status).toBe(413);
  });
});

describe('configuration', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/maplerupee-config' };

  it('PAYOUT_PROVIDER=wise needs WISE_API_TOKEN and WISE_PROFILE_ID, and names each', () => {
    expect(() => loadConfig({ ...base, PAYOUT_PROVIDER: 'wise' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, PAYOUT_PROVIDER: 'wise' })).toThrow(/WISE_API_TOKEN[\s\S]*WISE_PROFILE_ID/);
    expect(() => loadConfig({ ...base, PAYOUT_PROVIDER: 'wise', WISE_API_TOKEN: 'secret-token-1', WISE_PROFILE_ID: 'abc' })).toThrow(/WISE_PROFILE_ID/);
  });

  it('defaults to Wise’s production API and webhook key; never echoes the token', () => {
    const config = loadConfig({ ...base, PAYOUT_PROVIDER: 'wise', WISE_API_TOKEN: 'secret-token-1', WISE_PROFILE_ID: '12345678' });
    expect(config.wise).toEqual({ apiUrl: 'https://api.wise.com', apiToken: 'secret-token-1', profileId: '12345678' });
    expect(config.wiseWebhookPublicKey).toBe(WISE_PRODUCTION_WEBHOOK_KEY);
    expect(createWiseRail(config.wise!).name).toBe('wise');
    expect(loadConfig(base)).toMatchObject({ payoutProvider: 'sandbox', wise: undefined });
    let message = '';
    try {
      loadConfig({ ...base, WISE_API_TOKEN: 'x' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/WISE_API_TOKEN/);
    expect(message).not.toContain('"x"');
  });

  it('refuses a webhook key that is not an RSA public key in PEM', () => {
    expect(() => loadConfig({ ...base, WISE_WEBHOOK_PUBLIC_KEY: 'not a key' })).toThrow(/WISE_WEBHOOK_PUBLIC_KEY/);
  });
});
