import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ADVISORY_LOCKS } from '../jobs/locks';

type Tx = Pick<Db, 'execute'>;

const RATE_CHANGE_LOCK_KEY = ADVISORY_LOCKS.rateChanges;
const RATE_ALERT_USER_LOCK_KEY = ADVISORY_LOCKS.rateAlertUser;

/**
 * Rate changes take turns, whichever instance makes them (held to the end of the transaction), so
 * each reads the rate it truly replaces and crosses exactly the alerts between the two.
 */
export async function lockRateChanges(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${RATE_CHANGE_LOCK_KEY})`);
}

/**
 * A new rate alert is checked against the current rate and inserted while no rate change is under
 * way (alerts may be created together), so none is created below a rate that is then never crossed.
 */
export async function lockAgainstRateChanges(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${RATE_CHANGE_LOCK_KEY})`);
}

/** One customer's alert creations take turns, so two at once cannot both pass the limit on active alerts. */
export async function lockCustomerRateAlerts(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${RATE_ALERT_USER_LOCK_KEY}, ${userId})`);
}
