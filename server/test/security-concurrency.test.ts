import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteTransfer } from '../../domain/quote';
import { generateReferenceCode } from '../../domain/reference-code';
import { newRecipient, signedUpClient, startTestApp, type TestApp } from './harness';

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
    const { client } = await signedUpClient(testApp);
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
