import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PayoutRecipient } from '../../src/payouts/rail';
import { WiseApi } from '../../src/payouts/wise/wise-api';
import { WiseRail } from '../../src/payouts/wise/wise-rail';

/**
 * The Wise rail against Wise's real sandbox (issue 33): the same calls as payouts-wise.test.ts makes
 * to the local fake, checked against the real thing, so the fake cannot drift from Wise unseen.
 * Not part of `npm test` (this file is outside vitest.config.ts's include) and never in CI: it needs
 * a sandbox account and the internet. Run it with
 *
 *   WISE_SANDBOX_TOKEN=… WISE_SANDBOX_PROFILE_ID=… npm run test:wise-sandbox
 *
 * (a business profile of a sandbox account at https://sandbox.transferwise.tech with a CAD balance;
 * WISE_SANDBOX_API_URL overrides https://api.sandbox.transferwise.tech). It moves the sandbox's
 * money only: sandbox transfers pay nobody.
 */

const token = process.env.WISE_SANDBOX_TOKEN;
const profileId = process.env.WISE_SANDBOX_PROFILE_ID;
const apiUrl = process.env.WISE_SANDBOX_API_URL ?? 'https://api.sandbox.transferwise.tech';

const recipient: PayoutRecipient = { name: 'Priya Sharma', accountNumber: '50100012345678', ifscCode: 'HDFC0000001', bankName: 'HDFC Bank' };

let rail: WiseRail;
let api: WiseApi;

beforeAll(() => {
  if (!token || !profileId) {
    throw new Error('The Wise sandbox contract suite needs WISE_SANDBOX_TOKEN and WISE_SANDBOX_PROFILE_ID (see this file’s comment).');
  }
  const settings = { apiUrl, apiToken: token, profileId };
  rail = new WiseRail(settings, { timeoutMs: 30_000 });
  api = new WiseApi({ settings, timeoutMs: 30_000 });
});

describe('the Wise sandbox answers as the rail and the fake expect', () => {
  it('checks an INR recipient: one of the documented outcomes', async () => {
    const check = await rail.verifyRecipient(recipient);
    expect(['match', 'partial_match', 'mismatch', 'invalid_account', 'unavailable']).toContain(check.outcome);
  });

  it('pays once per customerTransactionId, reads it back by id and by key, and follows the simulated states', async () => {
    const key = randomUUID();
    const instruction = { idempotencyKey: key, transferId: 1, attempt: 1, referenceCode: 'MRCONTRACT', inrAmount: '1000.00', cadAmount: '16.50', recipient };
    const sent = await rail.send(instruction);
    expect(sent.providerId).toMatch(/^\d+$/);
    expect(['in_flight', 'paid']).toContain(sent.state);
    // Wise returns the existing transfer for a repeated customerTransactionId.
    expect((await rail.send(instruction)).providerId).toBe(sent.providerId);
    const byId = await rail.read({ idempotencyKey: key, providerId: sent.providerId });
    expect(await rail.read({ idempotencyKey: key, providerId: null })).toEqual(byId);
    // The sandbox's simulation endpoints move a transfer on as a bank would.
    for (const status of ['processing', 'funds_converted', 'outgoing_payment_sent']) {
      await api.get(`/v1/simulation/transfers/${sent.providerId}/${status}`);
    }
    expect(await rail.read({ idempotencyKey: key, providerId: sent.providerId })).toMatchObject({ state: 'paid', providerStatus: 'outgoing_payment_sent' });
  });

  it('reads the CAD balance and its statement', async () => {
    expect((await rail.balance()).currency).toBe('CAD');
    const lines = await rail.statement(new Date(Date.now() - 86_400_000), new Date());
    expect(Array.isArray(lines)).toBe(true);
  });
});
