import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteTransfer } from '../../domain/quote';
import { generateReferenceCode } from '../../domain/reference-code';
import type { ApiClient } from './api-client';
import { adminClient, newRecipient, seedTransfers, signedUpClient, startTestApp, verifyCustomer, type TestApp } from './harness';

/**
 * Promise 7 of SECURITY.md: racing requests produce exactly one effect. The pool is larger than the
 * number of racing requests, so the database — not a queue in the pool — decides.
 */

const RACERS = 50;
let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp({ maxConnections: RACERS + 10 });
});
afterAll(() => testApp.close());

describe(`${RACERS} concurrent identical transfer submissions`, () => {
  it('create exactly one transfer; every submission gets it back', async () => {
    const { client, user } = await signedUpClient(testApp);
    // Five rounds of 321.09 pass a basic customer's 24-hour limit (issue 17): this one is verified.
    await verifyCustomer(testApp, user.id);
    const recipientId: number = (await client.post('/api/recipients', newRecipient())).body.id;
    for (let round = 0; round < 5; round++) {
      const body = { ...quoteTransfer({ cadAmount: '321.09', currentRate: '63' }), recipientId, referenceCode: generateReferenceCode() };
      const responses = await Promise.all(Array.from({ length: RACERS }, () => client.post('/api/transfers', body)));
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.every((status) => status === 201 || status === 200)).toBe(true);
      expect(new Set(responses.map((response) => response.body.id)).size).toBe(1);
      const count = await testApp.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from transfers where reference_code = ${body.referenceCode}`,
      );
      expect(count.rows[0]!.n).toBe(1);
      const events = await testApp.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from transfer_events where transfer_id = ${responses[0]!.body.id}`,
      );
      expect(events.rows[0]!.n).toBe(1);
    }
  });
});

const OPERATORS = 20;
const REPEATS = 100;

/** Counts of a transfer's status changes (timeline rows after creation) and audit rows. */
async function trail(transferId: number): Promise<{ changes: string[]; audits: number }> {
  const events = await testApp.database.db.execute<{ to_status: string }>(
    sql`select to_status from transfer_events where transfer_id = ${transferId} and from_status is not null order by id`,
  );
  const audits = await testApp.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from audit_events where target_type = 'transfer' and target_id = ${String(transferId)}`,
  );
  return { changes: events.rows.map((row) => row.to_status), audits: audits.rows[0]!.n };
}

/** Fires every request at once and returns the answers' statuses and bodies. */
async function race(operators: ApiClient[], transferId: number, targets: string[]) {
  return Promise.all(
    targets.map((status, index) => operators[index % operators.length]!.patch(`/api/admin/transfers/${transferId}`, { status })),
  );
}

describe(`${OPERATORS} operators acting on one transfer at once, ${REPEATS} times`, () => {
  // 2,000 racing requests: ~10 s on a quiet 2-core machine, three times that beside other work.
  it('each time exactly one transition wins, with one timeline row and one audit row; the rest get 409 with the winner’s status', { timeout: 120_000 }, async () => {
    const operators = (await Promise.all(Array.from({ length: 4 }, () => adminClient(testApp)))).map((admin) => admin.client);
    const { ids } = await seedTransfers(
      testApp,
      Array.from({ length: REPEATS }, () => ({ createdAt: new Date() })),
    );
    const expectedChanges = new Map<number, string[]>();
    for (const [round, id] of ids.entries()) {
      // Half approve, half reject: the two legal moves out of pending fight each other.
      const targets = Array.from({ length: OPERATORS }, (_, index) => ((index + round) % 2 === 0 ? 'approved' : 'rejected'));
      const responses = await race(operators, id, targets);
      const winners = responses.filter((response) => response.status === 200);
      expect(winners).toHaveLength(1);
      const winner: string = winners[0]!.body.status;
      for (const loser of responses.filter((response) => response.status !== 200)) {
        expect(loser.status).toBe(409);
        expect(loser.body.status).toBe(winner);
      }
      expectedChanges.set(id, [winner]);
      if (winner === 'approved' && round % 4 === 0) {
        // Mark Complete raced by every operator: still one transition.
        const completes = await race(operators, id, Array.from({ length: OPERATORS }, () => 'completed'));
        expect(completes.filter((response) => response.status === 200)).toHaveLength(1);
        expect(completes.filter((response) => response.status === 409)).toHaveLength(OPERATORS - 1);
        expectedChanges.set(id, ['approved', 'completed']);
      }
    }
    for (const [id, changes] of expectedChanges) {
      const recorded = await trail(id);
      expect(recorded.changes).toEqual(changes);
      expect(recorded.audits).toBe(changes.length);
    }
  });
});
