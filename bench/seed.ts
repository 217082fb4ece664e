import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { hashPassword, PASSWORD_HASH_OPTIONS } from '../server/src/auth/passwords';

/**
 * A realistic dataset in seconds, with set-based SQL: 10,000 customers with 3 recipients each,
 * 1,000,000 transfers over the last two years across every status (older ones mostly completed),
 * each with its timeline events, one customer with exactly 200 transfers and one with 10,000, an
 * admin, and ready-made sessions so the load does not measure argon2 sign-ins.
 */

export const CUSTOMERS = 10_000;
export const RECIPIENTS_PER_CUSTOMER = 3;
export const TRANSFERS = Number(process.env.BENCH_TRANSFERS ?? 1_000_000);
/** The history scenarios' customers: the first has this many transfers, the second BIG_HISTORY. */
export const HISTORY = 200;
export const BIG_HISTORY = 10_000;
export const BENCH_PASSWORD = 'bench-password';

export interface Seeded {
  /** Cookie header values of signed-in customers (one per customer, the first 1,000). */
  customerCookies: string[];
  /** The customer with exactly 200 transfers. */
  historyCookie: string;
  /** The customer with exactly 10,000 transfers. */
  bigHistoryCookie: string;
  adminCookie: string;
  /** Recipient id of each of the first 1,000 customers, matching customerCookies. */
  customerRecipientIds: number[];
  seconds: number;
}

function sessionToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: createHash('sha256').update(token).digest('hex') };
}

