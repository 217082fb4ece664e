import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteTransfer } from '../../domain/quote';
import { adminTransferListSchema, transferStatsSchema } from '../../domain/schemas/admin';
import { syncBusinessTimeZone } from '../src/admin/business-time-zone';
import { compactDailyStats } from '../src/admin/compact-daily-stats';
import { encodeCursor } from '../src/http/paging';
import type { ApiClient } from './api-client';
import { adminClient, newRecipient, seedTransfers, signedUpClient, startTestApp, type SeedTransfer, type TestApp } from './harness';

/**
 * GET /api/admin/transfers and /api/admin/stats: the admin view of docs/api.md, the filters (dates as whole
 * days in BUSINESS_TIMEZONE, status, search), keyset paging and the counts from the daily aggregate.
 * Seeded rows use dates far from "now" so each test owns its date range.
 */

let testApp: TestApp;
let admin: ApiClient;

beforeAll(async () => {
  testApp = await startTestApp();
  admin = (await adminClient(testApp)).client;
});
afterAll(() => testApp.close());

const at = (iso: string) => new Date(iso);

async function list(query: string) {
  const response = await admin.get(`/api/admin/transfers${query}`);
  return response;
}

async function stats(query: string) {
  const response = await admin.get(`/api/admin/stats${query}`);
  expect(response.status).toBe(200);
  return transferStatsSchema.parse(response.body);
}

