import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setRate, startSecondInstance, startTestApp, type TestApp } from './harness';

/** The public rate is cached per instance and dropped everywhere when any rate changes. */

let testApp: TestApp;
let second: Awaited<ReturnType<typeof startSecondInstance>>;
beforeAll(async () => {
  testApp = await startTestApp();
  second = await startSecondInstance(testApp);
});
afterAll(async () => {
  await second.close();
  await testApp.close();
});

async function eventually(read: () => Promise<number>, expected: number, timeoutMs = 2_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (value === expected || Date.now() - started > timeoutMs) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('GET /api/exchange-rates across instances', () => {
  it('a rate changed anywhere is served by every instance within moments', async () => {
    const rateFrom = (client: ReturnType<TestApp['client']>) => async () => (await client.get('/api/exchange-rates')).body.rate as number;
    const first = rateFrom(testApp.client());
    const other = rateFrom(second.client());
    expect(await first()).toBe(63);
    expect(await other()).toBe(63);

    await setRate(testApp, '64.1234'); // plain SQL, as another instance or an operator would
    expect(await eventually(first, 64.1234)).toBe(64.1234);
    expect(await eventually(other, 64.1234)).toBe(64.1234);

    await setRate(testApp, '61.5');
    expect(await eventually(other, 61.5)).toBe(61.5);
    expect(await eventually(first, 61.5)).toBe(61.5);
  });
});
