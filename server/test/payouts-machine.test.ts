import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canMovePayout, type PayoutState } from '../../domain/payout-states';
import { runPayouts, STALE_SENDING_MS } from '../src/payouts/payout-job';
import type { ApiClient } from './api-client';
import { approvedTransfer } from './approved-transfer';
import { adminClient, startSecondInstance, startTestApp, type TestApp } from './harness';
import { ScriptedRail, type RailStep } from './payout-test-rail';

/**
 * The payout state machine under a rail that misbehaves (issue 33): fast-check drives random
 * sequences of the rail's answers — accepted, paid, failed, returned, ambiguous before or after
 * acting, duplicates — through the real job on the real database, and checks after each: never two
 * sends with different keys for one attempt, never a move backwards, paid ⇒ the transfer completed
 * exactly once. And two app instances on one database, running the job at once, send each payout once.
 */

const rail = new ScriptedRail();
let testApp: TestApp;
let admin: ApiClient;

beforeAll(async () => {
  testApp = await startTestApp({ payoutRail: rail, maxConnections: 20 });
  admin = (await adminClient(testApp)).client;
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;


/** Every state one payout went through, from the audit, in order. */
async function history(transferId: number): Promise<PayoutState[]> {
  const rows = (
    await db().execute<{ after: { state: PayoutState } }>(
      sql`select after from audit_events where action in ('payout.created', 'payout.state_changed') and (after->>'transferId')::bigint = ${transferId} order by id`,
    )
  ).rows;
  return rows.map((row) => row.after.state);
}

const step: fc.Arbitrary<RailStep> = fc.oneof(
  fc.constantFrom<RailStep>({ kind: 'ambiguous_before' }, { kind: 'repeat' }),
  fc.record({ kind: fc.constant('answer' as const), state: fc.constantFrom('in_flight' as const, 'paid' as const, 'failed' as const, 'returned' as const) }),
  fc.record({ kind: fc.constant('ambiguous_after' as const), state: fc.constantFrom('in_flight' as const, 'paid' as const, 'failed' as const) }),
);

describe('random rail answers', () => {
  it('never two keys for one attempt, never backwards, paid ⇒ completed exactly once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), fc.integer({ min: 1, max: 6 }), async (steps, runs) => {
        const transferId = await approvedTransfer(testApp, admin);
        rail.script(steps);
        for (let run = 0; run < runs; run++) {
          await runPayouts(testApp.app.ctx);
          // Now and then the sender "dies": time passes beyond a stale send.
          if (run % 2 === 1) testApp.clock.advance(STALE_SENDING_MS + 1_000);
        }
        const sends = rail.sends.filter((send) => send.transferId === transferId);
        expect(new Set(sends.map((send) => `${send.attempt}:${send.idempotencyKey}`)).size).toBe(new Set(sends.map((send) => send.attempt)).size);
        const states = await history(transferId);
        for (let index = 1; index < states.length; index++) {
          expect(canMovePayout(states[index - 1]!, states[index]!), `${states.join(' → ')}`).toBe(true);
        }
        const completed = (await db().execute(sql`select 1 from transfer_events where transfer_id = ${transferId} and to_status = 'completed'`)).rows.length;
        const [status] = (await db().execute<{ status: string }>(sql`select status from transfers where id = ${transferId}`)).rows;
        if (states.includes('paid')) {
          expect(completed).toBe(1);
          expect(status!.status).toBe('completed');
        } else {
          expect(completed).toBe(0);
          expect(status!.status).toBe('approved');
        }
      }),
      { numRuns: 20 },
    );
  }, 240_000);
});

describe('two instances', () => {
  it('running the job at once, send each payout once', async () => {
    const second = await startSecondInstance(testApp, { payoutRail: rail });
    try {
      rail.script([]);
      rail.sendDelayMs = 30;
      const ids = [];
      for (let index = 0; index < 6; index++) ids.push(await approvedTransfer(testApp, admin));
      await Promise.all([runPayouts(testApp.app.ctx), runPayouts(second.app.ctx), runPayouts(testApp.app.ctx), runPayouts(second.app.ctx)]);
      for (const id of ids) {
        const sends = rail.sends.filter((send) => send.transferId === id);
        expect(sends).toHaveLength(1);
        const [payout] = (await db().execute<{ state: string }>(sql`select state from payouts where transfer_id = ${id}`)).rows;
        expect(['in_flight', 'paid']).toContain(payout!.state);
      }
    } finally {
      rail.sendDelayMs = 0;
      await second.close();
    }
  }, 60_000);
});