describe('GET /api/admin/transfers: the admin view', () => {
  it('shows every customer’s transfers with the documented admin fields and the operator extras', async () => {
    const customer = await signedUpClient(testApp, { firstName: 'Ravi', lastName: 'Kumar' });
    const recipient = await customer.client.post('/api/recipients', newRecipient({ name: 'Meera Iyer', accountNumber: '987654321012', bankName: 'HDFC Bank', ifscCode: 'HDFC0001234' }));
    const created = await customer.client.post('/api/transfers', { ...quoteTransfer({ cadAmount: '250.50', currentRate: '63' }), recipientId: recipient.body.id });
    expect(created.status).toBe(201);

    const response = await list(`?search=${encodeURIComponent(customer.email)}`);
    expect(response.status).toBe(200);
    const [transfer] = adminTransferListSchema.parse(response.body);
    expect(Object.keys(response.body[0]).sort()).toEqual(
      [
        'id', 'referenceCode', 'createdAt', 'senderName', 'senderEmail', 'cadAmount', 'inrAmount', 'exchangeRate',
        'recipientId', 'recipientName', 'recipientBankName', 'recipientAccountNumber', 'recipientIfscCode', 'status', 'paymentMethod',
        'completedAt', 'errorMessage', 'paymentReceived', 'apayloTransactionId', 'apayloSenderName', 'apayloSenderEmail',
        'onHold', 'payoutState', 'userId',
      ].sort(),
    );
    expect(transfer).toEqual({
      id: created.body.id,
      referenceCode: created.body.referenceCode,
      createdAt: created.body.createdAt,
      senderName: 'Ravi Kumar',
      senderEmail: customer.email,
      cadAmount: '250.50',
      inrAmount: '15800.00',
      exchangeRate: '63.0000',
      recipientId: expect.any(Number),
      recipientName: 'Meera Iyer',
      recipientBankName: 'HDFC Bank',
      // Operators see the full account number (customers see it masked).
      recipientAccountNumber: '987654321012',
      recipientIfscCode: 'HDFC0001234',
      status: 'pending',
      paymentMethod: 'economy',
      completedAt: null,
      errorMessage: null,
      paymentReceived: false,
      apayloTransactionId: null,
      apayloSenderName: null,
      apayloSenderEmail: null,
      onHold: false,
      payoutState: null,
      userId: customer.user.id,
    });
    expect(response.headers.get('x-total-count')).toBe('1');
    expect(response.headers.get('x-next-cursor')).toBeNull();
  });

  it('lists newest first with default limit 100 and counts all matches', async () => {
    const rows: SeedTransfer[] = Array.from({ length: 120 }, (_, index) => ({ createdAt: new Date(Date.UTC(2021, 4, 1, 12, 0, index)) }));
    await seedTransfers(testApp, rows);
    const response = await list('?fromDate=2021-05-01&toDate=2021-05-01');
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(100);
    expect(response.headers.get('x-total-count')).toBe('120');
    expect(response.headers.get('x-next-cursor')).toMatch(/^[A-Za-z0-9_-]+$/);
    const times = response.body.map((row: { createdAt: string }) => Date.parse(row.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe('date filters: whole days in BUSINESS_TIMEZONE (America/Toronto), inclusive', () => {
  let ids: number[];
  beforeAll(async () => {
    // 2022-01-15 in Toronto (EST, UTC−5) runs from 05:00Z on the 15th to 05:00Z on the 16th.
    ({ ids } = await seedTransfers(testApp, [
      { createdAt: at('2022-01-15T04:59:59.999Z'), cadAmount: '1.00' }, // 14th, 23:59:59.999 local
      { createdAt: at('2022-01-15T05:00:00.000Z'), cadAmount: '2.00' }, // 15th, 00:00 local
      { createdAt: at('2022-01-16T04:59:59.999Z'), cadAmount: '4.00', status: 'approved' }, // 15th, 23:59:59.999 local
      { createdAt: at('2022-01-16T05:00:00.000Z'), cadAmount: '8.00' }, // 16th, 00:00 local
      // 2022-03-13: clocks spring forward, a 23-hour day ending at 04:00Z on the 14th (EDT, UTC−4).
      { createdAt: at('2022-03-14T03:59:59.000Z'), cadAmount: '16.00' }, // 13th, 23:59:59 EDT
      { createdAt: at('2022-03-14T04:00:00.000Z'), cadAmount: '32.00' }, // 14th, 00:00 EDT
    ]));
  });

  const idsOf = (response: { body: { id: number }[] }) => response.body.map((row) => row.id).sort((a, b) => a - b);

  it('one day: from its local midnight to the next', async () => {
    const response = await list('?fromDate=2022-01-15&toDate=2022-01-15');
    expect(idsOf(response)).toEqual([ids[1], ids[2]]);
    expect(response.headers.get('x-total-count')).toBe('2');
    expect(await stats('?fromDate=2022-01-15&toDate=2022-01-15')).toEqual({
      pending: 1,
      approved: 1,
      completed: 0,
      rejected: 0,
      cancelled: 0,
      total: 2,
      totalCad: '6.00',
    });
  });

  it('the day clocks spring forward has 23 hours', async () => {
    expect(idsOf(await list('?fromDate=2022-03-13&toDate=2022-03-13'))).toEqual([ids[4]]);
    expect(idsOf(await list('?fromDate=2022-03-14&toDate=2022-03-14'))).toEqual([ids[5]]);
    expect((await stats('?fromDate=2022-03-13&toDate=2022-03-13')).totalCad).toBe('16.00');
  });

  it('only one side: fromDate onward, or up to toDate', async () => {
    const from = await list('?fromDate=2022-01-16&toDate=2022-03-14');
    expect(idsOf(from)).toEqual([ids[3], ids[4], ids[5]]);
    const upTo = await list('?toDate=2022-01-14');
    expect(upTo.body.map((row: { id: number }) => row.id)).toContain(ids[0]);
    expect(upTo.body.map((row: { id: number }) => row.id)).not.toContain(ids[1]);
    expect((await stats('?fromDate=2022-01-14&toDate=2022-01-16')).totalCad).toBe('15.00');
  });

  it('status combines with dates, in the list and in the counts', async () => {
    const response = await list('?fromDate=2022-01-14&toDate=2022-01-16&status=approved');
    expect(idsOf(response)).toEqual([ids[2]]);
    expect(response.headers.get('x-total-count')).toBe('1');
    expect(await stats('?fromDate=2022-01-14&toDate=2022-01-16&status=pending')).toMatchObject({ pending: 3, approved: 0, total: 3, totalCad: '11.00' });
    // "All Status" and empty dates are the same as no filter.
    expect((await list('?fromDate=&toDate=2022-01-16&status=all')).body.length).toBeGreaterThanOrEqual(4);
  });

  it('another business time zone moves the day boundaries (Asia/Kolkata, UTC+5:30)', async () => {
    const other = await startTestApp({ env: { BUSINESS_TIMEZONE: 'Asia/Kolkata' } });
    try {
      const otherAdmin = (await adminClient(other)).client;
      // 2022-01-15 in Kolkata: 2022-01-14T18:30Z to 2022-01-15T18:30Z.
      const seeded = await seedTransfers(other, [
        { createdAt: at('2022-01-14T18:29:59.999Z') },
        { createdAt: at('2022-01-14T18:30:00.000Z') },
        { createdAt: at('2022-01-15T18:29:59.999Z') },
        { createdAt: at('2022-01-15T18:30:00.000Z') },
      ]);
      const response = await otherAdmin.get('/api/admin/transfers?fromDate=2022-01-15&toDate=2022-01-15');
      expect(idsOf(response)).toEqual([seeded.ids[1], seeded.ids[2]]);
      expect(response.headers.get('x-total-count')).toBe('2');
    } finally {
      await other.close();
    }
  });
});

describe('search', () => {
  let owner: { userId: number; ids: number[] };
  let email: string;
  beforeAll(async () => {
    const customer = await signedUpClient(testApp);
    email = customer.email;
    const recipient = await testApp.database.db.execute<{ id: number }>(
      sql`insert into recipients (user_id, name, account_number, ifsc_code, bank_name, relationship)
          values (${customer.user.id}, 'Anil Rao', '555566667777', 'ICIC0001234', 'ICICI Bank', 'Friend') returning id`,
    );
    // "Q0…": generated references never hold a 0 (domain/reference-code.ts), so no other test's
    // transfer in this database shares these prefixes (one starting "QZ" once made four of three).
    owner = await seedTransfers(
      testApp,
      [
        { createdAt: at('2023-02-01T12:00:00Z'), referenceCode: 'Q0X1234567' },
        { createdAt: at('2023-02-02T12:00:00Z'), referenceCode: 'Q0X7654321', status: 'rejected' },
        { createdAt: at('2023-02-03T12:00:00Z'), referenceCode: 'Q0Y0000001' },
      ],
      { userId: customer.user.id, recipientId: recipient.rows[0]!.id },
    );
  });

  it('by reference-code prefix, any case', async () => {
    const response = await list('?search=q0x');
    expect(response.body.map((row: { referenceCode: string }) => row.referenceCode)).toEqual(['Q0X7654321', 'Q0X1234567']);
    expect(response.headers.get('x-total-count')).toBe('2');
    expect((await list('?search=Q0Y0000001')).body).toHaveLength(1);
    expect((await list('?search=Q0')).body).toHaveLength(3);
  });

  it('by the sender’s exact email, any case; a partial email finds nothing', async () => {
    const response = await list(`?search=${encodeURIComponent(email.toUpperCase())}`);
    expect(response.body.map((row: { id: number }) => row.id).sort()).toEqual([...owner.ids].sort());
    expect((await list(`?search=${encodeURIComponent(email.slice(1))}`)).body).toEqual([]);
  });

  it('combines with status and dates, and stats follow the search', async () => {
    const response = await list(`?search=${encodeURIComponent(email)}&status=rejected&fromDate=2023-02-01`);
    expect(response.body.map((row: { referenceCode: string }) => row.referenceCode)).toEqual(['Q0X7654321']);
    expect(await stats(`?search=${encodeURIComponent(email)}`)).toEqual({
      pending: 2,
      approved: 0,
      completed: 0,
      rejected: 1,
      cancelled: 0,
      total: 3,
      totalCad: '300.00',
    });
  });
});

describe('keyset paging', () => {
  it('walks every matching row once, in order, with ties on createdAt and microsecond timestamps', async () => {
    // 5 transfers per second for 30 seconds: many rows share createdAt, so the id breaks ties.
    const rows: SeedTransfer[] = Array.from({ length: 150 }, (_, index) => ({
      createdAt: new Date(Date.UTC(2024, 6, 4, 15, 0, Math.floor(index / 5))),
      status: index % 7 === 0 ? 'approved' : 'pending',
    }));
    const seeded = await seedTransfers(testApp, rows);
    // Two rows 1 µs apart, inside one millisecond (a JS Date could not tell them apart).
    const micro = await testApp.database.db.execute<{ id: number }>(sql`
      update transfers set created_at = case when id = ${seeded.ids[0]} then '2024-07-04T15:00:40.123456Z'::timestamptz
        else '2024-07-04T15:00:40.123457Z'::timestamptz end
      where id in (${seeded.ids[0]}, ${seeded.ids[1]}) returning id`);
    expect(micro.rows).toHaveLength(2);
    // The API's instants are milliseconds, truncated as Date#toISOString would.
    const both = (await list('?fromDate=2024-07-04&toDate=2024-07-04&limit=500')).body as { id: number; createdAt: string }[];
    expect(both.filter((row) => seeded.ids.slice(0, 2).includes(row.id)).map((row) => row.createdAt)).toEqual([
      '2024-07-04T15:00:40.123Z',
      '2024-07-04T15:00:40.123Z',
    ]);

    const expected = await testApp.database.db.execute<{ id: number }>(sql`
      select id from transfers where user_id = ${seeded.userId} order by created_at desc, id desc`);
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response: Awaited<ReturnType<typeof list>> = await list(
        `?fromDate=2024-07-04&toDate=2024-07-04&limit=7${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(response.status).toBe(200);
      if (pages < 3) expect(response.headers.get('x-total-count')).toBe('150');
      seen.push(...response.body.map((row: { id: number }) => row.id));
      cursor = response.headers.get('x-next-cursor');
      pages += 1;
      if (pages === 3) {
        // A transfer arriving mid-walk is newer than the cursor: it shifts nothing.
        await seedTransfers(testApp, [{ createdAt: at('2024-07-04T16:00:00Z') }]);
      }
    } while (cursor && pages < 100);
    expect(pages).toBe(Math.ceil(150 / 7));
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expected.rows.map((row) => row.id));
  });

  it('pages a status filter too, and the last page has no X-Next-Cursor', async () => {
    const first = await list('?fromDate=2024-07-04&toDate=2024-07-04&status=approved&limit=20');
    expect(first.body).toHaveLength(20);
    expect(first.headers.get('x-total-count')).toBe('22');
    const second = await list(`?fromDate=2024-07-04&toDate=2024-07-04&status=approved&limit=20&cursor=${first.headers.get('x-next-cursor')}`);
    expect(second.body).toHaveLength(2);
    expect(second.headers.get('x-next-cursor')).toBeNull();
    expect(second.headers.get('x-total-count')).toBe('22');
  });

  it('counts the filter on an empty page too: past the last row, and where nothing matches', async () => {
    const all = await list('?fromDate=2024-07-04&toDate=2024-07-04&status=approved&limit=22');
    expect(all.body).toHaveLength(22);
    const last = all.body[21] as { id: number };
    const lastCursor = await testApp.database.db.execute<{ at: string }>(sql`
      select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at from transfers where id = ${last.id}`);
    const cursor = Buffer.from(`${lastCursor.rows[0]!.at}|${last.id}`).toString('base64url');
    const beyond = await list(`?fromDate=2024-07-04&toDate=2024-07-04&status=approved&limit=20&cursor=${cursor}`);
    expect(beyond.status).toBe(200);
    expect(beyond.body).toEqual([]);
    expect(beyond.headers.get('x-total-count')).toBe('22');
    const none = await list('?fromDate=2024-07-05&toDate=2024-07-05&status=approved');
    expect(none.body).toEqual([]);
    expect(none.headers.get('x-total-count')).toBe('0');
  });

  it('limit 500 is allowed', async () => {
    expect((await list('?limit=500')).status).toBe(200);
  });
});

describe('bad input: 400 with a clear message, never a 500', () => {
  const cases: [string, string][] = [
    ['?fromDate=2026-02-30', 'From Date must be a real date written YYYY-MM-DD, e.g. 2026-01-31'],
    ['?fromDate=yesterday', 'From Date must be a real date written YYYY-MM-DD, e.g. 2026-01-31'],
    ['?fromDate=2026-1-5', 'From Date must be a real date written YYYY-MM-DD, e.g. 2026-01-31'],
    ['?toDate=2026-13-01', 'To Date must be a real date written YYYY-MM-DD, e.g. 2026-01-31'],
    ['?toDate=2026-01-01T00:00:00Z', 'To Date must be a real date written YYYY-MM-DD, e.g. 2026-01-31'],
    ['?fromDate=2026-03-02&toDate=2026-03-01', 'From Date must be on or before To Date'],
    ['?status=done', 'Status must be one of pending, approved, completed, rejected, cancelled or all'],
    ['?status=pending&status=approved', 'Status must be one of pending, approved, completed, rejected, cancelled or all'],
    ['?search=hello%20world', 'Search by a reference code (letters and digits) or by a sender’s full email address'],
    ['?search=%25', 'Search by a reference code (letters and digits) or by a sender’s full email address'],
    ['?search=ABCDEFGHIJK', 'Search by a reference code (letters and digits) or by a sender’s full email address'],
    ['?limit=0', 'limit must be a whole number from 1 to 500'],
    ['?limit=501', 'limit must be a whole number from 1 to 500'],
    ['?limit=ten', 'limit must be a whole number from 1 to 500'],
    ['?limit=1.5', 'limit must be a whole number from 1 to 500'],
    ['?cursor=not*a*cursor', 'This page link is no longer valid. Please start again from the first page.'],
    [`?cursor=${Buffer.from('2026-02-30T00:00:00.000000Z|5').toString('base64url')}`, 'This page link is no longer valid. Please start again from the first page.'],
    [`?cursor=${Buffer.from('hello').toString('base64url')}`, 'This page link is no longer valid. Please start again from the first page.'],
  ];

  it.each(cases)('GET /api/admin/transfers%s', async (query, message) => {
    const response = await list(query);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('stats refuse the same filters', async () => {
    const response = await admin.get('/api/admin/stats?fromDate=2026-03-02&toDate=2026-03-01');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('From Date must be on or before To Date');
  });

  it('a well-formed cursor from another list is just a position', async () => {
    const cursor = encodeCursor({ at: '2099-01-01T00:00:00.000000Z', id: 1 });
    expect((await list(`?cursor=${cursor}`)).status).toBe(200);
  });
});

describe('the daily aggregate', () => {
  const fromAggregate = async () =>
    (
      await testApp.database.db.execute<{ day: string; status: string; n: string; cad: string }>(sql`
        select day::text, status, sum(count)::text as n, sum(cad_total)::text as cad
        from transfer_daily_stats group by 1, 2 having sum(count) > 0 order by 1, 2`)
    ).rows;
  const fromTransfers = async () =>
    (
      await testApp.database.db.execute<{ day: string; status: string; n: string; cad: string }>(sql`
        select (created_at at time zone 'America/Toronto')::date::text as day, status, count(*)::text as n, sum(cad_amount)::text as cad
        from transfers group by 1, 2 order by 1, 2`)
    ).rows;
  const slotsOfPastDays = async () =>
    Number(
      (
        await testApp.database.db.execute<{ n: string }>(
          sql`select count(*)::text as n from transfer_daily_stats where day < (now() at time zone 'America/Toronto')::date - 1 and slot <> 0`,
        )
      ).rows[0]!.n,
    );

  it('equals a full count of transfers per day and status', async () => {
    expect(await fromAggregate()).toEqual(await fromTransfers());
  });

  it('compaction folds past days into one row per day and status, while operators change old transfers, and keeps every total', async () => {
    const spread = await seedTransfers(
      testApp,
      Array.from({ length: 48 }, (_, index) => ({
        createdAt: at(`2021-06-${String(10 + (index % 3)).padStart(2, '0')}T15:00:00.000Z`),
        cadAmount: `${index + 1}.25`,
        status: 'pending' as const,
      })),
    );
    expect(await slotsOfPastDays()).toBeGreaterThan(0);
    const before = await stats('?fromDate=2021-06-10&toDate=2021-06-12');
    const approvals = spread.ids.slice(0, 24).map((id) => admin.patch(`/api/admin/transfers/${id}`, { status: 'approved' }));
    const [folded, ...responses] = await Promise.all([compactDailyStats(testApp.database.db), ...approvals]);
    expect(responses.map((response) => response.status)).toEqual(responses.map(() => 200));
    expect(folded).toBeGreaterThan(0);
    await compactDailyStats(testApp.database.db);
    expect(await slotsOfPastDays()).toBe(0);
    expect(await fromAggregate()).toEqual(await fromTransfers());
    const after = await stats('?fromDate=2021-06-10&toDate=2021-06-12');
    expect(after).toEqual({ ...before, pending: 24, approved: 24 });
  });

  it('is rebuilt when the business time zone changes, and back', async () => {
    const perDay = async () =>
      (
        await testApp.database.db.execute<{ day: string; n: string }>(
          sql`select day::text, sum(count)::text as n from transfer_daily_stats where day between '2022-01-14' and '2022-01-16' group by 1 having sum(count) > 0 order by 1`,
        )
      ).rows;
    const toronto = await perDay();
    expect(toronto).toEqual([
      { day: '2022-01-14', n: '1' },
      { day: '2022-01-15', n: '2' },
      { day: '2022-01-16', n: '1' },
    ]);
    try {
      expect(await syncBusinessTimeZone(testApp.database.db, 'Asia/Kolkata')).toBe('rebuilt');
      // Kolkata is 10½ hours ahead of Toronto: the four fall on the 15th and the 16th.
      expect(await perDay()).toEqual([
        { day: '2022-01-15', n: '2' },
        { day: '2022-01-16', n: '2' },
      ]);
      expect(await syncBusinessTimeZone(testApp.database.db, 'Asia/Kolkata')).toBe('unchanged');
    } finally {
      expect(await syncBusinessTimeZone(testApp.database.db, 'America/Toronto')).toBe('rebuilt');
    }
    expect(await perDay()).toEqual(toronto);
  });
});
