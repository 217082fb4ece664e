import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sumDecimals } from '../../domain/money';
import { quoteTransfer } from '../../domain/quote';
import { transferListSchema, transferTotalsSchema } from '../../domain/schemas/transfer';
import { encodeCursor } from '../src/http/paging';
import type { ApiClient, ApiResponse } from './api-client';
import { newRecipient, seedTransfers, setRate, signedUpClient, startTestApp, type SeedTransfer, type TestApp, type TransferStatusName } from './harness';

/**
 * GET /api/transfers and GET /api/transfers/summary: the customer's history paged, filtered and
 * summed on the server (docs/api.md § Transfers, § Paging). Transfers are seeded straight into the
 * database for each customer, with exact times, statuses and amounts.
 */

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

interface Customer {
  client: ApiClient;
  userId: number;
  recipientId: number;
}

async function customer(): Promise<Customer> {
  const { client, user } = await signedUpClient(testApp);
  const recipient = await client.post('/api/recipients', newRecipient());
  expect(recipient.status).toBe(201);
  return { client, userId: user.id, recipientId: recipient.body.id };
}

async function seed(owner: Customer, rows: SeedTransfer[]): Promise<number[]> {
  return (await seedTransfers(testApp, rows, { userId: owner.userId, recipientId: owner.recipientId })).ids;
}

/** The owner's transfer ids in list order, straight from the database. */
async function idsInOrder(owner: Customer): Promise<number[]> {
  const result = await testApp.database.db.execute<{ id: number }>(
    sql`select id from transfers where user_id = ${owner.userId} order by created_at desc, id desc`,
  );
  return result.rows.map((row) => Number(row.id));
}

const ids = (response: ApiResponse) => (response.body as { id: number }[]).map((row) => row.id);
const total = (response: ApiResponse) => response.headers.get('x-total-count');
const next = (response: ApiResponse) => response.headers.get('x-next-cursor');

/** Every page of a query, following X-Next-Cursor; answers the ids seen and the pages' totals. */
async function walk(client: ApiClient, query: string, limit: number) {
  const seen: number[] = [];
  const totals: (string | null)[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const response: ApiResponse = await client.get(`/api/transfers?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(response.status).toBe(200);
    transferListSchema.parse(response.body);
    seen.push(...ids(response));
    totals.push(total(response));
    cursor = next(response);
    pages += 1;
  } while (cursor && pages < 500);
  return { seen, totals, pages };
}

describe('GET /api/transfers: keyset paging', () => {
  let owner: Customer;
  beforeAll(async () => {
    owner = await customer();
    // 130 transfers, 5 a second: many share created_at, so the id breaks ties.
    await seed(
      owner,
      Array.from({ length: 130 }, (_, index) => ({ createdAt: new Date(Date.UTC(2025, 2, 1, 9, 0, Math.floor(index / 5))) })),
    );
  });

  it('answers the first 50 by default, newest first, with X-Total-Count and X-Next-Cursor', async () => {
    const response = await owner.client.get('/api/transfers');
    expect(response.status).toBe(200);
    expect(ids(response)).toEqual((await idsInOrder(owner)).slice(0, 50));
    expect(total(response)).toBe('130');
    expect(next(response)).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('walks every transfer once, in order, over several pages; the last page has no X-Next-Cursor', async () => {
    const expected = await idsInOrder(owner);
    const { seen, totals, pages } = await walk(owner.client, 'status=all', 7);
    expect(pages).toBe(Math.ceil(130 / 7));
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expected);
    expect(new Set(totals)).toEqual(new Set(['130']));
    const last = await owner.client.get(`/api/transfers?limit=130`);
    expect(ids(last)).toHaveLength(130);
    expect(next(last)).toBeNull();
  });

  it('a transfer made while the customer pages shifts nothing', async () => {
    const expected = await idsInOrder(owner);
    const first = await owner.client.get('/api/transfers?limit=40');
    const [newer] = await seed(owner, [{ createdAt: new Date(Date.UTC(2025, 2, 1, 10)) }]);
    try {
      const second = await owner.client.get(`/api/transfers?limit=40&cursor=${next(first)}`);
      expect([...ids(first), ...ids(second)]).toEqual(expected.slice(0, 80));
      expect(total(second)).toBe('131');
    } finally {
      await testApp.database.db.execute(sql`delete from transfers where id = ${newer}`);
    }
  });

  it('the cursor keeps microseconds: rows one microsecond apart, and fractions with trailing zeros, page in order', async () => {
    const near = await customer();
    const seeded = await seed(near, Array.from({ length: 4 }, () => ({ createdAt: new Date(Date.UTC(2025, 5, 1)) })));
    const times = ['2025-06-01 12:00:00.100001', '2025-06-01 12:00:00.1', '2025-06-01 12:00:00.099999', '2025-06-01 12:00:00'];
    for (const [index, id] of seeded.entries()) {
      await testApp.database.db.execute(sql`update transfers set created_at = ${times[index]}::timestamp at time zone 'UTC' where id = ${id}`);
    }
    const { seen } = await walk(near.client, 'status=all', 1);
    expect(seen).toEqual(seeded);
    const first = await near.client.get('/api/transfers?limit=1');
    expect(first.body[0].createdAt).toBe('2025-06-01T12:00:00.100Z');
    expect(Buffer.from(next(first)!, 'base64url').toString()).toBe(`2025-06-01T12:00:00.100001Z|${seeded[0]}`);
  });

  it('limit 1 and 500 are allowed; an empty limit is the default', async () => {
    const one = await owner.client.get('/api/transfers?limit=1');
    expect(ids(one)).toHaveLength(1);
    expect(next(one)).not.toBeNull();
    const most = await owner.client.get('/api/transfers?limit=500');
    expect(ids(most)).toHaveLength(130);
    expect(next(most)).toBeNull();
    expect(ids(await owner.client.get('/api/transfers?limit='))).toHaveLength(50);
  });

  it('a cursor past the last row answers an empty page, still counted', async () => {
    const cursor = encodeCursor({ at: '2000-01-01T00:00:00.000000Z', id: 1 });
    const response = await owner.client.get(`/api/transfers?cursor=${cursor}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
    expect(total(response)).toBe('130');
    expect(next(response)).toBeNull();
  });

  it('transfer ids are 64-bit: a cursor id of 2^31 or 2^53 − 1 is a position, 2^53 is refused', async () => {
    for (const id of [2 ** 31, 2 ** 32, Number.MAX_SAFE_INTEGER]) {
      const response = await owner.client.get(`/api/transfers?cursor=${encodeCursor({ at: '2099-01-01T00:00:00.000000Z', id })}`);
      expect(response.status, String(id)).toBe(200);
      expect(ids(response)).toEqual((await idsInOrder(owner)).slice(0, 50));
    }
    const past = Buffer.from('2099-01-01T00:00:00.000000Z|9007199254740992').toString('base64url');
    const refused = await owner.client.get(`/api/transfers?cursor=${past}`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('This page link is no longer valid. Please start again from the first page.');
  });
});

