import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPayouts } from '../src/payouts/payout-job';
import { requestPayoutRefresh } from '../src/payouts/payout-refresh';
import type { ApiClient } from './api-client';
import { approvedTransfer } from './approved-transfer';
import { adminClient, startTestApp, type TestApp } from './harness';
import { ScriptedRail } from './payout-test-rail';

/**
 * A payout rail's webhook (issue 33; payouts/payout-refresh.ts): a stored delivery makes the payout
 * job read that payout back from the rail; what the delivery says is never applied. On an app of
 * its own, so the rail's script answers this one payout's reads only.
 */

const rail = new ScriptedRail();
let testApp: TestApp;
let admin: ApiClient;

beforeAll(async () => {
  testApp = await startTestApp({ payoutRail: rail });
  admin = (await adminClient(testApp)).client;
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;


describe("a rail's webhook", () => {
  it('makes the job read that payout back and marks the delivery done; what the delivery says is never applied', async () => {
    // Sent, then read back by the same run's poll: in flight.
    rail.script([{ kind: 'answer', state: 'in_flight' }, { kind: 'answer', state: 'in_flight' }]);
    const id = await approvedTransfer(testApp, admin);
    await runPayouts(testApp.app.ctx);
    const payoutOf = async () =>
      (await db().execute<{ state: string; provider_id: string }>(sql`select state, provider_id from payouts where transfer_id = ${id}`)).rows[0]!;
    const { provider_id: providerId } = await payoutOf();
    const deliveryDone = async (deliveryId: string) =>
      (await db().execute<{ refreshed_at: Date | null }>(sql`select refreshed_at from payout_webhook_deliveries where delivery_id = ${deliveryId}`)).rows[0]!.refreshed_at !== null;

    // The delivery claims the payout was sent; the rail, read back, says it is still in flight.
    const claim = { provider: 'wise' as const, eventType: 'transfers#state-change', providerId, providerStatus: 'outgoing_payment_sent', occurredAt: null };
    expect(await requestPayoutRefresh(testApp.app.ctx, { ...claim, deliveryId: 'delivery-1' })).toBe(true);
    const readsBefore = rail.reads;
    rail.script([{ kind: 'answer', state: 'in_flight' }, { kind: 'answer', state: 'in_flight' }]);
    await runPayouts(testApp.app.ctx);
    expect(rail.reads - readsBefore).toBe(2); // once for the delivery, once by the poll
    expect((await payoutOf()).state).toBe('in_flight');
    expect(await deliveryDone('delivery-1')).toBe(true);

    // The next delivery, and the rail now says paid: the transfer completes.
    expect(await requestPayoutRefresh(testApp.app.ctx, { ...claim, deliveryId: 'delivery-2' })).toBe(true);
    rail.script([{ kind: 'answer', state: 'paid' }]);
    await runPayouts(testApp.app.ctx);
    expect((await payoutOf()).state).toBe('paid');
    expect(await deliveryDone('delivery-2')).toBe(true);
    const [transfer] = (await db().execute<{ status: string }>(sql`select status from transfers where id = ${id}`)).rows;
    expect(transfer!.status).toBe('completed');
  }, 60_000);
});
