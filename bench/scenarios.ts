import type autocannon from 'autocannon';
import { quoteTransfer } from '../domain/quote';
import { ADMIN_TRANSFERS_PAGE_SIZE } from '../domain/schemas/admin';
import { generateReferenceCode } from '../domain/reference-code';
import { businessDay } from './export';
import { CONCURRENCY } from './measure';
import type { Seeded } from './seed';

/** The requests each load scenario sends, shared by `npm run bench` and `npm run bench:focus`. */

/** The session check as ten customers call it (each connection cycles through their cookies). */
export function meCookies(seeded: Seeded): string[] {
  return seeded.customerCookies.slice(0, CONCURRENCY);
}

export function meRequests(url: string, seeded: Seeded): autocannon.Options {
  return { url, requests: meCookies(seeded).map((cookie) => ({ method: 'GET', path: '/api/auth/me', headers: { cookie } })) };
}

/**
 * A customer with 10,000 transfers opening History: the first page (50, with its X-Total-Count) and
 * the summary of all of them, the two calls the screen makes, in turn on each connection.
 */
export function historyOpenRequests(url: string, cookie: string): autocannon.Options {
  return {
    url,
    headers: { cookie },
    requests: [
      { method: 'GET', path: '/api/transfers' },
      { method: 'GET', path: '/api/transfers/summary' },
    ],
  };
}

/** The big history's other calls, for the plan check: a status, a search, and a page 5,000 rows deep. */
export async function bigHistoryPaths(url: string, cookie: string): Promise<string[]> {
  let cursor = '';
  for (let page = 0; page < 10; page++) {
    const response = await fetch(`${url}/api/transfers?limit=500${cursor ? `&cursor=${cursor}` : ''}`, { headers: { cookie } });
    if (!response.ok) throw new Error(`history: ${response.status}`);
    cursor = response.headers.get('x-next-cursor') ?? cursor;
  }
  return [
    '/api/transfers',
    '/api/transfers/summary',
    '/api/transfers?status=rejected',
    '/api/transfers?search=recipient',
    '/api/transfers?status=completed&search=b0',
    `/api/transfers?cursor=${cursor}`,
  ];
}

/**
 * A transfer's details page as it refreshes (issue 20): GET /api/transfers/:reference of each of the
 * first 50 of a customer's transfers in turn, their references read from the history.
 */
export async function transferDetailsPaths(url: string, cookie: string): Promise<string[]> {
  const response = await fetch(`${url}/api/transfers?limit=50`, { headers: { cookie } });
  if (!response.ok) throw new Error(`history: ${response.status}`);
  const transfers = (await response.json()) as { referenceCode: string }[];
  return transfers.map((transfer) => `/api/transfers/${transfer.referenceCode}`);
}

export function transferDetailsRequests(url: string, cookie: string, paths: string[]): autocannon.Options {
  return { url, headers: { cookie }, requests: paths.map((path) => ({ method: 'GET', path })) };
}

/** A new transfer of 100 CAD by the index-th seeded customer, to their first recipient, with a fresh reference. */
export function transferBodyFor(seeded: Seeded): (index: number) => Record<string, unknown> {
  const quote = quoteTransfer({ cadAmount: '100', currentRate: '63' });
  return (index) => ({ ...quote, recipientId: seeded.customerRecipientIds[index]!, referenceCode: generateReferenceCode() });
}

/** Transfer creation by the 1,000 seeded customers in turn. */
export function createRequests(url: string, seeded: Seeded): autocannon.Options {
  const bodyFor = transferBodyFor(seeded);
  let next = 0;
  return {
    url,
    requests: [
      {
        method: 'POST',
        path: '/api/transfers',
        setupRequest: (request) => {
          const index = next++ % seeded.customerCookies.length;
          return {
            ...request,
            headers: { 'content-type': 'application/json', origin: url, cookie: seeded.customerCookies[index]! },
            body: JSON.stringify(bodyFor(index)),
          };
        },
      },
    ],
  };
}

/** Amounts each customer holds a rate for, in turn (issue 20): at most 10 open quotes per customer. */
const QUOTE_AMOUNTS = 10;

/**
 * The quote scenario counts calls, not seconds (bench/measure.ts CountedWork): 2,000 new quotes to
 * warm up, then 8,000 new and 8,000 answered again, the same calls for the endpoint and its ceiling.
 */
export const QUOTE_WORK = { warmupCalls: 2_000, measuredCalls: 16_000 };

/**
 * The iteration-th POST /api/quotes: the 1,000 seeded customers in turn, each for one of
 * QUOTE_AMOUNTS amounts — new quotes for the first 10,000, then each answered again (as the
 * payment step opened again for the same amount), as it would be within QUOTE_MINUTES.
 */
export function quoteCallFor(seeded: Seeded): (iteration: number) => { index: number; body: { cadAmount: string; paymentMethod: 'economy' } } {
  const customers = seeded.customerCookies.length;
  return (iteration) => ({
    index: iteration % customers,
    body: { cadAmount: `${100 + (Math.floor(iteration / customers) % QUOTE_AMOUNTS)}.00`, paymentMethod: 'economy' },
  });
}

/** POST /api/quotes as quoteCallFor orders them. */
export function quoteRequests(url: string, seeded: Seeded): autocannon.Options {
  const callFor = quoteCallFor(seeded);
  let next = 0;
  return {
    url,
    requests: [
      {
        method: 'POST',
        path: '/api/quotes',
        setupRequest: (request) => {
          const { index, body } = callFor(next++);
          return {
            ...request,
            headers: { 'content-type': 'application/json', origin: url, cookie: seeded.customerCookies[index]! },
            body: JSON.stringify(body),
          };
        },
      },
    ],
  };
}

/**
 * Admin list queries as the admin screen asks for them: first pages, filters by date and status,
 * and a page 3,000 rows deep (its cursor found by paging there first).
 */
export async function adminListQueries(url: string, adminCookie: string): Promise<Record<string, string>[]> {
  const limit = String(ADMIN_TRANSFERS_PAGE_SIZE);
  const recent = { fromDate: businessDay(-90), toDate: businessDay(-30) };
  const filtered = { ...recent, status: 'completed', limit };
  let cursor = '';
  for (let page = 0; page < 3000 / ADMIN_TRANSFERS_PAGE_SIZE; page++) {
    const query = new URLSearchParams({ ...filtered, ...(cursor ? { cursor } : {}) });
    const response = await fetch(`${url}/api/admin/transfers?${query}`, { headers: { cookie: adminCookie } });
    if (!response.ok) throw new Error(`admin list: ${response.status}`);
    cursor = response.headers.get('x-next-cursor') ?? cursor;
  }
  return [{ limit }, filtered, { ...filtered, cursor }, { status: 'pending', limit }, { ...recent, limit }];
}

export function adminStatsQueries(): Record<string, string>[] {
  const recent = { fromDate: businessDay(-90), toDate: businessDay(-30) };
  return [{}, recent, { ...recent, status: 'approved' }, { fromDate: businessDay(-365), toDate: businessDay(0) }];
}

/** The admin's calls of `path` with each query in turn. */
export function adminRequests(url: string, adminCookie: string, path: string, queries: Record<string, string>[]): autocannon.Options {
  return {
    url,
    headers: { cookie: adminCookie },
    requests: queries.map((query) => ({ method: 'GET', path: `${path}?${new URLSearchParams(query)}` })),
  };
}
