import pg from 'pg';
import { runningEmbeddedUrl } from '../../server/src/db/embedded-postgres';
import { dataDir } from './worker';

/**
 * Direct access to the e2e server's embedded database (DATA_DIR's pg-password and the port in
 * postmaster.pid), for what no screen or API can do: put a transfer on another day. Everything
 * else goes through the API (support/operator.ts).
 */
export async function withDatabase<T>(run: (client: pg.Client) => Promise<T>, directory = dataDir()): Promise<T> {
  const url = await runningEmbeddedUrl(directory);
  if (!url) throw new Error('the e2e database is not running');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Moves a transfer to a wall-clock moment ('2021-03-10 12:00') in a time zone (the business one by
 * default), so a journey owns a date range no other journey's transfers fall in.
 */
export async function setTransferCreatedAt(referenceCode: string, wallClock: string, timeZone = 'America/Toronto'): Promise<void> {
  await withDatabase((client) =>
    client.query(`update transfers set created_at = ($1::timestamp at time zone $2) where reference_code = $3`, [
      wallClock,
      timeZone,
      referenceCode,
    ]),
  );
}

/** Makes a report case overdue (its due date in the past), which no screen or API can do. */
export async function setCaseDueBy(caseId: number, day: string): Promise<void> {
  await withDatabase((client) => client.query(`update compliance_cases set due_by = $1 where id = $2`, [day, caseId]));
}

/**
 * Records `rate` as set `daysAgo` days before now (a rate operators set in the past, which no
 * screen or API can do), for the send screen's rate history. The current rate is not changed:
 * it is the newest.
 */
export async function addPastRate(rate: string, daysAgo: number): Promise<void> {
  // At noon of the business day `daysAgo` before today's: now() minus whole days lands on the day
  // before near midnight when a clock change lies between (the chart counts business days).
  await withDatabase((client) =>
    client.query(
      `insert into exchange_rates (from_currency, to_currency, rate, created_at)
       select 'CAD', 'INR', $1, (((now() at time zone time_zone)::date - $2::int) + time '12:00') at time zone time_zone from business_settings`,
      [rate, daysAgo],
    ),
  );
}

/**
 * Moves a customer's quotes (issue 20) `minutes` into the past, as if held that long ago: the
 * server's clock cannot be moved in a journey (the browser's can, with page.clock).
 */
export async function ageQuotes(email: string, minutes: number): Promise<void> {
  await withDatabase((client) =>
    client.query(
      `update quotes set created_at = created_at - make_interval(mins => $1), expires_at = expires_at - make_interval(mins => $1)
       where user_id = (select id from users where lower(email) = lower($2))`,
      [minutes, email],
    ),
  );
}

/**
 * Makes every session of a customer's account prove it is its owner again, as 10 minutes after
 * signing in (issue 32): the server's clock cannot be moved in a journey, its sessions' times can.
 */
export async function ageReauthentication(email: string): Promise<void> {
  await withDatabase((client) =>
    client.query(
      `update sessions set reauthenticated_at = now() - interval '11 minutes' where user_id = (select id from users where lower(email) = lower($1))`,
      [email],
    ),
  );
}

/**
 * Opens a possible sanctions match on a customer's recipient, as screening against an imported list
 * does (issue 31's freeze starts from one), without importing a list.
 */
export async function openSanctionsCase(customerEmail: string, recipientId: number): Promise<number> {
  return withDatabase(async (client) => {
    const result = await client.query<{ id: number }>(
      `insert into compliance_cases (kind, party, user_id, recipient_id, summary, sanctions_match)
       select 'sanctions', 'recipient', id, $2, 'Possible match: recipient name on the test list (E2E/1)', 'E2E/1' from users where lower(email) = lower($1)
       returning id`,
      [customerEmail, recipientId],
    );
    return result.rows[0]!.id;
  });
}

/**
 * Puts a notification in Payments to review as the Interac inbox (COLLECTION_PROVIDER=imap) would,
 * with its reason and text: the e2e server reads the sandbox, and server/test/payments-imap.test.ts
 * covers the reading itself.
 */
export async function addInboxReview(review: { transactionId: string; amount: string; senderName: string; message: string; reason: string; rawText: string }): Promise<void> {
  await withDatabase((client) =>
    client.query(
      `insert into incoming_etransfers (provider, transaction_id, message, amount, sender_name, sender_email, received_at, review_reason, candidate_transfer_ids, raw_text)
       values ('imap', $1, $2, $3, $4, '', now(), $5, '{}', $6)`,
      [review.transactionId, review.message, review.amount, review.senderName, review.reason, review.rawText],
    ),
  );
}

/**
 * Makes `rate` the current rate as the market rate job would with a market source (issue 33): with
 * the market rate it was made from. The e2e server runs RATE_SOURCE=manual, so nothing fetches one.
 */
export async function addMarketPricedRate(rate: string, midRate: string): Promise<void> {
  await withDatabase((client) =>
    client.query(
      `insert into exchange_rates (from_currency, to_currency, rate, mid_rate, mid_source, mid_as_of, created_at)
       values ('CAD', 'INR', $1, $2, 'wise', now(), now())`,
      [rate, midRate],
    ),
  );
}
