import pg from 'pg';
import { runningEmbeddedUrl } from '../../server/src/db/embedded-postgres';

/**
 * Direct access to the e2e server's embedded database (DATA_DIR's pg-password and the port in
 * postmaster.pid), for what no customer screen can do: change the rate mid-journey, move a transfer
 * to another status.
 */
async function withDatabase<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = await runningEmbeddedUrl(process.env.E2E_DATA_DIR ?? '.e2e-data');
  if (!url) throw new Error('the e2e database is not running');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Makes `rate` the current CAD→INR rate (a new exchange_rates row, as an admin's update would). */
export async function setExchangeRate(rate: string): Promise<void> {
  await withDatabase((client) =>
    client.query(`insert into exchange_rates (from_currency, to_currency, rate) values ('CAD', 'INR', $1)`, [rate]),
  );
}

/** Puts a transfer in another status, as the admin back office would. */
export async function setTransferStatus(referenceCode: string, status: string): Promise<void> {
  await withDatabase((client) =>
    client.query(`update transfers set status = $1, updated_at = now() where reference_code = $2`, [status, referenceCode]),
  );
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