describe('GET /api/transfers: bad input is a 400 with a clear message', () => {
  const LIMIT = 'limit must be a whole number from 1 to 500';
  const CURSOR = 'This page link is no longer valid. Please start again from the first page.';
  const cases: [string, string][] = [
    ['limit=0', LIMIT],
    ['limit=501', LIMIT],
    ['limit=-1', LIMIT],
    ['limit=ten', LIMIT],
    ['limit=1.5', LIMIT],
    ['limit=1e2', LIMIT],
    ['limit=%2050', LIMIT],
    ['limit=5000', LIMIT],
    ['limit=10&limit=20', LIMIT],
    ['cursor=not*a*cursor', CURSOR],
    [`cursor=${'A'.repeat(201)}`, CURSOR],
    [`cursor=${Buffer.from('hello').toString('base64url')}`, CURSOR],
    [`cursor=${Buffer.from('2026-02-30T00:00:00.000000Z|5').toString('base64url')}`, CURSOR],
    [`cursor=${Buffer.from('2026-01-01T00:00:00.000Z|5').toString('base64url')}`, CURSOR],
    [`cursor=${Buffer.from('2026-01-01T00:00:00.000000Z|0').toString('base64url')}`, CURSOR],
    [`cursor=${Buffer.from('2026-01-01T00:00:00.000000Z|-5').toString('base64url')}`, CURSOR],
    [`cursor=${Buffer.from("2026-01-01T00:00:00.000000Z|5' or 1=1").toString('base64url')}`, CURSOR],
    ['status=done', 'Status must be one of pending, approved, completed, rejected, cancelled or all'],
    ['status=PENDING', 'Status must be one of pending, approved, completed, rejected, cancelled or all'],
    ['status=pending&status=approved', 'Status must be one of pending, approved, completed, rejected, cancelled or all'],
    [`search=${'a'.repeat(101)}`, 'Search for at most 100 characters of a reference or a recipient’s name'],
    ['search=a&search=b', 'Search for at most 100 characters of a reference or a recipient’s name'],
    ['search=%00', 'Text must not contain control characters or invisible formatting characters'],
    ['search=ab%E2%80%AEcd', 'Text must not contain control characters or invisible formatting characters'],
  ];

  let client: ApiClient;
  beforeAll(async () => {
    ({ client } = await customer());
  });

  it.each(cases)('?%s', async (query, message) => {
    const response = await client.get(`/api/transfers?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('401 without a session, for the list and the summary', async () => {
    expect((await testApp.client().get('/api/transfers')).status).toBe(401);
    expect((await testApp.client().get('/api/transfers/summary')).status).toBe(401);
  });
});

describe('GET /api/transfers: each transfer as sent', () => {
  it('is the transfer POST /api/transfers answered, to the character: quotes, backslashes, accents, emoji, amounts', async () => {
    await setRate(testApp, '61.2345');
    const { client } = await signedUpClient(testApp);
    const recipient = await client.post('/api/recipients', newRecipient({ bankName: 'Bank "of" \\ India — Élodie’s 🏦 branch' }));
    expect(recipient.status).toBe(201);
    const quote = quoteTransfer({ cadAmount: '23.45', currentRate: '61.2345', paymentMethod: 'instant' });
    const created = await client.post('/api/transfers', { ...quote, recipientId: recipient.body.id });
    expect(created.status).toBe(201);
    const history = await client.get('/api/transfers');
    expect(history.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(history.body).toStrictEqual([created.body]);
    expect(created.body.recipientBankName).toBe('Bank "of" \\ India — Élodie’s 🏦 branch');
  });
});

describe('GET /api/transfers: search and status across every page', () => {
  let owner: Customer;
  let references: string[];
  beforeAll(async () => {
    owner = await customer();
    const statuses: TransferStatusName[] = ['pending', 'approved', 'completed', 'rejected'];
    const names = ['Priya Sharma', 'Élodie Ferré', 'Rahul Verma', 'Anil_Rao 100%'];
    const rows: SeedTransfer[] = Array.from({ length: 80 }, (_, index) => ({
      createdAt: new Date(Date.UTC(2025, 5, 1, 8, index)),
      status: statuses[index % 4],
      recipientName: names[Math.floor(index / 20)],
      referenceCode: `HX${String(index).padStart(2, '0')}Q${index % 2 === 0 ? 'EVEN' : 'ODDS'}`.slice(0, 10),
    }));
    references = rows.map((row) => row.referenceCode!);
    await seed(owner, rows);
  });

  const codes = (response: ApiResponse) => (response.body as { referenceCode: string }[]).map((row) => row.referenceCode);

  it('status: only that status, newest first, counted over every page', async () => {
    const first = await owner.client.get('/api/transfers?status=approved&limit=15');
    expect(total(first)).toBe('20');
    expect((first.body as { status: string }[]).every((row) => row.status === 'approved')).toBe(true);
    const { seen } = await walk(owner.client, 'status=approved', 6);
    expect(seen).toHaveLength(20);
    expect(new Set(seen).size).toBe(20);
    const all = await idsInOrder(owner);
    expect(seen).toEqual(all.filter((_, index) => (79 - index) % 4 === 1));
  });

  it('search: part of a reference code, any case', async () => {
    const response = await owner.client.get('/api/transfers?search=x07q&limit=500');
    expect(codes(response)).toEqual(['HX07QODDS']);
    const odd = await owner.client.get('/api/transfers?search=qodds&limit=10');
    expect(total(odd)).toBe('40');
    expect(codes(odd)).toEqual(references.filter((_, index) => index % 2 === 1).reverse().slice(0, 10));
  });

  it('search: part of the recipient’s name, any case and accent as typed, across pages', async () => {
    const response = await owner.client.get(`/api/transfers?search=${encodeURIComponent('ÉLODIE')}&limit=8`);
    expect(total(response)).toBe('20');
    const { seen } = await walk(owner.client, `search=${encodeURIComponent('élodie f')}`, 8);
    expect(seen).toHaveLength(20);
    expect((await owner.client.get(`/api/transfers?search=${encodeURIComponent('ferré')}`)).headers.get('x-total-count')).toBe('20');
    // Typed decomposed (e + U+0301): the same name.
    expect(total(await owner.client.get(`/api/transfers?search=${encodeURIComponent('Ferre\u0301')}`))).toBe('20');
    expect(total(await owner.client.get('/api/transfers?search=ferre'))).toBe('0');
    expect(total(await owner.client.get('/api/transfers?search=%20%20rahul%20'))).toBe('20');
  });

  it('search characters are literal: % and _ are not wildcards', async () => {
    expect(total(await owner.client.get('/api/transfers?search=%25'))).toBe('20');
    expect(total(await owner.client.get('/api/transfers?search=_'))).toBe('20');
    expect(total(await owner.client.get(`/api/transfers?search=${encodeURIComponent("' or 1=1 --")}`))).toBe('0');
  });

  it('search and status combine; blank search and status=all are no filter', async () => {
    const response = await owner.client.get(`/api/transfers?search=rahul&status=rejected`);
    expect(total(response)).toBe('5');
    expect((response.body as { status: string; recipientName: string }[]).every((row) => row.status === 'rejected' && row.recipientName === 'Rahul Verma')).toBe(true);
    expect(total(await owner.client.get('/api/transfers?search=%20%20&status=all'))).toBe('80');
    expect(total(await owner.client.get('/api/transfers?search=&status='))).toBe('80');
  });

  it('nothing matches: an empty page, X-Total-Count 0', async () => {
    const response = await owner.client.get('/api/transfers?search=nobody');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
    expect(total(response)).toBe('0');
    expect(next(response)).toBeNull();
  });
});

describe('GET /api/transfers/summary', () => {
  it('counts and sums every one of the customer’s transfers, exact to the cent, well past one page', async () => {
    const owner = await customer();
    const statuses: TransferStatusName[] = ['pending', 'approved', 'completed', 'rejected', 'completed'];
    // 0.01 + 0.02 + … + 1.37, and 4,999.99 twice: sums a float would not keep exact.
    const rows: SeedTransfer[] = Array.from({ length: 137 }, (_, index) => ({
      createdAt: new Date(Date.UTC(2025, 7, 1, 0, index)),
      status: statuses[index % 5],
      cadAmount: (index + 1 === 137 ? 4999.99 : (index + 1) / 100).toFixed(2),
    }));
    rows.push({ createdAt: new Date(Date.UTC(2025, 7, 2)), status: 'pending', cadAmount: '4999.99' });
    rows.push({ createdAt: new Date(Date.UTC(2025, 7, 3)), status: 'completed', cadAmount: '0.10' });
    await seed(owner, rows);
    const response = await owner.client.get('/api/transfers/summary');
    expect(response.status).toBe(200);
    const count = (status: TransferStatusName) => rows.filter((row) => row.status === status).length;
    expect(transferTotalsSchema.parse(response.body)).toEqual({
      pending: count('pending'),
      approved: count('approved'),
      completed: count('completed'),
      rejected: count('rejected'),
      cancelled: 0,
      total: 139,
      totalCad: sumDecimals(
        rows.map((row) => row.cadAmount!),
        2,
      ),
    });
    // Σ 0.01…1.36 = 93.16; + 4,999.99 × 2 + 0.10.
    expect(response.body.totalCad).toBe('10093.24');
    expect(Object.keys(response.body).sort()).toEqual(['approved', 'cancelled', 'completed', 'pending', 'rejected', 'total', 'totalCad']);
    // The list's first page is 50 of them; its X-Total-Count agrees with the summary.
    expect(total(await owner.client.get('/api/transfers'))).toBe('139');
  });

  it('a customer without transfers: zeros and "0.00"', async () => {
    const { client } = await customer();
    expect((await client.get('/api/transfers/summary')).body).toEqual({ pending: 0, approved: 0, completed: 0, rejected: 0, cancelled: 0, total: 0, totalCad: '0.00' });
  });
});

describe('another customer’s transfers never appear', () => {
  it('in any page, filter, search, cursor or summary', async () => {
    const alice = await customer();
    const bob = await customer();
    await seed(alice, Array.from({ length: 30 }, (_, index) => ({ createdAt: new Date(Date.UTC(2025, 9, 1, 0, index)), recipientName: 'Shared Name', cadAmount: '10.00' })));
    const bobIds = await seed(bob, Array.from({ length: 12 }, (_, index) => ({ createdAt: new Date(Date.UTC(2025, 9, 1, 0, index, 30)), recipientName: 'Shared Name', cadAmount: '1.00' })));
    const bobReference = (await bob.client.get('/api/transfers?limit=1')).body[0].referenceCode as string;

    const { seen } = await walk(bob.client, 'search=shared', 5);
    expect(seen.sort()).toEqual([...bobIds].sort());
    expect(total(await bob.client.get('/api/transfers?status=pending'))).toBe('12');
    expect(total(await alice.client.get(`/api/transfers?search=${bobReference}`))).toBe('0');
    // Alice's cursor is only a position: Bob gets his own transfers older than it, nothing of hers.
    const alicePage = await alice.client.get('/api/transfers?limit=10');
    const fromAlicesCursor = await bob.client.get(`/api/transfers?cursor=${next(alicePage)}`);
    expect(fromAlicesCursor.status).toBe(200);
    expect(ids(fromAlicesCursor).every((id) => bobIds.includes(id))).toBe(true);
    expect(total(fromAlicesCursor)).toBe('12');
    expect((await bob.client.get('/api/transfers/summary')).body).toMatchObject({ total: 12, totalCad: '12.00' });
    expect((await alice.client.get('/api/transfers/summary')).body).toMatchObject({ total: 30, totalCad: '300.00' });
  });
});