export async function seed(databaseUrl: string, cookieName = 'maplerupee_session'): Promise<Seeded> {
  const started = Date.now();
  if (TRANSFERS < HISTORY + BIG_HISTORY + CUSTOMERS) throw new Error(`BENCH_TRANSFERS must be at least ${HISTORY + BIG_HISTORY + CUSTOMERS}`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const passwordHash = await hashPassword(PASSWORD_HASH_OPTIONS, BENCH_PASSWORD);
    await client.query('begin');
    await client.query("set local synchronous_commit = off");
    await client.query("set local work_mem = '256MB'");
    await client.query("set local maintenance_work_mem = '512MB'");
    await client.query(
      `insert into users (email, username, first_name, last_name, password_hash, country, created_at, updated_at)
       select 'customer' || n || '@bench.example', 'Customer ' || n, 'Customer', 'Number' || n, $1,
              (array['Canada','India','USA','UK'])[1 + n % 4],
              now() - (n % 730) * interval '1 day', now()
       from generate_series(1, $2::int) as n`,
      [passwordHash, CUSTOMERS],
    );
    await client.query(
      `insert into users (email, username, first_name, last_name, password_hash, country, is_admin)
       values ('admin@bench.example', 'Bench Admin', 'Bench', 'Admin', $1, 'Canada', true)`,
      [passwordHash],
    );
    await client.query(
      `insert into recipients (user_id, name, account_number, ifsc_code, bank_name, relationship, address, city, state, created_at, updated_at)
       select u.id, 'Recipient ' || u.id || '-' || r, lpad((u.id * 10 + r)::text, 12, '0'),
              'SBIN0' || lpad((u.id % 1000000)::text, 6, '0'), 'State Bank of India',
              (array['Family','Friend','Business','Self','Other'])[1 + (u.id + r) % 5],
              r || ' MG Road', 'Pune', 'Maharashtra', u.created_at, u.created_at
       from users u cross join generate_series(1, $1::int) as r
       where u.email like 'customer%@bench.example'`,
      [RECIPIENTS_PER_CUSTOMER],
    );
    // Every customer verified (issue 17), as an operator's approval leaves them: they may send up
    // to 5,000 per transfer, with the travel rule's addresses on both sides.
    await client.query(
      `insert into identity_verifications (user_id, status, method, street, city, province, postal_code, note, submitted_at, decided_at)
       select u.id, 'approved', 'in-person', u.id || ' King St W', 'Toronto', 'ON', 'M5H 1A1', 'Seeded by the bench', u.created_at, u.created_at
       from users u where u.email like 'customer%@bench.example'`,
    );
    // The bench measures throughput, not the limits: its customers have up to thousands of seeded
    // transfers in the rolling windows (customer 2: ~14 a day), so the verified tier's windows are
    // set out of reach (the per-transfer limit stays the product's 5,000, docs/product.md). Each creation still reads
    // and checks them.
    await client.query(
      `update transaction_limits set daily = 999999999.99, monthly = 999999999.99 where tier = 'verified'`,
    );
    const admin = await client.query<{ id: number }>(`select id from users where email = 'admin@bench.example'`);
    // Secondary indexes are rebuilt after the bulk insert: one sort each instead of 1M insertions.
    const indexes = await client.query<{ indexname: string; indexdef: string }>(
      `select indexname, indexdef from pg_indexes
       where schemaname = 'public' and tablename = 'transfers' and indexdef not like 'CREATE UNIQUE%'`,
    );
    for (const index of indexes.rows) await client.query(`drop index ${index.indexname}`);
    // The rows are consistent by construction: skip the per-row foreign-key and aggregate triggers,
    // then rebuild the day aggregate once, set-based.
    await client.query('set local session_replication_role = replica');
    // Customer 1 gets exactly 200 transfers and customer 2 exactly 10,000 (the history scenarios);
    // the rest are spread over everyone else.
    await client.query(
      `with customer as (
         select u.id as user_id, row_number() over (order by u.id) as k from users u where u.email like 'customer%@bench.example'
       ), recipient as (
         select r.id, r.user_id, r.name, r.account_number, r.ifsc_code, r.bank_name,
                row_number() over (partition by r.user_id order by r.id) as k
         from recipients r
       ), timed as (
         select n,
                case when n <= $4::int then 1 when n <= $4::int + $5::int then 2 else 3 + (n % ($2::int - 2)) end as customer_k,
                now() - ((n::bigint * 7919) % (730 * 86400)) * interval '1 second' as created_at,
                (100 + (n::bigint * 104729) % 499900)::numeric / 100 as cad,
                (60 + (n % 400)::numeric / 100)::numeric(10,4) as rate
         from generate_series(1, $1::int) as n
       ), planned as (
         select *,
                case when created_at < now() - interval '7 days'
                     then (array['completed','completed','completed','completed','completed','completed','completed','completed','rejected','approved'])[1 + n % 10]
                     else (array['pending','pending','approved','completed','rejected'])[1 + n % 5] end as status
         from timed
       )
       insert into transfers (user_id, recipient_id, reference_code, cad_amount, inr_amount, exchange_rate, payment_method,
                              status, recipient_name, recipient_account_number, recipient_ifsc_code, recipient_bank_name,
                              completed_at, created_at, updated_at)
       select c.user_id, r.id, 'B' || upper(lpad(to_hex(p.n), 9, '0')), p.cad,
              round(p.cad * p.rate / 100) * 100, p.rate, 'economy', p.status,
              r.name, r.account_number, r.ifsc_code, r.bank_name,
              case when p.status = 'completed' then p.created_at + interval '2 days' end, p.created_at, p.created_at
       from planned p
       join customer c on c.k = p.customer_k
       join recipient r on r.user_id = c.user_id and r.k = 1 + p.n % $3::int`,
      [TRANSFERS, CUSTOMERS, RECIPIENTS_PER_CUSTOMER, HISTORY, BIG_HISTORY],
    );
    // Each transfer's timeline, as the server writes it: created (by its customer), then approved
    // or rejected, then completed (by the admin). Without it the events table would be empty while
    // the transfers are not, and its first plans (foreign-key checks among them) would be for an
    // empty table.
    await client.query(
      `insert into transfer_events (transfer_id, from_status, to_status, actor_user_id, created_at)
       select t.id, e.from_status, e.to_status, coalesce(e.actor, t.user_id), t.created_at + e.after
       from transfers t cross join lateral (
         select null::text as from_status, 'pending'::text as to_status, null::int as actor, interval '0' as after
         union all select 'pending', 'approved', $1, interval '1 hour' where t.status in ('approved', 'completed')
         union all select 'pending', 'rejected', $1, interval '1 hour' where t.status = 'rejected'
         union all select 'approved', 'completed', $1, interval '2 days' where t.status = 'completed'
       ) e`,
      [admin.rows[0]!.id],
    );
    await client.query('set local session_replication_role = origin');
    await client.query('select rebuild_transfer_daily_stats()');
    for (const index of indexes.rows) await client.query(index.indexdef);

    const customers = await client.query<{ id: number; recipient_id: number }>(
      `select u.id, min(r.id) as recipient_id from users u join recipients r on r.user_id = u.id
       where u.email like 'customer%@bench.example' group by u.id order by u.id limit 1000`,
    );
    const sessions = [...customers.rows.map((row) => row.id), admin.rows[0]!.id].map((userId) => ({ userId, ...sessionToken() }));
    await client.query(
      `insert into sessions (token_hash, user_id, idle_expires_at, absolute_expires_at)
       select hash, user_id, now() + interval '12 hours', now() + interval '12 hours'
       from unnest($1::text[], $2::int[]) as s(hash, user_id)`,
      [sessions.map((session) => session.hash), sessions.map((session) => session.userId)],
    );
    // The operator signed in with a second factor, as the admin desk requires (issue 18).
    await client.query('update sessions set second_factor_at = now() where user_id = $1', [admin.rows[0]!.id]);
    await client.query('commit');
    // A two-year-old table has long been vacuumed: without this, autovacuum's first pass over the
    // million new rows (throttled, minutes long) would run inside whichever scenario comes next.
    await client.query('vacuum (analyze)');
    await client.query('checkpoint');
    const cookie = (token: string) => `${cookieName}=${token}`;
    return {
      customerCookies: sessions.slice(0, -1).map((session) => cookie(session.token)),
      historyCookie: cookie(sessions[0]!.token),
      bigHistoryCookie: cookie(sessions[1]!.token),
      adminCookie: cookie(sessions.at(-1)!.token),
      customerRecipientIds: customers.rows.map((row) => row.recipient_id),
      seconds: (Date.now() - started) / 1000,
    };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
