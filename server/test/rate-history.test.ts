import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateHistorySchema } from '../../domain/schemas/rate-history';
import { businessDate } from '../../domain/business-date';
import { exchangeRates } from '../src/db/schema';
import { adminClient, setRate, signedUpClient, startTestApp, type TestApp } from './harness';

/**
 * Issue 20 part 7: GET /api/exchange-rates/history — one point per business day (here
 * Asia/Kolkata, +05:30 all year, so the instants below are plain arithmetic) with the rate in force
 * at that day's end, oldest first; public and cached like the current rate.
 */

const TIME_ZONE = 'Asia/Kolkata';
const DAY_MS = 86_400_000;

let testApp: TestApp;
let today: string;

/** The business date `days` before today (YYYY-MM-DD). */
function daysAgo(days: number, from = today): string {
  return new Date(Date.parse(`${from}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

/** `time` (HH:MM:SS) in Kolkata on the date `days` before today. */
function kolkata(days: number, time: string): Date {
  return new Date(`${daysAgo(days)}T${time}+05:30`);
}

async function history(query = '') {
  return testApp.client().get(`/api/exchange-rates/history${query}`);
}

beforeAll(async () => {
  testApp = await startTestApp({ env: { BUSINESS_TIMEZONE: TIME_ZONE } });
  today = businessDate(testApp.clock.now(), TIME_ZONE);
  // Only the rates below (the migration's seeded rate would sit wherever the template was made).
  const db = testApp.database.db;
  await db.delete(exchangeRates);
  const rate = (createdAt: Date, value: string) => ({ fromCurrency: 'CAD', toCurrency: 'INR', rate: value, createdAt });
  await db.insert(exchangeRates).values([
    rate(kolkata(40, '09:00:00'), '61.8'),
    rate(kolkata(20, '10:00:00'), '64.1'),
    // The last rate set on a day is that day's point…
    rate(kolkata(20, '23:59:30'), '63'),
    // …and one set just after midnight belongs to the next day.
    rate(kolkata(19, '00:00:30'), '62.5'),
    rate(kolkata(3, '12:00:00'), '63.251234'),
    rate(new Date(testApp.clock.now().getTime() - 1_000), '63.25'),
  ]);
});
afterAll(() => testApp.close());

/** Every day from `first` days ago to today with its expected rate. */
function expectedPoints(first: number): { date: string; rate: string }[] {
  const rateOn = (days: number) => (days >= 21 ? '61.8' : days === 20 ? '63' : days >= 4 ? '62.5' : days >= 1 ? '63.2512' : '63.25');
  return Array.from({ length: first + 1 }, (_, index) => {
    const days = first - index;
    return { date: daysAgo(days), rate: rateOn(days) };
  });
}

describe('GET /api/exchange-rates/history', () => {
  it('90 days by default: a point per business day from the first rate on, the day’s last rate, oldest first', async () => {
    const response = await history();
    expect(response.status).toBe(200);
    // Days before the first rate (41 to 89 days ago) have no point.
    expect(rateHistorySchema.parse(response.body)).toEqual(expectedPoints(40));
  });

  it('days=N covers today and the N − 1 days before it', async () => {
    expect((await history('?days=30')).body).toEqual(expectedPoints(29));
    expect((await history('?days=1')).body).toEqual([{ date: today, rate: '63.25' }]);
    expect((await history('?days=21')).body).toEqual(expectedPoints(20));
    expect((await history('?days=365')).body).toEqual(expectedPoints(40));
    expect((await history('?days=090')).body).toEqual(expectedPoints(40));
    expect((await history('?days=')).body).toEqual(expectedPoints(40));
  });

  it('is public: the same answer with no session, for a customer and for an operator; never stored, like the current rate', async () => {
    const customer = await signedUpClient(testApp);
    const operator = await adminClient(testApp);
    const anonymous = await history('?days=30');
    expect(anonymous.headers.get('cache-control')).toBe('no-store');
    expect(anonymous.headers.get('cache-control')).toBe((await testApp.client().get('/api/exchange-rates')).headers.get('cache-control'));
    for (const client of [customer.client, operator.client]) {
      const response = await client.get('/api/exchange-rates/history?days=30');
      expect(response.status).toBe(200);
      expect(response.body).toEqual(anonymous.body);
    }
  });

  it.each(['0', '366', '1000', 'abc', '-1', '1.5', '1e2', '0090', ' 5', '90&days=30'])('400 for days=%s', async (days) => {
    const response = await history(`?days=${days}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('days must be a whole number from 1 to 365');
    expect(response.body.errors).toEqual({ days: 'days must be a whole number from 1 to 365' });
  });

  it('400 in the request’s language', async () => {
    const french = await testApp.client().get('/api/exchange-rates/history?days=0', { 'accept-language': 'fr-CA' });
    expect(french.body.message).toBe('Le paramètre days doit être un nombre entier de 1 à 365');
  });

  it('a rate an operator sets is today’s point at once; one set by anyone else (SQL, another instance) within moments', async () => {
    await history(); // cached
    const operator = await adminClient(testApp);
    expect((await operator.client.post('/api/admin/exchange-rates', { rate: '64.05', confirm: true })).status).toBe(201);
    expect(((await history()).body as { rate: string }[]).at(-1)).toEqual({ date: today, rate: '64.05' });

    await setRate(testApp, '63.9');
    const deadline = Date.now() + 2_000;
    let last = ((await history()).body as { rate: string }[]).at(-1);
    while (last?.rate !== '63.9' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      last = ((await history()).body as { rate: string }[]).at(-1);
    }
    expect(last).toEqual({ date: today, rate: '63.9' });
  });

  it('moves on at the business day’s change without any new rate: today is a new point, the window drops its first day', async () => {
    const before = (await history('?days=41')).body as { date: string; rate: string }[];
    expect(before[0]).toEqual({ date: daysAgo(40), rate: '61.8' });
    testApp.clock.advance(DAY_MS);
    const tomorrow = daysAgo(-1);
    const after = (await history('?days=41')).body as { date: string; rate: string }[];
    expect(after.at(-1)).toEqual({ date: tomorrow, rate: '63.9' });
    expect(after.at(-2)).toEqual({ date: today, rate: '63.9' });
    expect(after[0]).toEqual({ date: daysAgo(39), rate: '61.8' });
    expect(after).toHaveLength(41);
  });
});
