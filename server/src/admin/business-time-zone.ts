import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { businessSettings } from '../db/schema';

/**
 * Makes the database's business time zone (which keys transfer_daily_stats) the configured one.
 * Nothing happens when they already agree — every start but the first after a change. On a change
 * the aggregate is rebuilt in the same transaction while transfer writes wait, so counts are never
 * keyed by two time zones at once. Every server instance must use the same BUSINESS_TIMEZONE.
 */
export async function syncBusinessTimeZone(db: Db, timeZone: string): Promise<'unchanged' | 'rebuilt'> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(businessSettings).for('update');
    if (current?.timeZone === timeZone) return 'unchanged';
    // Fails with PostgreSQL's own message if its time zone database lacks the name.
    await tx.execute(sql`select now() at time zone ${timeZone}`);
    await tx.execute(sql`lock table transfers in share row exclusive mode`);
    await tx
      .insert(businessSettings)
      .values({ id: true, timeZone, updatedAt: new Date() })
      .onConflictDoUpdate({ target: businessSettings.id, set: { timeZone, updatedAt: new Date() } });
    await tx.execute(sql`select rebuild_transfer_daily_stats()`);
    return 'rebuilt';
  });
}
